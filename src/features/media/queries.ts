/**
 * SQL of the integrator calls (sync.ts): the newest download per category, the
 * latest period of each statistical series, the entries changed in a window, and the
 * years of the download lists.
 * No rules here beyond what the queries select.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { entries, entryI18n } from '#src/features/entries/schema.ts';
import { statPoints, statSeries, statSeriesI18n } from '#src/features/stats/schema.ts';
import { DOWNLOAD } from './modules.ts';

/** Per category of published downloads (visible at `now`): the newest entry's time and period, and how many there are. */
export async function newestDownloadsByCategory(db: Queryable, now: Date): Promise<Map<number | null, { at: Date; period: string | null; n: number }>> {
  const visible = and(eq(entries.module, DOWNLOAD), eq(entries.status, 'published'), lte(entries.publishedAt, now), isNotNull(entries.catId));
  const [newest, counts] = await Promise.all([
    db
      .selectDistinctOn([entries.catId], { catId: entries.catId, publishedAt: entries.publishedAt, period: sql<string | null>`${entries.data}->>'period'` })
      .from(entries)
      .where(visible)
      .orderBy(entries.catId, desc(entries.publishedAt), desc(entries.id)),
    db.select({ catId: entries.catId, n: sql<number>`count(*)::int` }).from(entries).where(visible).groupBy(entries.catId),
  ]);
  const countOf = new Map(counts.map((c) => [c.catId, c.n]));
  return new Map(newest.map((r) => [r.catId, { at: r.publishedAt, period: r.period, n: countOf.get(r.catId) ?? 0 }]));
}

/** Statistical series that hold values, with their latest period and count, in module and editor order. */
export function seriesWithValues(db: Queryable) {
  return db
    .select({
      id: statSeries.id,
      module: statSeries.module,
      slug: statSeries.slug,
      frequency: statSeries.frequency,
      last: sql<string>`max(${statPoints.period})`,
      n: sql<number>`count(*)::int`,
    })
    .from(statSeries)
    .innerJoin(statPoints, eq(statPoints.seriesId, statSeries.id))
    .groupBy(statSeries.id)
    .orderBy(asc(statSeries.module), asc(statSeries.sortOrder), asc(statSeries.id));
}

/** The texts of the given series, every language. */
export async function seriesTexts(db: Queryable, ids: number[]) {
  return ids.length ? db.select().from(statSeriesI18n).where(inArray(statSeriesI18n.seriesId, ids)) : [];
}

/** The moment an entry last changed for a reader: its own change, its texts', or its publication. */
const changedAt = sql<Date>`greatest(${entries.updatedAt}, ${entries.publishedAt}, coalesce((select max(${entryI18n.updatedAt}) from ${entryI18n} where ${entryI18n.entryId} = ${entries.id}), ${entries.updatedAt}))`;

/** One page of the entries changed in `(since, until]`, oldest change first, and how many there are. */
export async function changedEntries(db: Queryable, window: { since: Date; until: Date; modules?: string[] | undefined; page: number; pageSize: number }) {
  const conditions: SQL[] = [gt(changedAt, window.since), lte(changedAt, window.until)];
  if (window.modules?.length) conditions.push(inArray(entries.module, window.modules));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: entries.id, module: entries.module, status: entries.status, publishedAt: entries.publishedAt, changedAt })
      .from(entries)
      .where(where)
      .orderBy(asc(changedAt), asc(entries.id))
      .limit(window.pageSize)
      .offset((window.page - 1) * window.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(entries).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The years (Macao time) with published entries of the module (in these categories, if given), newest first. */
export function publishedYearsDescending(db: Queryable, module: string, catIds: number[] | undefined, now: Date): Promise<{ year: number }[]> {
  const year = sql<number>`extract(year from ${entries.publishedAt} at time zone 'Asia/Macau')::int`;
  const conditions = [eq(entries.module, module), eq(entries.status, 'published'), lte(entries.publishedAt, now)];
  if (catIds) conditions.push(inArray(entries.catId, catIds));
  return db.selectDistinct({ year }).from(entries).where(and(...conditions)).orderBy(desc(year));
}
