/**
 * The SQL of the statistics series (no rules): the series of a module in their
 * order, what belongs to them (texts, category texts, files, points in a range,
 * latest points) and the first and last period of a module's data. service.ts
 * turns the rows into the answer in the visitor's language.
 */
import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { files } from '#src/features/files/schema.ts';
import { entries, entryI18n, moduleCatI18n, moduleCats } from '#src/features/entries/schema.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { CALENDAR_CAT, CALENDAR_MODULE } from './calendar-contract.ts';
import { statImports, statPoints, statSeries, statSeriesI18n } from './schema.ts';
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

// ——— The statistics desk (issue 35) ———

/** Every series with what an import needs to read and check its points. */
export function seriesForImport(db: Queryable) {
  return db
    .select({ id: statSeries.id, slug: statSeries.slug, frequency: statSeries.frequency, decimals: statSeries.decimals, releaseKey: statSeries.releaseKey })
    .from(statSeries)
    .orderBy(asc(statSeries.id));
}

/** The points of some series, in series then period order. */
export function pointsOfSeries(db: Queryable, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(statPoints).where(inArray(statPoints.seriesId, ids)).orderBy(asc(statPoints.seriesId), asc(statPoints.period));
}

/** The series for the desk's list: module, texts in every language, their latest point and their number of points. */
export async function deskSeriesRows(db: Queryable) {
  const [series, texts, latest, counts] = await Promise.all([
    db.select().from(statSeries).orderBy(asc(statSeries.module), asc(statSeries.sortOrder), asc(statSeries.id)),
    db.select().from(statSeriesI18n),
    db
      .selectDistinctOn([statPoints.seriesId], { seriesId: statPoints.seriesId, period: statPoints.period, value: statPoints.value })
      .from(statPoints)
      .orderBy(asc(statPoints.seriesId), sql`${statPoints.period} desc`),
    db.select({ seriesId: statPoints.seriesId, n: count() }).from(statPoints).groupBy(statPoints.seriesId),
  ]);
  return { series, texts, latest, counts };
}

/** Locks some series (a publication of their points waits for another on the same series). */
export async function lockSeries(db: Queryable, ids: number[]): Promise<void> {
  if (ids.length) await db.select({ id: statSeries.id }).from(statSeries).where(inArray(statSeries.id, ids)).orderBy(asc(statSeries.id)).for('update');
}

/** Adds or revises points (never removes one) and dates the series' revision. */
export async function writePoints(db: Queryable, points: { seriesId: number; period: string; value: number }[], now: Date): Promise<void> {
  for (let i = 0; i < points.length; i += 500) {
    const chunk = points.slice(i, i + 500).map((p) => ({ seriesId: p.seriesId, period: p.period, value: p.value.toFixed(6) }));
    await db
      .insert(statPoints)
      .values(chunk)
      .onConflictDoUpdate({ target: [statPoints.seriesId, statPoints.period], set: { value: sql`excluded.value` } });
  }
  const ids = [...new Set(points.map((p) => p.seriesId))];
  if (ids.length) await db.update(statSeries).set({ updatedAt: now }).where(inArray(statSeries.id, ids));
}

export type StatImportRow = typeof statImports.$inferSelect;
export type StatImportSummary = Omit<StatImportRow, 'fileBytes'>;
const { fileBytes: _bytes, ...importSummaryColumns } = getTableColumns(statImports);

export async function insertStatImport(db: Queryable, row: typeof statImports.$inferInsert): Promise<void> {
  await db.insert(statImports).values(row);
}

export async function selectStatImports(db: Queryable, filter: { status?: StatImportRow['status'] | undefined; seriesId?: number | undefined }, limit: number, offset: number): Promise<{ rows: StatImportSummary[]; total: number }> {
  const where = and(filter.status ? eq(statImports.status, filter.status) : undefined, filter.seriesId !== undefined ? sql`${filter.seriesId} = any(${statImports.seriesIds})` : undefined);
  const rows = await db.select(importSummaryColumns).from(statImports).where(where).orderBy(desc(statImports.uploadedAt), desc(statImports.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(statImports).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function selectStatImport(db: Queryable, id: string): Promise<StatImportSummary | undefined> {
  return (await db.select(importSummaryColumns).from(statImports).where(eq(statImports.id, id)))[0];
}

export async function selectStatImportForUpdate(db: Queryable, id: string): Promise<StatImportRow | undefined> {
  return (await db.select().from(statImports).where(eq(statImports.id, id)).for('update'))[0];
}

/** Older pending imports of any of these series become superseded; returns their ids. */
export async function supersedeStatImports(db: Queryable, exceptId: string, seriesIds: number[], at: Date): Promise<string[]> {
  const rows = await db
    .update(statImports)
    .set({ status: 'superseded', decidedAt: at })
    .where(and(eq(statImports.status, 'pending'), sql`${statImports.id} <> ${exceptId}`, sql`${statImports.seriesIds} && ${`{${seriesIds.map((n) => String(Math.trunc(n))).join(',')}}`}::integer[]`))
    .returning({ id: statImports.id });
  return rows.map((r) => r.id);
}

/** Settles a pending import (one conditional update: one decision counts); false when it was no longer pending. */
export async function settleStatImport(
  db: Queryable,
  id: string,
  change: { status: 'published' | 'refused' | 'outdated'; decidedBy: string | null; decidedByEmail: string | null; decidedAt: Date; note: string | null },
): Promise<boolean> {
  const rows = await db
    .update(statImports)
    .set(change)
    .where(and(eq(statImports.id, id), eq(statImports.status, 'pending')))
    .returning({ id: statImports.id });
  return rows.length === 1;
}

/** Pending imports another person uploaded (the home screen's count). */
export async function countPendingStatImports(db: Queryable, notUploadedBy: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(statImports)
    .where(and(eq(statImports.status, 'pending'), sql`${statImports.uploadedBy} <> ${notUploadedBy}`));
  return row?.n ?? 0;
}

/** The advance release calendars (every year, whatever their state), their stored data and their texts' data. */
export async function calendarRows(db: Queryable) {
  const rows = await db
    .select({ id: entries.id, data: entries.data, status: entries.status })
    .from(entries)
    .innerJoin(moduleCats, eq(moduleCats.id, entries.catId))
    .where(and(eq(entries.module, CALENDAR_MODULE), eq(moduleCats.slug, CALENDAR_CAT)))
    .orderBy(asc(entries.id));
  const texts = rows.length
    ? await db.select({ entryId: entryI18n.entryId, lang: entryI18n.lang, data: entryI18n.data }).from(entryI18n).where(inArray(entryI18n.entryId, rows.map((r) => r.id)))
    : [];
  return { rows, texts: texts as { entryId: number; lang: Language; data: Record<string, unknown> }[] };
}

/** A calendar locked for the rest of the transaction (marking its releases done). */
export async function calendarForUpdate(db: Queryable, id: number): Promise<Record<string, unknown> | undefined> {
  return (await db.select({ data: entries.data }).from(entries).where(eq(entries.id, id)).for('update'))[0]?.data;
}

/** Writes a calendar's data back (its content tag moves with the row: the calendar page follows). */
export async function writeCalendarData(db: Queryable, id: number, data: Record<string, unknown>, now: Date): Promise<void> {
  await db.update(entries).set({ data, updatedAt: now }).where(eq(entries.id, id));
}

/** What the download file of some series is made of: the series, their zh-hant and English texts. */
export function seriesWithTexts(db: Queryable, ids: number[]) {
  return Promise.all([db.select().from(statSeries).where(inArray(statSeries.id, ids)), db.select().from(statSeriesI18n).where(and(inArray(statSeriesI18n.seriesId, ids), inArray(statSeriesI18n.lang, ['zh-hant', 'en'])))]);
}

/** Points a series at its new download file. */
export async function setSeriesFile(db: Queryable, id: number, fileId: number): Promise<void> {
  await db.update(statSeries).set({ fileId }).where(eq(statSeries.id, id));
}
