/**
 * The verification code field on the test-mode page `/{lang}/test/captcha` (the
 * server with TEST_HOOKS=1): accessible, keyboard operable, a wrong code announced,
 * a right one (read through `/api/test/captcha-answer`) storing a validate key.
 */
import { expect, test, type Page } from '@playwright/test';
import { CODE_TIMEOUT, recordPageTrouble, reportPageTrouble, t, type Envelope, type Language } from './support.ts';
import { expectNoAxeViolations } from './axe.ts';

const STORAGE_KEY = 'amcm.captcha.validateKey';

test.beforeEach(async ({ request, page }) => {
  recordPageTrouble(page);
  // Every test reaches the server from 127.0.0.1: start each with fresh rate limits.
  const res = await request.post('/api/test/captcha-reset', { data: {} });
  expect(res.status()).toBe(200);
});

test.afterEach(async ({ page }, info) => {
  await reportPageTrouble(page, info);
});

async function openField(page: Page, lang: Language) {
  const res = await page.goto(`/${lang}/test/captcha`);
  expect(res?.status()).toBe(200);
  const field = page.locator('.captcha-field');
  await expect(field.locator('img')).toBeVisible({ timeout: CODE_TIMEOUT });
  await expect(field).not.toHaveAttribute('data-challenge-id', '');
  return field;
}

async function challengeId(page: Page): Promise<string> {
  const id = await page.locator('.captcha-field').getAttribute('data-challenge-id');
  expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  return id!;
}

async function answer(page: Page, id: string): Promise<string> {
  const res = await page.request.get(`/api/test/captcha-answer?id=${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as Envelope<{ code: string }>).data.code;
}

for (const lang of ['zh-hant', 'en'] as const) {
  test.describe(lang, () => {
    test('the field has no WCAG 2.2 AA violations, before and after a wrong code', async ({ page }) => {
      const field = await openField(page, lang);
      await expect(field.getByRole('img', { name: t(lang, 'captcha.imageAlt') })).toBeVisible();
      await expectNoAxeViolations(page);
      await field.getByLabel(t(lang, 'captcha.label')).fill('1');
      await page.getByRole('button', { name: t(lang, 'captcha.submit'), exact: true }).click();
      await expect(field.getByRole('alert')).toHaveText(t(lang, 'error.verificationCode'));
      await expectNoAxeViolations(page);
    });

    test('is keyboard operable: refresh, listen, then type', async ({ page }) => {
      const field = await openField(page, lang);
      const first = await challengeId(page);
      await page.locator('main').focus();
      await page.keyboard.press('Tab');
      const refresh = field.getByRole('button', { name: t(lang, 'captcha.refresh') });
      await expect(refresh).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(field).not.toHaveAttribute('data-challenge-id', first);
      await expect(field).not.toHaveAttribute('data-challenge-id', '');
      await expect(refresh, 'focus stays on the button').toBeFocused();
      await expect(field.locator('[aria-live="polite"]')).toHaveText(t(lang, 'captcha.newCode'));

      await page.keyboard.press('Tab');
      const listen = field.getByRole('button', { name: t(lang, 'captcha.playAudio') });
      await expect(listen).toBeFocused();
      const id = await challengeId(page);
      const audio = page.waitForResponse((r) => r.url().includes('/captcha_audio'));
      await page.keyboard.press('Space');
      const response = await audio;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('audio/wav');
      expect(response.headers()['cache-control']).toMatch(/no-store/);
      const url = new URL(response.url());
      expect(url.searchParams.get('id')).toBe(id);
      expect(url.searchParams.get('lang')).toBe(lang);
      expect(response.url()).not.toContain(await answer(page, id));

      await page.keyboard.press('Tab');
      const input = field.getByLabel(t(lang, 'captcha.label'));
      await expect(input).toBeFocused();
      await expect(input).toHaveAttribute('inputmode', 'numeric');
      await expect(input).toHaveAttribute('autocomplete', 'off');
    });

    test('a wrong code is announced, marks the input and brings a new code', async ({ page }) => {
      const field = await openField(page, lang);
      const first = await challengeId(page);
      const input = field.getByLabel(t(lang, 'captcha.label'));
      const right = await answer(page, first);
      await input.fill(right === '00000' ? '11111' : '00000');
      await page.keyboard.press('Enter');
      const alert = field.getByRole('alert');
      await expect(alert).toHaveText(t(lang, 'error.verificationCode'));
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      const errorId = await alert.locator('..').getAttribute('id');
      expect((await input.getAttribute('aria-describedby'))?.split(' ')).toContain(errorId);
      await expect(field).not.toHaveAttribute('data-challenge-id', first);
      await expect(input).toBeFocused();
      await expect(input).toHaveValue('');
      // The burnt challenge is gone.
      expect((await page.request.get(`/api/test/captcha-answer?id=${first}`)).status()).toBe(404);
      expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY)).toBeNull();
    });

    test('an empty code asks for one without using the challenge up', async ({ page }) => {
      const field = await openField(page, lang);
      const first = await challengeId(page);
      await page.getByRole('button', { name: t(lang, 'captcha.submit'), exact: true }).click();
      await expect(field.getByRole('alert')).toHaveText(t(lang, 'captcha.missing'));
      await expect(field).toHaveAttribute('data-challenge-id', first);
    });

    test('the right code stores a validate key for the session', async ({ page }) => {
      const field = await openField(page, lang);
      const id = await challengeId(page);
      await field.getByLabel(t(lang, 'captcha.label')).fill(await answer(page, id));
      const validated = page.waitForResponse((r) => r.url().endsWith('/captcha_validate'));
      await page.getByRole('button', { name: t(lang, 'captcha.submit'), exact: true }).click();
      const response = await validated;
      expect(response.status()).toBe(200);
      await expect(page.getByRole('status')).toHaveText(t(lang, 'captcha.verified'));
      await expect(field.getByRole('alert')).toHaveCount(0);
      const stored = JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEY)) ?? 'null') as {
        validateKey: string;
        expiresAt: string;
      } | null;
      expect(stored?.validateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const minutes = (Date.parse(stored!.expiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(25);
      expect(minutes).toBeLessThanOrEqual(30);
      // A fresh challenge is ready for a later check.
      await expect(field).not.toHaveAttribute('data-challenge-id', id);
    });
  });
}

test('the challenge answer never appears in the page or the captcha call', async ({ page }) => {
  // The page's own captcha call, read as it passes (a response's body read afterwards
  // through the browser can be gone by then).
  let first: { body: string; cacheControl: string } | undefined;
  await page.route(
    (url) => url.pathname === '/api/v1.0/cms/common/captcha',
    async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      first ??= { body, cacheControl: response.headers()['cache-control'] ?? '' };
      await route.fulfill({ response, body });
    },
  );
  await page.goto('/en/test/captcha');
  // The island asks for its challenge once it has hydrated: as long as the picture may take.
  await expect.poll(() => first, { timeout: CODE_TIMEOUT }).toBeDefined();
  const { body, cacheControl } = first!;
  expect(cacheControl).toMatch(/no-store/);
  const id = ((JSON.parse(body) as Envelope<{ id: string }>).data).id;
  const code = await answer(page, id);
  expect(body).not.toContain(code);
  expect(await page.content()).not.toContain(code);
});

test('without test mode, the page and the answer hook do not exist', async ({ playwright }) => {
  test.skip(!!process.env.E2E_BASE_URL, 'needs the server without test hooks started by the config');
  const main = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? '4399'}` });
  expect((await main.get('/en/test/captcha')).status()).toBe(404);
  const created = (await (await main.get('/api/v1.0/cms/common/captcha')).json()) as Envelope<{ id: string }>;
  expect((await main.get(`/api/test/captcha-answer?id=${created.data.id}`)).status()).toBe(404);
  await main.dispose();
});
