// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** Tables of the verification code (docs/decisions/0005). */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// --- Captcha (verification code) -------------------------------------------------

/**
 * A verification code challenge. `id` is random and unguessable; the code is kept as
 * typed (digits) because the audio version has to speak it. A check deletes the row
 * (one check per challenge, even a wrong one), which is atomic across instances.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * A validate key given for a right code: only its SHA-256 is stored. `uses` counts the
 * register searches and exports it has served (bounded); `exportUntil` is set while
 * an export made with it runs (one at a time), a lease that lapses by itself if the
 * instance writing the export dies. `client` is the hash of the address that solved the
 * code and `submittedAt` the time a form submission spent the key: a solved code is
 * good for one submission, from that client (issue 36).
 */
export const captchaValidateKeys = pgTable(
  'captcha_validate_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    uses: integer('uses').notNull().default(0),
    exportUntil: timestamp('export_until', { withTimezone: true }),
    client: text('client'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [index('captcha_validate_keys_expires_idx').on(t.expiresAt)],
);

/**
 * Fixed-window counters of captcha actions per client (a hash of the address), so
 * every instance sees the same count: one upsert per attempt.
 */
export const captchaRateLimits = pgTable(
  'captcha_rate_limits',
  {
    action: text('action', { enum: ['create', 'validate', 'export', 'permalink'] }).notNull(),
    client: text('client').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.action, t.client, t.windowStart] }), index('captcha_rate_limits_window_idx').on(t.windowStart)],
);
