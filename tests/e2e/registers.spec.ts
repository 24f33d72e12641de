/**
 * Registers of insurance intermediaries, as a visitor uses them: the disclaimer,
 * a wrong then a right verification code (the answer comes from the test hook
 * `/api/test/captcha-answer`, so this spec runs on the TEST_HOOKS server), a
 * search, page 2, print and the exports, for every register screen (one test
 * each), in Traditional Chinese and English, with axe (WCAG 2.2 AA).
 */
import { expect, test, type Page } from '@playwright/test';
import { islandReady, t, type Language, type Envelope } from './support.ts';
import { DISCLAIMER_STORAGE } from '../../src/features/registers/RegisterSearch.tsx';
import { VALIDATE_KEY_STORAGE } from '../../src/features/captcha/client.ts';
import { expectNoAxeViolations } from './axe.ts';

const BASE = 'insurance-sector/intermediaries-register';

const REGISTERS = [
  { slug: 'individual-agents', xlsx: true, pdf: true },
  { slug: 'corporate-agents', xlsx: true, pdf: false },
  { slug: 'brokers', xlsx: true, pdf: true },
  { slug: 'salesmen', xlsx: true, pdf: true },
  { slug: 'licence-cancelled', xlsx: true, pdf: true },
  { slug: 'licence-suspended', xlsx: true, pdf: true },
  { slug: 'renewal-period', xlsx: true, pdf: true },
  { slug: 'clerks', xlsx: false, pdf: false },
] as const;

async function liveChallenge(page: Page, previous?: string): Promise<string> {
  const field = page.locator('.captcha-field');
  await expect(field).toHaveAttribute('data-status', 'ready');
  if (previous) await expect(field).not.toHaveAttribute('data-challenge-id', previous);
  const id = await field.getAttribute('data-challenge-id');
  expect(id).toBeTruthy();
  return id ?? '';
}

async function answerOf(page: Page, id: string): Promise<string> {
  const res = await page.request.get(`/api/test/captcha-answer?id=${encodeURIComponent(id)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as Envelope<{ code: string }>).data.code;
}

const results = (page: Page) => page.locator('.register__results');
const searchButton = (page: Page, lang: Language) => page.locator('.register__form').getByRole('button', { name: t(lang, 'registers.search'), exact: true });

async function searchAndPage(page: Page, lang: Language) {
  const total = page.locator('.register__total');
  await expect(total).toHaveText(/\d/);
  const count = Number(await total.getAttribute('data-register-total'));
  expect(count).toBeGreaterThan(20);
  await expect(total).toHaveText(t(lang, 'registers.total', { count }));
  // Focus moves to the results heading after a search.
  await expect(results(page).getByRole('heading', { level: 2, name: t(lang, 'registers.results') })).toBeFocused();
  const rows = results(page).locator('tbody tr');
  await expect(rows).toHaveCount(20);
  const firstOfPage1 = await rows.first().locator('td').first().textContent();
  await results(page).getByRole('button', { name: t(lang, 'registers.next') }).click();
  const pages = Math.ceil(count / 20);
  await expect(results(page).getByRole('navigation').getByText(t(lang, 'registers.pageStatus', { page: 2, pages }))).toBeVisible();
  await expect(rows.first().locator('td').first()).not.toHaveText(firstOfPage1 ?? '');
  await expect(results(page).getByRole('button', { name: t(lang, 'registers.previous') })).toBeEnabled();
}

async function printAndExport(page: Page, lang: Language, register: (typeof REGISTERS)[number]) {
  await page.evaluate(() => {
    window.print = () => {
      document.body.dataset.printed = 'yes';
    };
  });
  await results(page).getByRole('button', { name: t(lang, 'registers.print') }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.register__form')).toBeHidden();
  await expect(results(page).locator('table')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  for (const [kind, label, ext] of [
    ['xlsx', 'registers.exportExcel', 'xlsx'],
    ['pdf', 'registers.exportPdf', 'pdf'],
  ] as const) {
    const button = results(page).getByRole('button', { name: t(lang, label) });
    if (!register[kind]) {
      await expect(button).toHaveCount(0);
      continue;
    }
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`${t(lang, 'registers.exportTitle')}-2026-10-31.${ext}`);
  }
}

for (const lang of ['zh-hant', 'en'] as const satisfies readonly Language[]) {
  test(`the first register: disclaimer, verification code, search, paging, print, export, errors and the permanent page (${lang})`, async ({ page, browser }) => {
    test.setTimeout(300_000);
    const [first] = REGISTERS;
    await page.goto(`/${lang}/${BASE}/${first.slug}`);
    await expect(page.getByText(t(lang, 'registers.lastUpdate', { date: lang === 'en' ? '31 October 2026' : '2026年10月31日' }))).toBeVisible();
    await expectNoAxeViolations(page, `${first.slug} disclaimer`);

    // The disclaimer comes first; the form only after Accept, with the focus in it.
    await expect(page.locator('.register__form')).toHaveCount(0);
    // The disclaimer is the search island's: its Accept works once the island has hydrated.
    const accept = page.getByRole('button', { name: t(lang, 'registers.accept') });
    await islandReady(accept);
    await accept.click();
    await expect(page.getByLabel(t(lang, 'registers.name'), { exact: true })).toBeFocused();

    // A wrong code is refused with the verification code error and a new picture.
    const wrongId = await liveChallenge(page);
    const right = await answerOf(page, wrongId);
    const codeInput = page.getByLabel(t(lang, 'captcha.label'));
    await codeInput.fill(right === '00000' ? '11111' : '00000');
    await searchButton(page, lang).click();
    await expect(page.locator('.captcha-field [role="alert"]')).toHaveText(t(lang, 'error.verificationCode'));
    await expect(results(page)).toBeHidden();

    // The right code: the search runs, and the code is not asked again.
    const id = await liveChallenge(page, wrongId);
    await codeInput.fill(await answerOf(page, id));
    await searchButton(page, lang).click();
    await searchAndPage(page, lang);
    await expect(page.locator('.captcha-field')).toHaveCount(0);
    await expectNoAxeViolations(page, `${first.slug} results`);
    await printAndExport(page, lang, first);
    const licenceLink = results(page).locator('tbody tr').first().getByRole('link').first();
    const licence = (await licenceLink.textContent()) ?? '';
    const permanent = (await licenceLink.getAttribute('href')) ?? '';
    const status = (await results(page).locator('tbody tr').first().locator('.register__status').textContent()) ?? '';

    // A failed download shows the site's error toast (SPEC §8), which goes away after 3 s.
    await page.route('**/insurance_intermediary_excel_print**', (route) => route.fulfill({ status: 500, body: 'unavailable' }));
    await results(page).getByRole('button', { name: t(lang, 'registers.exportExcel') }).click();
    const toast = page.getByRole('alert').filter({ hasText: t(lang, 'error.noticeTitle') });
    await expect(toast).toContainText(t(lang, 'registers.downloadError'));
    await expect(toast).toBeHidden({ timeout: 6_000 });
    await page.unroute('**/insurance_intermediary_excel_print**');

    // A name that nobody has: the message of SPEC §8.
    await page.getByLabel(t(lang, 'registers.name'), { exact: true }).fill('不存在之名字');
    await searchButton(page, lang).click();
    await expect(page.locator('.register__total')).toHaveText(t(lang, 'registers.noResults'));

    // A Traditional name finds its records, shown in the table.
    await page.getByLabel(t(lang, 'registers.name'), { exact: true }).fill('陳');
    await searchButton(page, lang).click();
    await expect(results(page).locator('tbody tr').first()).toContainText('陳');

    // The permanent page of a licence: reachable without a code (a fresh tab), with its status and a QR code.
    const context = await browser.newContext();
    const fresh = await context.newPage();
    const response = await fresh.goto(permanent);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    await expect(fresh.getByRole('heading', { level: 1 })).toHaveText(t(lang, 'registers.permalinkTitle', { licence }));
    await expect(fresh.getByRole('img', { name: t(lang, 'registers.qrLabel') })).toBeVisible();
    await expect(fresh.locator('.licence-card .register__status')).toHaveText(status);
    await expectNoAxeViolations(fresh, `permanent page ${licence}`);
    const missing = await fresh.goto(`/${lang}/registers/intermediary/APS-00000-00`);
    expect(missing?.status()).toBe(404);
    await context.close();
  });
}

/**
 * Every other register on its own (one test each, so one broken register never
 * hides another): search, paging, axe, print and exports. The disclaimer and the
 * verification code were tested above; here the tab starts with the disclaimer
 * accepted and a validate key got through the API once per language (one check
 * against the per-client limit, instead of one per register).
 */
for (const lang of ['zh-hant', 'en'] as const satisfies readonly Language[]) {
  test.describe(`each register (${lang})`, () => {
    let grant: { validateKey: string; expiresAt: string } | undefined;

    test.beforeAll(async ({ request }) => {
      const challenge = ((await (await request.get('/api/v1.0/cms/common/captcha')).json()) as Envelope<{ id: string }>).data;
      const answer = ((await (await request.get(`/api/test/captcha-answer?id=${encodeURIComponent(challenge.id)}`)).json()) as Envelope<{ code: string }>).data.code;
      const res = await request.post('/api/v1.0/cms/common/captcha_validate', { data: { id: challenge.id, code: answer } });
      expect(res.status()).toBe(200);
      grant = ((await res.json()) as Envelope<{ validateKey: string; expiresAt: string }>).data;
    });

    for (const register of REGISTERS.slice(1)) {
      test(`${register.slug}: search, paging, axe, print and export (${lang})`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.addInitScript(
          ([disclaimer, keyName, value]) => {
            sessionStorage.setItem(disclaimer, '1');
            sessionStorage.setItem(keyName, value);
          },
          [DISCLAIMER_STORAGE, VALIDATE_KEY_STORAGE, JSON.stringify(grant)] as const,
        );
        await page.goto(`/${lang}/${BASE}/${register.slug}`);
        await expect(page.locator('.register__form')).toBeVisible();
        await expect(page.locator('.captcha-field')).toHaveCount(0);
        await searchButton(page, lang).click();
        await searchAndPage(page, lang);
        await expectNoAxeViolations(page, `${register.slug} results`);
        await printAndExport(page, lang, register);
      });
    }
  });
}
