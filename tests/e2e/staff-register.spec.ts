/**
 * The monthly register through the back office (issue 35), by keyboard, with axe on
 * every screen and reflow at 320 px: a data officer uploads a register file made
 * from the public export with two intermediaries added, one changed and one removed;
 * the preview shows that difference by category and row; the uploader cannot confirm
 * it; a second data officer (in Traditional Chinese) confirms, and the public
 * register search (the call behind the register pages, with a validate key from the
 * verification code test hook `/api/test/captcha-answer`) finds the new agents.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { REGISTER_IMPORTS_TEXT } from '../../src/features/registers/ui/staff-text.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectStaffReflow, signInAs, staffTeam, staffText, startStaffServer, type StaffLang, type StaffServer } from './staff-support.ts';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const text = (lang: StaffLang, key: string, params: Record<string, string> = {}) => staffText(lang, key, params, REGISTER_IMPORTS_TEXT);
const ALL = ['ANG', 'APC', 'APE', 'APS', 'CRE', 'CRL'].map((c) => `Filters.Category=${c}`).join('&') + '&' + ['valid', 'cancelled', 'suspended', 'renewal'].map((s) => `Filters.Status=${s}`).join('&');

async function validateKey(request: APIRequestContext, base: string): Promise<string> {
  const challenge = (await (await request.get(`${base}/api/v1.0/cms/common/captcha`)).json()) as { data: { id: string } };
  const answer = (await (await request.get(`${base}/api/test/captcha-answer?id=${encodeURIComponent(challenge.data.id)}`)).json()) as { data: { code: string } };
  const grant = await request.post(`${base}/api/v1.0/cms/common/captcha_validate`, { data: { id: challenge.data.id, code: answer.data.code }, headers: { Origin: base } });
  expect(grant.status()).toBe(200);
  return ((await grant.json()) as { data: { validateKey: string } }).data.validateKey;
}

async function searchNames(request: APIRequestContext, base: string, key: string, name: string): Promise<string[]> {
  const res = await request.get(`${base}/api/v1.0/cms/insurance_intermediary?Filters.Name=${encodeURIComponent(name)}`, { headers: { 'Validate-Key': key, 'Api-Language': 'en' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { data: { name: string }[] } }).data.data.map((r) => r.name);
}

/** The month's file: the public export of the whole register, with two agents added, the first renamed and the sixth gone. */
async function monthFile(request: APIRequestContext, base: string, key: string, dir: string) {
  const res = await request.get(`${base}/api/v1.0/cms/insurance_intermediary_excel_print?${ALL}&ValidateKey=${key}`, { headers: { 'Api-Language': 'en' } });
  expect(res.status()).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await res.body()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet in the export');
  const values = (row: number) => (sheet.getRow(row).values as ExcelJS.CellValue[]).slice(1);
  const removed = String(sheet.getRow(7).getCell(2).value);
  const renamed = String(sheet.getRow(2).getCell(2).value);
  sheet.getRow(2).getCell(5).value = `${String(sheet.getRow(2).getCell(5).value)} (RENAMED)`;
  const template = values(3);
  let top = 0;
  sheet.eachRow((row, n) => {
    if (n > 1) top = Math.max(top, Number(row.getCell(1).value));
  });
  sheet.spliceRows(7, 1);
  const added = [
    { licenceNo: 'APS-98001/26', name: 'WONG KA LOK NOVEMBER', nameZh: '黃家樂' },
    { licenceNo: 'APS-98002/26', name: 'LOPES MARIANA NOVEMBER', nameZh: '羅美娜' },
  ];
  for (const [i, a] of added.entries()) {
    const row = [...template];
    row[0] = top + 1 + i;
    row[1] = a.licenceNo;
    row[2] = 'APS';
    row[3] = 'valid';
    row[4] = a.name;
    row[5] = a.nameZh;
    sheet.addRow(row);
  }
  const path = join(dir, 'register-2026-11.xlsx');
  writeFileSync(path, Buffer.from(await book.xlsx.writeBuffer()));
  return { path, removed, renamed, added };
}

async function check(page: Page, label: string) {
  await expectNoAxeViolations(page, label);
  await expectStaffReflow(page, label);
}

let server: StaffServer;
let dir: string;
test.beforeAll(async () => {
  server = await startStaffServer({ TEST_HOOKS: 'true' });
  dir = mkdtempSync(join(tmpdir(), 'amcm-register-file-'));
});
test.afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('a register file is previewed, confirmed by a second person, and the public search finds the new agents', async ({ browser, request }) => {
  const team = await staffTeam(server, 'register', { first: ['data-officer'], second: ['data-officer'] });
  const key = await validateKey(request, server.base);
  const file = await monthFile(request, server.base, key, dir);
  expect(await searchNames(request, server.base, key, 'NOVEMBER')).toEqual([]);

  // The first data officer uploads the file (English).
  const firstContext = await browser.newContext({ baseURL: server.base });
  const page = await firstContext.newPage();
  await signInAs(page, team.first!, 'en');
  await page.goto('/staff/register-imports');
  await expect(page.getByRole('heading', { name: text('en', 'resources.register-imports.name') })).toBeVisible();
  await check(page, 'register imports, empty list');
  await page.getByRole('link', { name: text('en', 'registerImports.upload.action') }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'registerImports.upload.title') })).toBeVisible();
  await check(page, 'register upload');
  // Without a file: the error summary names the field.
  await page.getByRole('button', { name: text('en', 'registerImports.upload.submit') }).press('Enter');
  await expect(page.getByRole('alert')).toContainText(text('en', 'registerImports.upload.choose'));
  await expectNoAxeViolations(page, 'register upload, no file chosen');
  await page.getByLabel(text('en', 'registerImports.upload.file')).setInputFiles(file.path);
  await page.getByRole('button', { name: text('en', 'registerImports.upload.submit') }).press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: text('en', 'registerImports.show.title', { file: 'register-2026-11.xlsx' }) })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^2 added, 1 changed, 1 removed, \d+ unchanged\.$/)).toBeVisible();
  const addedTable = page.getByRole('table', { name: text('en', 'registerImports.diff.addedCaption') });
  for (const a of file.added) await expect(addedTable).toContainText(a.licenceNo);
  await expect(page.getByRole('table', { name: text('en', 'registerImports.diff.changedCaption') })).toContainText(file.renamed);
  await expect(page.getByRole('table', { name: text('en', 'registerImports.diff.changedCaption') })).toContainText(text('en', 'registerImports.column.name'));
  await expect(page.getByRole('table', { name: text('en', 'registerImports.diff.removedCaption') })).toContainText(file.removed);
  await expect(page.getByRole('table', { name: text('en', 'registerImports.diff.byCategory') })).toContainText('APS');
  // The uploader may not confirm their own file.
  await expect(page.getByText(text('en', 'registerImports.decision.mine'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('en', 'registerImports.decision.confirm') })).toHaveCount(0);
  await check(page, 'register import preview (uploader)');
  await firstContext.close();

  // The second data officer confirms (Traditional Chinese).
  const secondContext = await browser.newContext({ baseURL: server.base });
  const second = await secondContext.newPage();
  await signInAs(second, team.second!, 'zh-hant');
  await second.goto('/staff/register-imports');
  await expect(second.getByRole('cell', { name: text('zh-hant', 'registerImports.status.pending') })).toBeVisible();
  await check(second, 'register imports list (zh-hant)');
  await second.getByRole('link', { name: text('zh-hant', 'registerImports.open') }).first().press('Enter');
  await expect(second.getByRole('heading', { level: 1, name: text('zh-hant', 'registerImports.show.title', { file: 'register-2026-11.xlsx' }) })).toBeVisible();
  await expect(second.getByText('新增 2 項，更改 1 項，刪除 1 項', { exact: false })).toBeVisible();
  await check(second, 'register import preview (second person, zh-hant)');
  // The columns that changed, named in the person's language.
  await expect(second.getByRole('table', { name: text('zh-hant', 'registerImports.diff.changedCaption') })).toContainText(text('zh-hant', 'registerImports.column.name'));
  await second.getByRole('button', { name: text('zh-hant', 'registerImports.decision.confirm') }).press('Enter');
  const dialog = second.getByRole('dialog', { name: text('zh-hant', 'registerImports.decision.confirmTitle') });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(second, 'confirm dialog (zh-hant)');
  await dialog.getByRole('button', { name: text('zh-hant', 'registerImports.decision.confirm') }).press('Enter');
  // Replacing the 7,000 records of the demo register takes a few seconds on the test server's embedded database.
  await expect(second.getByText(text('zh-hant', 'registerImports.confirmed'))).toBeVisible({ timeout: 90_000 });
  await expect(second.getByRole('definition').filter({ hasText: text('zh-hant', 'registerImports.status.confirmed') })).toBeVisible();
  await check(second, 'register import confirmed (zh-hant)');
  await secondContext.close();

  // The public register search finds the new agents at once.
  await expect.poll(async () => (await searchNames(request, server.base, key, 'NOVEMBER')).sort(), { timeout: 10_000 }).toEqual(file.added.map((a) => a.name).sort());
});
