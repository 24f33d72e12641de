/**
 * The coin shop's staff side end to end (issue 34), by keyboard, axe on every screen,
 * reflow at 320 px: a buyer orders two coins on the public site → the shop clerk finds
 * the order, requests payment (the buyer's e-mail with the amount arrives at the run's
 * test SMTP server) → marks it paid → ready → collected, each step on the order's
 * timeline and in the audit log; a second order is cancelled at the buyer's request and
 * its coins are back on the public page at once; the cashier's daily lists download.
 *
 * On a server of its own (test hooks on, to set the coins' stock), with a shop clerk
 * and an administrator of its own.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { useTestMailbox } from './mailbox.ts';
import { t } from './support.ts';
import { expectStaffReflow, signInAs, staffText, staffTeam, startStaffServer, type StaffServer } from './staff-support.ts';
import { COIN_ORDERS_TEXT } from '../../src/features/coins/ui/staff-text.ts';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const SHOP = 'services/commemorative-coins';
const SILVER = '2026-year-of-the-horse-silver';
const HERITAGE = '2025-heritage-silver';
const { addressed } = useTestMailbox();
const text = (key: string, params: Record<string, string> = {}) => staffText('en', key, params, COIN_ORDERS_TEXT);

async function hydrated(scope: ReturnType<Page['locator']>) {
  await scope.scrollIntoViewIfNeeded();
  for (const island of await scope.locator('astro-island').all()) await expect(island).not.toHaveAttribute('ssr');
}

async function press(locator: ReturnType<Page['locator']>, key = 'Enter') {
  await locator.focus();
  await locator.press(key);
}

const card = (page: Page, slug: string) => page.locator('.coin-card').filter({ has: page.locator(`a[href$="coin=${slug}"]`) });

/** A buyer orders coins on the public site by keyboard (collection at the counter); returns the reference. */
async function buy(page: Page, slugs: string[], buyer: { email: string; phone: string }): Promise<string> {
  await page.goto(`/en/${SHOP}`);
  for (const slug of slugs) {
    await hydrated(card(page, slug));
    await press(card(page, slug).getByRole('button', { name: t('en', 'coins.addToCart') }));
    await expect(card(page, slug).getByRole('status')).toContainText('1');
  }
  await page.goto(`/en/${SHOP}?action=cart`);
  await hydrated(page.locator('main'));
  await press(page.getByRole('button', { name: t('en', 'coins.checkout') }));
  await page.locator('#coins-name').fill('Chan Tai Man');
  await page.locator('#coins-address').fill('Avenida da Praia Grande 1, Macao');
  await page.locator('#coins-phone').fill(buyer.phone);
  await page.locator('#coins-email').fill(buyer.email);
  await press(page.locator('#coins-contactSlot-morning'), 'Space');
  await press(page.locator('#coins-smsConsent-no'), 'Space');
  await press(page.locator('#coins-delivery-counter'), 'Space');
  await press(page.getByRole('button', { name: t('en', 'form.continue') }));
  await expect(page.locator('.check-answers')).toContainText(buyer.email);
  await press(page.getByRole('button', { name: t('en', 'coins.placeOrder') }));
  await expect(page).toHaveURL(/action=thanks&ref=CN-/);
  return ((await page.getByTestId('reference-number').textContent()) ?? '').trim();
}

/** The number of a coin left on its public page. */
async function leftOnSale(page: Page, slug: string): Promise<number> {
  await page.goto(`/en/${SHOP}?coin=${slug}`);
  const shown = (await page.locator('.coin-detail').textContent()) ?? '';
  const found = new RegExp(t('en', 'coins.stock', { stock: 7 }).replace('7', '(\\d+)')).exec(shown);
  return Number(found?.[1] ?? NaN);
}

/** Opens an order from the queue by searching its reference. */
async function openOrder(page: Page, reference: string): Promise<void> {
  await page.goto('/staff/coin-orders');
  const search = page.getByRole('textbox', { name: text('coins.staff.search') });
  await search.fill(reference);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText(reference);
  await press(page.locator('tbody tr').getByRole('link', { name: staffText('en', 'ra.action.show') }));
  await expect(page.getByRole('heading', { name: text('coins.staff.orderTitle', { reference }) })).toBeVisible();
}

/** A dialog done fading in (axe measures contrast on what is painted). */
async function dialogOpen(page: Page): Promise<void> {
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
}

/** One action by keyboard: its button, its dialog (axe), its confirm button; then the timeline shows the step. */
async function act(page: Page, action: string, from: string, to: string, label: string): Promise<void> {
  await press(page.getByRole('button', { name: text(`coins.staff.action.${action}`) }).first());
  const dialog = page.getByRole('dialog');
  await dialogOpen(page);
  await expectNoAxeViolations(page, `${label}: confirm ${action}`);
  await press(dialog.getByRole('button', { name: text(`coins.staff.action.${action}`) }));
  await expect(dialog).toBeHidden();
  const step = text('coins.staff.moved', { from: text(`coins.staff.status.${from}`), to: text(`coins.staff.status.${to}`) });
  await expect(page.locator('[aria-labelledby="coin-order-timeline"]')).toContainText(step);
}

test('a buyer’s order through payment, readiness and collection; a second order cancelled with its coins back on sale', async ({ browser }) => {
  let server: StaffServer | undefined;
  try {
    server = await startStaffServer({ TEST_HOOKS: 'true' });
    const team = await staffTeam(server, 'coinops', { clerk: ['shop-clerk'] });
    const context = await browser.newContext({ baseURL: server.base });
    const page = await context.newPage();
    for (const slug of [SILVER, HERITAGE]) expect((await page.request.post('/api/test/coins-stock', { data: { slug, stock: 40 } })).status()).toBe(200);

    const stamp = String(Date.now());
    const first = { email: `buyer.${stamp}@example.mo`, phone: '66112233' };
    const second = { email: `second.${stamp}@example.mo`, phone: '66445566' };
    const reference = await buy(page, [SILVER, HERITAGE], first);
    const cancelled = await buy(page, [HERITAGE], second);
    expect(await leftOnSale(page, HERITAGE)).toBe(38);

    // The shop clerk finds the order in the queue.
    await signInAs(page, team.clerk as never, 'en');
    await page.goto('/staff/coin-orders');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the order queue');
    await expectStaffReflow(page, 'the order queue');
    await openOrder(page, reference);
    await expectNoAxeViolations(page, 'an order just received');
    await expectStaffReflow(page, 'an order just received');
    // Only the steps open to it.
    await expect(page.getByRole('button', { name: text('coins.staff.action.mark-paid') })).toHaveCount(0);

    await act(page, 'request-payment', 'received', 'payment-requested', 'order');
    await expect.poll(async () => (await addressed(first.email)).length, { timeout: 30_000 }).toBe(2);
    const payment = (await addressed(first.email))[1];
    expect(payment?.subject).toBe(t('en', 'coins.mail.paymentSubject', { reference }));
    expect(payment?.text).toMatch(/Amount due: MOP [\d,]+\.\d\d/);
    expect(payment?.text).toContain('Please pay by');

    await act(page, 'mark-paid', 'payment-requested', 'paid', 'order');
    await act(page, 'mark-ready', 'paid', 'ready', 'order');
    await expect.poll(async () => (await addressed(first.email)).length, { timeout: 30_000 }).toBe(3);
    expect((await addressed(first.email))[2]?.subject).toBe(t('en', 'coins.mail.readySubject', { reference }));
    await act(page, 'mark-collected', 'ready', 'collected', 'order');
    await expect(page.getByText(text('coins.staff.closed'))).toBeVisible();

    // A note on the timeline.
    await page.getByLabel(text('coins.staff.note')).fill('Collected by the buyer in person, identity card checked.');
    await press(page.getByRole('button', { name: text('coins.staff.addNote') }));
    await expect(page.locator('[aria-labelledby="coin-order-notes"]')).toContainText('identity card checked');
    await expectNoAxeViolations(page, 'a collected order with a note');
    await expectStaffReflow(page, 'a collected order');

    // The second order, cancelled at the buyer's request: its coin is back on the public page.
    await openOrder(page, cancelled);
    await press(page.getByRole('button', { name: text('coins.staff.action.cancel') }).first());
    const dialog = page.getByRole('dialog');
    await dialogOpen(page);
    await expect(dialog.getByText(text('coins.staff.cannotUndo'))).toBeVisible();
    await press(dialog.getByRole('checkbox', { name: text('coins.staff.byBuyer') }), 'Space');
    await expectNoAxeViolations(page, 'cancel dialog');
    await press(dialog.getByRole('button', { name: text('coins.staff.action.cancel') }));
    await expect(page.locator('[aria-labelledby="coin-order-timeline"]')).toContainText(text('coins.staff.moved', { from: text('coins.staff.status.received'), to: text('coins.staff.status.cancelled') }));
    await expect.poll(async () => (await addressed(second.email)).map((m) => m.subject), { timeout: 30_000 }).toContain(t('en', 'coins.mail.cancelledSubject', { reference: cancelled }));

    // The cashier's daily lists.
    await page.goto('/staff/coin-orders/daily-lists');
    await expect(page.getByRole('heading', { name: text('coins.staff.daily.title'), level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'daily lists');
    await expectStaffReflow(page, 'daily lists');
    const download = page.waitForEvent('download');
    await press(page.getByRole('button', { name: text('coins.staff.daily.download') }));
    expect((await download).suggestedFilename()).toMatch(/^coin-orders-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect(page.getByRole('status').filter({ hasText: /Downloaded/ })).toBeVisible();

    // The cancellation moved the coin pages' cache tag (migration 0026): the coin is back at once.
    await expect.poll(() => leftOnSale(page, HERITAGE), { timeout: 10_000, intervals: [1_000, 2_000] }).toBe(39);

    // Every step in the audit log, as the administrator reads it.
    const adminContext = await browser.newContext({ baseURL: server.base });
    const admin = await adminContext.newPage();
    await signInAs(admin, team.admin, 'en');
    await admin.goto(`/staff/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'coin-order' }))}`);
    const log = admin.locator('tbody');
    for (const action of ['request-payment', 'mark-paid', 'mark-ready', 'mark-collected', 'note', 'cancel', 'export-daily-lists']) await expect(log.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
    await expect(log).toContainText(reference);
    await expectNoAxeViolations(admin, 'audit log of coin orders');
    await adminContext.close();
    await context.close();
  } finally {
    await server?.stop();
  }
});
