import { chromium } from '@playwright/test';
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const p of paths) {
  for (const [w, h, tag] of [[1280, 900, 'd'], [375, 800, 'm']]) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    const errors = [];
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = `/tmp/shots/${p.replace(/[^a-z0-9]+/gi, '_')}_${tag}.png`;
    await page.screenshot({ path: name, fullPage: tag === 'd' ? false : false });
    console.log(name, errors.length ? 'ERRORS: ' + errors.join(' | ') : '');
    await page.close();
  }
}
await browser.close();
