/**
 * The SQL of the statistics series (no rules): the series of a module in their
 * order, what belongs to them (texts, category texts, files, points in a range,
 * latest points) and the first and last period of a module's data. service.ts
 * turns the rows into the answer in the visitor's language.
 */
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { files } from '#src/features/files/schema.ts';
import { moduleCatI18n, moduleCats } from '#src/features/entries/schema.ts';
import { statPoints, statSeries, statSeriesI18n } from './schema.ts';
import type { StatModule } from './stat-modules.ts';

/** The series of a module (optionally of one category, or only some slugs), in category then series order. */
export function seriesRows(db: Queryable, filter: { module: StatModule; slugs?: string[] | undefined; catSlug?: string | undefined }) {
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
  return db
    .select({ series: statSeries, cat: { slug: moduleCats.slug, sortOrder: moduleCats.sortOrder } })
    .from(statSeries)
    .leftJoin(moduleCats, eq(moduleCats.id, statSeries.catId))
    .where(and(...conditions))
    .orderBy(asc(sql`coalesce(${moduleCats.sortOrder}, 0)`), asc(statSeries.sortOrder), asc(statSeries.id));
}

/**
 * What the series `ids` need: their texts, their categories' texts, their files,
 * their points between two first days (inclusive, oldest first) and each one's latest point.
 */
export function seriesParts(db: Queryable, ids: number[], catIds: number[], fileIds: number[], range: { from?: string | undefined; to?: string | undefined }) {
  return Promise.all([
    db.select().from(statSeriesI18n).where(inArray(statSeriesI18n.seriesId, ids)),
    catIds.length ? db.select().from(moduleCatI18n).where(inArray(moduleCatI18n.moduleCatId, catIds)) : Promise.resolve([]),
    fileIds.length
      ? db.select({ id: files.id, name: files.name, mime: files.mime, size: files.size }).from(files).where(inArray(files.id, fileIds))
      : Promise.resolve([]),
    db
      .select()
      .from(statPoints)
      .where(and(inArray(statPoints.seriesId, ids), range.from ? gte(statPoints.period, range.from) : undefined, range.to ? lte(statPoints.period, range.to) : undefined))
      .orderBy(asc(statPoints.seriesId), asc(statPoints.period)),
    db
      .selectDistinctOn([statPoints.seriesId], { seriesId: statPoints.seriesId, period: statPoints.period, value: statPoints.value })
      .from(statPoints)
      .where(inArray(statPoints.seriesId, ids))
      .orderBy(asc(statPoints.seriesId), sql`${statPoints.period} desc`),
  ]);
}

/** The first and last period with data among a module's series (of one category). */
export async function periodBounds(db: Queryable, module: StatModule, catSlug?: string): Promise<{ first: string | null; last: string | null } | undefined> {
  const conditions: (SQL | undefined)[] = [eq(statSeries.module, module)];
  if (catSlug) conditions.push(eq(moduleCats.slug, catSlug));
  const [row] = await db
    .select({ first: sql<string | null>`min(${statPoints.period})`, last: sql<string | null>`max(${statPoints.period})` })
    .from(statPoints)
    .innerJoin(statSeries, eq(statSeries.id, statPoints.seriesId))
    .leftJoin(moduleCats, eq(moduleCats.id, statSeries.catId))
    .where(and(...conditions));
  return row;
}
