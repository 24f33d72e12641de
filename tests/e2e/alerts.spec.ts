/**
 * The e-mail notification service end to end, in zh-hant and en, by keyboard only and
 * checked with axe: a bad sign-up shows the error summary, which takes focus; a good
 * one sends a confirmation e-mail (read from a real SMTP server this spec starts: the
 * test-hooks server sends to it, see tests/playwright.config.ts); following its link
 * activates the subscription; publishing a press release (test hook) delivers an alert
 * whose one-click unsubscribe (RFC 8058: one POST, no cookies) stops the next one.
 */
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { useTestMailbox } from './mailbox.ts';
import { CODE_TIMEOUT, t, type Envelope, type Language } from './support.ts';
import { expectNoAxeViolations } from './axe.ts';


const { addressed } = useTestMailbox();

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request }) => {
  // Every test reaches the server from 127.0.0.1: fresh verification code limits.
  expect((await request.post('/api/test/captcha-reset', { data: {} })).status()).toBe(200);
});

async function waitForMail(to: string, count: number): Promise<ParsedMail> {
  await expect.poll(async () => (await addressed(to)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return (await addressed(to))[count - 1]!;
}

async function pagePath(page: Page, lang: Language): Promise<string> {
  // The newsletter page is wherever the menu puts it; the sign-up's links know.
  const menu = await page.request.get(`/api/v1/menu?lang=${lang}`);
  const text = await menu.text();
  const match = /"path":"([^"]*email-notification)"/.exec(text);
  expect(match, 'the menu has the e-mail notification page').not.toBeNull();
  return `/${lang}/${match![1]!}`;
}

async function typeInto(page: Page, selector: string, text: string) {
  await page.locator(selector).focus();
  await page.keyboard.type(text);
}

for (const lang of ['zh-hant', 'en'] as const) {
  test.describe(lang, () => {
    const email = `alerts-${lang}-${String(Date.now())}@example.mo`;

    test('bad input: the error summary takes focus and leads to each field', async ({ page }) => {
      const path = await pagePath(page, lang);
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['cache-control']).toContain('no-store');
      await expect(page.locator('.captcha-field img')).toBeVisible({ timeout: CODE_TIMEOUT });
      await expectNoAxeViolations(page);
      await typeInto(page, '#alerts-email', 'not-an-address');
      await page.getByRole('button', { name: t(lang, 'alerts.submit') }).focus();
      await page.keyboard.press('Enter');
      const summary = page.locator('.error-summary');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('heading')).toHaveText(t(lang, 'form.errorSummaryTitle'));
      await expect(summary.getByRole('link', { name: new RegExp(t(lang, 'form.email')) })).toBeVisible();
      await expect(page.locator('#alerts-email')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.locator('#alerts-region')).toBeFocused();
      // What was typed survives a reload (sessionStorage draft).
      await page.reload();
      await expect(page.locator('#alerts-email')).toHaveValue('not-an-address');
      // At 320 px nothing scrolls sideways.
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });

    test('sign-up, confirm, alert, one-click unsubscribe, no second alert', async ({ page }) => {
      test.setTimeout(90_000);
      const path = await pagePath(page, lang);
      await page.goto(path);
      const field = page.locator('.captcha-field');
      await expect(field.locator('img')).toBeVisible({ timeout: CODE_TIMEOUT });
      await page.locator('#alerts-region').focus();
      await page.locator('#alerts-region').selectOption('MO');
      await page.locator('#alerts-occupation').focus();
      await page.locator('#alerts-occupation').selectOption('other');
      await typeInto(page, '#alerts-occupationOther', 'Economist');
      await typeInto(page, '#alerts-institution', 'University of Macau');
      await typeInto(page, '#alerts-email', email);
      await page.locator('#alerts-topics-press').focus();
      await page.keyboard.press('Space');
      await expect(page.locator('#alerts-topics-press')).toBeChecked();
      await expect(field).not.toHaveAttribute('data-challenge-id', '');
      const id = await field.getAttribute('data-challenge-id');
      const answer = ((await (await page.request.get(`/api/test/captcha-answer?id=${id ?? ''}`)).json()) as Envelope<{ code: string }>).data.code;
      await field.locator('input').focus();
      await page.keyboard.type(answer);
      await page.getByRole('button', { name: t(lang, 'alerts.submit') }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/action=sent/);
      await expect(page.getByTestId('reference-number')).toHaveText(/^NL-\d{4}-/);
      await expectNoAxeViolations(page);
      // The draft is gone after the successful sign-up.
      expect(await page.evaluate(() => sessionStorage.getItem('amcm.draft.alerts-signup'))).toBeNull();

      // The confirmation e-mail, in the page's language.
      const confirmation = await waitForMail(email, 1);
      expect(confirmation.subject).toBe(t(lang, 'alerts.mailConfirmTitle'));
      const confirmLink = /https?:\/\/\S+action=confirm&token=[A-Za-z0-9_-]+/.exec(confirmation.text ?? '')?.[0];
      expect(confirmLink).toBeTruthy();
      await page.goto(confirmLink!);
      await expect(page.getByRole('heading', { name: t(lang, 'alerts.confirmedTitle') })).toBeVisible();
      await expectNoAxeViolations(page);
      // Preferences, by keyboard: add statistics, save.
      await page.getByRole('link', { name: t(lang, 'alerts.manageLink') }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: t(lang, 'alerts.manageTitle') })).toBeVisible();
      await expect(page.locator('#alerts-topics-press')).toBeChecked();
      await expectNoAxeViolations(page);
      await page.locator('#alerts-topics-statistics').focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: t(lang, 'alerts.save') }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: t(lang, 'alerts.saved') })).toBeVisible();
      await page.getByRole('link', { name: t(lang, 'alerts.unsubscribeTitle') }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: t(lang, 'alerts.unsubscribeTitle') })).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await page.setViewportSize({ width: 1280, height: 720 });

      // The link is single use.
      await page.goto(confirmLink!);
      await expect(page.getByText(t(lang, 'alerts.linkInvalid'))).toBeVisible();

      // A press release is published: one alert, with RFC 8058 headers.
      const title = `Alert test ${lang} ${String(Date.now())}`;
      expect((await page.request.post('/api/test/alerts-publish', { data: { topic: 'press', title } })).status()).toBe(200);
      expect((await page.request.post('/api/test/alerts-run', { data: {} })).status()).toBe(200);
      const alert = await waitForMail(email, 2);
      expect(alert.text).toContain(title);
      const header = (key: string) => alert.headerLines.find((h) => h.key === key)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, '');
      expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      const oneClick = /^<(https?:\/\/[^>]+)>$/.exec(header('list-unsubscribe') ?? '')?.[1];
      expect(oneClick).toBeTruthy();

      // One POST, no cookies, no verification code, as a mail client sends it.
      const mailClient = await playwrightRequest.newContext();
      const res = await mailClient.post(oneClick!, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' });
      expect(res.status()).toBe(200);
      expect(((await res.json()) as Envelope<{ unsubscribed: boolean }>).data.unsubscribed).toBe(true);
      await mailClient.dispose();

      // The next press release is not sent to this address.
      expect((await page.request.post('/api/test/alerts-publish', { data: { topic: 'press', title: `${title} (second)` } })).status()).toBe(200);
      // The hook answers once the mail worker has tried everything due: nothing more is coming.
      expect((await page.request.post('/api/test/alerts-run', { data: {} })).status()).toBe(200);
      expect(await addressed(email)).toHaveLength(2);
    });
  });
}
