/**
 * The coin order against a real database: no overselling under concurrency (PGlite, and
 * two "instances" on one PostgreSQL database when TEST_DATABASE_URL is set), one order per
 * idempotency key, and refused carts (offline, sold out, over a limit, changed price) that
 * get their SPEC §8 message and change nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '#src/server/db/open.ts';
import { coinOrderLines, coinOrders, coins } from './schema.ts';
import { formSubmissions } from '#src/features/forms/schema.ts';
import { mailOutbox } from '#src/features/mail/schema.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { AppError } from '#src/server/http/errors.ts';
import { coinsSeedPart } from '#src/seed/coins/index.ts';
import { makeCoin as makeTestCoin } from './testing.ts';
import { coinOrderBody, type CoinOrderBody } from './contract.ts';
import { takeStock } from './queries.ts';
import { barList, listCoins, placeOrder } from './service.ts';

let database: TestDatabase;
const db = () => database.db;
const NOTIFY = 'orders@example.mo';
/**
 * How many races to run (COINS_RACE_RUNS overrides): 50 on PostgreSQL, where two pools
 * stand for two instances and transactions truly overlap; 10 on PGlite, whose single
 * session runs one transaction at a time, so more runs there repeat the same order of
 * events (and took a minute of the suite).
 */
const RUNS = Number(process.env.COINS_RACE_RUNS ?? (process.env.TEST_DATABASE_URL ? 50 : 10));
const BUYERS = 200;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase();
  await database.db.transaction((tx) => coinsSeedPart.run(tx, {}));
});
afterAll(() => database.dispose());

/** A coin of our own, so each test knows its stock, price and limits. */
const makeCoin = (over: Parameters<typeof makeTestCoin>[1] = {}) => makeTestCoin(db(), over, 'test-coin');

let buyerSerial = 0;
function order(lines: { slug: string; quantity: number; price: number }[], over: Partial<CoinOrderBody> = {}): CoinOrderBody {
  buyerSerial += 1;
  const n = String(buyerSerial).padStart(7, '0');
  return coinOrderBody.parse({
    name: 'Chan Tai Man',
    address: 'Avenida de Almeida Ribeiro 1, Macao',
    phone: `6${n}`,
    email: `buyer${n}@example.mo`,
    contactSlot: 'either',
    smsConsent: 'no',
    delivery: 'counter',
    lines,
    ...over,
  });
}

const place = (database: Database, body: CoinOrderBody, over: { idempotencyKey?: string; lang?: 'en' | 'zh-hant' } = {}) =>
  placeOrder(database, body, { lang: over.lang ?? 'en', client: 'test', notifyEmail: NOTIFY, rateLimit: false, idempotencyKey: over.idempotencyKey ?? null });

async function stockOf(id: number) {
  const [row] = await db().select({ stock: coins.stock, status: coins.status }).from(coins).where(eq(coins.id, id));
  return row;
}
async function soldOf(id: number): Promise<number> {
  const [row] = await db().select({ n: sql<number>`coalesce(sum(${coinOrderLines.quantity}), 0)::int` }).from(coinOrderLines).where(eq(coinOrderLines.coinId, id));
  return row?.n ?? 0;
}
async function countRows() {
  const [o] = await db().select({ n: sql<number>`count(*)::int` }).from(coinOrders);
  const [m] = await db().select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
  const [s] = await db().select({ n: sql<number>`count(*)::int` }).from(formSubmissions);
  return { orders: o?.n ?? 0, mails: m?.n ?? 0, submissions: s?.n ?? 0 };
}

/** The SPEC §8 message key of a refused order, per line. */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; messageKey: string; fields: Record<string, string> }> {
  try {
    await promise;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { status: err.status, messageKey: err.messageKey, fields: Object.fromEntries(err.issues.map((i) => [i.field, i.messageKey])) };
  }
  throw new Error('the order was accepted');
}

describe('catalogue', () => {
  it('seeds current and past issues in four languages (Portuguese partial), some sold out and one offline', async () => {
    const en = await listCoins(db(), 'en');
    const seeded = en.coins.filter((c) => !c.slug.startsWith('test-'));
    expect(seeded.length).toBeGreaterThanOrEqual(10);
    expect(seeded.filter((c) => c.status === 'offline')).toHaveLength(1);
    expect(seeded.filter((c) => c.status === 'sold-out').length).toBeGreaterThanOrEqual(2);
    expect(new Set(seeded.map((c) => c.year)).size).toBeGreaterThanOrEqual(3);
    const pt = await listCoins(db(), 'pt');
    expect(pt.coins.some((c) => c.fallback)).toBe(true);
    expect(pt.coins.some((c) => !c.fallback)).toBe(true);
    const zh = await listCoins(db(), 'zh-hant', { year: 2026, type: 'gold' });
    expect(zh.coins.map((c) => c.name)).toEqual(['2026馬年金幣']);
  });
});

describe('refused carts change nothing', () => {
  beforeEach(async () => {
    await db().delete(mailOutbox);
  });

  it.each([
    ['offline', { status: 'offline' as const }, 1, 'coins.offline'],
    ['sold out', { stock: 0, status: 'sold-out' as const }, 1, 'coins.outOfStock'],
    ['not enough left', { stock: 2 }, 3, 'coins.outOfStock'],
    ['over the per-order limit', { orderLimit: 2, buyerLimit: 4 }, 3, 'coins.limitExceeded'],
  ])('%s', async (_name, coinOver, quantity, messageKey) => {
    const ok = await makeCoin();
    const bad = await makeCoin(coinOver);
    const before = { ok: await stockOf(ok.id), bad: await stockOf(bad.id), rows: await countRows() };
    const result = await refusal(
      place(
        db(),
        order([
          { slug: ok.slug, quantity: 1, price: 588 },
          { slug: bad.slug, quantity, price: 588 },
        ]),
      ),
    );
    expect(result).toEqual({ status: 409, messageKey, fields: { [`lines.${bad.slug}`]: messageKey } });
    expect(await stockOf(ok.id)).toEqual(before.ok);
    expect(await stockOf(bad.id)).toEqual(before.bad);
    expect(await countRows()).toEqual(before.rows);
  });

  it('a changed price refuses the cart with its message', async () => {
    const coin = await makeCoin({ priceAvos: 62000 });
    const before = await countRows();
    const result = await refusal(place(db(), order([{ slug: coin.slug, quantity: 1, price: 588 }])));
    expect(result).toMatchObject({ status: 409, messageKey: 'coins.priceChanged' });
    expect(await stockOf(coin.id)).toEqual({ stock: 100, status: 'on-sale' });
    expect(await countRows()).toEqual(before);
  });

  it('an empty cart is refused by the schema with the SPEC §8 message', () => {
    const parsed = coinOrderBody.safeParse({ ...order([{ slug: 'x', quantity: 1, price: 1 }]), lines: [] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('coins.emptyCart');
  });

  it('the per-buyer limit counts earlier orders by e-mail or by phone', async () => {
    const coin = await makeCoin({ orderLimit: 2, buyerLimit: 3 });
    const first = order([{ slug: coin.slug, quantity: 2, price: 588 }]);
    await place(db(), first);
    // Same e-mail (other case), another phone: 2 + 2 > 3.
    const byEmail = await refusal(place(db(), order([{ slug: coin.slug, quantity: 2, price: 588 }], { email: first.email.toUpperCase() })));
    expect(byEmail.messageKey).toBe('coins.buyerLimit');
    // Same phone, another e-mail.
    const byPhone = await refusal(place(db(), order([{ slug: coin.slug, quantity: 2, price: 588 }], { phone: first.phone })));
    expect(byPhone.messageKey).toBe('coins.buyerLimit');
    // One more is within the limit.
    await place(db(), order([{ slug: coin.slug, quantity: 1, price: 588 }], { phone: first.phone }));
    expect(await stockOf(coin.id)).toEqual({ stock: 97, status: 'on-sale' });
  });
});

describe('an accepted order', () => {
  it('takes the stock, stores the order and puts the acknowledgement and the staff notice in the outbox', async () => {
    await db().delete(mailOutbox);
    const a = await makeCoin({ stock: 3 });
    const b = await makeCoin({ priceAvos: 12050 });
    const result = await place(
      db(),
      order(
        [
          { slug: a.slug, quantity: 3, price: 588 },
          { slug: b.slug, quantity: 2, price: 120.5 },
        ],
        { delivery: 'mail', email: 'Collector@Example.mo' },
      ),
      { lang: 'zh-hant' },
    );
    expect(result.reference).toMatch(/^CN-\d{4}-\d{6,}-[A-Z]$/);
    expect(result.response).toMatchObject({ items: 2005, deliveryCharge: 50, total: 2055, delivery: 'mail' });
    expect(await stockOf(a.id)).toEqual({ stock: 0, status: 'sold-out' });
    expect(await stockOf(b.id)).toEqual({ stock: 98, status: 'on-sale' });
    const mails = await db().select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mails.map((m) => [m.kind, m.to, m.lang])).toEqual([
      ['coins.acknowledgement', 'collector@example.mo', 'zh-hant'],
      ['coins.staff', NOTIFY, 'zh-hant'],
    ]);
    expect(mails[0]?.subject).toContain(result.reference);
    expect(mails[0]?.text).toContain('須先付款');
    expect(mails[0]?.text).toContain('MOP 2,055.00');
    expect(mails[1]?.text).toContain('collector@example.mo');
    const bars = await barList(db(), [a.slug, b.slug, 'no-such-coin'], 'en');
    expect(bars.map((x) => [x.slug, x.stock, x.status])).toEqual([
      [a.slug, 0, 'sold-out'],
      [b.slug, 98, 'on-sale'],
    ]);
  });

  it('twenty concurrent submits with one idempotency key make one order with one reference', async () => {
    const coin = await makeCoin();
    const body = order([{ slug: coin.slug, quantity: 2, price: 588 }]);
    const before = await countRows();
    const results = await Promise.all(Array.from({ length: 20 }, () => place(db(), body, { idempotencyKey: 'order-key-0001' })));
    expect(new Set(results.map((r) => r.reference)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await stockOf(coin.id)).toEqual({ stock: 98, status: 'on-sale' });
    expect(await countRows()).toEqual({ orders: before.orders + 1, mails: before.mails + 2, submissions: before.submissions + 1 });
  });
});

/** One race: BUYERS different buyers each want one of the last `m` coins, through `dbs` in turn. */
async function race(dbs: Database[], m: number): Promise<{ accepted: number; outOfStock: number }> {
  const coin = await makeCoin({ stock: m, orderLimit: 1, buyerLimit: 1 });
  const outcomes = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) =>
      place(dbs[i % dbs.length] as Database, order([{ slug: coin.slug, quantity: 1, price: 588 }])).then(
        () => 'ok',
        (err: unknown) => (err instanceof AppError ? err.messageKey : String(err)),
      ),
    ),
  );
  const accepted = outcomes.filter((o) => o === 'ok').length;
  const outOfStock = outcomes.filter((o) => o === 'coins.outOfStock').length;
  expect(accepted + outOfStock, outcomes.find((o) => o !== 'ok' && o !== 'coins.outOfStock')).toBe(BUYERS);
  expect(await stockOf(coin.id)).toEqual({ stock: 0, status: 'sold-out' });
  expect(await soldOf(coin.id)).toBe(m);
  return { accepted, outOfStock };
}

describe('no overselling', () => {
  it('the stock update itself refuses to take more than is left, whatever the caller read before', async () => {
    const coin = await makeCoin({ stock: 2 });
    await expect(db().transaction((tx) => takeStock(tx, coin.id, 3, coin.priceAvos))).resolves.toBeUndefined();
    await expect(db().transaction((tx) => takeStock(tx, coin.id, 1, coin.priceAvos + 1))).resolves.toBeUndefined();
    await expect(db().transaction((tx) => takeStock(tx, coin.id, 2, coin.priceAvos))).resolves.toEqual({ stock: 0 });
    expect(await stockOf(coin.id)).toEqual({ stock: 0, status: 'sold-out' });
  });

  let second: DatabaseHandle | undefined;
  beforeAll(async () => {
    // On PostgreSQL a second pool on the same database stands for a second server instance.
    if (database.url) second = await openDatabase({ kind: 'postgres', url: database.url, poolMax: 4 });
  });
  afterAll(async () => {
    await second?.close();
  });

  it(`${String(RUNS)} runs of ${String(BUYERS)} concurrent buyers for the last M coins sell exactly M`, { timeout: 600_000 }, async () => {
    const dbs = second ? [db(), second.db] : [db()];
    for (let run = 0; run < RUNS; run++) {
      const m = 1 + ((run * 37) % 60);
      const { accepted } = await race(dbs, m);
      expect(accepted).toBe(m);
    }
  });

  it('buyers of several coins at once never oversell any of them', { timeout: 120_000 }, async () => {
    const a = await makeCoin({ stock: 7, orderLimit: 3, buyerLimit: 3 });
    const b = await makeCoin({ stock: 5, orderLimit: 3, buyerLimit: 3 });
    const dbs = second ? [db(), second.db] : [db()];
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        place(
          dbs[i % dbs.length] as Database,
          order(
            // Half list the coins in the other order: locks must not deadlock.
            i % 2
              ? [
                  { slug: a.slug, quantity: 1 + (i % 3), price: 588 },
                  { slug: b.slug, quantity: 1, price: 588 },
                ]
              : [
                  { slug: b.slug, quantity: 1 + (i % 2), price: 588 },
                  { slug: a.slug, quantity: 1, price: 588 },
                ],
          ),
        ).catch((err: unknown) => {
          if (!(err instanceof AppError)) throw err;
        }),
      ),
    );
    for (const coin of [a, b]) {
      const left = (await stockOf(coin.id))?.stock ?? -1;
      expect(left).toBeGreaterThanOrEqual(0);
      expect((await soldOf(coin.id)) + left).toBe(coin.stock);
    }
  });
});
