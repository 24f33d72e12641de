/**
 * Reproduction of banknotes and coins end to end, in zh-hant and en, by keyboard only and
 * checked with axe: the notes calculator to an allowed and a refused size (announced as
 * text), and the application with two banknote lines, one coin line and two attachments
 * through to the reference; the acknowledgement e-mail arrives with its PDF copy, whose
 * text holds the applicant's Chinese name. The spec runs on the server that sends mail
 * (the test-hooks server, like alerts.spec.ts: tests/playwright.config.ts picks the specs
 * that name /api/test/ hooks) to the run's test SMTP server (tests/e2e/mailbox.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { useTestMailbox } from './mailbox.ts';
import { islandReady, t, type Language } from './support.ts';
import { expectNoAxeViolations } from './axe.ts';

const { received } = useTestMailbox();

test.describe.configure({ mode: 'serial' });

const BASE = 'services/currency-reproduction';

async function typeInto(page: Page, selector: string, text: string) {
  // Typed before the island runs, a value is lost to its first render (CI, once: "Please enter a number").
  await islandReady(page.locator(selector));
  await page.locator(selector).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}
async function press(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name }).focus();
  await page.keyboard.press('Enter');
}

async function samplePdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.text('Sample design');
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

for (const lang of ['zh-hant', 'en'] as const satisfies readonly Language[]) {
  test.describe(lang, () => {
    test('notes calculator: an allowed and a refused size, announced as text', async ({ page }) => {
      // The first page of a fresh server and axe twice take a while on 2 shared cores.
      test.setTimeout(60_000);
      const res = await page.goto(`/${lang}/${BASE}/notes-calculator`);
      expect(res?.status()).toBe(200);
      await expectNoAxeViolations(page);
      const result = page.getByTestId('calc-result');
      await expect(result).toHaveAttribute('aria-live', 'polite');
      // BNU 10 patacas (138 × 69 mm) by default; a half-size copy (25 % of the area) is allowed.
      const width = page.getByLabel(t(lang, 'reproduction.calc.width'));
      const height = page.getByLabel(t(lang, 'reproduction.calc.height'));
      await typeInto(page, `#${(await width.getAttribute('id')) ?? ''}`, '69');
      await typeInto(page, `#${(await height.getAttribute('id')) ?? ''}`, '34.5');
      await press(page, t(lang, 'reproduction.calc.check'));
      await expect(result).toContainText(t(lang, 'reproduction.calc.allowedSmaller'));
      await expect(result).toContainText(t(lang, 'reproduction.calc.specimen', { length: '23', height: '5.75' }));
      await expect(page.getByRole('img', { name: /SPECIMEN|樣本/ })).toBeVisible();
      await expect(page).toHaveURL(/width=69&height=34.5/);
      await expectNoAxeViolations(page);
      // The real size itself (100 %) is refused; the text says where the limits are.
      await typeInto(page, `#${(await width.getAttribute('id')) ?? ''}`, '138');
      await typeInto(page, `#${(await height.getAttribute('id')) ?? ''}`, '69');
      await press(page, t(lang, 'reproduction.calc.check'));
      await expect(result).toContainText(t(lang, 'reproduction.calc.refused'));
      await expect(page.getByText(t(lang, 'reproduction.calc.limitsScale', { below: '89.44', above: '109.55', belowMm: '123.43', aboveMm: '151.18' }))).toBeVisible();
      // Only the way of giving the size that is chosen shows its fields.
      const scale = page.getByLabel(t(lang, 'reproduction.calc.scale'));
      await expect(scale).toBeHidden();
      await page.getByLabel(t(lang, 'reproduction.calc.modeScale')).check();
      await expect(scale).toBeVisible();
      await expect(width).toBeHidden();
      await page.getByLabel(t(lang, 'reproduction.calc.modeSize')).check();
      // Without JavaScript the same form is answered by the server.
      const noJs = await page.context().browser()!.newContext({ javaScriptEnabled: false });
      const plain = await noJs.newPage();
      await plain.goto(`/${lang}/${BASE}/notes-calculator?bank=boc&denomination=100&mode=scale&scale=120`);
      await expect(plain.getByTestId('calc-result')).toContainText(t(lang, 'reproduction.calc.allowedLarger'));
      await noJs.close();
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });

    test('application with two banknote lines, one coin line and two attachments, to the reference and the e-mail with its PDF', async ({ page }) => {
      test.setTimeout(90_000);
      const email = `repro-${lang}-${String(Date.now())}@example.mo`;
      const applicant = lang === 'en' ? '陳大文 Chan Tai Man' : '陳大文';
      await page.goto(`/${lang}/${BASE}/application-form`);
      await expectNoAxeViolations(page);
      // Step 1: applicant.
      await typeInto(page, '#repro-applicantName', applicant);
      await typeInto(page, '#repro-contactPerson', '陳小明');
      await typeInto(page, '#repro-email', email);
      await typeInto(page, '#repro-phone', '66123456');
      await press(page, t(lang, 'form.continue'));
      // Step 2: no line yet → 'Mandatory fields missing', the summary takes focus.
      await expect(page.getByRole('heading', { name: t(lang, 'reproduction.step.items') })).toBeFocused();
      await press(page, t(lang, 'form.continue'));
      await expect(page.locator('.error-summary')).toBeFocused();
      await expect(page.locator('.error-summary')).toContainText(t(lang, 'validation.mandatoryFields'));
      await expectNoAxeViolations(page);
      await press(page, t(lang, 'reproduction.addBanknote'));
      await expect(page.locator('#repro-notes-0-first')).toBeFocused();
      await typeInto(page, '#repro-notes-0-quantity', '200');
      await press(page, t(lang, 'reproduction.addBanknote'));
      await expect(page.locator('#repro-notes-1-first')).toBeFocused();
      await page.keyboard.press('ArrowDown'); // Bank of China
      await page.locator('#repro-notes-1-denomination').focus();
      await page.keyboard.press('ArrowDown'); // MOP 20
      await typeInto(page, '#repro-notes-1-quantity', '50');
      await press(page, t(lang, 'reproduction.addCoin'));
      await typeInto(page, '#repro-coins-0-quantity', '30');
      await expect(page.getByTestId('repro-total')).toContainText('280');
      await expectNoAxeViolations(page);
      await press(page, t(lang, 'form.continue'));
      // Step 3: a finished size too close to a listed note (140 × 70 mm is 103 % of the
      // MOP 10 note's area) is refused here, by the shared rules, in the summary linked to its field.
      await page.locator('#repro-finished-different').focus();
      await page.keyboard.press('Space');
      await typeInto(page, '#repro-finishedText', lang === 'en' ? 'Printed on card' : '印於卡紙');
      await typeInto(page, '#repro-finishedWidthMm', '140');
      await typeInto(page, '#repro-finishedHeightMm', '70');
      const scan = await samplePdf();
      await page.locator('#repro-attachments').setInputFiles([{ name: 'scan.pdf', mimeType: 'application/pdf', buffer: scan }]);
      await press(page, t(lang, 'form.continue'));
      const summary = page.locator('.error-summary');
      await expect(summary).toBeFocused();
      await expect(summary).toContainText(t(lang, 'reproduction.sizeRefused'));
      await summary.getByRole('link').first().press('Enter');
      await expect(page.locator('#repro-finishedWidthMm')).toBeFocused();
      await typeInto(page, '#repro-finishedWidthMm', '100');
      await typeInto(page, '#repro-finishedHeightMm', '50');
      // The same content under another name is refused as it is added, not when sending.
      await page.locator('#repro-attachments').setInputFiles([{ name: 'scan_again.pdf', mimeType: 'application/pdf', buffer: scan }]);
      await expect(page.locator('#repro-attachments-error')).toContainText('scan_again.pdf');
      await expect(page.locator('.attachments-list li')).toHaveCount(1);
      await page.getByRole('button', { name: t(lang, 'forms.upload.remove', { name: 'scan.pdf' }) }).press('Enter');
      // Two attachments (a file is chosen in the system dialog).
      await page.locator('#repro-attachments').setInputFiles([
        { name: 'design_front.pdf', mimeType: 'application/pdf', buffer: await samplePdf() },
        { name: 'design-back.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 4, height: 4, channels: 3, background: '#2a6' } }).png().toBuffer() },
      ]);
      await expect(page.locator('.attachments-list')).toContainText('design-back.png');
      await expectNoAxeViolations(page);
      await press(page, t(lang, 'form.continue'));
      // Step 4: check answers and declarations.
      await expect(page.locator('.check-answers')).toContainText(applicant);
      await expect(page.locator('.check-answers')).toContainText('280');
      await expectNoAxeViolations(page);
      await press(page, t(lang, 'form.submit'));
      await expect(page.locator('.error-summary')).toBeFocused();
      await page.locator('#repro-declaration').focus();
      await page.keyboard.press('Space');
      await page.locator('#repro-undertaking').focus();
      await page.keyboard.press('Space');
      await press(page, t(lang, 'form.submit'));
      const panel = page.locator('.confirmation-panel');
      await expect(panel).toContainText(/RP-\d{4}-\d{6,}-[A-Z]/);
      const reference = /RP-\d{4}-\d{6,}-[A-Z]/.exec((await panel.textContent()) ?? '')![0];
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => sessionStorage.getItem('amcm.draft.reproduction-application'))).toBeNull();

      // The acknowledgement, with the PDF copy holding the Chinese name.
      const acknowledgements = async () => (await received()).filter((m) => m.subject?.includes(reference));
      await expect.poll(async () => (await acknowledgements()).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
      const mail = (await acknowledgements())[0]!;
      expect(mail.subject).toContain(t(lang, 'reproduction.title'));
      const pdf = mail.attachments.find((a) => a.filename === `${reference}.pdf`);
      expect(pdf?.contentType).toBe('application/pdf');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf!.content)), { mergePages: true });
      expect(text.replace(/\s+/g, '')).toContain('陳大文');
      expect(text).toContain('design_front.pdf');
    });
  });
}

test('the three pages pass axe in every language and reflow at 320 px', async ({ page }) => {
  test.setTimeout(90_000);
  for (const lang of ['zh-hant', 'zh-hans', 'en', 'pt'] as const) {
    for (const path of ['notes-calculator?bank=boc&denomination=50&mode=scale&scale=85', 'coins-calculator?denomination=1&mode=size&width=30', 'application-form']) {
      const res = await page.goto(`/${lang}/${BASE}/${path}`);
      expect(res?.status(), `${lang} ${path}`).toBe(200);
      await expectNoAxeViolations(page);
    }
    // Opened without a choice, the coins calculator shows a coin whose diameter is known.
    await page.goto(`/${lang}/${BASE}/coins-calculator`);
    await expect(page.locator('select[name="denomination"]')).toHaveValue('0.5');
    // A coin whose diameter was not found: the page says so instead of guessing.
    await page.goto(`/${lang}/${BASE}/coins-calculator?denomination=0.2&mode=size&width=30`);
    await expect(page.getByTestId('calc-result')).toContainText(t(lang, 'reproduction.calc.unknownSize'));
  }
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/en/${BASE}/coins-calculator?denomination=5&mode=size&width=20`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
