/**
 * The statistics desk (issue 35), by keyboard, with axe on every screen and reflow at
 * 320 px: a data officer (in Portuguese) sees the release calendar with what is due
 * and overdue, opens Money supply M1, imports the series' public download with
 * October's point added and September's revised, and sees the preview chart with its
 * table, the point added and the point revised (before and after); they cannot
 * publish it themselves. A second data officer (in Traditional Chinese) publishes it:
 * the public statistics page shows the new point and the release calendar's entry
 * for October's monetary statistics is done.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { macaoToday } from '../../src/lib/format.ts';
import { STATS_TEXT } from '../../src/features/stats/ui/staff-text.ts';
import { formatValue, periodLabel } from '../../src/features/stats/stat-format.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectStaffReflow, signInAs, staffTeam, staffText, startStaffServer, type StaffLang, type StaffServer } from './staff-support.ts';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const text = (lang: StaffLang, key: string, params: Record<string, string> = {}) => staffText(lang, key, params, STATS_TEXT);
const NEW_VALUE = 61234.5;
const M1_PT = 'Massa monetária M1';

interface PublicSeries {
  latest: { period: string; value: number } | null;
  points: { period: string; value: number }[];
  file: { url: string; name: string } | null;
}

async function m1(request: APIRequestContext, base: string): Promise<PublicSeries> {
  const res = await request.get(`${base}/api/v1.0/cms/official_statistics?slug=money-supply-m1`, { headers: { 'Api-Language': 'en' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { data: PublicSeries[] } }).data.data[0]!;
}

async function monetaryRelease(request: APIRequestContext, base: string, period: string): Promise<{ released: boolean; date: string } | undefined> {
  const res = await request.get(`${base}/api/v1.0/cms/advance_release_calendar?year=2026`, { headers: { 'Api-Language': 'en' } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { statistics: { key: string; releases: { period: string; released: boolean; date: string }[] }[] } };
  return body.data.statistics.find((s) => s.key === 'monetary-statistics')?.releases.find((r) => r.period === period);
}

/** What the release calendar calls an unreleased release dated `date`, today in Macao (stats/desk.ts). */
function stateOn(date: string): 'upcoming' | 'due' | 'overdue' {
  const today = macaoToday(new Date());
  return date > today ? 'upcoming' : date === today ? 'due' : 'overdue';
}

async function check(page: Page, label: string) {
  await expectNoAxeViolations(page, label);
  await expectStaffReflow(page, label);
}

let server: StaffServer;
let dir: string;
test.beforeAll(async () => {
  server = await startStaffServer();
  dir = mkdtempSync(join(tmpdir(), 'amcm-stats-file-'));
});
test.afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

test('new points are imported, previewed beside the published ones, published by a second person, and the calendar follows', async ({ browser, request }) => {
  const team = await staffTeam(server, 'stats', { first: ['data-officer'], second: ['data-officer'] });
  // The file: the series' public download, with September revised and October added.
  const before = await m1(request, server.base);
  expect(before.latest?.period).toBe('2026-09-01');
  expect((await monetaryRelease(request, server.base, '2026-10'))?.released).toBe(false);
  const download = await request.get(`${server.base}${before.file!.url}`);
  expect(download.status()).toBe(200);
  const lines = (await download.text()).trimEnd().split(/\r?\n/);
  const september = before.latest!.value;
  const revised = Math.round((september + 12.3) * 10) / 10;
  lines[lines.length - 1] = `2026-09,${revised.toFixed(1)}`;
  lines.push(`2026-10,${NEW_VALUE.toFixed(1)}`);
  const path = join(dir, 'money-supply-m1.csv');
  writeFileSync(path, `${lines.join('\r\n')}\r\n`, 'utf8');

  // The first data officer, in Portuguese.
  const firstContext = await browser.newContext({ baseURL: server.base });
  const page = await firstContext.newPage();
  await signInAs(page, team.first!, 'pt');
  await page.goto('/staff/stat-calendar');
  await expect(page.getByRole('heading', { name: text('pt', 'resources.stat-calendar.name') })).toBeVisible();
  await expect(page.getByRole('cell', { name: text('pt', 'statCalendar.state.overdue') }).first()).toBeVisible();
  const octoberRow = page.getByRole('row').filter({ hasText: 'Estatísticas monetárias e financeiras' }).filter({ hasText: '2026-11-30' });
  // The seeded release dates are fixed and the clock is not: the state is the one of that date today (Macao time).
  await expect(octoberRow).toContainText(text('pt', `statCalendar.state.${stateOn('2026-11-30')}`));
  await check(page, 'release calendar (pt)');

  await page.goto('/staff/stat-series');
  await expect(page.getByRole('cell', { name: M1_PT, exact: true })).toBeVisible();
  await check(page, 'series list (pt)');
  await page.getByRole('row').filter({ hasText: M1_PT }).getByRole('link', { name: text('pt', 'statDesk.open') }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: text('pt', 'statDesk.series.title', { title: M1_PT }) })).toBeVisible();
  await check(page, 'series M1 (pt)');
  await page.getByRole('link', { name: text('pt', 'statDesk.importPoints') }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: text('pt', 'statImports.upload.title') })).toBeVisible();
  await expect(page.getByLabel(text('pt', 'statImports.upload.series'))).toHaveValue(/\d+/);
  await check(page, 'upload (pt)');
  // Without a file: the error summary names the field.
  await page.getByRole('button', { name: text('pt', 'statImports.upload.submit') }).press('Enter');
  await expect(page.getByRole('alert')).toContainText(text('pt', 'statImports.upload.choose'));
  await expectNoAxeViolations(page, 'upload, no file chosen (pt)');
  await page.getByLabel(text('pt', 'statImports.upload.file')).setInputFiles(path);
  await page.getByRole('button', { name: text('pt', 'statImports.upload.submit') }).press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: text('pt', 'statImports.show.title', { file: 'money-supply-m1.csv' }) })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('img', { name: new RegExp(`^${M1_PT}`) })).toBeVisible();
  await expect(page.getByRole('table', { name: text('pt', 'statImports.preview.table') })).toContainText(formatValue(NEW_VALUE, 1, 'pt'));
  await expect(page.getByRole('table', { name: text('pt', 'statImports.preview.addedCaption') })).toContainText(periodLabel('2026-10-01', 'monthly', 'pt'));
  const revisedTable = page.getByRole('table', { name: text('pt', 'statImports.preview.revisedCaption') });
  await expect(revisedTable).toContainText(formatValue(september, 1, 'pt'));
  await expect(revisedTable).toContainText(formatValue(revised, 1, 'pt'));
  await expect(page.getByText(/^1 acrescentados, 1 revistos, \d+ inalterados\. 0 valores publicados/)).toBeVisible();
  await expect(page.getByText(text('pt', 'statImports.releases.intro'))).toBeVisible();
  // The uploader may not publish their own file.
  await expect(page.getByText(text('pt', 'statImports.decision.mine'))).toBeVisible();
  await expect(page.getByRole('button', { name: text('pt', 'statImports.decision.publish') })).toHaveCount(0);
  await check(page, 'import preview (uploader, pt)');
  await firstContext.close();

  // The second data officer publishes, in Traditional Chinese.
  const secondContext = await browser.newContext({ baseURL: server.base });
  const second = await secondContext.newPage();
  await signInAs(second, team.second!, 'zh-hant');
  await second.goto('/staff/stat-imports');
  await expect(second.getByRole('cell', { name: text('zh-hant', 'statImports.status.pending') })).toBeVisible();
  await check(second, 'imports list (zh-hant)');
  await second.getByRole('link', { name: text('zh-hant', 'statDesk.open') }).first().press('Enter');
  await expect(second.getByRole('heading', { level: 1, name: text('zh-hant', 'statImports.show.title', { file: 'money-supply-m1.csv' }) })).toBeVisible();
  await expect(second.getByRole('img', { name: /^貨幣供應M1/ })).toBeVisible();
  await check(second, 'import preview (second person, zh-hant)');
  await second.getByRole('button', { name: text('zh-hant', 'statImports.decision.publish') }).press('Enter');
  const dialog = second.getByRole('dialog', { name: text('zh-hant', 'statImports.decision.confirmTitle') });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(second, 'publish dialog (zh-hant)');
  await dialog.getByRole('button', { name: text('zh-hant', 'statImports.decision.publish') }).press('Enter');
  await expect(second.getByText(text('zh-hant', 'statImports.published'))).toBeVisible({ timeout: 30_000 });
  await expect(second.getByRole('definition').filter({ hasText: text('zh-hant', 'statImports.status.published') })).toBeVisible();
  await check(second, 'import published (zh-hant)');
  await second.goto('/staff/stat-calendar');
  const doneRow = second.getByRole('row').filter({ hasText: '貨幣及金融統計' }).filter({ hasText: '2026-11-30' });
  await expect(doneRow).toContainText(text('zh-hant', 'statCalendar.state.done'));
  await check(second, 'release calendar after publication (zh-hant)');
  await secondContext.close();

  // The public side follows at once: the statistics page and the release calendar.
  const after = await m1(request, server.base);
  expect(after.latest).toEqual({ period: '2026-10-01', value: NEW_VALUE });
  expect(after.points.find((p) => p.period === '2026-09-01')?.value).toBe(revised);
  const visitor = await browser.newPage({ baseURL: server.base });
  await visitor.goto('/pt/research-and-statistics/monetary-and-financial-statistics');
  const table = visitor.getByRole('table', { name: new RegExp(M1_PT) });
  await expect(table.getByRole('row').nth(1)).toContainText(periodLabel('2026-10-01', 'monthly', 'pt'));
  await expect(table.getByRole('row').nth(1)).toContainText(formatValue(NEW_VALUE, 1, 'pt'));
  await visitor.close();
  expect(await monetaryRelease(request, server.base, '2026-10')).toMatchObject({ released: true, date: '2026-11-30' });
});
