/**
 * Statistical series (SPEC §7 `/cms/official_statistics`, `/cms/statistic_insurances`,
 * `/cms/financial_indicators`, and the statistics pages): each series with its
 * texts in the visitor's language, its points within a date range, its latest
 * point and its download file.
 */
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Paged } from '#src/features/entries/contract.ts';
import type { StatPoint, StatSeries } from './contract.ts';
import type { StatModule } from './stat-modules.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { files, moduleCatI18n, moduleCats, statPoints, statSeries, statSeriesI18n } from '#src/server/db/schema.ts';
import { groupBy, pickTranslation } from '#src/features/entries/translations.ts';
import { fileUrl } from '#src/features/files/service.ts';

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
  const conditions: (SQL | undefined)[] = [eq(statSeries.module, filter.module)];
  if (filter.slugs?.length) conditions.push(inArray(statSeries.slug, filter.slugs));
  if (filter.catSlug) {
    conditions.push(
      inArray(
        statSeries.catId,
        db
          .select({ id: moduleCats.id })
          .from(moduleCats)
          .where(and(eq(moduleCats.module, filter.module), eq(moduleCats.slug, filter.catSlug))),
      ),
    );
  }
  const rows = await db
    .select({ series: statSeries, cat: { slug: moduleCats.slug, sortOrder: moduleCats.sortOrder } })
    .from(statSeries)
    .leftJoin(moduleCats, eq(moduleCats.id, statSeries.catId))
    .where(and(...conditions))
    .orderBy(asc(sql`coalesce(${moduleCats.sortOrder}, 0)`), asc(statSeries.sortOrder), asc(statSeries.id));
  if (!rows.length) return { data: [], total: 0 };

  const ids = rows.map((r) => r.series.id);
  const catIds = [...new Set(rows.map((r) => r.series.catId).filter((id): id is number => id !== null))];
  const fileIds = [...new Set(rows.map((r) => r.series.fileId).filter((id): id is number => id !== null))];
  const pointConditions: (SQL | undefined)[] = [inArray(statPoints.seriesId, ids)];
  if (filter.begin) pointConditions.push(gte(statPoints.period, beginBound(filter.begin)));
  if (filter.end) pointConditions.push(lte(statPoints.period, endBound(filter.end)));

  const [texts, catTexts, fileRows, points, latest] = await Promise.all([
    db.select().from(statSeriesI18n).where(inArray(statSeriesI18n.seriesId, ids)),
    catIds.length ? db.select().from(moduleCatI18n).where(inArray(moduleCatI18n.moduleCatId, catIds)) : Promise.resolve([]),
    fileIds.length
      ? db.select({ id: files.id, name: files.name, mime: files.mime, size: files.size }).from(files).where(inArray(files.id, fileIds))
      : Promise.resolve([]),
    db
      .select()
      .from(statPoints)
      .where(and(...pointConditions))
      .orderBy(asc(statPoints.seriesId), asc(statPoints.period)),
    db
      .selectDistinctOn([statPoints.seriesId], { seriesId: statPoints.seriesId, period: statPoints.period, value: statPoints.value })
      .from(statPoints)
      .where(inArray(statPoints.seriesId, ids))
      .orderBy(asc(statPoints.seriesId), sql`${statPoints.period} desc`),
  ]);
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
  const conditions: (SQL | undefined)[] = [eq(statSeries.module, module)];
  if (catSlug) conditions.push(eq(moduleCats.slug, catSlug));
  const [row] = await db
    .select({ first: sql<string | null>`min(${statPoints.period})`, last: sql<string | null>`max(${statPoints.period})` })
    .from(statPoints)
    .innerJoin(statSeries, eq(statSeries.id, statPoints.seriesId))
    .leftJoin(moduleCats, eq(moduleCats.id, statSeries.catId))
    .where(and(...conditions));
  if (!row?.first || !row.last) return [];
  const years: number[] = [];
  for (let y = Number(row.last.slice(0, 4)); y >= Number(row.first.slice(0, 4)); y--) years.push(y);
  return years;
}
