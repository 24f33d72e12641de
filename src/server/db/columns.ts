/** Column types and the language enum shared by every feature's tables. */
import { customType, integer, pgEnum, text, timestamp } from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../lib/i18n/languages.ts';

export const language = pgEnum('language', LANGUAGES);

/** Raw bytes (PostgreSQL bytea), as a Node Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The review state of one language of a reviewed text (issue 33, decisions 0029 and the
 * menu pages' 0036): its state from the feature's own list, the version it concerns, who
 * submitted and approved it, when it goes out or comes off, the note of a return.
 */
export function languageStateColumns<S extends readonly ['draft', ...string[]]>(states: S) {
  return {
    lang: language('lang').notNull(),
    state: text('state', { enum: states as unknown as [S[number], ...S[number][]] }).notNull().default('draft' as S[number]),
    /** The version submitted, scheduled or published in this language. */
    version: integer('version'),
    submittedBy: text('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Who approved it (the second pair of eyes), and when it is or was to go out. */
    approvedBy: text('approved_by'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    /** Why a submission was returned to its author. */
    returnNote: text('return_note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}
