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
import type { Language } from '#src/lib/i18n/languages.ts';
import type { LastDataDate, SyncItem, SyncPage } from './contract.ts';
import type { ModuleCat } from '#src/features/entries/contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { getModuleCats } from '#src/features/entries/module-cats.ts';
import { groupBy, pickTranslation } from '#src/features/entries/translations.ts';
import { getEntry, MAX_PAGE_SIZE } from '#src/features/entries/service.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { macaoToday } from '#src/lib/format.ts';
import { CATEGORY_SET, DOWNLOAD } from './modules.ts';
import { changedEntries, newestDownloadsByCategory, seriesTexts, seriesWithValues } from './queries.ts';
import { rateDatasets } from '#src/features/rates/service.ts';
import { ratesText } from '#src/features/rates/messages.ts';

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
  const byCat = await newestDownloadsByCategory(db, now);
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
        out.push({ dataset: `downloads/${cat.slug}`, kind: 'category', title: cat.title, lastDate: macaoToday(latest.at), lastPeriod: latest.period, count: latest.n });
      }
      visit(cat.children);
    }
  };
  visit(await getModuleCats(db, lang, { module: CATEGORY_SET[DOWNLOAD] }));

  // Statistical series: the latest period with a value.
  const series = await seriesWithValues(db);
  const titles = groupBy(await seriesTexts(db, series.map((s) => s.id)), (t) => t.seriesId);
  for (const s of series) {
    const title = pickTranslation(titles.get(s.id) ?? [], lang)?.value.title ?? s.slug;
    out.push({ dataset: `series/${s.module}/${s.slug}`, kind: 'series', title, lastDate: s.last, lastPeriod: periodLabel(s.last, s.frequency), count: s.n });
  }

  // Rates: the latest publication per rate dataset (`rates/exchange-rate`, …).
  for (const rates of rateDatasets()) {
    const { last, n } = await rates.select(db);
    if (last) out.push({ dataset: rates.dataset, kind: 'series', title: ratesText.t(lang, `rates.title.${rates.type}`), lastDate: last, lastPeriod: last, count: n });
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

export async function syncData(db: Queryable, lang: Language, request: SyncRequest): Promise<SyncPage> {
  const now = request.now ?? new Date();
  // The window never reaches into the future: an entry scheduled later appears when its time comes.
  const until = request.until && request.until < now ? request.until : now;
  const pageSize = Math.min(Math.max(request.pageSize ?? 50, 1), MAX_PAGE_SIZE);
  const page = Math.max(request.page ?? 1, 1);
  const { rows, total } = await changedEntries(db, { since: request.since, until, modules: request.modules, page, pageSize });
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
  return { data, total, since: request.since.toISOString(), until: until.toISOString() };
}
