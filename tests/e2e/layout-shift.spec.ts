/**
 * Stable layout (issue 17): nothing on the home page (its banner carousel, the
 * site notice bar), a news list or the exchange rates page moves once painted,
 * on a phone and on a desktop, and every image states its size so its space is
 * kept before it loads.
 */
import { expect, test } from '@playwright/test';

const PATHS = ['/en/', '/zh-hant/', '/en/news-notice/press-releases', '/en/financial-information/exchange-rates'];

for (const width of [375, 1280]) {
  test(`no layout shift while the pages load and their scripts start, at ${width} px`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL: baseURL!, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of PATHS) {
      await page.goto(path, { waitUntil: 'load' });
      // Long enough for the deferred scripts (carousel, notices) to have run.
      await page.waitForTimeout(800);
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift, `cumulative layout shift of ${path}`).toBeLessThan(0.02);
      const unsized = await page.locator('img:not([width]), img:not([height])').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
      expect(unsized, `images without width and height on ${path}`).toEqual([]);
    }
    await context.close();
  });
}
