/** SQL of the coin shop (no rules: see service.ts). */
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, notInArray, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Queryable, Transaction } from '#src/server/db/open.ts';
import { files } from '#src/features/files/schema.ts';
import { coinI18n, coinOrderEvents, coinOrderLines, coinOrders, coinPictures, coins } from './schema.ts';
import { emailMatches, phoneMatches, type PersonKey } from '#src/server/db/person.ts';

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

/** How many coins of each issue the buyer (by e-mail or phone) has already ordered (cancelled and expired orders not counted: their coins went back). */
export async function boughtByBuyer(tx: Queryable, coinIds: readonly number[], email: string, phone: string): Promise<Map<number, number>> {
  if (!coinIds.length) return new Map();
  const rows = await tx
    .select({ coinId: coinOrderLines.coinId, quantity: sum(coinOrderLines.quantity).mapWith(Number) })
    .from(coinOrderLines)
    .innerJoin(coinOrders, eq(coinOrders.id, coinOrderLines.orderId))
    .where(and(inArray(coinOrderLines.coinId, [...coinIds]), or(eq(coinOrders.email, email), eq(coinOrders.phone, phone)), notInArray(coinOrders.status, ['cancelled', 'expired'])))
    .groupBy(coinOrderLines.coinId);
  return new Map(rows.map((r) => [r.coinId, r.quantity]));
}

/**
 * Takes `quantity` coins if — at the moment the row is locked — the coin is on sale at
 * the expected price and has that many left. The conditions are re-checked by the
 * database on the locked row (READ COMMITTED re-evaluates the WHERE after waiting), so
 * concurrent buyers can never take more than the stock: the loser updates no row.
 */
export async function takeStock(tx: Transaction, coinId: number, quantity: number, priceAvos: number, now = new Date()): Promise<{ stock: number } | undefined> {
  const [row] = await tx
    .update(coins)
    .set({
      stock: sql`${coins.stock} - ${quantity}`,
      status: sql`case when ${coins.stock} - ${quantity} = 0 then 'sold-out' else ${coins.status} end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(coins.id, coinId), eq(coins.status, 'on-sale'), gte(coins.stock, quantity), eq(coins.priceAvos, priceAvos), or(isNull(coins.saleOpensAt), lte(coins.saleOpensAt, now))))
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

// --- staff side: an order's life (service: orders.ts) ------------------------------------

export type OrderRow = typeof coinOrders.$inferSelect;
export type OrderStatusValue = OrderRow['status'];
export type OrderEventRow = typeof coinOrderEvents.$inferSelect;

export async function selectOrder(db: Queryable, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(coinOrders).where(eq(coinOrders.id, id)).limit(1);
  return row;
}

/** The order, its row locked until the transaction ends: two staff actions (or a staff action and the expiry job) on one order take turns. */
export async function lockOrder(tx: Transaction, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(coinOrders).where(eq(coinOrders.id, id)).for('update').limit(1);
  return row;
}

/** Moves the order on if it is still in `from` at `version` (the conditional update is the guard). */
export async function moveOrder(tx: Transaction, id: number, from: OrderStatusValue, version: number, to: OrderStatusValue, now: Date, payBy?: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(coinOrders)
    .set({ status: to, version: sql`${coinOrders.version} + 1`, updatedAt: now, ...(payBy ? { payBy } : {}) })
    .where(and(eq(coinOrders.id, id), eq(coinOrders.status, from), eq(coinOrders.version, version)))
    .returning();
  return row;
}

/** A note raises the version too: the screen reloads and a stale action is refused. */
export async function touchOrder(tx: Transaction, id: number, version: number, now: Date): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(coinOrders)
    .set({ version: sql`${coinOrders.version} + 1`, updatedAt: now })
    .where(and(eq(coinOrders.id, id), eq(coinOrders.version, version)))
    .returning();
  return row;
}

/**
 * Claims the orders whose payment deadline has passed, and marks them expired in the
 * same statement: rows another instance holds are skipped (`SKIP LOCKED`), and an order
 * is claimed only while it is still awaiting payment, so each expires exactly once.
 */
export async function expireDueOrders(tx: Transaction, now: Date, limit: number): Promise<OrderRow[]> {
  const due = tx
    .select({ id: coinOrders.id })
    .from(coinOrders)
    .where(and(eq(coinOrders.status, 'payment-requested'), lte(coinOrders.payBy, now)))
    .orderBy(asc(coinOrders.payBy))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(coinOrders)
    .set({ status: 'expired', version: sql`${coinOrders.version} + 1`, updatedAt: now })
    .where(and(inArray(coinOrders.id, due), eq(coinOrders.status, 'payment-requested')))
    .returning();
}

export type OrderLineRow = typeof coinOrderLines.$inferSelect & { slug: string };

export function selectOrderLines(db: Queryable, orderId: number): Promise<OrderLineRow[]> {
  return db
    .select({ orderId: coinOrderLines.orderId, coinId: coinOrderLines.coinId, quantity: coinOrderLines.quantity, unitPriceAvos: coinOrderLines.unitPriceAvos, slug: coins.slug })
    .from(coinOrderLines)
    .innerJoin(coins, eq(coins.id, coinOrderLines.coinId))
    .where(eq(coinOrderLines.orderId, orderId))
    .orderBy(asc(coinOrderLines.coinId));
}

/** Puts coins back on sale (a cancelled or expired order); a coin sold out by orders is on sale again, one staff took offline stays offline. */
export async function returnStock(tx: Transaction, coinId: number, quantity: number): Promise<void> {
  await tx
    .update(coins)
    .set({ stock: sql`${coins.stock} + ${quantity}`, status: sql`case when ${coins.status} = 'sold-out' then 'on-sale' else ${coins.status} end`, updatedAt: sql`now()` })
    .where(eq(coins.id, coinId));
}

export async function insertOrderEvent(tx: Transaction, event: typeof coinOrderEvents.$inferInsert): Promise<void> {
  await tx.insert(coinOrderEvents).values(event);
}

export function selectOrderEvents(db: Queryable, orderId: number): Promise<OrderEventRow[]> {
  return db.select().from(coinOrderEvents).where(eq(coinOrderEvents.orderId, orderId)).orderBy(asc(coinOrderEvents.at), asc(coinOrderEvents.id));
}

export interface OrderFilter {
  status?: OrderStatusValue | undefined;
  coin?: string | undefined;
  /** Placed at or after / before (instants). */
  from?: Date | undefined;
  to?: Date | undefined;
  /** A reference, an e-mail address or a phone number (or part of one). */
  search?: string | undefined;
}

const ORDER_SORT_COLUMNS = { createdAt: coinOrders.createdAt, reference: coinOrders.reference, status: coinOrders.status, total: coinOrders.totalAvos, payBy: coinOrders.payBy } as const;

function orderWhere(filter: OrderFilter): SQL | undefined {
  const like = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    filter.status ? eq(coinOrders.status, filter.status) : undefined,
    filter.from ? gte(coinOrders.createdAt, filter.from) : undefined,
    filter.to ? lt(coinOrders.createdAt, filter.to) : undefined,
    filter.coin
      ? inArray(
          coinOrders.id,
          sql`(select ${coinOrderLines.orderId} from ${coinOrderLines} inner join ${coins} on ${coins.id} = ${coinOrderLines.coinId} where ${coins.slug} = ${filter.coin})`,
        )
      : undefined,
    like ? or(ilike(coinOrders.reference, like), ilike(coinOrders.email, like), ilike(coinOrders.phone, like)) : undefined,
  );
}

export async function listOrders(db: Queryable, filter: OrderFilter, sort: keyof typeof ORDER_SORT_COLUMNS, order: 'ASC' | 'DESC', offset: number, limit: number): Promise<{ rows: OrderRow[]; total: number }> {
  const where = orderWhere(filter);
  const column = ORDER_SORT_COLUMNS[sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(coinOrders)
      .where(where)
      .orderBy(order === 'ASC' ? asc(column) : desc(column), desc(coinOrders.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(coinOrders).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The cashier's lists of a day: payments awaited (deadline by the day's end) and coins ready to collect. */
export async function dailyOrders(db: Queryable, dayEnd: Date): Promise<{ payments: OrderRow[]; collections: OrderRow[] }> {
  const [payments, collections] = await Promise.all([
    db.select().from(coinOrders).where(and(eq(coinOrders.status, 'payment-requested'), lte(coinOrders.payBy, dayEnd))).orderBy(asc(coinOrders.payBy), asc(coinOrders.id)),
    db.select().from(coinOrders).where(and(eq(coinOrders.status, 'ready'), eq(coinOrders.delivery, 'counter'))).orderBy(asc(coinOrders.updatedAt), asc(coinOrders.id)),
  ]);
  return { payments, collections };
}

/** The lines of several orders with their coins' slugs. */
export function selectLinesOf(db: Queryable, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  if (!orderIds.length) return Promise.resolve([]);
  return db
    .select({ orderId: coinOrderLines.orderId, coinId: coinOrderLines.coinId, quantity: coinOrderLines.quantity, unitPriceAvos: coinOrderLines.unitPriceAvos, slug: coins.slug })
    .from(coinOrderLines)
    .innerJoin(coins, eq(coins.id, coinOrderLines.coinId))
    .where(inArray(coinOrderLines.orderId, [...orderIds]))
    .orderBy(asc(coinOrderLines.orderId), asc(coinOrderLines.coinId));
}

/** How many orders wait in each status that needs staff, and how many awaiting payment have their deadline by `dueBy`. */
export async function orderCounts(db: Queryable, dueBy: Date): Promise<{ received: number; paid: number; ready: number; overdue: number }> {
  const [row] = await db
    .select({
      received: sql<number>`count(*) filter (where ${coinOrders.status} = 'received')`.mapWith(Number),
      paid: sql<number>`count(*) filter (where ${coinOrders.status} = 'paid')`.mapWith(Number),
      ready: sql<number>`count(*) filter (where ${coinOrders.status} = 'ready')`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${coinOrders.status} = 'payment-requested' and ${coinOrders.payBy} <= ${dueBy})`.mapWith(Number),
    })
    .from(coinOrders)
    .where(inArray(coinOrders.status, ['received', 'paid', 'ready', 'payment-requested']));
  return row ?? { received: 0, paid: 0, ready: 0, overdue: 0 };
}

// --- staff side: the catalogue (service: catalogue.ts) ----------------------------------------

export type CoinInsert = typeof coins.$inferInsert;
export interface PictureMeta {
  id: number;
  name: string;
  mime: string;
  size: number;
}

export interface IssueFilter {
  status?: CoinRow['status'] | undefined;
  year?: number | undefined;
  /** Part of the slug or of a name in any language. */
  search?: string | undefined;
}

const ISSUE_SORT_COLUMNS = { year: coins.year, slug: coins.slug, price: coins.priceAvos, stock: coins.stock, status: coins.status, saleOpensAt: coins.saleOpensAt } as const;

export async function listIssues(db: Queryable, filter: IssueFilter, sort: keyof typeof ISSUE_SORT_COLUMNS, order: 'ASC' | 'DESC', offset: number, limit: number): Promise<{ rows: CoinRow[]; total: number }> {
  const like = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    filter.status ? eq(coins.status, filter.status) : undefined,
    filter.year ? eq(coins.year, filter.year) : undefined,
    like ? or(ilike(coins.slug, like), inArray(coins.id, sql`(select ${coinI18n.coinId} from ${coinI18n} where ${coinI18n.name} ilike ${like})`)) : undefined,
  );
  const column = ISSUE_SORT_COLUMNS[sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(coins)
      .where(where)
      .orderBy(order === 'ASC' ? asc(column) : desc(column), desc(coins.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(coins).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function selectIssue(db: Queryable, id: number): Promise<CoinRow | undefined> {
  const [row] = await db.select().from(coins).where(eq(coins.id, id)).limit(1);
  return row;
}

/** The issue, its row locked until the transaction ends: a save and the orders of the coin take turns. */
export async function lockIssue(tx: Transaction, id: number): Promise<CoinRow | undefined> {
  const [row] = await tx.select().from(coins).where(eq(coins.id, id)).for('update').limit(1);
  return row;
}

export async function slugTaken(db: Queryable, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: coins.id }).from(coins).where(eq(coins.slug, slug)).limit(1);
  return !!row;
}

export async function insertIssue(tx: Transaction, values: CoinInsert): Promise<CoinRow> {
  const [row] = await tx.insert(coins).values(values).returning();
  if (!row) throw new Error('coin issue not inserted');
  return row;
}

/**
 * Saves an issue the caller has locked at `version`: its fields, the stock moved by
 * `stockDelta` from what it is now (orders may have moved it since the person read it),
 * and the version raised. The status follows the stock where staff did not take the
 * issue offline: sold out at 0, on sale above.
 */
export async function updateIssue(tx: Transaction, id: number, version: number, stockDelta: number, values: Omit<Partial<CoinInsert>, 'stock' | 'status' | 'version'>, status: CoinRow['status'], now: Date): Promise<CoinRow | undefined> {
  const stock = sql`${coins.stock} + ${stockDelta}`;
  const [row] = await tx
    .update(coins)
    .set({
      ...values,
      stock,
      status: status === 'offline' ? 'offline' : sql`case when ${coins.stock} + ${stockDelta} = 0 then 'sold-out' else 'on-sale' end`,
      version: sql`${coins.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(coins.id, id), eq(coins.version, version), sql`${coins.stock} + ${stockDelta} >= 0`))
    .returning();
  return row;
}

export async function replaceIssueTexts(tx: Transaction, coinId: number, texts: Omit<CoinTextRow, 'coinId'>[]): Promise<void> {
  await tx.delete(coinI18n).where(eq(coinI18n.coinId, coinId));
  if (texts.length) await tx.insert(coinI18n).values(texts.map((t) => ({ ...t, coinId })));
}

export async function replaceIssuePictures(tx: Transaction, coinId: number, fileIds: readonly number[]): Promise<void> {
  await tx.delete(coinPictures).where(eq(coinPictures.coinId, coinId));
  if (fileIds.length) await tx.insert(coinPictures).values(fileIds.map((fileId, position) => ({ coinId, fileId, position })));
}

/** The pictures of issues, in their order, with their files' names. */
export async function selectIssuePictures(db: Queryable, coinIds: readonly number[]): Promise<(PictureMeta & { coinId: number })[]> {
  if (!coinIds.length) return [];
  return db
    .select({ coinId: coinPictures.coinId, id: files.id, name: files.name, mime: files.mime, size: files.size })
    .from(coinPictures)
    .innerJoin(files, eq(files.id, coinPictures.fileId))
    .where(inArray(coinPictures.coinId, [...coinIds]))
    .orderBy(asc(coinPictures.coinId), asc(coinPictures.position));
}

const RASTER = ['image/png', 'image/jpeg', 'image/gif'];

/** Stored raster images (what a coin may show), newest first; with `ids`, only those. */
export function selectImageFiles(db: Queryable, options: { ids?: readonly number[]; search?: string; limit?: number } = {}): Promise<PictureMeta[]> {
  const like = options.search ? `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return db
    .select({ id: files.id, name: files.name, mime: files.mime, size: files.size })
    .from(files)
    .where(and(inArray(files.mime, RASTER), options.ids ? inArray(files.id, [...options.ids]) : undefined, like ? ilike(files.name, like) : undefined))
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(options.limit ?? 200);
}

/** One stored raster image's bytes (the staff preview). */
export async function selectImageContent(db: Queryable, id: number): Promise<{ name: string; mime: string; content: Buffer } | undefined> {
  const [row] = await db.select({ name: files.name, mime: files.mime, content: files.content }).from(files).where(and(eq(files.id, id), inArray(files.mime, RASTER))).limit(1);
  return row;
}

/**
 * Issues whose sale opening minute has come and that nothing wrote since: touched, so
 * their pages (tag `coins`) are made again at once rather than when the render cache's
 * minute runs out. A pass with nothing to open changes no row and leaves the tag alone
 * (migration 0032).
 */
export async function touchOpenedSales(tx: Transaction, now: Date): Promise<number> {
  const rows = await tx
    .update(coins)
    .set({ updatedAt: now })
    .where(and(lte(coins.saleOpensAt, now), lt(coins.updatedAt, coins.saleOpensAt)))
    .returning({ id: coins.id });
  return rows.length;
}

// --- personal data (src/features/privacy) ------------------------------------------------

/** When an order ended: the event that moved it to its final status, else its last change. */
const orderEnded = sql`coalesce((select max(e.at) from ${coinOrderEvents} e where e.order_id = ${coinOrders.id} and e.to_status = ${coinOrders.status}), ${coinOrders.updatedAt})`;

/**
 * Removes the buyer's data from orders collected, cancelled or expired at or before
 * `cutoff` (name, address, phone, fax, e-mail; staff notes on the timeline), keeping
 * the order, its lines and its steps for the shop's counts. Each order once: the
 * claim is `erased_at IS NULL`, rows another run holds are skipped. The number erased.
 */
export async function eraseOrdersEndedBefore(tx: Queryable, cutoff: Date, now: Date): Promise<number> {
  const due = tx
    .select({ id: coinOrders.id })
    .from(coinOrders)
    .where(and(sql`${coinOrders.erasedAt} is null`, inArray(coinOrders.status, ['collected', 'cancelled', 'expired']), lte(orderEnded, cutoff)))
    .for('update', { skipLocked: true });
  const erased = await tx
    .update(coinOrders)
    .set({ name: '', address: '', phone: '', fax: null, email: '', smsConsent: false, erasedAt: now, version: sql`${coinOrders.version} + 1` })
    .where(inArray(coinOrders.id, due))
    .returning({ id: coinOrders.id });
  if (erased.length) {
    await tx
      .update(coinOrderEvents)
      .set({ note: null })
      .where(inArray(
        coinOrderEvents.orderId,
        erased.map((r) => r.id),
      ));
  }
  return erased.length;
}

/** Every order (not erased) placed with this address or phone, with its lines and timeline: a subject access export. */
export async function ordersOfPerson(db: Queryable, who: PersonKey) {
  const match = who.email ? emailMatches(coinOrders.email, who.email) : who.phoneDigits ? phoneMatches(coinOrders.phone, who.phoneDigits) : null;
  if (!match) return [];
  const orders = await db
    .select()
    .from(coinOrders)
    .where(and(sql`${coinOrders.erasedAt} is null`, match))
    .orderBy(asc(coinOrders.createdAt));
  if (!orders.length) return [];
  const ids = orders.map((o) => o.id);
  const lines = await db
    .select({ orderId: coinOrderLines.orderId, coin: coins.slug, quantity: coinOrderLines.quantity, unitPriceAvos: coinOrderLines.unitPriceAvos })
    .from(coinOrderLines)
    .innerJoin(coins, eq(coins.id, coinOrderLines.coinId))
    .where(inArray(coinOrderLines.orderId, ids));
  const events = await db.select().from(coinOrderEvents).where(inArray(coinOrderEvents.orderId, ids)).orderBy(asc(coinOrderEvents.at), asc(coinOrderEvents.id));
  return orders.map((o) => ({ ...o, lines: lines.filter((l) => l.orderId === o.id), events: events.filter((e) => e.orderId === o.id) }));
}
