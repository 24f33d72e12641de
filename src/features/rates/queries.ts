/** SQL of the rates (no rules: see service.ts). */
import { and, asc, desc, eq, gte, inArray, lte, max, sql } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { ratesBaseChanges, ratesDays, ratesFx, ratesInterest } from './schema.ts';

/** The latest publication day on or before `onOrBefore` (or overall). */
export async function latestDay(db: Queryable, onOrBefore: string | undefined): Promise<{ day: string | null } | undefined> {
  const [row] = await db
    .select({ day: max(ratesDays.day) })
    .from(ratesDays)
    .where(onOrBefore ? lte(ratesDays.day, onOrBefore) : undefined);
  return row;
}

export async function firstDay(db: Queryable): Promise<{ day: string | null } | undefined> {
  const [row] = await db.select({ day: sql<string | null>`min(${ratesDays.day})` }).from(ratesDays);
  return row;
}

/** The latest publication days, newest first. */
export function publicationDayRows(db: Queryable, limit: number): Promise<{ day: string; publishedAt: Date }[]> {
  return db.select().from(ratesDays).orderBy(desc(ratesDays.day)).limit(limit);
}

/** Exchange rates in a range of days (of these currencies; all when none), by day. */
export function fxRows(db: Queryable, begin: string, end: string, currencies: readonly string[]) {
  return db
    .select()
    .from(ratesFx)
    .where(and(gte(ratesFx.day, begin), lte(ratesFx.day, end), currencies.length ? inArray(ratesFx.currency, [...currencies]) : undefined))
    .orderBy(asc(ratesFx.day));
}

/** Interest rates of a series in a range of days (of these terms; all when none), by day. */
export function interestRows(db: Queryable, series: Series, begin: string, end: string, terms: readonly string[]) {
  return db
    .select()
    .from(ratesInterest)
    .where(and(eq(ratesInterest.series, series), gte(ratesInterest.day, begin), lte(ratesInterest.day, end), terms.length ? inArray(ratesInterest.term, [...terms]) : undefined))
    .orderBy(asc(ratesInterest.day));
}

/** Base rate changes within an optional range of effective dates, newest first. */
export function baseChangeRows(db: Queryable, range: { begin?: string | undefined; end?: string | undefined }) {
  return db
    .select()
    .from(ratesBaseChanges)
    .where(and(range.begin ? gte(ratesBaseChanges.effectiveOn, range.begin) : undefined, range.end ? lte(ratesBaseChanges.effectiveOn, range.end) : undefined))
    .orderBy(desc(ratesBaseChanges.effectiveOn));
}

type Series = (typeof ratesInterest.$inferSelect)['series'];
type LastAndCount = { last: string | null; n: number } | undefined;

export async function interestCount(db: Queryable, series: Series): Promise<LastAndCount> {
  const [row] = await db
    .select({ last: max(ratesInterest.day), n: sql<number>`count(*)::int` })
    .from(ratesInterest)
    .where(eq(ratesInterest.series, series));
  return row;
}

export async function fxCount(db: Queryable): Promise<LastAndCount> {
  const [row] = await db.select({ last: max(ratesFx.day), n: sql<number>`count(*)::int` }).from(ratesFx);
  return row;
}

export async function baseRateCount(db: Queryable): Promise<LastAndCount> {
  const [row] = await db.select({ last: max(ratesBaseChanges.effectiveOn), n: sql<number>`count(*)::int` }).from(ratesBaseChanges);
  return row;
}
