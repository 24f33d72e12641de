// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** Tables of statistical series and their points (SPEC §3 statistics modules). */
import { integer, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { language, timestamps } from '../../server/db/columns.ts';
import { moduleCats } from '../entries/schema.ts';
import { files } from '../files/schema.ts';

/** A statistical series (official statistics, insurance statistics, financial indicators). */
export const statSeries = pgTable(
  'stat_series',
  {
    id: serial('id').primaryKey(),
    module: text('module').notNull(),
    slug: text('slug').notNull(),
    catId: integer('cat_id').references(() => moduleCats.id, { onDelete: 'set null' }),
    frequency: text('frequency', { enum: ['daily', 'monthly', 'quarterly', 'yearly'] }).notNull(),
    /** Decimal places to show. */
    decimals: integer('decimals').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('stat_series_module_slug_uq').on(t.module, t.slug)],
);

export const statSeriesI18n = pgTable(
  'stat_series_i18n',
  {
    seriesId: integer('series_id')
      .notNull()
      .references(() => statSeries.id, { onDelete: 'cascade' }),
    lang: language('lang').notNull(),
    title: text('title').notNull(),
    unit: text('unit').notNull(),
    note: text('note'),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.lang] })],
);

export const statPoints = pgTable(
  'stat_points',
  {
    seriesId: integer('series_id')
      .notNull()
      .references(() => statSeries.id, { onDelete: 'cascade' }),
    /** First day of the period, `YYYY-MM-DD`. */
    period: text('period').notNull(),
    value: numeric('value', { precision: 20, scale: 6 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.seriesId, t.period] })],
);
