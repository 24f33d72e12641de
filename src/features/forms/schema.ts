// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** Tables of the submissions kit (docs/decisions/0006-forms-and-outbox.md). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, language } from '../../server/db/columns.ts';

/**
 * The next reference number per form prefix and year: one upsert
 * (`INSERT … ON CONFLICT DO UPDATE SET value = value + 1 RETURNING value`) inside the
 * submission's transaction, so numbers are never handed out twice and a rolled-back
 * submission gives its number back.
 */
export const formSequences = pgTable(
  'form_sequences',
  {
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);

/**
 * One row per accepted submission of any form: its reference, the idempotency key it
 * came with (unique per form type, so a replay or twenty concurrent requests with one
 * key make one row: the insert is `ON CONFLICT DO NOTHING`), and the answer given, so a
 * replay returns exactly the first answer. The feature's own record (order, application,
 * sign-up) is written by the feature in the same transaction and points here by reference.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    formType: text('form_type').notNull(),
    /** e.g. `NL-2026-000123-K`; null only inside the transaction that creates the row. */
    reference: text('reference'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request as the feature describes it: a key reused for another request is refused. */
    fingerprint: text('fingerprint'),
    /** Hash of the client address (as for the verification code), never the address itself. */
    client: text('client').notNull(),
    /**
     * The response body given for this submission, as JSON text (returned again on a
     * replay). Text rather than jsonb, which would reorder the keys: a replay gives the
     * same bytes.
     */
    response: text('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('form_submissions_reference_uq').on(t.reference),
    uniqueIndex('form_submissions_idempotency_uq').on(t.formType, t.idempotencyKey),
    index('form_submissions_created_idx').on(t.createdAt),
  ],
);

/**
 * Fixed-window counters of submissions per form type and client (address hash), one
 * upsert per attempt, so every instance sees the same count (like `captcha_rate_limits`).
 */
export const formRateLimits = pgTable(
  'form_rate_limits',
  {
    scope: text('scope').notNull(),
    client: text('client').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.client, t.windowStart] }), index('form_rate_limits_window_idx').on(t.windowStart)],
);

/**
 * Files that came with a submission (SPEC §5 attachments), with their bytes and
 * SHA-256, kept in the database like `files` so every instance sees them. Written in
 * the submission's transaction through `storeUploads`.
 */
export const formUploads = pgTable(
  'form_uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    submissionId: bigint('submission_id', { mode: 'number' })
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('form_uploads_submission_idx').on(t.submissionId), uniqueIndex('form_uploads_submission_sha_uq').on(t.submissionId, t.sha256)],
);

/**
 * The columns a feature's record of one submission starts with (complaints,
 * reproduction applications): its own id, the kit's submission (one record each,
 * removed with it), the reference the visitor was given and the language they used.
 */
export const submissionRecordColumns = () => ({
  id: serial('id').primaryKey(),
  submissionId: bigint('submission_id', { mode: 'number' })
    .notNull()
    .unique()
    .references(() => formSubmissions.id, { onDelete: 'cascade' }),
  reference: text('reference').notNull().unique(),
  lang: language('lang').notNull(),
});
