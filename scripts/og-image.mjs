/**
 * Draws public/og-image.jpg, the site image of link previews (Open Graph
 * og:image, 1200 × 630), with Debian's Chromium: the emblem, the bridge arches
 * of the banners and the Authority's name in Chinese, English and Portuguese.
 * Run once after changing it: `npx node scripts/og-image.mjs`.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const logo = readFileSync(`${root}public/logo.svg`, 'utf8');
const arches = Array.from({ length: 6 }, (_, i) => `M${i * 200} 630 Q${i * 200 + 100} 455 ${i * 200 + 200} 630`).join(' ');
const html = `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:1200px;height:630px;overflow:hidden}
  body{background:linear-gradient(135deg,#0b4f6c,#073347);font-family:'Noto Sans CJK TC','Noto Sans TC',sans-serif;color:#fff;position:relative}
  svg.bg{position:absolute;inset:0}
  .card{position:absolute;left:96px;top:150px;display:flex;align-items:center;gap:48px}
  .logo{width:200px;height:200px;border-radius:50%;box-shadow:0 0 0 8px rgba(255,255,255,.85)}
  .zh{font-size:76px;font-weight:700;letter-spacing:6px;line-height:1.1}
  .en{font-size:40px;margin-top:18px}
  .pt{font-size:30px;margin-top:8px;color:#e8d9b0}
  .rule{width:120px;height:6px;background:#b8860b;margin-top:22px}
</style></head><body>
<svg class="bg" width="1200" height="630" viewBox="0 0 1200 630"><circle cx="200" cy="110" r="330" fill="#5b9bb5" opacity=".12"/>
<path d="M0 500 H1200" stroke="#b8860b" stroke-width="7" opacity=".8"/><path d="${arches}" fill="none" stroke="#fff" stroke-width="4" opacity=".3"/></svg>
<div class="card"><div class="logo">${logo.replace('<svg ', '<svg width="200" height="200" ')}</div>
<div><div class="zh">澳門金融管理局</div><div class="en">Monetary Authority of Macao</div><div class="pt">Autoridade Monetária de Macau</div><div class="rule"></div></div></div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: `${root}public/og-image.jpg`, type: 'jpeg', quality: 85 });
await browser.close();
