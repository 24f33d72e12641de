/**
 * The home page's notice and pop-up (SPEC §2 Layout: closed, each stays hidden for
 * the browser session) and the home page's JavaScript budget (no React, at most
 * 15 KB gzip in all).
 */
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { pageUrl, t } from './support.ts';

const JS_BUDGET_GZIP = 15 * 1024;

test.describe('notice and pop-up', () => {
  test('once closed, each stays hidden for the session, and shows again in a new one', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto(pageUrl('en'));

    // The pop-up is a modal dialog named by its title, with the focus inside.
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await expect(popup).toHaveAccessibleName(/AMCM/);
    const close = popup.getByRole('button', { name: t('en', 'shell.close') });
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();

    const notice = page.getByRole('region', { name: t('en', 'shell.noticeLabel') });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/severe weather/i);
    await notice.getByRole('button', { name: t('en', 'shell.dismissNotice') }).click();
    await expect(notice).toBeHidden();
    await expect(page.locator('#main')).toBeFocused();

    // Reload: still hidden, never shown for a moment.
    await page.reload();
    await expect(page.locator('[data-notice]')).toBeHidden();
    expect(await page.locator('dialog[data-popup]').evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    // Another page of the same session too (and the other languages share the key).
    await page.goto(pageUrl('zh-hant'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('[data-notice]')).toBeHidden();
    await context.close();

    // A new session (new context): both show again.
    const fresh = await browser.newContext({ baseURL: baseURL! });
    const again = await fresh.newPage();
    await again.goto(pageUrl('en'));
    await expect(again.getByRole('dialog')).toBeVisible();
    await again.getByRole('dialog').getByRole('button', { name: t('en', 'shell.close') }).click();
    await expect(again.getByRole('region', { name: t('en', 'shell.noticeLabel') })).toBeVisible();
    await fresh.close();
  });

  for (const how of ['Escape', 'its close button'] as const) {
    test(`closing the pop-up with ${how} gives the focus back to where it was: the next Tab starts at the top`, async ({ page }) => {
      await page.goto(pageUrl('en'));
      const popup = page.getByRole('dialog');
      await expect(popup).toBeVisible();
      if (how === 'Escape') await page.keyboard.press('Escape');
      else await popup.getByRole('button', { name: t('en', 'shell.close') }).press('Enter');
      await expect(popup).toBeHidden();
      // Not left on the closed dialog's button, which a visitor can no longer see. The focus
      // moves on the dialog's close event, which the browser fires in a task after hiding it.
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(false);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: t('en', 'site.skipToContent') })).toBeFocused();
    });
  }

  test('the pop-up is open and a closed notice hidden before any module script runs, within the page\'s CSP', async ({ page }) => {
    // Module scripts never load here: what shows is done by the page's inline script alone.
    await page.route('**/_astro/**/*.js', (route) => route.abort());
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to execute/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(pageUrl('en'));
    const key = await page.locator('[data-notice]').getAttribute('data-notice');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: t('en', 'shell.close') })).toBeFocused();
    await expect(page.getByRole('region', { name: t('en', 'shell.noticeLabel') })).toBeVisible();

    // Closed earlier in the session (as the shell script records it): hidden from the start.
    const popupKey = await page.locator('dialog[data-popup]').getAttribute('data-popup');
    await page.evaluate(([n, p]) => {
      sessionStorage.setItem('amcm.notice', JSON.stringify([n]));
      sessionStorage.setItem('amcm.popup', JSON.stringify([p]));
    }, [key, popupKey]);
    await page.reload();
    await expect(page.locator('[data-notice]')).toBeHidden();
    expect(await page.locator('dialog[data-popup]').evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    expect(blocked).toEqual([]);
  });

  test('are on the home page only', async ({ page }) => {
    await page.goto(pageUrl('en', 'about-us'));
    await expect(page.locator('dialog[data-popup]')).toHaveCount(0);
    await expect(page.locator('[data-notice]')).toHaveCount(0);
  });
});

test.describe('JavaScript budget', () => {
  test('the home page ships no React and at most 15 KB of JavaScript gzip', async ({ page }) => {
    const external: { url: string; body: Buffer }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => {
            external.push({ url: response.url(), body });
          })
          .catch(() => undefined),
      );
    });
    await page.goto(pageUrl('zh-hant'), { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const inline = await page.locator('script:not([src])').evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
    const sources = [...external.map((e) => e.body.toString('utf8')), ...inline];
    const total = [...external.map((e) => e.body), ...inline.map((s) => Buffer.from(s))].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    console.log(`home page JavaScript: ${String(external.length)} file(s), ${String(inline.length)} inline, ${String(total)} bytes gzip`);
    expect(total).toBeLessThanOrEqual(JS_BUDGET_GZIP);

    // No React: no island, no renderer, no React runtime in any script.
    await expect(page.locator('astro-island')).toHaveCount(0);
    expect(external.map((e) => e.url).filter((u) => /react|client\.[\w-]+\.js/i.test(u))).toEqual([]);
    for (const source of sources) expect(source).not.toMatch(/react\.(element|transitional\.element|fragment)|__reactFiber|reactjs\.org|react\.dev\/errors/i);
  });
});
