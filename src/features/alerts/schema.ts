// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** Tables of the e-mail notification service (README.md). */
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { language } from '../../server/db/columns.ts';
import { entries } from '../entries/schema.ts';

/**
 * One sign-up. `pending` until the confirmation link is followed (double opt-in:
 * nothing else is sent before), then `active`. Unsubscribing deletes the row (and its
 * tokens and queued digest items with it): nothing personal is kept once not needed.
 */
export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** The reference number given by the submissions kit. */
    reference: text('reference'),
    status: text('status', { enum: ['pending', 'active'] }).notNull().default('pending'),
    email: text('email').notNull(),
    lang: language('lang').notNull(),
    /** Country or area code of the selection list (SPEC §3 Country area). */
    region: text('region').notNull(),
    occupation: text('occupation').notNull(),
    occupationOther: text('occupation_other'),
    institution: text('institution').notNull(),
    topics: jsonb('topics').$type<string[]>().notNull(),
    frequency: text('frequency', { enum: ['immediate', 'daily'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  },
  (t) => [index('alert_subscriptions_status_idx').on(t.status, t.createdAt), index('alert_subscriptions_email_idx').on(t.email)],
);

/**
 * Links sent by e-mail, stored only as the SHA-256 of the token. `confirm` tokens are
 * single use (`usedAt`) and expire with the pending sign-up; `manage` tokens (the
 * preferences and one-click unsubscribe links of each alert) expire after a while.
 */
export const alertTokens = pgTable(
  'alert_tokens',
  {
    hash: text('hash').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'manage'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('alert_tokens_subscription_idx').on(t.subscriptionId), index('alert_tokens_expires_idx').on(t.expiresAt)],
);

/** Every entry that has been announced: the primary key makes "announced once" a database fact. */
export const alertAnnouncements = pgTable('alert_announcements', {
  entryId: integer('entry_id')
    .primaryKey()
    .references(() => entries.id, { onDelete: 'cascade' }),
  topic: text('topic').notNull(),
  announcedAt: timestamp('announced_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Entries waiting for a daily digest, per subscriber. */
export const alertDigestItems = pgTable(
  'alert_digest_items',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: 'cascade' }),
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.entryId] })],
);

/** The scan's watermark: entries published or created after it are looked at. One row. */
export const alertScanState = pgTable('alert_scan_state', {
  id: text('id').primaryKey(),
  scannedUntil: timestamp('scanned_until', { withTimezone: true }).notNull(),
});

/**
 * The sign-up e-mails each address was sent (confirmations and "already subscribed"
 * notes), by a hash of the address, so a flood of sign-ups for one victim address
 * sends it a bounded number of messages (service.ts `subscribe`). `outboxId` names the
 * message, to tell whether it is still waiting to be delivered. Kept one day.
 */
export const alertAddressNotices = pgTable(
  'alert_address_notices',
  {
    id: serial('id').primaryKey(),
    emailHash: text('email_hash').notNull(),
    kind: text('kind', { enum: ['confirm', 'already'] }).notNull(),
    outboxId: bigint('outbox_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('alert_address_notices_email_idx').on(t.emailHash, t.kind, t.createdAt), index('alert_address_notices_created_idx').on(t.createdAt)],
);
