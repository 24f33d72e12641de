// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** Tables of exchange and interest rates (SPEC §3 Rates, §9). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../server/db/columns.ts';
import type { LANGUAGES } from '../../lib/i18n/languages.ts';

/* ---- Rates (SPEC §3 Rates, §9): exchange and interest rates fixed at 11:00 Macao time on business days. ---- */

/** One row per publication: a Macao business day on which the Authority published its rates. */
export const ratesDays = pgTable(
  'rates_days',
  {
    /** Macao date, `YYYY-MM-DD`. */
    day: text('day').primaryKey(),
    /** The fixing time (11:00 Macao, 03:00 UTC). */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /**
     * Entered by the desk but not yet public: its `publishedAt` (11:00 Macao) is still
     * ahead. The release job clears it in one conditional UPDATE at that minute, which
     * moves the `rates` content tag, so cached pages drop at once. Public reads see
     * only days that are not pending.
     */
    pending: boolean('pending').notNull().default(false),
  },
  (t) => [check('rates_days_day_iso', sql`${t.day} ~ '^\\d{4}-\\d{2}-\\d{2}$'`)],
);

/** Exchange rates of one day: patacas per `unit` units of the foreign currency. */
export const ratesFx = pgTable(
  'rates_fx',
  {
    day: text('day')
      .notNull()
      .references(() => ratesDays.day, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** 1, or 100 for currencies quoted per hundred (JPY, KRW). */
    unit: integer('unit').notNull(),
    mid: numeric('mid', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    ttBuying: numeric('tt_buying', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    chequeBuying: numeric('cheque_buying', { precision: 14, scale: 6, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.currency] }),
    index('rates_fx_currency_day_idx').on(t.currency, t.day),
    check('rates_fx_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('rates_fx_buying_below_mid', sql`${t.chequeBuying} <= ${t.ttBuying} and ${t.ttBuying} <= ${t.mid}`),
  ],
);

/** Interest rates of one day in percent per annum: MAIBOR per term, MONIA and the liquidity deposit rate. */
export const ratesInterest = pgTable(
  'rates_interest',
  {
    day: text('day')
      .notNull()
      .references(() => ratesDays.day, { onDelete: 'cascade' }),
    series: text('series', { enum: ['maibor', 'monia', 'liquidity-deposit-rate'] }).notNull(),
    /** MAIBOR term (`overnight`, `1w`, `1m`, `2m`, `3m`, `6m`, `1y`); `overnight` for the single-rate series. */
    term: text('term').notNull(),
    rate: numeric('rate', { precision: 10, scale: 6, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.term, t.day] }), index('rates_interest_day_idx').on(t.day)],
);

/** Base rate changes: the new rate in force from `effectiveOn`, with the announcement text per language. */
export const ratesBaseChanges = pgTable(
  'rates_base_changes',
  {
    id: serial('id').primaryKey(),
    effectiveOn: text('effective_on').notNull().unique(),
    rate: numeric('rate', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    /** Change in basis points from the previous rate (0 for the first row). */
    changeBp: integer('change_bp').notNull(),
    /** Announcement per language (`zh-hant`, `zh-hans`, `en`, sometimes `pt`). */
    texts: jsonb('texts').$type<Partial<Record<(typeof LANGUAGES)[number], string>>>().notNull(),
    /** `awaiting`: entered by a data officer, not public until a second person confirms it. */
    status: text('status', { enum: ['awaiting', 'confirmed'] }).notNull().default('confirmed'),
    /** The staff accounts that entered and confirmed it (null for the seeded history). */
    enteredBy: text('entered_by'),
    confirmedBy: text('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [check('rates_base_changes_day_iso', sql`${t.effectiveOn} ~ '^\\d{4}-\\d{2}-\\d{2}$'`)],
);

/**
 * Corrections of a published day (SPEC §9: correctable afterwards, shown on the page
 * and in the feed): one row per correction, with the figures it replaced.
 */
export const ratesCorrections = pgTable(
  'rates_corrections',
  {
    id: serial('id').primaryKey(),
    day: text('day')
      .notNull()
      .references(() => ratesDays.day, { onDelete: 'cascade' }),
    dataset: text('dataset', { enum: ['exchange-rate', 'maibor', 'monia'] }).notNull(),
    correctedAt: timestamp('corrected_at', { withTimezone: true }).notNull(),
    /** The figures as they were before (the rows of that day and dataset). */
    previous: jsonb('previous').$type<Record<string, unknown>[]>().notNull(),
    /** The staff account that made it. */
    correctedBy: text('corrected_by'),
  },
  (t) => [index('rates_corrections_day_idx').on(t.day)],
);

/** Files imported by the desk, kept as they came (every import is also in the audit log). */
export const ratesImports = pgTable('rates_imports', {
  id: serial('id').primaryKey(),
  dataset: text('dataset', { enum: ['exchange-rate', 'maibor', 'monia'] }).notNull(),
  day: text('day').notNull(),
  fileName: text('file_name').notNull(),
  mediaType: text('media_type').notNull(),
  sha256: text('sha256').notNull(),
  content: bytea('content').notNull(),
  importedBy: text('imported_by'),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
});
