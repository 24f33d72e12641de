/** Behaviours switched by site settings: the gray mourning style and analytics. */
import { expect, test } from '@playwright/test';
import { setSetting } from './settings-hook.ts';

test.describe.configure({ mode: 'serial' });

test.describe('gray mourning style', () => {
  test.afterAll(async ({ request }) => {
    await setSetting(request, 'grayStyle', '0');
  });

  test('is off by default and turns the main areas gray when the setting is on', async ({ page, request }) => {
    await page.goto('/en/about-us');
    await expect(page.locator('html')).not.toHaveClass(/gray-style/);
    expect(await page.locator('main').evaluate((el) => getComputedStyle(el).filter)).toBe('none');

    await setSetting(request, 'grayStyle', '1');
    await page.goto('/en/about-us');
    await expect(page.locator('html')).toHaveClass(/gray-style/);
    expect(await page.locator('main').evaluate((el) => getComputedStyle(el).filter)).toContain('grayscale(1)');
    const layout = (await (await request.get('/api/bff/common')).json()) as { data: { grayStyle: boolean } };
    expect(layout.data.grayStyle).toBe(true);

    await setSetting(request, 'grayStyle', '0');
    await page.goto('/en/about-us');
    await expect(page.locator('html')).not.toHaveClass(/gray-style/);
  });
});

test.describe('analytics', () => {
  test.afterAll(async ({ request }) => {
    await setSetting(request, 'analytics-key', '');
  });

  test('nothing is loaded without a key', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/en/');
    expect(requests.filter((u) => u.includes('googletagmanager'))).toEqual([]);
  });

  test('with a key, GA4 loads under the CSP and a page view is sent with a 7200 s cookie', async ({ page, request }) => {
    await setSetting(request, 'analytics-key', 'G-TEST12345');
    // The network is closed: answer the tag script ourselves and record what the page asks.
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__gtagLoaded = true;' }));
    const response = await page.goto('/en/about-us');
    expect(response?.headers()['content-security-policy']).toContain('https://www.googletagmanager.com');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded)).toBe(true);
    const layer = await page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer)) as unknown[][]);
    const config = layer.find((e) => e[0] === 'config');
    expect(config?.[1]).toBe('G-TEST12345');
    expect(config?.[2]).toMatchObject({ cookie_expires: 7200 });
    expect(layer.some((e) => e[0] === 'event' && e[1] === 'page_view')).toBe(true);
  });
});
