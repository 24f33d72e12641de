/**
 * The bond desk (issue 35), by keyboard, with axe on every screen and 320 px reflow,
 * in Portuguese: a data officer imports a bond records file with one wrong ISIN check
 * digit (refused, the line named, nothing imported), fixes it and imports it again;
 * the public ISIN page shows the new bonds, the file is kept for download, and the
 * record, the funds and their forms open by keyboard.
 */
import { expect, test, type Page } from '@playwright/test';
import { BOND_RESOURCES } from '../../src/features/bonds/ui/staff-resource.ts';
import { BOND_IMPORT_COLUMNS } from '../../src/features/bonds/contract.ts';
import { withCheckDigit } from '../../src/features/bonds/isin.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectStaffReflow, signInAs, staffTeam, staffText, startStaffServer, type StaffServer } from './staff-support.ts';

test.describe.configure({ mode: 'serial', timeout: 240_000 });
// Two cores shared with other suites: a list's first call may take seconds.
const slow = { timeout: 20_000 };

const screens = BOND_RESOURCES.flatMap((r) => (r.text ? [r.text] : []));
const text = (key: string, params: Record<string, string> = {}) => staffText('pt', key, params, ...screens);
/** A field's label (keys of the texts per language hold dots: read them as they are). */
const fieldLabel = (resource: string, field: string) => (((screens[0]?.pt.resources ?? {}) as Record<string, { fields: Record<string, string> } | undefined>)[resource]?.fields[field] ?? field);
/** A resource's name as the menu shows it (the plural form). */
const menuName = (resource: string) => (((screens[0]?.pt.resources ?? {}) as Record<string, { name: string } | undefined>)[resource]?.name ?? '').split(' |||| ')[1] ?? '';

/** With E2E_SHOTS=<folder>: each screen at 1280 and 375 px, for a person to look at. */
async function shot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${String(width)}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

let server: StaffServer;
test.beforeAll(async () => {
  server = await startStaffServer();
});
test.afterAll(async () => server?.stop());

const GOOD = withCheckDigit('MO0E2E00001');
const SECOND = withCheckDigit('MO0E2E00002');
const WRONG = `${SECOND.slice(0, 11)}${String((Number(SECOND[11]) + 3) % 10)}`;

function bondCsv(second: string): string {
  const line = (bondNumber: string, isin: string) => {
    const cells: Record<string, string> = {
      bondNumber,
      isin,
      bondType: 'financial',
      issuerKind: 'bank',
      currency: 'MOP',
      couponRate: '3.1',
      issueDate: '2026-11-16',
      valueDate: '2026-11-16',
      maturityDate: '2031-11-16',
      actualIssueSize: '800000000',
      interestPaymentMethod: 'annual',
      optionType: 'none',
      tenorMonths: '60',
      status: 'outstanding',
      disclosureDate: '2026-11-12',
      'issuer.zh-hant': '南灣測試銀行',
      'instrument.zh-hant': `${bondNumber} 五年期債券`,
      'issuer.en': 'Nam Van Test Bank',
      'instrument.en': `${bondNumber} five-year notes`,
      'issuer.pt': 'Banco de Teste Nam Van',
      'instrument.pt': `${bondNumber} obrigações a cinco anos`,
    };
    return BOND_IMPORT_COLUMNS.map((c) => cells[c] ?? '').join(',');
  };
  return [BOND_IMPORT_COLUMNS.join(','), line('E2E-001', GOOD), line('E2E-002', second)].join('\n') + '\n';
}

test('a data officer imports bond records, is refused a wrong ISIN check digit, fixes it, and the public page shows them', async ({ browser }) => {
  const team = await staffTeam(server, 'bonds', { officer: ['data-officer'] });
  const context = await browser.newContext({ baseURL: server.base });
  const page = await context.newPage();
  await signInAs(page, team.officer!, 'pt');

  // The bond records, from the menu, by keyboard.
  const menuItem = page.getByRole('menuitem', { name: menuName('bond-records') });
  await menuItem.focus();
  await menuItem.press('Enter');
  await expect(page.getByRole('columnheader', { name: text('resources.bond-records.fields.isin') })).toBeVisible(slow);
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page, 'bond records');
  await expectStaffReflow(page, 'bond records');
  await shot(page, 'bond-records');

  // The import screen.
  await page.getByRole('link', { name: text('bondDesk.import.action') }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: text('bondDesk.import.title') })).toBeVisible();
  await expectNoAxeViolations(page, 'bond import');
  await expectStaffReflow(page, 'bond import');
  await shot(page, 'bond-import');

  // A file with a wrong check digit on line 3: refused, the line named, the summary focused.
  const file = page.getByLabel(text('bondDesk.import.file'));
  await file.setInputFiles({ name: 'obrigacoes.csv', mimeType: 'text/csv', buffer: Buffer.from(bondCsv(WRONG)) });
  await page.getByRole('button', { name: text('bondDesk.import.submit') }).press('Enter');
  const summary = page.getByRole('alert').filter({ hasText: text('staff.errors.title') });
  await expect(summary).toBeFocused(slow);
  await expect(summary).toContainText('Linha 3, coluna isin: O dígito de controlo deste ISIN está errado');
  await expect(summary).toContainText('nada foi importado');
  await expectNoAxeViolations(page, 'bond import refused');
  await expectStaffReflow(page, 'bond import refused');
  await shot(page, 'bond-import-refused');
  const publicIsin = async (isin: string) => (await page.request.get(`${server.base}/pt/financial-information/bond-market/isin?q=${isin}`)).text();
  // The search box echoes the query: a listed bond is the code as a cell's or link's text.
  const listed = (html: string, isin: string) => html.includes(`>${isin}<`);
  expect(listed(await publicIsin(GOOD), GOOD)).toBe(false);

  // Fixed: imported, and back on the list.
  await file.setInputFiles({ name: 'obrigacoes.csv', mimeType: 'text/csv', buffer: Buffer.from(bondCsv(SECOND)) });
  await page.getByRole('button', { name: text('bondDesk.import.submit') }).press('Enter');
  await expect(page.getByText('Importado: 2 registos acrescentados')).toBeVisible(slow);
  const search = page.getByLabel(text('resources.bond-records.fields.q'));
  await search.fill(SECOND);
  await expect(page.getByRole('cell', { name: SECOND })).toBeVisible(slow);
  await expect(page.getByRole('cell', { name: 'Banco de Teste Nam Van' })).toHaveCount(1, slow);

  // The public ISIN page shows both.
  expect(listed(await publicIsin(GOOD), GOOD)).toBe(true);
  expect(listed(await publicIsin(SECOND), SECOND)).toBe(true);

  // The record opens by keyboard, every field and language in its form.
  await page.getByRole('link', { name: text('ra.action.edit') }).first().press('Enter');
  await expect(page.getByLabel(text('resources.bond-records.fields.isin'))).toHaveValue(SECOND, slow);
  await expect(page.getByLabel(fieldLabel('bond-records', 'texts.pt.issuer'))).toHaveValue('Banco de Teste Nam Van');
  await expectNoAxeViolations(page, 'bond record form');
  await expectStaffReflow(page, 'bond record form');
  await shot(page, 'bond-record-form');

  // The file kept, for download.
  const imports = page.getByRole('menuitem', { name: menuName('bond-imports') });
  await imports.focus();
  await imports.press('Enter');
  const download = page.getByRole('link', { name: text('bondDesk.import.download', { file: 'obrigacoes.csv' }) });
  await expect(download).toHaveCount(1, slow);
  await expectNoAxeViolations(page, 'bond imports');
  await expectStaffReflow(page, 'bond imports');
  await shot(page, 'bond-imports');
  const kept = await page.request.get(`${server.base}${(await download.getAttribute('href')) ?? ''}`);
  expect(kept.headers()['content-disposition']).toMatch(/^attachment/);
  expect(await kept.text()).toBe(bondCsv(SECOND));

  // The investment funds and their form.
  const funds = page.getByRole('menuitem', { name: menuName('investment-funds') });
  await funds.focus();
  await funds.press('Enter');
  await expect(page.getByRole('columnheader', { name: text('resources.investment-funds.fields.subFundName') })).toBeVisible(slow);
  await expectNoAxeViolations(page, 'investment funds');
  await expectStaffReflow(page, 'investment funds');
  await shot(page, 'investment-funds');
  await page.getByRole('link', { name: text('ra.action.create') }).press('Enter');
  await expect(page.getByLabel(text('resources.investment-funds.fields.authorizationDate'))).toBeVisible();
  // Only the English fund name: the summary lists what is missing (the same schema as the server's).
  await page.getByRole('textbox', { name: fieldLabel('investment-funds', 'texts.en.fundName'), exact: true }).fill('Harbour Global Fund');
  await page.getByRole('button', { name: text('ra.action.save') }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: text('staff.errors.title') })).toBeFocused();
  await expectNoAxeViolations(page, 'investment fund form with errors');
  await expectStaffReflow(page, 'investment fund form');
  await shot(page, 'investment-fund-form');
  await context.close();
});
