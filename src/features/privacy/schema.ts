// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** Tables of personal data protection (README.md): retention periods, the daily runs, subject access requests. */
import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How long each kind of record keeps its personal data, in days, set by the
 * administrator: one row (id 1). No row: the defaults of RETENTION_DEFAULTS (contract.ts).
 */
export const privacySettings = pgTable(
  'privacy_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Coin orders, from collection, cancellation or expiry. */
    ordersDays: integer('orders_days').notNull(),
    /** Complaints, from closing. */
    complaintsDays: integer('complaints_days').notNull(),
    /** Reproduction applications, from approval or refusal. */
    applicationsDays: integer('applications_days').notNull(),
    /** Copies of sent (or finally failed) e-mails in the outbox, from sending. */
    mailDays: integer('mail_days').notNull(),
    /** Addresses suppressed after a permanent bounce (and their alert subscriptions), from the bounce. */
    suppressionsDays: integer('suppressions_days').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('privacy_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * One row per Macao day the retention job ran: inserted first, in the run's
 * transaction, so one instance runs a day (a second one's insert waits for the first
 * to commit, then finds the day taken); a failed run rolls its row back and is tried again.
 */
export const privacyRuns = pgTable('privacy_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  /** What was erased or deleted, by kind (numbers only). */
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
});

/**
 * A subject access request: the address or phone number an administrator searched,
 * so the export can be downloaded by a GET that carries only this id (the address
 * never travels in a URL). Downloadable by the requester for one hour, deleted by the
 * retention job after a day.
 */
export const privacyAccessRequests = pgTable('privacy_access_requests', {
  id: text('id').primaryKey(),
  subject: text('subject').notNull(),
  requestedBy: text('requested_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
