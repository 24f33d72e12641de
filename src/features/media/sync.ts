/**
 * Calls for mirrors and integrators (SPEC §7 /cms/last_data_date, /cms/sync_data).
 *
 * - last_data_date: how current each dataset is. Datasets are the categories of
 *   the downloads set that hold published entries (the newest entry's Macao date
 *   and reference period, subcategories included) and the statistical series
 *   that hold values (the latest period).
 * - sync_data: a change feed of module entries. An entry appears once it changed
 *   (itself or one of its texts) or became visible (its publication time passed)
 *   after `since`: published ones as `upsert` with the whole entry, others as
 *   `withdrawn` so that a mirror removes them. Entries deleted outright leave no
 *   trace (there is no tombstone table); mirrors should rebuild from a full sync
 *   (`since` = 1970-01-01) from time to time.
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { LastDataDate, SyncItem, SyncPage } from './contract.ts';
import type { ModuleCat } from '#src/features/site/cms-contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { entries, entryI18n, statPoints, statSeries, statSeriesI18n } from '#src/server/db/schema.ts';
import { getModuleCats } from '#src/features/entries/module-cats.ts';
import { groupBy, pickTranslation } from '#src/features/entries/translations.ts';
import { getEntry, MAX_PAGE_SIZE } from '#src/features/entries/service.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { macaoDate } from './downloads.ts';
import { CATEGORY_SET, DOWNLOAD } from './modules.ts';
import { rateDatasets } from '#src/features/rates/service.ts';
import { t } from '#src/i18n/index.ts';

function periodLabel(period: string, frequency: string): string {
  const [year, month] = period.split('-');
  switch (frequency) {
    case 'yearly':
      return year ?? period;
    case 'quarterly':
      return `${year}-Q${Math.floor((Number(month) - 1) / 3) + 1}`;
    case 'monthly':
      return period.slice(0, 7);
    default:
      return period;
  }
}

/** Every dataset with its latest data date; `dataset` narrows to one (unknown ones are a 404). */
export async function lastDataDates(db: Queryable, lang: Language, options: { dataset?: string | undefined; now?: Date } = {}): Promise<LastDataDate[]> {
  const now = options.now ?? new Date();
  const out: LastDataDate[] = [];

  // Categories: the newest published entry per category, then rolled up each subtree.
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
  const byCat = new Map(newest.map((r) => [r.catId, { at: r.publishedAt, period: r.period, n: countOf.get(r.catId) ?? 0 }]));
  const rollUp = (cat: ModuleCat): { at: Date; period: string | null; n: number } | undefined => {
    let best = byCat.get(cat.id);
    let n = best?.n ?? 0;
    for (const child of cat.children) {
      const sub = rollUp(child);
      if (!sub) continue;
      n += sub.n;
      if (!best || sub.at > best.at) best = sub;
    }
    return best ? { ...best, n } : undefined;
  };
  const visit = (cats: ModuleCat[]) => {
    for (const cat of cats) {
      const latest = rollUp(cat);
      if (latest) {
        out.push({ dataset: `downloads/${cat.slug}`, kind: 'category', title: cat.title, lastDate: macaoDate(latest.at), lastPeriod: latest.period, count: latest.n });
      }
      visit(cat.children);
    }
  };
  visit(await getModuleCats(db, lang, { module: CATEGORY_SET[DOWNLOAD] }));

  // Statistical series: the latest period with a value.
  const series = await db
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
  const titles = groupBy(series.length ? await db.select().from(statSeriesI18n).where(inArray(statSeriesI18n.seriesId, series.map((s) => s.id))) : [], (t) => t.seriesId);
  for (const s of series) {
    const title = pickTranslation(titles.get(s.id) ?? [], lang)?.value.title ?? s.slug;
    out.push({ dataset: `series/${s.module}/${s.slug}`, kind: 'series', title, lastDate: s.last, lastPeriod: periodLabel(s.last, s.frequency), count: s.n });
  }

  // Rates: the latest publication per rate dataset (`rates/exchange-rate`, …).
  for (const rates of rateDatasets()) {
    const { last, n } = await rates.select(db);
    if (last) out.push({ dataset: rates.dataset, kind: 'series', title: t(lang, `rates.title.${rates.type}`), lastDate: last, lastPeriod: last, count: n });
  }

  if (options.dataset === undefined) return out;
  const one = out.filter((d) => d.dataset === options.dataset);
  if (!one.length) throw new NotFoundError();
  return one;
}

export interface SyncRequest {
  since: Date;
  until?: Date | undefined;
  modules?: string[] | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  now?: Date;
}

/** The moment an entry last changed for a reader: its own change, its texts', or its publication. */
const changedAt = sql<Date>`greatest(${entries.updatedAt}, ${entries.publishedAt}, coalesce((select max(${entryI18n.updatedAt}) from ${entryI18n} where ${entryI18n.entryId} = ${entries.id}), ${entries.updatedAt}))`;

export async function syncData(db: Queryable, lang: Language, request: SyncRequest): Promise<SyncPage> {
  const now = request.now ?? new Date();
  // The window never reaches into the future: an entry scheduled later appears when its time comes.
  const until = request.until && request.until < now ? request.until : now;
  const pageSize = Math.min(Math.max(request.pageSize ?? 50, 1), MAX_PAGE_SIZE);
  const page = Math.max(request.page ?? 1, 1);
  const conditions: SQL[] = [gt(changedAt, request.since), lte(changedAt, until)];
  if (request.modules?.length) conditions.push(inArray(entries.module, request.modules));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: entries.id, module: entries.module, status: entries.status, publishedAt: entries.publishedAt, changedAt })
      .from(entries)
      .where(where)
      .orderBy(asc(changedAt), asc(entries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(entries).where(where),
  ]);
  const data: SyncItem[] = [];
  for (const row of rows) {
    const at = new Date(row.changedAt).toISOString();
    const visible = row.status === 'published' && row.publishedAt <= until;
    if (!visible) {
      data.push({ id: row.id, module: row.module, change: 'withdrawn', changedAt: at, entry: null });
      continue;
    }
    try {
      data.push({ id: row.id, module: row.module, change: 'upsert', changedAt: at, entry: await getEntry(db, row.module, row.id, lang, until) });
    } catch (err) {
      // An entry without any text cannot be shown: to a mirror it does not exist.
      if (!(err instanceof NotFoundError)) throw err;
      data.push({ id: row.id, module: row.module, change: 'withdrawn', changedAt: at, entry: null });
    }
  }
  return { data, total: count?.total ?? 0, since: request.since.toISOString(), until: until.toISOString() };
}
