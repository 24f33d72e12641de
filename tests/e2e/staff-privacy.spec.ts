/**
 * Personal data in the back office (issue 34, Law 8/2005), by keyboard, axe on every
 * screen, reflow at 320 px, in Portuguese: a buyer with a demo address orders a coin on
 * the public site; the administrator sets a retention period (the deletion job's last
 * run shows beside the periods), then makes a subject access request for the buyer's
 * address, typed in another case, and downloads the export: a ZIP holding the order as
 * JSON and as a spreadsheet. A phone number with spaces and +853 finds the same order;
 * what is neither is refused with the error summary focused.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { PRIVACY_RESOURCES } from '../../src/features/privacy/ui/staff-privacy.tsx';
import { expectNoAxeViolations } from './axe.ts';
import { t } from './support.ts';
import { expectStaffReflow, signInAs, staffTeam, staffText, startStaffServer, type StaffServer } from './staff-support.ts';

test.describe.configure({ mode: 'serial', timeout: 420_000 });

const screens = PRIVACY_RESOURCES.map((r) => r.text ?? { 'zh-hant': {}, en: {}, pt: {} });
const text = (key: string, params: Record<string, string> = {}) => staffText('pt', key, params, ...screens);
/** A resource's name in the menu: its plural form. */
const menuName = (resource: string) => String((screens.find((s) => resource in ((s.pt['resources'] as Record<string, unknown> | undefined) ?? {}))?.pt['resources'] as Record<string, { name: string }>)[resource]?.name).split(' |||| ').at(-1) ?? resource;
const SHOP = 'services/commemorative-coins';
const SILVER = '2026-year-of-the-horse-silver';
/** A demo buyer: an address of the reserved example.mo kind, a made-up Macao number. */
const BUYER = { email: 'demo.titular@example.mo', phone: '66881234' };

let server: StaffServer;
test.beforeAll(async () => {
  // A shared machine may take longer than the hooks' 30 s to start a server.
  test.setTimeout(120_000);
  server = await startStaffServer();
});
test.afterAll(async () => server?.stop());

async function press(locator: ReturnType<Page['locator']>, key = 'Enter') {
  await locator.focus();
  await locator.press(key);
}

async function hydrated(scope: ReturnType<Page['locator']>) {
  await scope.scrollIntoViewIfNeeded();
  for (const island of await scope.locator('astro-island').all()) await expect(island).not.toHaveAttribute('ssr');
}

/** The buyer orders one coin on the public site (collection at the counter). */
async function buy(page: Page): Promise<void> {
  await page.goto(`/en/${SHOP}`);
  const card = page.locator('.coin-card').filter({ has: page.locator(`a[href$="coin=${SILVER}"]`) });
  await hydrated(card);
  await press(card.getByRole('button', { name: t('en', 'coins.addToCart') }));
  await expect(card.getByRole('status')).toContainText('1');
  await page.goto(`/en/${SHOP}?action=cart`);
  await hydrated(page.locator('main'));
  await press(page.getByRole('button', { name: t('en', 'coins.checkout') }));
  await page.locator('#coins-name').fill('Demo Titular');
  await page.locator('#coins-address').fill('Avenida da Praia Grande 1, Macao');
  await page.locator('#coins-phone').fill(BUYER.phone);
  await page.locator('#coins-email').fill(BUYER.email);
  await press(page.locator('#coins-contactSlot-morning'), 'Space');
  await press(page.locator('#coins-smsConsent-no'), 'Space');
  await press(page.locator('#coins-delivery-counter'), 'Space');
  await press(page.getByRole('button', { name: t('en', 'form.continue') }));
  await press(page.getByRole('button', { name: t('en', 'coins.placeOrder') }));
  await expect(page).toHaveURL(/action=thanks&ref=CN-/);
}

/** Screenshots at 1280 and 375 px beside the test's results, for a person to look at. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${String(width)}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function openFromMenu(page: Page, name: string) {
  const item = page.getByRole('menuitem', { name });
  await item.focus();
  await item.press('Enter');
}

test('the administrator sets a retention period and exports what is held on a demo address', async ({ browser }) => {
  const team = await staffTeam(server, 'privacy', {});
  const context = await browser.newContext({ baseURL: server.base, acceptDownloads: true });
  const page = await context.newPage();
  await buy(page);
  await signInAs(page, team.admin, 'pt');

  // The menu groups the administrator's screens by desk, each a menu under its heading.
  const menu = page.getByRole('navigation', { name: text('staff.menu.label') });
  await expect(menu.getByRole('heading', { level: 2 })).toHaveText(['content', 'rates-data', 'registers', 'cases', 'shop', 'administration'].map((desk) => text(`staff.desk.${desk}`)));
  await expect(page.getByRole('menu', { name: text('staff.desk.administration') }).getByRole('menuitem', { name: menuName('privacy-retention') })).toBeVisible();

  // Retention periods: the defaults, the job's last run, a change saved by keyboard.
  await openFromMenu(page, menuName('privacy-retention'));
  const orders = page.getByLabel(text('resources.privacy-retention.fields.ordersDays'));
  await expect(orders).toHaveValue('730');
  await expect(page.getByRole('status').filter({ hasText: /Última execução \d{4}-\d{2}-\d{2}/ })).toBeVisible();
  await expectNoAxeViolations(page, 'retention periods');
  await expectStaffReflow(page, 'retention periods');
  await shoot(page, 'retention');
  await orders.fill('0');
  await page.getByRole('button', { name: text('ra.action.save') }).press('Enter');
  const summary = page.getByRole('alert').filter({ hasText: text('staff.errors.title') });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: text('privacy.days') })).toBeVisible();
  await orders.fill('365');
  await page.getByRole('button', { name: text('ra.action.save') }).press('Enter');
  await expect(summary).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel(text('resources.privacy-retention.fields.ordersDays'))).toHaveValue('365');

  // The subject access request, for the address typed in another case.
  await openFromMenu(page, menuName('privacy-access'));
  const subject = page.getByLabel(text('staff.privacy.subject'));
  await expect(page.getByRole('heading', { level: 1, name: text('resources.privacy-access.name') })).toBeVisible();
  await expectNoAxeViolations(page, 'subject access request');
  await subject.fill('Demo Titular');
  await press(page.getByRole('button', { name: text('staff.privacy.search') }));
  const refused = page.getByRole('alert').filter({ hasText: text('staff.errors.title') });
  await expect(refused).toBeFocused();
  await expect(refused.getByRole('link', { name: text('privacy.subject') })).toBeVisible();
  await expectNoAxeViolations(page, 'subject access request refused');

  await subject.fill('DEMO.Titular@Example.MO');
  await press(page.getByRole('button', { name: text('staff.privacy.search') }));
  const found = page.getByRole('status').filter({ hasText: text('staff.privacy.found') });
  await expect(found).toContainText('1 encomenda de moedas');
  await expectNoAxeViolations(page, 'subject access request answered');
  await expectStaffReflow(page, 'subject access request answered');
  await shoot(page, 'access-request');
  const [download] = await Promise.all([page.waitForEvent('download'), press(found.getByRole('link', { name: text('staff.privacy.download') }))]);
  expect(download.suggestedFilename()).toMatch(/^access-request-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path()) ?? '')));
  expect(Object.keys(files).sort()).toEqual(['access-request.json', 'access-request.xlsx']);
  const doc = JSON.parse(strFromU8(files['access-request.json']!)) as { coinOrders: { email: string; phone: string; events: unknown[] }[] };
  expect(doc.coinOrders).toHaveLength(1);
  expect(doc.coinOrders[0]?.email).toBe(BUYER.email);
  expect(doc.coinOrders[0]?.phone).toBe(BUYER.phone);

  // The phone number, written another way, finds the same order.
  await subject.fill('+853 6688 1234');
  await press(page.getByRole('button', { name: text('staff.privacy.search') }));
  await expect(page.getByRole('status').filter({ hasText: text('staff.privacy.found') })).toContainText('1 encomenda de moedas');
  await context.close();
});
