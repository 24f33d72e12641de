/** SQL of the rates (no rules: see service.ts). */
import { and, asc, count, desc, eq, gte, inArray, lt, lte, max, sql } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { ratesBaseChanges, ratesCorrections, ratesDays, ratesFx, ratesImports, ratesInterest } from './schema.ts';

/** The public sees only days whose publication time has come (not `pending`). */
const isPublic = eq(ratesDays.pending, false);
const publicDays = (db: Queryable) => db.select({ day: ratesDays.day }).from(ratesDays).where(isPublic);

/** The latest publication day on or before `onOrBefore` (or overall). */
export async function latestDay(db: Queryable, onOrBefore: string | undefined): Promise<{ day: string | null } | undefined> {
  const [row] = await db
    .select({ day: max(ratesDays.day) })
    .from(ratesDays)
    .where(and(isPublic, onOrBefore ? lte(ratesDays.day, onOrBefore) : undefined));
  return row;
}

export async function firstDay(db: Queryable): Promise<{ day: string | null } | undefined> {
  const [row] = await db.select({ day: sql<string | null>`min(${ratesDays.day})` }).from(ratesDays).where(isPublic);
  return row;
}

/** The latest publication days, newest first. */
export function publicationDayRows(db: Queryable, limit: number): Promise<{ day: string; publishedAt: Date; correctedAt: Date | null }[]> {
  return db
    .select({ day: ratesDays.day, publishedAt: ratesDays.publishedAt, correctedAt: sql<Date | null>`(select max(${ratesCorrections.correctedAt}) from ${ratesCorrections} where ${ratesCorrections.day} = ${ratesDays.day})`.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))) })
    .from(ratesDays)
    .where(isPublic)
    .orderBy(desc(ratesDays.day))
    .limit(limit);
}

/** Exchange rates in a range of days (of these currencies; all when none), by day. */
export function fxRows(db: Queryable, begin: string, end: string, currencies: readonly string[]) {
  return db
    .select()
    .from(ratesFx)
    .where(and(gte(ratesFx.day, begin), lte(ratesFx.day, end), inArray(ratesFx.day, publicDays(db)), currencies.length ? inArray(ratesFx.currency, [...currencies]) : undefined))
    .orderBy(asc(ratesFx.day));
}

/** Interest rates of a series in a range of days (of these terms; all when none), by day. */
export function interestRows(db: Queryable, series: Series, begin: string, end: string, terms: readonly string[]) {
  return db
    .select()
    .from(ratesInterest)
    .where(and(eq(ratesInterest.series, series), gte(ratesInterest.day, begin), lte(ratesInterest.day, end), inArray(ratesInterest.day, publicDays(db)), terms.length ? inArray(ratesInterest.term, [...terms]) : undefined))
    .orderBy(asc(ratesInterest.day));
}

/** Base rate changes within an optional range of effective dates, newest first. */
export function baseChangeRows(db: Queryable, range: { begin?: string | undefined; end?: string | undefined }) {
  return db
    .select()
    .from(ratesBaseChanges)
    .where(
      and(
        eq(ratesBaseChanges.status, 'confirmed'),
        range.begin ? gte(ratesBaseChanges.effectiveOn, range.begin) : undefined,
        range.end ? lte(ratesBaseChanges.effectiveOn, range.end) : undefined,
      ),
    )
    .orderBy(desc(ratesBaseChanges.effectiveOn));
}

type Series = (typeof ratesInterest.$inferSelect)['series'];
type LastAndCount = { last: string | null; n: number } | undefined;

export async function interestCount(db: Queryable, series: Series): Promise<LastAndCount> {
  const [row] = await db
    .select({ last: max(ratesInterest.day), n: sql<number>`count(*)::int` })
    .from(ratesInterest)
    .where(and(eq(ratesInterest.series, series), inArray(ratesInterest.day, publicDays(db))));
  return row;
}

export async function fxCount(db: Queryable): Promise<LastAndCount> {
  const [row] = await db.select({ last: max(ratesFx.day), n: sql<number>`count(*)::int` }).from(ratesFx).where(inArray(ratesFx.day, publicDays(db)));
  return row;
}

export async function baseRateCount(db: Queryable): Promise<LastAndCount> {
  const [row] = await db
    .select({ last: max(ratesBaseChanges.effectiveOn), n: sql<number>`count(*)::int` })
    .from(ratesBaseChanges)
    .where(eq(ratesBaseChanges.status, 'confirmed'));
  return row;
}

/** The latest correction of a published day and dataset (the note on the page), if any. */
export async function lastCorrection(db: Queryable, day: string, dataset: 'exchange-rate' | 'maibor' | 'monia'): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(ratesCorrections.correctedAt) })
    .from(ratesCorrections)
    .where(and(eq(ratesCorrections.day, day), eq(ratesCorrections.dataset, dataset)));
  return row?.at ?? null;
}

// ---- The desk (staff side): every day, pending or public ----------------------------

export type DeskDataset = 'exchange-rate' | 'maibor' | 'monia';

export async function dayRow(db: Queryable, day: string): Promise<typeof ratesDays.$inferSelect | undefined> {
  const [row] = await db.select().from(ratesDays).where(eq(ratesDays.day, day));
  return row;
}

/** The exchange rates of one day, public or pending. */
export function fxOfDay(db: Queryable, day: string) {
  return db.select().from(ratesFx).where(eq(ratesFx.day, day));
}

/** The interest rates of one day and series, public or pending. */
export function interestOfDay(db: Queryable, series: Series, day: string) {
  return db.select().from(ratesInterest).where(and(eq(ratesInterest.series, series), eq(ratesInterest.day, day)));
}

/** The last day before `day` with exchange rates (the previous working day's figures). */
export async function previousFxDay(db: Queryable, day: string): Promise<string | null> {
  const [row] = await db.select({ day: max(ratesFx.day) }).from(ratesFx).where(lt(ratesFx.day, day));
  return row?.day ?? null;
}

/** The last day before `day` with fixings of a series. */
export async function previousInterestDay(db: Queryable, series: Series, day: string): Promise<string | null> {
  const [row] = await db.select({ day: max(ratesInterest.day) }).from(ratesInterest).where(and(eq(ratesInterest.series, series), lt(ratesInterest.day, day)));
  return row?.day ?? null;
}

/** Creates the day or sets when it is published; `pending` until then. */
export async function upsertDay(db: Queryable, day: string, publishedAt: Date, pending: boolean): Promise<void> {
  await db.insert(ratesDays).values({ day, publishedAt, pending }).onConflictDoUpdate({ target: ratesDays.day, set: { publishedAt, pending } });
}

export async function replaceFx(db: Queryable, day: string, rows: (typeof ratesFx.$inferInsert)[]): Promise<void> {
  await db.delete(ratesFx).where(eq(ratesFx.day, day));
  if (rows.length) await db.insert(ratesFx).values(rows);
}

export async function replaceInterest(db: Queryable, series: Series, day: string, rows: (typeof ratesInterest.$inferInsert)[]): Promise<void> {
  await db.delete(ratesInterest).where(and(eq(ratesInterest.series, series), eq(ratesInterest.day, day)));
  if (rows.length) await db.insert(ratesInterest).values(rows);
}

export async function insertCorrection(db: Queryable, row: typeof ratesCorrections.$inferInsert): Promise<void> {
  await db.insert(ratesCorrections).values(row);
}

export async function insertImport(db: Queryable, row: typeof ratesImports.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(ratesImports).values(row).returning({ id: ratesImports.id });
  if (!inserted) throw new Error('rates_imports: no row inserted');
  return inserted.id;
}

/** Days whose publication time has come: made public in one conditional UPDATE (exactly once, whatever the instances). */
export function releaseDueDays(db: Queryable, now: Date): Promise<{ day: string }[]> {
  // An UPDATE of no row leaves the `rates` tag alone (migration 0032), so the run every few
  // seconds does not drop the cached rate pages.
  return db
    .update(ratesDays)
    .set({ pending: false })
    .where(and(eq(ratesDays.pending, true), lte(ratesDays.publishedAt, now)))
    .returning({ day: ratesDays.day });
}

/** The desk's list of days, newest first, with how many figures each dataset holds. */
export function deskDayRows(db: Queryable, offset: number, limit: number, day?: string) {
  return db
    .select({
      day: ratesDays.day,
      publishedAt: ratesDays.publishedAt,
      pending: ratesDays.pending,
      fx: sql<number>`(select count(*)::int from ${ratesFx} where ${ratesFx.day} = ${ratesDays.day})`,
      maibor: sql<number>`(select count(*)::int from ${ratesInterest} where ${ratesInterest.day} = ${ratesDays.day} and ${ratesInterest.series} = 'maibor')`,
      monia: sql<number>`(select count(*)::int from ${ratesInterest} where ${ratesInterest.day} = ${ratesDays.day} and ${ratesInterest.series} = 'monia')`,
      corrections: sql<number>`(select count(*)::int from ${ratesCorrections} where ${ratesCorrections.day} = ${ratesDays.day})`,
    })
    .from(ratesDays)
    .where(day ? eq(ratesDays.day, day) : undefined)
    .orderBy(desc(ratesDays.day))
    .offset(offset)
    .limit(limit);
}

export async function deskDayCount(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ratesDays);
  return row?.n ?? 0;
}

/** Imported files of a day (without their bytes). */
export function importsOfDay(db: Queryable, day: string) {
  return db
    .select({ id: ratesImports.id, dataset: ratesImports.dataset, fileName: ratesImports.fileName, sha256: ratesImports.sha256, importedBy: ratesImports.importedBy, importedAt: ratesImports.importedAt })
    .from(ratesImports)
    .where(eq(ratesImports.day, day))
    .orderBy(desc(ratesImports.importedAt));
}

/** One imported file with its bytes (the download of the desk), or undefined. */
export async function importFile(db: Queryable, id: number): Promise<{ id: number; dataset: string; day: string; fileName: string; sha256: string; content: Buffer } | undefined> {
  const [row] = await db
    .select({ id: ratesImports.id, dataset: ratesImports.dataset, day: ratesImports.day, fileName: ratesImports.fileName, sha256: ratesImports.sha256, content: ratesImports.content })
    .from(ratesImports)
    .where(eq(ratesImports.id, id))
    .limit(1);
  return row;
}

// ---- Base rate changes on the desk ------------------------------------------------------

/** Every base rate change, awaiting or confirmed, newest first. */
export function deskBaseChangeRows(db: Queryable, offset: number, limit: number) {
  return db.select().from(ratesBaseChanges).orderBy(desc(ratesBaseChanges.effectiveOn)).offset(offset).limit(limit);
}

export async function deskBaseChangeCount(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ratesBaseChanges);
  return row?.n ?? 0;
}

export async function baseChangeById(db: Queryable, id: number): Promise<typeof ratesBaseChanges.$inferSelect | undefined> {
  const [row] = await db.select().from(ratesBaseChanges).where(eq(ratesBaseChanges.id, id));
  return row;
}

export async function baseChangeOn(db: Queryable, effectiveOn: string): Promise<typeof ratesBaseChanges.$inferSelect | undefined> {
  const [row] = await db.select().from(ratesBaseChanges).where(eq(ratesBaseChanges.effectiveOn, effectiveOn));
  return row;
}

/** The confirmed rate in force before `effectiveOn`. */
export async function confirmedRateBefore(db: Queryable, effectiveOn: string): Promise<number | null> {
  const [row] = await db
    .select({ rate: ratesBaseChanges.rate })
    .from(ratesBaseChanges)
    .where(and(eq(ratesBaseChanges.status, 'confirmed'), lt(ratesBaseChanges.effectiveOn, effectiveOn)))
    .orderBy(desc(ratesBaseChanges.effectiveOn))
    .limit(1);
  return row?.rate ?? null;
}

export async function insertBaseChange(db: Queryable, row: typeof ratesBaseChanges.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(ratesBaseChanges).values(row).returning({ id: ratesBaseChanges.id });
  if (!inserted) throw new Error('rates_base_changes: no row inserted');
  return inserted.id;
}

/** Confirms an awaiting change in one conditional UPDATE (confirmed once, whoever clicks first). */
export function confirmBaseChangeRow(db: Queryable, id: number, by: string, at: Date) {
  return db
    .update(ratesBaseChanges)
    .set({ status: 'confirmed', confirmedBy: by, confirmedAt: at })
    .where(and(eq(ratesBaseChanges.id, id), eq(ratesBaseChanges.status, 'awaiting')))
    .returning();
}

/** Changes awaiting confirmation that someone other than `by` entered (the home screen). */
export async function awaitingBaseChangesFor(db: Queryable, by: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ratesBaseChanges)
    .where(and(eq(ratesBaseChanges.status, 'awaiting'), sql`${ratesBaseChanges.enteredBy} is distinct from ${by}`));
  return row?.n ?? 0;
}
