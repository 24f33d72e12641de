/** SQL of the coin shop (no rules: see service.ts). */
import { and, asc, desc, eq, gte, inArray, or, sql, sum } from 'drizzle-orm';
import type { Queryable, Transaction } from '#src/server/db/open.ts';
import { coinI18n, coinOrderLines, coinOrders, coins } from './schema.ts';

export type CoinRow = typeof coins.$inferSelect;
export type CoinTextRow = typeof coinI18n.$inferSelect;

/** Coins, newest issue first, optionally of one year and type. */
export function selectCoins(db: Queryable, filter: { year?: number | undefined; type?: CoinRow['type'] | undefined } = {}): Promise<CoinRow[]> {
  const where = and(filter.year === undefined ? undefined : eq(coins.year, filter.year), filter.type === undefined ? undefined : eq(coins.type, filter.type));
  return db.select().from(coins).where(where).orderBy(desc(coins.year), desc(coins.issueDate), asc(coins.slug));
}

export function selectCoinsBySlugs(db: Queryable, slugs: readonly string[]): Promise<CoinRow[]> {
  if (!slugs.length) return Promise.resolve([]);
  return db.select().from(coins).where(inArray(coins.slug, [...slugs])).orderBy(asc(coins.id));
}

export function selectCoinTexts(db: Queryable, coinIds: readonly number[]): Promise<CoinTextRow[]> {
  if (!coinIds.length) return Promise.resolve([]);
  return db.select().from(coinI18n).where(inArray(coinI18n.coinId, [...coinIds]));
}

export async function selectYearsAndTypes(db: Queryable): Promise<{ years: number[]; types: CoinRow['type'][] }> {
  const rows = await db.selectDistinct({ year: coins.year, type: coins.type }).from(coins);
  return { years: [...new Set(rows.map((r) => r.year))].sort((a, b) => b - a), types: [...new Set(rows.map((r) => r.type))] };
}

/**
 * Serialises the orders of one buyer (same e-mail or same phone) for the rest of the
 * transaction, so two concurrent orders cannot both pass the per-buyer limit. Keys are
 * taken in a fixed order so two transactions never wait on each other in a cycle.
 */
export async function lockBuyer(tx: Transaction, keys: readonly string[]): Promise<void> {
  // One statement; the select list is evaluated left to right, so the keys are taken in sorted order.
  const locks = [...new Set(keys)].sort().map((key) => sql`pg_advisory_xact_lock(hashtextextended(${`coins-buyer:${key}`}, 0))`);
  if (locks.length) await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
}

/** How many coins of each issue the buyer (by e-mail or phone) has already ordered. */
export async function boughtByBuyer(tx: Queryable, coinIds: readonly number[], email: string, phone: string): Promise<Map<number, number>> {
  if (!coinIds.length) return new Map();
  const rows = await tx
    .select({ coinId: coinOrderLines.coinId, quantity: sum(coinOrderLines.quantity).mapWith(Number) })
    .from(coinOrderLines)
    .innerJoin(coinOrders, eq(coinOrders.id, coinOrderLines.orderId))
    .where(and(inArray(coinOrderLines.coinId, [...coinIds]), or(eq(coinOrders.email, email), eq(coinOrders.phone, phone))))
    .groupBy(coinOrderLines.coinId);
  return new Map(rows.map((r) => [r.coinId, r.quantity]));
}

/**
 * Takes `quantity` coins if — at the moment the row is locked — the coin is on sale at
 * the expected price and has that many left. The conditions are re-checked by the
 * database on the locked row (READ COMMITTED re-evaluates the WHERE after waiting), so
 * concurrent buyers can never take more than the stock: the loser updates no row.
 */
export async function takeStock(tx: Transaction, coinId: number, quantity: number, priceAvos: number): Promise<{ stock: number } | undefined> {
  const [row] = await tx
    .update(coins)
    .set({
      stock: sql`${coins.stock} - ${quantity}`,
      status: sql`case when ${coins.stock} - ${quantity} = 0 then 'sold-out' else ${coins.status} end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(coins.id, coinId), eq(coins.status, 'on-sale'), gte(coins.stock, quantity), eq(coins.priceAvos, priceAvos)))
    .returning({ stock: coins.stock });
  return row;
}

export async function insertOrder(tx: Transaction, order: typeof coinOrders.$inferInsert, lines: Omit<typeof coinOrderLines.$inferInsert, 'orderId'>[]): Promise<number> {
  const [row] = await tx.insert(coinOrders).values(order).returning({ id: coinOrders.id });
  if (!row) throw new Error('coin order not inserted');
  await tx.insert(coinOrderLines).values(lines.map((l) => ({ ...l, orderId: row.id })));
  return row.id;
}

export async function updateCoinStock(db: Queryable, slug: string, stock: number, status: CoinRow['status']): Promise<boolean> {
  const rows = await db.update(coins).set({ stock, status, updatedAt: sql`now()` }).where(eq(coins.slug, slug)).returning({ id: coins.id });
  return rows.length > 0;
}

/** The delivery option of an order by its reference (nothing personal). */
export async function orderDelivery(db: Queryable, reference: string): Promise<{ delivery: (typeof coinOrders.$inferSelect)['delivery'] } | undefined> {
  const [order] = await db.select({ delivery: coinOrders.delivery }).from(coinOrders).where(eq(coinOrders.reference, reference)).limit(1);
  return order;
}
