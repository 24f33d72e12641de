// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** The e-mail outbox (docs/decisions/0006-forms-and-outbox.md). */
import { bigint, bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, language } from '../../server/db/columns.ts';

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export const mailStatus = pgEnum('mail_status', MAIL_STATUSES);

/**
 * A transactional outbox: a message is a row written in the same transaction as what
 * caused it (a submission, a sign-up, a publication), so it exists exactly when that
 * did. The worker claims due rows with `FOR UPDATE SKIP LOCKED` and a lease
 * (`locked_until`), so two instances never send one message at the same time; a
 * message whose sender died is claimed again when its lease ends.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the message is (`forms.receipt`, `alerts.confirm`, …): for logs and counts. */
    kind: text('kind').notNull(),
    /** One enqueue per key: a second `enqueueMail` with the same key is a no-op. */
    dedupeKey: text('dedupe_key'),
    to: text('to').notNull(),
    lang: language('lang').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Extra headers (e.g. List-Unsubscribe), name → value. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Message-ID given by the transport once sent. */
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** When the retention job blanked the copy (address, subject, text; attachments deleted): the row stays for its dedupe key and the counts. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('mail_outbox_dedupe_uq').on(t.dedupeKey), index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * Files sent with an outbox message (e.g. the PDF copy of an application), written in
 * the same transaction as the message. Kept apart from `mail_outbox` so the worker's
 * claim query never reads the bytes; removed with the message.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outboxId: bigint('outbox_id', { mode: 'number' })
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    /** Position in the message, from 0. */
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (t) => [uniqueIndex('mail_attachments_outbox_position_uq').on(t.outboxId, t.position)],
);

/**
 * Addresses that bounced permanently (a 5xx refusal of the recipient at send time):
 * nothing more is sent to them (worker.ts) until staff lift the suppression or the
 * retention job (src/features/privacy) deletes it. One row per address, lower case.
 */
export const mailSuppressions = pgTable('mail_suppressions', {
  email: text('email').primaryKey(),
  /** The server's refusal, addresses removed (`550 5.1.1 <address>: no such user`). */
  reason: text('reason').notNull(),
  /** `smtp`: refused at send time. */
  source: text('source', { enum: ['smtp'] }).notNull().default('smtp'),
  /** The message whose delivery was refused. */
  outboxId: bigint('outbox_id', { mode: 'number' }),
  suppressedAt: timestamp('suppressed_at', { withTimezone: true }).notNull(),
});
