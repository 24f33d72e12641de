// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/**
 * Tables of the staff side (README.md). The first five are better-auth's models
 * (user, session, account, verification, twoFactor) under staff_ names;
 * their property names are the field names better-auth uses, their columns snake_case.
 * The rest are the shell's own: roles, setup and invitation links, lockouts, the
 * audit log and the server's secret.
 */
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A member of staff. `name` is how the back office shows them; `locale` the language of their screens. */
export const staffUsers = pgTable('staff_users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /** The language of their back office screens. */
  locale: text('locale', { enum: ['zh-hant', 'en', 'pt'] }).notNull().default('zh-hant'),
  /** A disabled account cannot sign in; its sessions are ended when it is disabled. */
  disabled: boolean('disabled').notNull().default(false),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Signed-in sessions, in the database so that any instance can serve them. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId)],
);

/** better-auth's credentials: one `credential` row per person holds the password hash (scrypt). */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('staff_accounts_user_idx').on(t.userId)],
);

/** better-auth's short-lived values (trusted devices, reset tokens). */
export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('staff_verifications_identifier_idx').on(t.identifier)],
);

/** The TOTP secret and the recovery codes, both encrypted with the server's secret. */
export const staffTwoFactors = pgTable(
  'staff_two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: at('locked_until'),
  },
  (t) => [index('staff_two_factors_user_idx').on(t.userId)],
);

/** The roles a person holds (several allowed). */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/**
 * Links that create an account: `setup` (the first administrator, 1 hour) and
 * `invitation` (72 h, with the roles to give). Stored only as the SHA-256 of the
 * token; single use (`usedAt`).
 */
export const staffLinks = pgTable(
  'staff_links',
  {
    hash: text('hash').primaryKey(),
    purpose: text('purpose', { enum: ['setup', 'invitation', 'reset'] }).notNull(),
    email: text('email'),
    name: text('name'),
    roles: jsonb('roles').$type<string[]>().notNull().default([]),
    locale: text('locale'),
    createdBy: text('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('staff_links_expires_idx').on(t.expiresAt)],
);

/**
 * Failed sign-ins per key (`account:<email>` or `address:<ip>`) in the current
 * window; `lockedUntil` set once the limit is reached. Kept for unknown e-mail
 * addresses as for known ones, so the lockout itself tells nothing.
 */
export const staffSignInFailures = pgTable('staff_sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: at('window_start').notNull().defaultNow(),
  lockedUntil: at('locked_until'),
});

/**
 * The audit log: append only. `hash` is the SHA-256 of the row's content and the
 * previous row's hash, so a changed or removed row breaks the chain
 * (`npm run audit:verify`).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    clientAddress: text('client_address'),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, { before?: unknown; after?: unknown }> | null>(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_log_hash_idx').on(t.hash),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

/** One row: the secret better-auth signs cookies and encrypts TOTP secrets with, made at first start and shared by every instance. */
export const staffSecret = pgTable('staff_secret', {
  id: integer('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
