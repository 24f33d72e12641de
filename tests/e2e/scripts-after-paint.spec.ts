/**
 * The page's bundled scripts start after its first paint (issue 17, decision
 * 0011): Astro renders each as `<template data-module>`, and the inline loader at
 * the end of the body turns them into module scripts once the page has painted.
 */
import { expect, test, type Page } from './test.ts';
import { pageUrl } from './support.ts';

/** What the page fetched and when, against its first paint. */
async function scriptTimings(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-scripts', 'ready');
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
    templates: document.querySelectorAll('template[data-module]').length,
    moduleScripts: document.querySelectorAll('script[type="module"][src]').length,
  }));
}

test.describe("the page's scripts", () => {
  test('are inert in the document and start only after the first paint, then run', async ({ page, request }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
    });
    const html = await (await request.get(pageUrl('en'))).text();
    expect(html).not.toMatch(/<script type="module" src=/);
    const deferred = [...html.matchAll(/<template data-module="([^"]+)"><\/template>/g)].map((m) => m[1]);
    // The home page: the shell's two scripts and the banner carousel's.
    expect(deferred).toHaveLength(3);

    await page.goto(pageUrl('en'));
    const timings = await scriptTimings(page);
    expect(timings.firstPaint).not.toBeNull();
    expect(timings.templates).toBe(0);
    expect(timings.moduleScripts).toBe(3);
    const fetched = timings.scripts.map((s) => s.path);
    for (const path of deferred) expect(fetched).toContain(path);
    for (const script of timings.scripts) expect(script.start, script.path).toBeGreaterThanOrEqual(timings.firstPaint!);

    // They ran: the session language is remembered (session.ts).
    expect(await page.evaluate(() => document.cookie)).toContain('amcm_lang=en');
    expect(refused).toEqual([]);
  });

  // The register's search island and the forms (React, react-hook-form and the shared
  // schemas): their scripts start after the first paint, and they hydrate.
  for (const path of [
    'insurance-sector/intermediaries-register/individual-agents',
    'services/currency-reproduction/application-form',
    'research-and-statistics/email-notification',
    'complaint/dsb/note',
  ]) {
    test(`an island marked client:painted fetches its scripts after the first paint too: ${path}`, async ({ page }) => {
      await page.goto(pageUrl('en', path));
      await expect(page.locator('astro-island[client="painted"]').first()).toBeAttached();
      const timings = await scriptTimings(page);
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      expect(timings.scripts.length).toBeGreaterThan(5);
      for (const script of timings.scripts) expect(script.start, script.path).toBeGreaterThanOrEqual(timings.firstPaint!);
    });
  }

  test('start by the timer when no frame comes', async ({ page }) => {
    // No animation frames (a tab hidden while it loads runs none): the loader's timer starts the scripts.
    await page.addInitScript(() => {
      window.requestAnimationFrame = () => 0;
    });
    await page.goto(pageUrl('zh-hant'));
    await expect(page.locator('html')).toHaveAttribute('data-scripts', 'ready', { timeout: 5000 });
    expect(await page.evaluate(() => document.cookie)).toContain('amcm_lang=zh-hant');
  });
});
