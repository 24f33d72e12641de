/**
 * Embedding (SPEC §1): a parent page on another, allow-listed origin receives the
 * height and language by postMessage; a language change inside the frame swaps the
 * content without reloading it and tells the parent.
 */
import { expect, test, type Page } from '@playwright/test';

const PARENT = 'http://parent.example';

async function openParent(page: Page, src: string): Promise<void> {
  await page.route(`${PARENT}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Parent</title></head><body>
        <iframe id="amcm" title="AMCM" src="${src}" style="width:800px;height:400px;border:0"></iframe>
        <script>
          window.__messages = [];
          window.addEventListener('message', (e) => { window.__messages.push({ origin: e.origin, data: e.data }); });
        </script></body></html>`,
    }),
  );
  await page.goto(`${PARENT}/host.html`);
}

type Message = { origin: string; data: { source: string; type: string; height?: number; lang?: string; locale?: string } };
const messages = (page: Page) => page.evaluate(() => (window as unknown as { __messages: Message[] }).__messages);

test('an allow-listed parent receives height and language, and a language change swaps content in place', async ({ page, baseURL }) => {
  await openParent(page, `${baseURL}/zh-hant/about-us`);
  await expect.poll(async () => (await messages(page)).map((m) => m.data.type)).toEqual(expect.arrayContaining(['height', 'language']));
  const first = await messages(page);
  expect(first.every((m) => m.origin === new URL(baseURL!).origin && m.data.source === 'amcm-website')).toBe(true);
  expect(first.find((m) => m.data.type === 'language')?.data).toMatchObject({ lang: 'zh-hant', locale: 'zh_TW' });
  expect(first.find((m) => m.data.type === 'height')?.data.height).toBeGreaterThan(200);

  const frame = page.frameLocator('#amcm');
  // A marker that a reload would wipe out.
  const child = page.frames().find((f) => f.url().includes('/zh-hant/about-us'))!;
  await child.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  await frame.locator('a[data-lang-switch="en"]').first().click();
  await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
  expect(child.url()).toMatch(/\/en\/about-us$/);
  expect(await child.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  await expect.poll(async () => (await messages(page)).filter((m) => m.data.type === 'language').map((m) => m.data.lang)).toContain('en');
});

test('a parent that is not allow-listed cannot frame the site', async ({ page, baseURL }) => {
  await page.route('http://other.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>x</title><iframe id="f" title="f" src="${baseURL}/en/"></iframe>` }),
  );
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (/frame-ancestors/i.test(m.text())) blocked.push(m.text());
  });
  await page.goto('http://other.example/host.html');
  await expect.poll(() => blocked.length).toBeGreaterThan(0);
});
