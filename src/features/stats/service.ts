/**
 * Statistical series (SPEC §7 `/cms/official_statistics`, `/cms/statistic_insurances`,
 * `/cms/financial_indicators`, and the statistics pages): each series with its
 * texts in the visitor's language, its points within a date range, its latest
 * point and its download file. The SQL is in queries.ts.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Paged } from '#src/features/entries/contract.ts';
import type { StatPoint, StatSeries } from './contract.ts';
import type { StatModule } from './stat-modules.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { groupBy, pickTranslation } from '#src/features/entries/translations.ts';
import { fileUrl } from '#src/features/files/service.ts';
import { periodBounds, seriesParts, seriesRows } from './queries.ts';

export interface SeriesFilter {
  module: StatModule;
  /** Only series of this category (of the module's category set). */
  catSlug?: string | undefined;
  /** Only these series. */
  slugs?: string[] | undefined;
  /** Periods starting on or after / on or before (YYYY, YYYY-MM or YYYY-MM-DD). */
  begin?: string | undefined;
  end?: string | undefined;
  /** Without `begin`, keep only this many latest points of each series. */
  lastPoints?: number | undefined;
}

const YEAR = /^\d{4}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** True for the date forms the range filters accept. */
export function isPeriodBound(value: string): boolean {
  return YEAR.test(value) || MONTH.test(value) || DAY.test(value);
}

/** A range start as the first day it covers: `2024` → `2024-01-01`, `2024-05` → `2024-05-01`. */
export function beginBound(value: string): string {
  if (YEAR.test(value)) return `${value}-01-01`;
  if (MONTH.test(value)) return `${value}-01`;
  return value;
}

/**
 * A range end as the last day it covers. Periods are stored as their first day,
 * and compared as text, so `2024-05` may end on the 31st whatever the month.
 */
export function endBound(value: string): string {
  if (YEAR.test(value)) return `${value}-12-31`;
  if (MONTH.test(value)) return `${value}-31`;
  return value;
}

export async function listSeries(db: Queryable, lang: Language, filter: SeriesFilter): Promise<Paged<StatSeries>> {
  const rows = await seriesRows(db, filter);
  if (!rows.length) return { data: [], total: 0 };

  const ids = rows.map((r) => r.series.id);
  const catIds = [...new Set(rows.map((r) => r.series.catId).filter((id): id is number => id !== null))];
  const fileIds = [...new Set(rows.map((r) => r.series.fileId).filter((id): id is number => id !== null))];
  const range = { from: filter.begin ? beginBound(filter.begin) : undefined, to: filter.end ? endBound(filter.end) : undefined };
  const [texts, catTexts, fileRows, points, latest] = await seriesParts(db, ids, catIds, fileIds, range);
  const textsById = groupBy(texts, (t) => t.seriesId);
  const catTextsById = groupBy(catTexts, (t) => t.moduleCatId);
  const pointsById = groupBy(points, (p) => p.seriesId);
  const latestById = new Map(latest.map((p) => [p.seriesId, { period: p.period, value: Number(p.value) }]));
  const fileById = new Map(fileRows.map((f) => [f.id, f]));

  const data: StatSeries[] = [];
  for (const { series, cat } of rows) {
    const picked = pickTranslation(textsById.get(series.id) ?? [], lang);
    if (!picked) continue;
    const catTitle = series.catId === null ? undefined : pickTranslation(catTextsById.get(series.catId) ?? [], lang)?.value.title;
    let seriesPoints: StatPoint[] = (pointsById.get(series.id) ?? []).map((p) => ({ period: p.period, value: Number(p.value) }));
    if (!filter.begin && filter.lastPoints !== undefined && seriesPoints.length > filter.lastPoints) {
      seriesPoints = seriesPoints.slice(seriesPoints.length - filter.lastPoints);
    }
    const file = series.fileId === null ? undefined : fileById.get(series.fileId);
    data.push({
      id: series.id,
      module: filter.module,
      slug: series.slug,
      category: cat?.slug && catTitle ? { slug: cat.slug, title: catTitle } : null,
      frequency: series.frequency,
      decimals: series.decimals,
      title: picked.value.title,
      unit: picked.value.unit,
      note: picked.value.note,
      lang: picked.lang,
      fallback: picked.fallback,
      points: seriesPoints,
      latest: latestById.get(series.id) ?? null,
      file: file ? { ...file, url: fileUrl(file) } : null,
      updatedAt: series.updatedAt.toISOString(),
    });
  }
  return { data, total: data.length };
}

/** The years covered by the series of a module (for the range filter of its page), newest first. */
export async function seriesYears(db: Queryable, module: StatModule, catSlug?: string): Promise<number[]> {
  const row = await periodBounds(db, module, catSlug);
  if (!row?.first || !row.last) return [];
  const years: number[] = [];
  for (let y = Number(row.last.slice(0, 4)); y >= Number(row.first.slice(0, 4)); y--) years.push(y);
  return years;
}
