/**
 * The coin catalogue (issue 34), by keyboard, axe on every screen, reflow at 320 px, in
 * Portuguese: the shop clerk opens the catalogue from the menu, tries to save an empty
 * issue (the error summary), then creates one with a picture (uploaded with the public
 * upload checks) and a sale opening minute in the future; the public coin page says from
 * when it is on sale and offers no "add to cart"; the clerk moves the minute into the
 * past and the public page offers it for sale at once (the coin pages' cache tag moved);
 * the auditor reads the issue and cannot change it.
 */
import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '../../src/lib/format.ts';
import { COIN_ISSUES_TEXT } from '../../src/features/coins/ui/catalogue-text.ts';
import { expectNoAxeViolations } from './axe.ts';
import { t } from './support.ts';
import { expectStaffReflow, signInAs, staffTeam, staffText, startStaffServer, type StaffServer } from './staff-support.ts';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const SHOP = 'services/commemorative-coins';
const text = (key: string, params: Record<string, string> = {}) => staffText('pt', key, params, COIN_ISSUES_TEXT);
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

let server: StaffServer;
test.beforeAll(async () => {
  server = await startStaffServer();
});
test.afterAll(async () => server?.stop());

async function press(locator: ReturnType<Page['locator']>, key = 'Enter') {
  await locator.focus();
  await locator.press(key);
}

/** A drawn coin as a PNG (a picture of our own, not a photo of a real coin). */
const coinPicture = () =>
  sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><circle cx="120" cy="120" r="110" fill="#c0c0c0" stroke="#6b6b6b" stroke-width="8"/><text x="120" y="135" font-size="40" text-anchor="middle" fill="#333">2030</text></svg>'))
    .png()
    .toBuffer();

/** With E2E_SCREENSHOTS=<folder>: the screen at 1280 and 375 px, to look at. */
async function shoot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${String(width)}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function save(page: Page) {
  await press(page.getByRole('button', { name: text('ra.action.save') }));
}

test('the shop clerk creates an issue with a picture and a future sale opening, then opens the sale', async ({ browser }) => {
  const slug = `2030-catalogue-e2e-${String(Date.now() % 100000)}`;
  const team = await staffTeam(server, 'catalogue', { clerk: ['shop-clerk'], auditor: ['auditor'] });
  const context = await browser.newContext({ baseURL: server.base });
  const page = await context.newPage();
  await signInAs(page, team.clerk!, 'pt');

  // The catalogue from the menu.
  const plural = String((COIN_ISSUES_TEXT.pt.resources as Record<string, { name: string }>)['coin-issues']?.name).split(' |||| ')[1] ?? '';
  await press(page.getByRole('menuitem', { name: plural }));
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expectNoAxeViolations(page, 'the catalogue');
  await expectStaffReflow(page, 'the catalogue');
  await shoot(page, 'catalogue-list');

  // A new issue: a bad short name and nothing else, the summary says what is wrong.
  await press(page.getByRole('link', { name: text('ra.action.create') }));
  await expect(field(page, 'slug')).toBeVisible({ timeout: 20_000 });
  await field(page, 'slug').fill('Ruínas de São Paulo');
  await save(page);
  const summary = page.getByRole('alert').filter({ hasText: text('staff.errors.title') });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('listitem').filter({ hasText: text('resources.coin-issues.fields.slug') }).getByRole('link', { name: text('coins.catalogue.slugFormat') })).toBeVisible();
  await expect(summary.getByRole('listitem').filter({ hasText: `${text('coins.catalogue.name')} (English)` })).toContainText(text('validation.required'));
  await expectNoAxeViolations(page, 'a new issue with errors');
  await shoot(page, 'catalogue-new-errors');

  await field(page, 'slug').fill(slug);
  await field(page, 'series').fill('macao-heritage');
  await field(page, 'issueDate').fill('2030-01-20');
  const texts = { 'zh-hant': '大三巴牌坊銀幣', 'zh-hans': '大三巴牌坊银币', en: 'Ruins of St. Paul’s silver coin' } as const;
  for (const [lang, name] of Object.entries(texts)) {
    await field(page, `texts.${lang}.name`).fill(name);
    await field(page, `texts.${lang}.seriesName`).fill(lang === 'en' ? 'Macao heritage' : '澳門文物');
    await field(page, `texts.${lang}.description`).fill(lang === 'en' ? 'The façade of the Church of Mater Dei, drawn for the catalogue test.' : '大三巴牌坊正面。');
  }
  await page.locator('#coin-picture-file').setInputFiles([{ name: 'ruins-obverse.png', mimeType: 'image/png', buffer: await coinPicture() }]);
  await press(page.getByRole('button', { name: text('coins.catalogue.upload') }));
  await expect(page.getByRole('status').filter({ hasText: text('coins.catalogue.pictureAdded', { name: 'ruins-obverse.png' }) })).toBeVisible();
  for (const [name, value] of Object.entries({ diameterMm: '40', weightG: '31.1', faceValue: '100', price: '620', mintage: '3000', stock: '50', orderLimit: '2', buyerLimit: '4' })) {
    await field(page, name).fill(value);
  }
  await field(page, 'saleOpensAt').fill('2030-06-01T10:00');
  await expectNoAxeViolations(page, 'a new issue filled in');
  await save(page);
  await expect(page).toHaveURL(/\/staff\/coin-issues\/\d+$/);
  await expect(page.getByText(text('coins.catalogue.slugIs', { slug }))).toBeVisible();
  await expect(page.locator('img[src*="/api/staff/coin-issues/pictures/"]')).toBeVisible();
  await expectNoAxeViolations(page, 'the issue saved');
  await expectStaffReflow(page, 'the issue');
  await shoot(page, 'catalogue-issue');
  const editUrl = page.url();

  // The public page, in Portuguese: on sale from the minute, in Macao time; no "add to cart".
  const publicPage = await context.newPage();
  const when = formatDate(new Date('2030-06-01T10:00:00+08:00').toISOString(), 'pt', { time: true });
  await publicPage.goto(`/pt/${SHOP}?coin=${slug}`);
  await expect(publicPage.getByTestId('coin-status')).toHaveText(t('pt', 'coins.onSaleFrom', { when }));
  await expect(publicPage.locator('.coin-detail__photos img')).toHaveAttribute('src', /^\/files\/\d+\/ruins-obverse\.png$/);
  await expect(publicPage.getByRole('button', { name: t('pt', 'coins.addToCart') })).toHaveCount(0);
  await expectNoAxeViolations(publicPage, 'a coin before its sale opens');
  await shoot(publicPage, 'coin-before-opening');
  await publicPage.goto(`/zh-hant/${SHOP}?coin=${slug}`);
  await expect(publicPage.getByTestId('coin-status')).toHaveText(t('zh-hant', 'coins.onSaleFrom', { when: formatDate(new Date('2030-06-01T10:00:00+08:00').toISOString(), 'zh-hant', { time: true }) }));

  // The clerk moves the minute into the past: the page offers the coin at once.
  await page.goto(editUrl);
  await expect(field(page, 'saleOpensAt')).toHaveValue('2030-06-01T10:00');
  await field(page, 'saleOpensAt').fill('2026-01-01T10:00');
  await save(page);
  await expect(page.getByText(text('ra.notification.updated'))).toBeVisible();
  await publicPage.goto(`/pt/${SHOP}?coin=${slug}`);
  await expect(publicPage.getByTestId('coin-status')).toContainText(t('pt', 'coins.status.on-sale'));
  await expect(publicPage.getByRole('button', { name: t('pt', 'coins.addToCart') })).toBeVisible();
  await expectNoAxeViolations(publicPage, 'a coin on sale');
  await shoot(publicPage, 'coin-on-sale');

  // The auditor reads the catalogue and the issue, and cannot change them.
  const auditorContext = await browser.newContext({ baseURL: server.base });
  const auditor = await auditorContext.newPage();
  await signInAs(auditor, team.auditor!, 'pt');
  await auditor.goto('/staff/coin-issues');
  await expect(auditor.locator('tbody tr').first()).toBeVisible();
  await expect(auditor.getByRole('link', { name: text('ra.action.create') })).toHaveCount(0);
  await auditor.goto(`${new URL(editUrl).pathname}/show`);
  await expect(auditor.getByText(text('coins.catalogue.slugIs', { slug }))).toBeVisible({ timeout: 20_000 });
  await expect(field(auditor, 'price')).toBeDisabled();
  await expect(auditor.getByRole('button', { name: text('ra.action.save') })).toHaveCount(0);
  await expectNoAxeViolations(auditor, 'the issue, read only');
  await auditorContext.close();
  await context.close();
});
