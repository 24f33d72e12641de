/** The rates part's SQL beyond plain inserts: bank holidays read back, the bulk rate rows, the reset. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '#src/server/db/open.ts';
import { entries } from '#src/features/entries/schema.ts';
import { ratesFx, ratesInterest } from '#src/features/rates/schema.ts';
import type { FxRow, InterestRow } from './generator.ts';

const HOLIDAY = 'holiday';

/** The published holidays: their days and their type (which says whether banks close). */
export function selectHolidaySpans(tx: Transaction) {
  return tx
    .select({ startsOn: entries.startsOn, endsOn: entries.endsOn, type: sql<unknown>`${entries.data}->'type'` })
    .from(entries)
    .where(and(eq(entries.module, HOLIDAY), eq(entries.status, 'published')));
}

/** Which of these holiday slugs are there already. */
export function selectHolidaySlugs(tx: Transaction, slugs: string[]) {
  return tx
    .select({ slug: entries.slug })
    .from(entries)
    .where(and(eq(entries.module, HOLIDAY), inArray(entries.slug, slugs)));
}

export async function deleteHolidays(tx: Transaction, slugs: string[]): Promise<void> {
  await tx.delete(entries).where(and(eq(entries.module, HOLIDAY), inArray(entries.slug, slugs)));
}

// Tens of thousands of rows: one JSON parameter per table is many times faster than bound rows.

export async function insertFxJson(tx: Transaction, rows: readonly FxRow[]): Promise<void> {
  await tx.execute(sql`
    insert into ${ratesFx} (day, currency, unit, mid, tt_buying, cheque_buying)
    select day, currency, unit, mid, tt_buying, cheque_buying
    from json_to_recordset(${JSON.stringify(rows.map((r) => ({ day: r.day, currency: r.currency, unit: r.unit, mid: r.mid, tt_buying: r.ttBuying, cheque_buying: r.chequeBuying })))}::json)
      as x(day text, currency text, unit int, mid numeric, tt_buying numeric, cheque_buying numeric)`);
}

export async function insertInterestJson(tx: Transaction, rows: readonly InterestRow[]): Promise<void> {
  await tx.execute(sql`
    insert into ${ratesInterest} (day, series, term, rate)
    select day, series, term, rate from json_to_recordset(${JSON.stringify(rows)}::json) as x(day text, series text, term text, rate numeric)`);
}
