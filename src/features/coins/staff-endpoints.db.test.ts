/**
 * The coin shop's staff calls in-process, as a signed-in shop clerk and an auditor: the
 * queue with filters and search, one order, the actions with the order's version (a stale
 * one refused), notes, the cashier's daily lists as XLSX, each in the audit log.
 */
import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRoute } from 'astro';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { ALL as acceptRoute } from '#src/api/staff/links/accept.ts';
import { ALL as enrolStartRoute } from '#src/api/staff/me/second-factor/start.ts';
import { ALL as enrolConfirmRoute } from '#src/api/staff/me/second-factor/confirm.ts';
import { ALL as meRoute } from '#src/api/staff/me/index.ts';
import { ALL as queueRoute } from '#src/api/staff/coin-orders/index.ts';
import { ALL as orderRoute } from '#src/api/staff/coin-orders/[id].ts';
import { ALL as dailyRoute } from '#src/api/staff/coin-orders/daily-lists.ts';
import { ALL as requestPaymentRoute } from '#src/api/staff/coin-orders/[id]/request-payment.ts';
import { ALL as markPaidRoute } from '#src/api/staff/coin-orders/[id]/mark-paid.ts';
import { ALL as noteRoute } from '#src/api/staff/coin-orders/[id]/note.ts';
import { StaffAgent, totpCode } from '#src/features/staff/tests/agent.ts';
import { insertLink } from '#src/features/staff/queries.ts';
import { auditLog } from '#src/features/staff/schema.ts';
import type { StaffRole } from '#src/features/staff/permissions.ts';
import { coinOrderBody } from './contract.ts';
import { coins } from './schema.ts';
import { placeOrder } from './service.ts';
import type { OrderDetail, OrderRow } from './staff-contract.ts';

let database: TestDatabase;
let clerk: StaffAgent;
let auditor: StaffAgent;

async function person(role: StaffRole, n: number): Promise<StaffAgent> {
  const token = `coin-staff-token-${role}-${'y'.repeat(20)}`;
  await insertLink(database.db, { hash: createHash('sha256').update(token).digest('hex'), purpose: 'invitation', email: `${role}.coins@amcm.gov.mo`, name: role === 'shop-clerk' ? 'Ho Ka Wai' : 'Lei Sio Kuan', roles: [role], expiresAt: new Date(Date.now() + 3_600_000) });
  const agent = new StaffAgent(`192.0.2.${String(n)}`);
  const password = `quiet harbour morning ${role}`;
  expect((await agent.call(acceptRoute, '/api/staff/links/accept', { body: { token, name: role === 'shop-clerk' ? 'Ho Ka Wai' : 'Lei Sio Kuan', password } })).status).toBe(200);
  agent.csrf = (await agent.call<{ csrfToken: string }>(meRoute, '/api/staff/me')).body.data.csrfToken;
  const started = await agent.call<{ totpUri: string }>(enrolStartRoute, '/api/staff/me/second-factor/start', { body: { password } });
  expect((await agent.call(enrolConfirmRoute, '/api/staff/me/second-factor/confirm', { body: { code: await totpCode(started.body.data.totpUri) } })).status).toBe(200);
  agent.csrf = (await agent.call<{ csrfToken: string }>(meRoute, '/api/staff/me')).body.data.csrfToken;
  return agent;
}

let slug = '';
let reference = '';
let orderId = 0;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase();
  clerk = await person('shop-clerk', 31);
  auditor = await person('auditor', 32);
  const [coin] = await database.db
    .insert(coins)
    .values({ slug: 'staff-test-dragon', year: 2026, type: 'silver', series: 'test', diameterHmm: 4000, weightCg: 3110, metal: 'silver', fineness: 999, faceValue: 10000, mintage: 1000, priceAvos: 58800, orderLimit: 5, buyerLimit: 10, stock: 50, status: 'on-sale', issueDate: '2026-01-15', picture: '<svg/>' })
    .returning();
  slug = coin?.slug ?? '';
  const body = coinOrderBody.parse({ name: 'Chao Wai Lam', address: 'Rua de Santa Clara 8, Macao', phone: '66123456', email: 'chao.wl@example.mo', contactSlot: 'either', smsConsent: 'no', delivery: 'counter', lines: [{ slug, quantity: 2, price: 588 }] });
  reference = (await placeOrder(database.db, body, { lang: 'en', client: 'test', rateLimit: false })).response.reference;
}, 60_000);
afterAll(() => database.dispose());

const at = (route: APIRoute, path: string, id: number) => ({ route, path: path.replace('{id}', String(id)), params: { id: String(id) } });

describe('the order queue', () => {
  it('finds the order by part of its reference, e-mail or phone, by status and coin, and pages and sorts', async () => {
    for (const q of [reference.slice(3, 14), 'CHAO.WL@', '6612345']) {
      const answer = await clerk.call<{ data: OrderRow[]; total: number }>(queueRoute, `/api/staff/coin-orders?q=${encodeURIComponent(q)}`);
      expect([q, answer.status, answer.body.data.data.map((r) => r.reference)]).toEqual([q, 200, [reference]]);
    }
    const found = await clerk.call<{ data: OrderRow[]; total: number }>(queueRoute, `/api/staff/coin-orders?status=received&coin=${slug}&sort=total&order=ASC&perPage=10`);
    expect(found.body.data).toMatchObject({ total: 1, data: [{ reference, status: 'received', total: 1176, version: 1 }] });
    orderId = found.body.data.data[0]?.id ?? 0;
    const none = await clerk.call<{ data: OrderRow[]; total: number }>(queueRoute, `/api/staff/coin-orders?status=paid&coin=${slug}`);
    expect(none.body.data.total).toBe(0);
    const bad = await clerk.call(queueRoute, '/api/staff/coin-orders?status=lost&from=2026-02-30');
    expect(bad.status).toBe(400);
  });

  it('shows one order with its lines, timeline and the actions open to it; an unknown order is 404', async () => {
    const { route, path, params } = at(orderRoute, '/api/staff/coin-orders/{id}', orderId);
    const answer = await auditor.call<OrderDetail>(route, path, { params });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ reference, lines: [{ slug, quantity: 2, amount: 1176 }], actions: ['request-payment', 'cancel'], timeline: [{ to: 'received' }] });
    expect((await auditor.call(orderRoute, '/api/staff/coin-orders/999999', { params: { id: '999999' } })).status).toBe(404);
  });
});

describe('acting on an order', () => {
  it('requests payment with the version seen, refuses the same click again (stale), and keeps notes', async () => {
    const pay = at(requestPaymentRoute, '/api/staff/coin-orders/{id}/request-payment', orderId);
    const first = await clerk.call<OrderRow>(pay.route, pay.path, { body: { version: 1, note: 'Telephoned the buyer' }, params: pay.params });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'payment-requested', version: 2 });
    const again = await clerk.call(pay.route, pay.path, { body: { version: 1 }, params: pay.params });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/Payment has been requested for this order: its next step is to mark it paid/);
    const paid = at(markPaidRoute, '/api/staff/coin-orders/{id}/mark-paid', orderId);
    const stale = await clerk.call(paid.route, paid.path, { body: { version: 1 }, params: paid.params });
    expect([stale.status, stale.body.message]).toEqual([409, 'Someone else has changed this order since you opened it. Reload the order to see where it is now, then try again.']);
    const missing = await clerk.call(paid.route, paid.path, { body: {}, params: paid.params });
    expect(missing.status).toBe(400);
    const note = at(noteRoute, '/api/staff/coin-orders/{id}/note', orderId);
    expect((await clerk.call(note.route, note.path, { body: { version: 2, note: '' }, params: note.params })).status).toBe(400);
    expect((await clerk.call(note.route, note.path, { body: { version: 2, note: 'Will pay by cheque on Monday' }, params: note.params })).status).toBe(200);
    // The auditor reads but cannot act.
    expect((await auditor.call(paid.route, paid.path, { body: { version: 3 }, params: paid.params })).status).toBe(403);
    const detail = (await clerk.call<OrderDetail>(orderRoute, `/api/staff/coin-orders/${String(orderId)}`, { params: { id: String(orderId) } })).body.data;
    expect(detail).toMatchObject({ status: 'payment-requested', version: 3, actions: ['mark-paid', 'cancel'] });
    expect(detail.timeline.at(-1)).toMatchObject({ from: 'received', to: 'payment-requested', actorName: 'Ho Ka Wai', note: 'Telephoned the buyer' });
    expect(detail.notes).toEqual([expect.objectContaining({ actorName: 'Ho Ka Wai', note: 'Will pay by cheque on Monday' })]);
    const rows = await database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'coin-order'), eq(auditLog.entityId, reference)));
    expect(rows.filter((r) => r.action !== 'view').map((r) => [r.action, r.actorEmail])).toEqual([
      ['request-payment', 'shop-clerk.coins@amcm.gov.mo'],
      ['note', 'shop-clerk.coins@amcm.gov.mo'],
    ]);
  });
});

describe('the cashier’s daily lists', () => {
  it('exports the payments due and the collections due of a day as XLSX, in the audit log; the day is required', async () => {
    expect((await clerk.call(dailyRoute, '/api/staff/coin-orders/daily-lists')).status).toBe(400);
    const day = new Date(Date.now() + (8 + 24 * 8) * 3_600_000).toISOString().slice(0, 10);
    const answer = await clerk.call<{ filename: string; content: string; payments: number; collections: number }>(dailyRoute, `/api/staff/coin-orders/daily-lists?day=${day}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ filename: `coin-orders-${day}.xlsx`, payments: 1, collections: 0 });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(answer.body.data.content, 'base64') as unknown as ArrayBuffer);
    const payments = book.worksheets[0];
    expect(payments?.name).toBe('Payments due');
    expect(payments?.getRow(1).values).toEqual([undefined, 'Reference', 'Recipient', 'Phone', 'E-mail', 'Coins', 'Total (MOP)', 'Pay by', 'Ordered on']);
    expect(payments?.getRow(2).getCell(1).value).toBe(reference);
    expect(payments?.getRow(2).getCell(6).value).toBe(1176);
    expect(book.worksheets[1]?.name).toBe('Collections due');
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'export-daily-lists'));
    expect(row).toMatchObject({ actorEmail: 'shop-clerk.coins@amcm.gov.mo', changes: { day: { after: day }, payments: { after: 1 } } });
  });
});
