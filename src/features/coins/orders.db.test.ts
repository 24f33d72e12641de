/**
 * An order's life after it is placed (issue 34), against a real database: each step in
 * order with its timeline event, audit row and e-mail; no step skipped, none backwards,
 * no stale action applied; stock back exactly once when an order is cancelled or expires
 * while other buyers order the same coin (PGlite, and two "instances" — two pools — on
 * one PostgreSQL database when TEST_DATABASE_URL is set).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '#src/server/db/open.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { AppError } from '#src/server/http/errors.ts';
import { mailOutbox } from '#src/features/mail/schema.ts';
import { appendAudit } from '#src/features/staff/audit.ts';
import { auditLog } from '#src/features/staff/schema.ts';
import { makeCoin as makeTestCoin } from './testing.ts';
import { coinOrderBody, type CoinOrderBody } from './contract.ts';
import { runCoinJobs } from './jobs.ts';
import { actOnOrder, addOrderNote, orderDetail, paymentDeadline, type ActionInput, type AuditWriter } from './orders.ts';
import { coinOrderLines, coinOrders, coins } from './schema.ts';
import { placeOrder } from './service.ts';

let database: TestDatabase;
const db = () => database.db;
let second: DatabaseHandle | undefined;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase();
  // On PostgreSQL a second pool on the same database stands for a second server instance.
  if (database.url) second = await openDatabase({ kind: 'postgres', url: database.url, poolMax: 4 });
});
afterAll(async () => {
  await second?.close();
  await database.dispose();
});

/** A coin of our own, so each test knows its stock, price and limits. */
const makeCoin = (over: Parameters<typeof makeTestCoin>[1] = {}) => makeTestCoin(db(), over, 'life-coin');

let buyerSerial = 0;
function body(lines: { slug: string; quantity: number }[], over: Partial<CoinOrderBody> = {}): CoinOrderBody {
  buyerSerial += 1;
  const n = String(buyerSerial).padStart(7, '0');
  return coinOrderBody.parse({
    name: 'Leong Mei Kuan',
    address: 'Rua do Campo 12, Macao',
    phone: `6${n}`,
    email: `life${n}@example.mo`,
    contactSlot: 'morning',
    smsConsent: 'no',
    delivery: 'counter',
    lines: lines.map((l) => ({ ...l, price: 588 })),
    ...over,
  });
}

async function place(lines: { slug: string; quantity: number }[], lang: 'en' | 'zh-hant' | 'pt' = 'en', on: Database = db()): Promise<number> {
  const { response: data } = await placeOrder(on, body(lines), { lang, client: 'test', rateLimit: false });
  const [row] = await db().select({ id: coinOrders.id }).from(coinOrders).where(eq(coinOrders.reference, data.reference));
  if (!row) throw new Error('no order');
  return row.id;
}

const clerk = { id: null, name: 'Ho Ka Wai' };
const audit: AuditWriter = async (entry, tx) => {
  await appendAudit(tx, { ...entry, actorId: null, actorEmail: 'clerk@amcm.gov.mo', clientAddress: '192.0.2.5' });
};
const NOW = new Date('2026-11-02T03:00:00Z');

async function act(orderId: number, input: Omit<ActionInput, 'version'> & { version?: number }, on: Database = db(), now = NOW) {
  const version = input.version ?? (await db().select({ v: coinOrders.version }).from(coinOrders).where(eq(coinOrders.id, orderId)))[0]?.v ?? 0;
  return actOnOrder(on, orderId, { ...input, version }, { actor: clerk, audit, now, paymentDays: 7 });
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; messageKey: string }> {
  try {
    await promise;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: err.status, messageKey: err.messageKey };
  }
  throw new Error('the action was applied');
}

async function stockOf(id: number) {
  const [row] = await db().select({ stock: coins.stock, status: coins.status }).from(coins).where(eq(coins.id, id));
  return row;
}
async function mailsTo(orderId: number) {
  const [order] = await db().select().from(coinOrders).where(eq(coinOrders.id, orderId));
  return db().select().from(mailOutbox).where(eq(mailOutbox.to, order?.email ?? '')).orderBy(mailOutbox.id);
}
async function auditOf(reference: string) {
  return db().select().from(auditLog).where(and(eq(auditLog.entity, 'coin-order'), eq(auditLog.entityId, reference))).orderBy(auditLog.id);
}

describe('an order’s life', () => {
  it('goes received → payment requested → paid → ready → collected, each step on the timeline, in the audit log, the buyer told in their language', async () => {
    const a = await makeCoin({ priceAvos: 58800 });
    const b = await makeCoin({ priceAvos: 58800 });
    const id = await place([{ slug: a.slug, quantity: 2 }, { slug: b.slug, quantity: 1 }], 'zh-hant');
    const requested = await act(id, { action: 'request-payment', note: 'Called the buyer at 10:15' });
    expect(requested.status).toBe('payment-requested');
    expect(requested.payBy).toBe(paymentDeadline(NOW, 7).toISOString());
    expect(requested.payBy).toBe('2026-11-09T15:59:59.999Z'); // the end of 9 November in Macao
    const [ack, payment] = await mailsTo(id);
    expect(ack?.kind).toBe('coins.acknowledgement');
    expect(payment).toMatchObject({ kind: 'coins.payment-requested', lang: 'zh-hant' });
    expect(payment?.subject).toContain('付款通知');
    expect(payment?.text).toContain('應付金額：MOP 1,764.00');
    expect(payment?.text).toContain('2026年11月9日');
    expect(payment?.text).toContain('東望洋斜巷');

    await act(id, { action: 'mark-paid' });
    await act(id, { action: 'mark-ready' });
    const ready = (await mailsTo(id)).at(-1);
    expect(ready).toMatchObject({ kind: 'coins.ready', lang: 'zh-hant' });
    expect(ready?.text).toContain('一星期內');
    const done = await act(id, { action: 'mark-collected' });
    expect(done).toMatchObject({ status: 'collected', version: 5 });
    expect(await mailsTo(id)).toHaveLength(3); // acknowledgement, payment request, ready

    const detail = await orderDetail(db(), id, 'en', NOW);
    expect(detail?.timeline.map((e) => [e.from, e.to])).toEqual([
      [null, 'received'],
      ['received', 'payment-requested'],
      ['payment-requested', 'paid'],
      ['paid', 'ready'],
      ['ready', 'collected'],
    ]);
    expect(detail?.timeline[1]).toMatchObject({ actorName: 'Ho Ka Wai', note: 'Called the buyer at 10:15' });
    expect(detail?.actions).toEqual([]);
    expect(detail?.total).toBe(1764);
    const rows = await auditOf(detail?.reference ?? '');
    expect(rows.map((r) => [r.action, r.changes?.status])).toEqual([
      ['request-payment', { before: 'received', after: 'payment-requested' }],
      ['mark-paid', { before: 'payment-requested', after: 'paid' }],
      ['mark-ready', { before: 'paid', after: 'ready' }],
      ['mark-collected', { before: 'ready', after: 'collected' }],
    ]);
    // Collected: the coins are gone for good.
    expect(await stockOf(a.id)).toEqual({ stock: 98, status: 'on-sale' });
  });

  it('cannot skip a step or go back, and says where the order is (409); nothing changes', async () => {
    const coin = await makeCoin();
    const id = await place([{ slug: coin.slug, quantity: 1 }]);
    expect(await refusal(act(id, { action: 'mark-paid' }))).toEqual({ status: 409, messageKey: 'coins.staff.notAllowed.received' });
    expect(await refusal(act(id, { action: 'mark-collected' }))).toEqual({ status: 409, messageKey: 'coins.staff.notAllowed.received' });
    await act(id, { action: 'request-payment' });
    await act(id, { action: 'mark-paid' });
    expect(await refusal(act(id, { action: 'request-payment' }))).toEqual({ status: 409, messageKey: 'coins.staff.notAllowed.paid' });
    expect(await refusal(act(id, { action: 'mark-collected' }))).toEqual({ status: 409, messageKey: 'coins.staff.notAllowed.paid' });
    await act(id, { action: 'mark-ready' });
    await act(id, { action: 'mark-collected' });
    expect(await refusal(act(id, { action: 'cancel' }))).toEqual({ status: 409, messageKey: 'coins.staff.notAllowed.collected' });
    const detail = await orderDetail(db(), id, 'en', NOW);
    expect(detail?.timeline).toHaveLength(5);
    expect(await stockOf(coin.id)).toEqual({ stock: 99, status: 'on-sale' });
  });

  it('refuses a stale action (the version the person saw) instead of applying it twice', async () => {
    const coin = await makeCoin();
    const id = await place([{ slug: coin.slug, quantity: 1 }]);
    const first = await act(id, { action: 'request-payment', version: 1 });
    expect(first.version).toBe(2);
    // A second person's note moves the version on: an action made on the old screen is refused.
    await addOrderNote(db(), id, { version: 2, note: 'Buyer asks to pay by cheque' }, { actor: { id: null, name: 'Lam Sio Man' }, audit, now: NOW });
    expect(await refusal(act(id, { action: 'mark-paid', version: 2 }))).toEqual({ status: 409, messageKey: 'coins.staff.stale' });
    expect(await refusal(act(id, { action: 'request-payment', version: 1 }))).toEqual({ status: 409, messageKey: 'coins.staff.notAllowed.payment-requested' });
    await act(id, { action: 'mark-paid', version: 3 });
    const detail = await orderDetail(db(), id, 'en', NOW);
    expect(detail?.notes).toEqual([expect.objectContaining({ actorName: 'Lam Sio Man', note: 'Buyer asks to pay by cheque', from: null, to: null })]);
    expect(detail?.status).toBe('paid');
    expect((await mailsTo(id)).filter((m) => m.kind === 'coins.payment-requested')).toHaveLength(1);
    expect((await auditOf(detail?.reference ?? '')).map((r) => r.action)).toEqual(['request-payment', 'note', 'mark-paid']);
  });

  it('a cancelled order puts its coins back once (a sold-out coin is on sale again) and tells the buyer why', async () => {
    const coin = await makeCoin({ stock: 3 });
    const id = await place([{ slug: coin.slug, quantity: 3 }], 'pt');
    expect(await stockOf(coin.id)).toEqual({ stock: 0, status: 'sold-out' });
    await act(id, { action: 'request-payment' });
    await act(id, { action: 'cancel', byBuyer: true, note: 'The buyer telephoned to cancel' });
    expect(await stockOf(coin.id)).toEqual({ stock: 3, status: 'on-sale' });
    expect(await refusal(act(id, { action: 'cancel' }))).toEqual({ status: 409, messageKey: 'coins.staff.notAllowed.cancelled' });
    expect(await stockOf(coin.id)).toEqual({ stock: 3, status: 'on-sale' });
    const cancelled = (await mailsTo(id)).at(-1);
    expect(cancelled).toMatchObject({ kind: 'coins.cancelled', lang: 'pt' });
    expect(cancelled?.text).toContain('Conforme pediu, cancelámos a sua encomenda');
    // A coin staff took offline stays offline when coins come back.
    const offline = await makeCoin({ stock: 5 });
    const other = await place([{ slug: offline.slug, quantity: 2 }]);
    await db().update(coins).set({ status: 'offline' }).where(eq(coins.id, offline.id));
    await act(other, { action: 'cancel' });
    expect(await stockOf(offline.id)).toEqual({ stock: 5, status: 'offline' });
    expect((await mailsTo(other)).at(-1)?.text).toContain('We have cancelled your order');
  });

  it('an order unpaid by its deadline expires once (the job, run twice), its coins back, the buyer told, in the audit log', async () => {
    const coin = await makeCoin({ stock: 10 });
    const id = await place([{ slug: coin.slug, quantity: 4 }]);
    const kept = await place([{ slug: coin.slug, quantity: 1 }]);
    await act(id, { action: 'request-payment' });
    await act(kept, { action: 'request-payment' }, db(), new Date(NOW.getTime() + 5 * 86_400_000));
    // Not yet: the deadline is the end of its Macao day.
    expect((await runCoinJobs(db(), new Date('2026-11-09T15:59:00Z'))).expired).toBe(0);
    const after = new Date('2026-11-09T16:00:00Z');
    expect(await runCoinJobs(db(), after)).toMatchObject({ expired: 1 });
    expect(await runCoinJobs(db(), after)).toMatchObject({ expired: 0 });
    expect(await stockOf(coin.id)).toEqual({ stock: 9, status: 'on-sale' });
    const detail = await orderDetail(db(), id, 'en', after);
    expect(detail?.status).toBe('expired');
    expect(detail?.timeline.at(-1)).toMatchObject({ from: 'payment-requested', to: 'expired', actorName: null });
    expect((await mailsTo(id)).at(-1)?.text).toContain('We did not receive payment for your order');
    expect((await mailsTo(id)).at(-1)?.text).toContain('9 November 2026');
    expect((await auditOf(detail?.reference ?? '')).at(-1)).toMatchObject({ action: 'expire', actorId: null });
    expect((await orderDetail(db(), kept, 'en', after))?.status).toBe('payment-requested');
  });
});

describe('stock comes back exactly once under concurrency', () => {
  const engines = () => (second ? [db(), second.db] : [db()]);

  it('cancels and expiries racing with each other (two instances) and with new buyers of the same coin never give stock back twice nor oversell', { timeout: 300_000 }, async () => {
    const STOCK = 40;
    const coin = await makeCoin({ stock: STOCK, orderLimit: 2, buyerLimit: 2 });
    // 12 orders of 2: 24 taken, 16 left.
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await place([{ slug: coin.slug, quantity: 2 }]));
    const early = new Date('2026-10-01T00:00:00Z');
    for (const id of ids.slice(0, 6)) await act(id, { action: 'request-payment' }, db(), early);
    const late = new Date('2026-11-01T00:00:00Z');
    const dbs = engines();
    // At once: each of the 6 unpaid orders cancelled twice (two clerks, two instances), the expiry
    // job on every instance three times, the other 6 cancelled twice, and 30 new buyers of 1 coin.
    const outcomes = await Promise.all([
      ...ids.flatMap((id, i) => [0, 1].map((k) => act(id, { action: 'cancel', version: ids.indexOf(id) < 6 ? 2 : 1 }, dbs[(i + k) % dbs.length], late).then(() => 'cancelled', (err: unknown) => (err instanceof AppError ? err.messageKey : String(err))))),
      ...[0, 1, 2].flatMap(() => dbs.map((on) => runCoinJobs(on, late).then((r) => `expired:${String(r.expired)}`))),
      ...Array.from({ length: 30 }, (_, i) =>
        placeOrder(dbs[i % dbs.length] as Database, body([{ slug: coin.slug, quantity: 1 }]), { lang: 'en', client: 'test', rateLimit: false }).then(
          () => 'bought',
          (err: unknown) => (err instanceof AppError ? err.messageKey : String(err)),
        ),
      ),
    ]);
    const unexpected = outcomes.filter((o) => !['cancelled', 'bought', 'coins.outOfStock'].includes(o) && !o.startsWith('expired:') && !o.startsWith('coins.staff.'));
    expect(unexpected).toEqual([]);
    const closed = await db()
      .select({ status: coinOrders.status, n: sql<number>`count(*)::int` })
      .from(coinOrders)
      .where(sql`${coinOrders.id} in ${ids}`)
      .groupBy(coinOrders.status);
    const byStatus = Object.fromEntries(closed.map((r) => [r.status, r.n]));
    expect((byStatus.cancelled ?? 0) + (byStatus.expired ?? 0)).toBe(12);
    // Each order closed once: one closing event each, and one e-mail each.
    const closingEvents = await db().execute(sql`select order_id, count(*)::int as n from coin_order_events where order_id in ${ids} and to_status in ('cancelled', 'expired') group by order_id`);
    expect((closingEvents as unknown as { rows: { n: number }[] }).rows.map((r) => r.n)).toEqual(Array(12).fill(1));
    // Whatever was returned, what is left plus what open orders hold is the starting stock.
    const [held] = await db()
      .select({ n: sql<number>`coalesce(sum(${coinOrderLines.quantity}), 0)::int` })
      .from(coinOrderLines)
      .innerJoin(coinOrders, eq(coinOrders.id, coinOrderLines.orderId))
      .where(and(eq(coinOrderLines.coinId, coin.id), sql`${coinOrders.status} not in ('cancelled', 'expired')`));
    const left = (await stockOf(coin.id))?.stock ?? -1;
    expect(left).toBeGreaterThanOrEqual(0);
    expect(left + (held?.n ?? 0)).toBe(STOCK);
    expect(outcomes.filter((o) => o === 'bought').length).toBe(held?.n ?? -1);
  });

  it('many runs of the expiry job on every instance at once expire each order once', { timeout: 120_000 }, async () => {
    const coin = await makeCoin({ stock: 60, orderLimit: 1, buyerLimit: 1 });
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await place([{ slug: coin.slug, quantity: 1 }]));
    for (const id of ids) await act(id, { action: 'request-payment' }, db(), new Date('2026-09-01T00:00:00Z'));
    const late = new Date('2026-10-01T00:00:00Z');
    const reports = await Promise.all(Array.from({ length: 8 }, (_, i) => runCoinJobs(engines()[i % engines().length] as Database, late)));
    expect(reports.reduce((sum, r) => sum + r.expired, 0)).toBe(30);
    expect(await stockOf(coin.id)).toEqual({ stock: 60, status: 'on-sale' });
    const expiredMails = await db().select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(mailOutbox.kind, 'coins.expired'));
    expect(expiredMails[0]?.n).toBeGreaterThanOrEqual(30);
    const lastAudit = await db().select().from(auditLog).where(eq(auditLog.action, 'expire')).orderBy(desc(auditLog.id)).limit(30);
    expect(new Set(lastAudit.map((r) => r.entityId)).size).toBe(30);
  });
});
