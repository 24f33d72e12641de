/**
 * Complaints end to end, by keyboard only and checked with axe: each type in zh-hant,
 * one in en and one in pt. Note (agree) → home → the three parts of the step form (a bad
 * part shows the error summary, which takes focus) → preview (survives a reload, files
 * included) → change one answer and come back → verification code → send → reference.
 * The acknowledgement (with the PDF copy) and the staff notification arrive at a real
 * SMTP server this spec starts (the test-hooks server sends to it: tests/playwright.config.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_COMPLAINTS_STAFF } from '../playwright.config.ts';
import { useTestMailbox } from './mailbox.ts';
import { CODE_TIMEOUT, islandReady, t, type Envelope, type Language } from './support.ts';
import { expectNoAxeViolations } from './axe.ts';


const { addressed } = useTestMailbox();

test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ request }) => {
  expect((await request.post('/api/test/captcha-reset', { data: {} })).status()).toBe(200);
});

async function typeInto(page: Page, selector: string, text: string) {
  const field = page.locator(selector);
  await islandReady(field);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

async function press(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await islandReady(button);
  await button.focus();
  await page.keyboard.press('Enter');
}

interface Case {
  lang: Language;
  type: 'dsb' | 'dsg' | 'def';
  subject: string;
  institution: string;
  representative?: boolean;
}

const CASES: Case[] = [
  { lang: 'zh-hant', type: 'dsb', subject: 'cards', institution: 'tai-fung-bank' },
  { lang: 'zh-hant', type: 'dsg', subject: 'claims', institution: 'aia-macau' },
  { lang: 'zh-hant', type: 'def', subject: 'remittance', institution: 'golden-gate-remittance' },
  { lang: 'en', type: 'dsb', subject: 'loans', institution: 'bnu', representative: true },
  { lang: 'pt', type: 'dsg', subject: 'life', institution: 'macau-insurance-company' },
];

for (const c of CASES) {
  test(`${c.lang} ${c.type}: note → home → steps → preview → change → send → reference and acknowledgement`, async ({ page }) => {
    test.setTimeout(120_000);
    const tr = (key: Parameters<typeof t>[1], params?: Parameters<typeof t>[2]) => t(c.lang, key, params);
    const email = `complainant-${c.lang}-${c.type}-${String(Date.now())}@example.mo`;
    const base = `/${c.lang}/complaint/${c.type}`;

    // Note: the agreement is required.
    const res = await page.goto(`${base}/note`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByRole('heading', { name: tr(`complaints.type.${c.type}`) })).toBeVisible();
    await expectNoAxeViolations(page);
    await press(page, tr('complaints.next'));
    const summary = page.locator('.error-summary');
    await expect(summary).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('#complaints-agreed')).toBeFocused();
    await page.keyboard.press('Space');
    await press(page, tr('complaints.next'));

    // Home: what about, who complains.
    await expect(page).toHaveURL(new RegExp(`${base}/home$`));
    await expectNoAxeViolations(page);
    await page.locator('#complaints-subject').focus();
    await page.locator('#complaints-subject').selectOption(c.subject);
    await page.locator(c.representative ? '#complaints-role-representative' : '#complaints-role-customer').focus();
    await page.keyboard.press('Space');
    if (c.representative) {
      await press(page, tr('complaints.next'));
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveCount(2);
      await typeInto(page, '#complaints-representativeName', 'Lei Ka Man');
      await typeInto(page, '#complaints-representativeRelation', 'Daughter');
    }
    await press(page, tr('complaints.next'));

    // Step 1 of 3: a bad part first.
    await expect(page).toHaveURL(new RegExp(`${base}/steptab$`));
    await typeInto(page, '#complaints-nameZh', 'Chan');
    await typeInto(page, '#complaints-idNumber', '21234567');
    await press(page, tr('complaints.next'));
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: new RegExp(tr('form.chinese')) })).toBeVisible();
    await expect(summary.getByRole('link', { name: new RegExp(tr('form.idNumber')) })).toBeVisible();
    await expect(page.locator('#complaints-idNumber')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('#complaints-nameZh')).toBeFocused();
    await typeInto(page, '#complaints-nameZh', '陳美玲');
    await typeInto(page, '#complaints-nameEn', 'Chan Mei Ling');
    await typeInto(page, '#complaints-idNumber', '51234567');
    await typeInto(page, '#complaints-phone', '66123456');
    await typeInto(page, '#complaints-email', email);
    await typeInto(page, '#complaints-address', 'Rua do Campo 145, 3A');
    await press(page, tr('complaints.next'));

    // Step 2 of 3: the institution and what happened.
    await expect(page.locator('#complaints-institution')).toBeVisible();
    await expect(page).toHaveURL(/part=2/);
    await page.locator('#complaints-institution').focus();
    await page.locator('#complaints-institution').selectOption(c.institution);
    await typeInto(page, '#complaints-happenedOn', '2026-09-14');
    await typeInto(page, '#complaints-whatHappened', 'A charge I did not agree to.');
    await page.locator('#complaints-contactedInstitution-yes').focus();
    await page.keyboard.press('Space');
    await press(page, tr('complaints.next'));
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(2); // what was done, the outcome
    await typeInto(page, '#complaints-actionsTaken', 'Wrote to the branch; no answer.');
    await typeInto(page, '#complaints-outcome', 'A refund.');
    await expectNoAxeViolations(page);
    await press(page, tr('complaints.next'));

    // Step 3 of 3: documents (the file chooser itself is the browser's).
    await expect(page.locator('#complaints-attachments')).toBeVisible();
    await page.locator('#complaints-attachments').setInputFiles([
      { name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('Receipt 2026-09-14 MOP 1280\n') },
      { name: '單據.txt', mimeType: 'text/plain', buffer: Buffer.from('refused name\n') },
    ]);
    await expect(page.locator('.attachments-list li')).toHaveCount(1);
    await expect(page.locator('.form-field__error')).toContainText('單據.txt');
    await expectNoAxeViolations(page);
    await press(page, tr('complaints.next'));

    // Preview: everything, also after a reload (typed text in sessionStorage, the file in IndexedDB).
    await expect(page).toHaveURL(new RegExp(`${base}/preview$`));
    const answers = page.locator('.summary-list');
    await expect(answers).toContainText('陳美玲');
    await expect(answers).toContainText('receipt.txt');
    await page.reload();
    await expect(answers).toContainText('66123456');
    await expect(answers).toContainText('receipt.txt');
    await expectNoAxeViolations(page);

    // Change one answer: back to its field, then straight back to the preview. The field
    // takes the focus only once the form has restored the earlier answers: typed into before
    // that, the visitor's new answer would be replaced by the old one. The form's script is
    // held back here, as on a slow phone, to look at the page before it runs.
    let releaseForm = () => {};
    const formHeld = new Promise<void>((resolve) => (releaseForm = resolve));
    await page.route(/\/_astro\/ComplaintFlow\.[^/]*\.js$/, async (route) => {
      await formHeld;
      await route.continue();
    });
    await press(page, `${tr('form.change')} ${tr('complaints.phone')}`);
    await expect(page).toHaveURL(/steptab\?.*return=preview/);
    await expect(page.locator('#complaints-phone')).toBeVisible();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.activeElement?.id ?? ''), 'focused before the form has run').not.toBe('complaints-phone');
    releaseForm();
    await expect(page.locator('#complaints-phone')).toBeFocused();
    await typeInto(page, '#complaints-phone', '28765432');
    await press(page, tr('complaints.next'));
    await expect(page).toHaveURL(new RegExp(`${base}/preview$`));
    await expect(answers).toContainText('28765432');
    await expect(answers).not.toContainText('66123456');

    // The verification code, then send.
    const field = page.locator('.captcha-field');
    await expect(field.locator('img')).toBeVisible({ timeout: CODE_TIMEOUT });
    await expect(field).not.toHaveAttribute('data-challenge-id', '');
    const id = await field.getAttribute('data-challenge-id');
    const answer = ((await (await page.request.get(`/api/test/captcha-answer?id=${id ?? ''}`)).json()) as Envelope<{ code: string }>).data.code;
    await field.locator('input').focus();
    await page.keyboard.type(answer);
    await press(page, tr('complaints.send'));
    const reference = page.getByTestId('reference-number');
    await expect(reference).toHaveText(/^CPL-\d{4}-\d{6,}-[A-Z]$/);
    await expect(page.getByRole('heading', { name: tr('complaints.sentTitle') })).toBeFocused();
    await expectNoAxeViolations(page);
    const ref = (await reference.textContent()) ?? '';
    // Nothing personal stays in the browser once sent.
    expect(await page.evaluate((name) => sessionStorage.getItem(`amcm.draft.${name}`), `complaint-${c.type}`)).toBeNull();
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    // The acknowledgement with the PDF copy, in the page's language; the staff notification names no person.
    await expect.poll(async () => (await addressed(email)).length, { timeout: 20_000 }).toBe(1);
    const mail = (await addressed(email))[0]!;
    expect(mail.subject).toBe(tr('complaints.receiptSubject', { reference: ref }));
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${ref}.pdf`, 'application/pdf']]);
    expect(mail.attachments[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const staffMail = async () => (await addressed(E2E_COMPLAINTS_STAFF)).filter((m) => m.subject?.includes(ref));
    await expect.poll(async () => (await staffMail()).length, { timeout: 20_000 }).toBe(1);
    const staff = (await staffMail())[0]!;
    expect(staff.text).not.toContain('陳美玲');
    expect(staff.text).not.toContain(email);
  });
}

test('the type choice and every screen pass axe in all four languages; unknown types and screens are 404', async ({ page }) => {
  test.setTimeout(120_000);
  for (const lang of ['zh-hant', 'zh-hans', 'en', 'pt'] as const) {
    const menu = await page.request.get(`/api/v1/menu?lang=${lang}`);
    const path = /"path":"([^"]*\/complaint)"/.exec(await menu.text())?.[1];
    expect(path, 'the menu has the complaint page').toBeTruthy();
    await page.goto(`/${lang}/${path ?? ''}`);
    for (const type of ['dsb', 'dsg', 'def'] as const) await expect(page.getByRole('link', { name: t(lang, `complaints.type.${type}`) })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: t(lang, 'complaints.type.def') }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/complaint/def/note$`));
    for (const screen of ['note', 'home', 'steptab', 'preview']) {
      await page.goto(`/${lang}/complaint/def/${screen}`);
      await expect(page.locator('.complaint-form')).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }
  expect((await page.request.get('/en/complaint/bank/note')).status()).toBe(404);
  expect((await page.request.get('/en/complaint/dsb/submit')).status()).toBe(404);
});
