/**
 * The rates desk (issue 35), by keyboard with axe on every screen and reflow at
 * 320 px: a data officer imports a day's exchange rates from an XLSX made by the
 * public export (USD moved 6 %), is warned about USD, confirms, saves; the public
 * rates page, the CSV and XLSX exports, the rates Atom feed and the widget then show
 * the new figures. A base rate change entered by one data officer is public, with
 * its announcement in four languages, once a second one confirms it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expectStaffReflow, signInAs, staffTeam, staffText, startStaffServer, type StaffServer } from './staff-support.ts';
import { RATES_RESOURCES } from '../../src/features/rates/ui/staff-resource.tsx';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const LAST = '2026-10-30'; // the seed's latest publication
const DAY = '2026-11-03'; // the next working day (2 November is All Souls' Day)
const screen = RATES_RESOURCES[0]?.text;
const EFFECTIVE = '2026-12-18';
const t = (key: string, params: Record<string, string> = {}) => (screen ? staffText('en', key, params, screen) : staffText('en', key, params));

let server: StaffServer;
let work: string;
let team: Awaited<ReturnType<typeof staffTeam>>;

test.beforeAll(async () => {
  server = await startStaffServer();
  work = mkdtempSync(join(tmpdir(), 'amcm-rates-'));
  // The setup link makes one administrator, once: every person of the spec is invited here.
  team = await staffTeam(server, 'rates', { officer: ['data-officer'], author: ['data-officer'], checker: ['data-officer'] });
});
test.afterAll(async () => {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
});

/** The public XLSX of the last day, dated DAY, with USD moved 6 % up; returns its path and the new USD figures. */
async function movedWorkbook(): Promise<{ path: string; usd: number[] }> {
  const response = await fetch(`${server.base}/api/v1.0/cms/export_financial_info?Type=exchange-rate&Filters.Begin=${LAST}&Filters.End=${LAST}&Format=xlsx&Lang=en`);
  expect(response.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  let usd: number[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    row.getCell(1).value = DAY;
    if (row.getCell(2).value === 'USD') {
      usd = [4, 5, 6].map((c) => Math.round(Number(row.getCell(c).value) * 1.06 * 10_000) / 10_000);
      [4, 5, 6].forEach((c, i) => (row.getCell(c).value = usd[i] ?? 0));
    }
  });
  const path = join(work, `rates-${DAY}.xlsx`);
  writeFileSync(path, Buffer.from(await book.xlsx.writeBuffer()));
  return { path, usd };
}

test('a data officer imports a day from the public XLSX, confirms the 6 % move, and the public side shows it', async ({ browser }) => {
  const officer = team.officer;
  if (!officer) throw new Error('no data officer');
  const { path, usd } = await movedWorkbook();
  const [mid = 0, tt = 0, cheque = 0] = usd;
  const context = await browser.newContext({ baseURL: server.base });
  const page = await context.newPage();
  await signInAs(page, officer, 'en');

  // The days, newest first.
  await page.goto('/staff/exchange-rates');
  await expect(page.getByRole('cell', { name: LAST })).toBeVisible();
  await expectNoAxeViolations(page, 'rate days');
  await expectStaffReflow(page, 'rate days');
  await page.getByRole('link', { name: staffText('en', 'ra.action.create') }).press('Enter');

  // The entry screen: a file, checked.
  await expect(page.getByRole('heading', { name: t('rates.desk.entryTitle'), level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'rate entry');
  await expectStaffReflow(page, 'rate entry');
  await page.getByLabel(t('rates.desk.day')).fill(DAY);
  await page.getByLabel(t('rates.desk.file')).setInputFiles(path);
  const check = page.getByRole('button', { name: t('rates.desk.check') });
  await check.focus();
  await check.press('Enter');

  // Warned about USD only; saving waits for the confirmation.
  await expect(page.getByRole('heading', { name: t('rates.desk.warnings') })).toBeVisible();
  const confirm = page.getByRole('checkbox', { name: /USD: the mid rate moved 6\.\d\d %/ });
  await expect(confirm).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /the mid rate moved/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: t('rates.desk.save') })).toBeDisabled();
  await expectNoAxeViolations(page, 'rate entry with a warning');
  await expectStaffReflow(page, 'rate entry with a warning');
  await confirm.focus();
  await confirm.press('Space');
  const save = page.getByRole('button', { name: t('rates.desk.save') });
  await expect(save).toBeEnabled();
  await save.focus();
  await save.press('Enter');
  await expect(page.getByRole('status')).toContainText(t('rates.desk.saved.published', { day: DAY }));
  await expectNoAxeViolations(page, 'rate entry saved');

  // The public side, within seconds.
  const shown = mid.toFixed(4);
  await expect.poll(async () => (await (await fetch(`${server.base}/en/financial-information/exchange-rates`)).text()).includes(shown), { timeout: 10_000 }).toBe(true);
  const pub = await context.newPage();
  await pub.goto('/en/financial-information/exchange-rates');
  await expect(pub.locator('tr[data-currency="USD"]')).toContainText(shown);
  await expect(pub.locator('tr[data-currency="USD"]')).toContainText(tt.toFixed(4));

  const csv = await (await fetch(`${server.base}/api/v1.0/cms/export_financial_info?Type=exchange-rate&Filters.Begin=${DAY}&Filters.End=${DAY}&Format=csv&Lang=en`)).text();
  expect(csv).toContain(`${DAY},USD,1,${shown},${tt.toFixed(4)},${cheque.toFixed(4)}`);

  const xlsx = new ExcelJS.Workbook();
  await xlsx.xlsx.load(await (await fetch(`${server.base}/api/v1.0/cms/export_financial_info?Type=exchange-rate&Filters.Begin=${DAY}&Filters.End=${DAY}&Format=xlsx&Lang=en`)).arrayBuffer());
  const rows: unknown[][] = [];
  xlsx.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  expect(rows).toContainEqual([DAY, 'USD', 1, mid, tt, cheque]);

  const feed = await (await fetch(`${server.base}/feeds/en/rates.atom`)).text();
  expect(feed).toContain(`USD ${shown}`);
  expect(feed).toContain(`?date=${DAY}`);

  const widget = await (await fetch(`${server.base}/en/widgets/rates`)).text();
  expect(widget).toContain(shown);
  await context.close();
});

test('a base rate change is entered, confirmed by a second person, and published in four languages', async ({ browser }) => {
  const { author, checker } = team;
  if (!author || !checker) throw new Error('no data officers');
  const current = await (await fetch(`${server.base}/api/v1.0/cms/financial_info?Type=base-rate`, { headers: { 'Api-Language': 'en' } })).json() as { data: { items: { date: string; rate: number }[] } };
  const before = current.data.items.sort((a, b) => b.date.localeCompare(a.date))[0];
  if (!before) throw new Error('no base rate');
  const rate = (Math.round(before.rate * 100) + 25) / 100;

  const context = await browser.newContext({ baseURL: server.base });
  const page = await context.newPage();
  await signInAs(page, author, 'en');
  await page.goto('/staff/base-rate-changes');
  await expect(page.getByRole('cell', { name: before.date })).toBeVisible();
  await expectNoAxeViolations(page, 'base rate changes');
  await expectStaffReflow(page, 'base rate changes');
  await page.getByRole('link', { name: staffText('en', 'ra.action.create') }).press('Enter');
  await expect(page.getByRole('heading', { name: t('rates.base.newTitle'), level: 1 })).toBeVisible();
  await page.getByLabel(t('resources.base-rate-changes.fields.effectiveOn')).fill(EFFECTIVE);
  await page.getByLabel(t('resources.base-rate-changes.fields.rate')).fill(rate.toFixed(2));
  const english = page.getByLabel(t('rates.base.text.en'));
  await expect(english).toHaveValue(new RegExp(`raised by 25 basis points, from ${before.rate.toFixed(2)}% to ${rate.toFixed(2)}%`));
  await expectNoAxeViolations(page, 'new base rate change');
  await expectStaffReflow(page, 'new base rate change');
  const submit = page.getByRole('button', { name: t('rates.base.submit') });
  await submit.focus();
  await submit.press('Enter');
  await expect(page.getByRole('heading', { name: t('rates.base.confirmTitle') })).toBeVisible();
  await expectNoAxeViolations(page, 'base rate change awaiting confirmation');
  const showUrl = new URL(page.url()).pathname;
  // The author cannot confirm it.
  const own = page.getByRole('button', { name: t('rates.base.confirm') });
  await own.focus();
  await own.press('Enter');
  await expect(page.getByRole('alert')).toContainText('A second person must confirm a change; its author cannot.');
  const notYet = await (await fetch(`${server.base}/api/v1.0/cms/financial_info?Type=base-rate&Filters.Begin=${EFFECTIVE}`)).json() as { data: { items: unknown[] } };
  expect(notYet.data.items).toEqual([]);
  await context.close();

  const second = await browser.newContext({ baseURL: server.base });
  const checkerPage = await second.newPage();
  await signInAs(checkerPage, checker, 'en');
  await checkerPage.goto(showUrl);
  const confirm = checkerPage.getByRole('button', { name: t('rates.base.confirm') });
  await confirm.focus();
  await confirm.press('Enter');
  await expect(checkerPage.getByText(t('rates.base.status.confirmed'))).toBeVisible();
  await expectNoAxeViolations(checkerPage, 'base rate change confirmed');
  await second.close();

  const expected: Record<string, string> = { 'zh-hant': '上調25個基點', 'zh-hans': '上调25个基点', en: 'raised by 25 basis points', pt: 'aumentada em 25 pontos base' };
  for (const [lang, words] of Object.entries(expected)) {
    const answer = await (await fetch(`${server.base}/api/v1.0/cms/financial_info?Type=base-rate&Filters.Begin=${EFFECTIVE}`, { headers: { 'Api-Language': lang } })).json() as { data: { items: { date: string; rate: number; changeBp: number; text: string }[] } };
    expect(answer.data.items).toEqual([expect.objectContaining({ date: EFFECTIVE, rate, changeBp: 25, text: expect.stringContaining(words) as unknown })]);
    expect(answer.data.items[0]?.text).toContain(`${rate.toFixed(2)}%`);
  }
});

test('MAIBOR for every term and MONIA are typed into the grid by keyboard, published, and on the public pages', async ({ browser }) => {
  const officer = team.officer;
  if (!officer) throw new Error('no data officer');
  const context = await browser.newContext({ baseURL: server.base });
  const page = await context.newPage();
  await signInAs(page, officer, 'en');
  const terms: Record<'maibor' | 'monia', readonly string[]> = { maibor: ['overnight', '1w', '1m', '2m', '3m', '6m', '1y'], monia: ['overnight'] };
  for (const dataset of ['maibor', 'monia'] as const) {
    await page.goto('/staff/exchange-rates');
    await expect(page.getByRole('cell', { name: LAST })).toBeVisible();
    await page.getByRole('link', { name: staffText('en', 'ra.action.create') }).press('Enter');
    await expect(page.getByRole('heading', { name: t('rates.desk.entryTitle'), level: 1 })).toBeVisible();
    // Which rates, the day and how, by keyboard.
    const which = page.getByRole('combobox', { name: t('rates.desk.datasetLabel') });
    await which.focus();
    await which.press('Enter');
    await page.getByRole('option', { name: t(`rates.desk.dataset.${dataset}`) }).press('Enter');
    await page.getByLabel(t('rates.desk.day')).fill(DAY);
    const how = page.getByRole('combobox', { name: t('rates.desk.mode') });
    await how.focus();
    await how.press('Enter');
    await page.getByRole('option', { name: t('rates.desk.mode.grid') }).press('Enter');
    // The grid starts from the previous working day's fixings: each term moves by one basis point.
    const typed: string[] = [];
    for (const term of terms[dataset]) {
      const cell = page.getByRole('textbox', { name: `${t(`rates.desk.term.${term}`)} ${t('rates.desk.rate')}`, exact: true });
      await expect(cell).not.toHaveValue('');
      const value = (Number(await cell.inputValue()) + 0.01).toFixed(4);
      await cell.focus();
      await cell.press('ControlOrMeta+A');
      await cell.pressSequentially(value);
      typed.push(value);
    }
    await expectNoAxeViolations(page, `${dataset} grid`);
    await expectStaffReflow(page, `${dataset} grid`);
    const check = page.getByRole('button', { name: t('rates.desk.check') });
    await check.focus();
    await check.press('Enter');
    await expect(page.getByText(t('rates.desk.noProblems'))).toBeVisible();
    await expect(page.getByRole('table', { name: t('rates.desk.previewFigures') }).getByRole('row')).toHaveCount(terms[dataset].length + 1);
    await expectNoAxeViolations(page, `${dataset} checked`);
    const save = page.getByRole('button', { name: t('rates.desk.save') });
    await save.focus();
    await save.press('Enter');
    await expect(page.getByRole('status')).toContainText(t('rates.desk.saved.published', { day: DAY }));

    // The public page of the day shows every fixing typed.
    const path = dataset === 'maibor' ? 'maibor' : 'monia';
    await expect
      .poll(async () => {
        const html = await (await fetch(`${server.base}/en/financial-information/${path}?date=${DAY}`)).text();
        return typed.filter((v) => html.includes(v)).length;
      }, { timeout: 10_000 })
      .toBe(typed.length);
    const api = (await (await fetch(`${server.base}/api/v1.0/cms/financial_info?Type=${dataset}&Filters.Begin=${DAY}&Filters.End=${DAY}`)).json()) as { data: unknown };
    for (const value of typed) expect(JSON.stringify(api.data)).toContain(String(Number(value)));
  }
  await context.close();
});
