// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** Tables of statistical series and their points (SPEC §3 statistics modules). */
import { index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, language, timestamps } from '../../server/db/columns.ts';
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
    /**
     * The statistic of the advance release calendar this series is released under
     * (`key` of a calendar's `data.statistics[]`, e.g. `monetary-statistics`); null
     * when the calendar does not announce it.
     */
    releaseKey: text('release_key'),
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

/**
 * Every file of new points the statistics desk uploaded (issue 35), byte for byte,
 * with its outcome: `invalid` (errors by line and column), `pending` (a preview of
 * the points added and revised, awaiting a second person), then `published`,
 * `refused`, `superseded` (a newer upload of the same series) or `outdated` (the
 * series changed after the preview).
 */
export const statImports = pgTable(
  'stat_imports',
  {
    id: text('id').primaryKey(),
    status: text('status', { enum: ['invalid', 'pending', 'published', 'refused', 'superseded', 'outdated'] }).notNull(),
    fileName: text('file_name').notNull(),
    fileBytes: bytea('file_bytes').notNull(),
    fileSha256: text('file_sha256').notNull(),
    /** The series the file holds (ids of `stat_series`), empty for a file with errors. */
    seriesIds: integer('series_ids').array().notNull().default([]),
    /** The preview (`StatImportPreview` of import.ts): per series, the points added and revised with before and after. */
    preview: jsonb('preview'),
    /** The errors of an invalid file (`StatImportIssue[]`). */
    issues: jsonb('issues'),
    /** SHA-256 of the points of the series concerned when the preview was made. */
    baseFingerprint: text('base_fingerprint'),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedByEmail: text('uploaded_by_email').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    decidedBy: text('decided_by'),
    decidedByEmail: text('decided_by_email'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The reason given when refused, or why it could no longer be published. */
    note: text('note'),
  },
  (t) => [index('stat_imports_uploaded_idx').on(t.uploadedAt), index('stat_imports_status_idx').on(t.status)],
);
