// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** Tables of the registers of insurance intermediaries (SPEC §3 "Intermediary register record"). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from '../../server/db/columns.ts';

// ---------------------------------------------------------------------------
// Registers of insurance intermediaries (SPEC §3 "Intermediary register record").
// The register is a monthly snapshot published by the AMCM: the status of a
// record is the one on the register's last update date, stored, not computed
// from the clock. `search_name` and `search_tokens` are written by the
// application (src/features/registers/fold.ts): Traditional folded to Simplified,
// Latin lower-cased without diacritics, so one query finds either script.
// ---------------------------------------------------------------------------

/** An insurer or pension fund manager an intermediary may represent. */
export const registerInsurers = pgTable(
  'register_insurers',
  {
    id: serial('id').primaryKey(),
    /** Stable short code used by the register file (e.g. `L03`). */
    code: text('code').notNull(),
    kind: text('kind', { enum: ['life', 'general', 'pension'] }).notNull(),
    nameZh: text('name_zh').notNull(),
    /** Portuguese or English name. */
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('register_insurers_code_uq').on(t.code)],
);

export const registerIntermediaries = pgTable(
  'register_intermediaries',
  {
    id: serial('id').primaryKey(),
    /** Number of the record in the register. */
    number: integer('number').notNull(),
    licenceNo: text('licence_no').notNull(),
    category: text('category', { enum: ['ANG', 'APC', 'APE', 'APS', 'CRE', 'CRL'] }).notNull(),
    status: text('status', { enum: ['valid', 'cancelled', 'suspended', 'renewal'] }).notNull(),
    /** Portuguese or foreign name. */
    name: text('name').notNull(),
    nameZh: text('name_zh'),
    authorisedOn: text('authorised_on').notNull(),
    renewalFrom: text('renewal_from'),
    renewalTo: text('renewal_to'),
    generalValidUntil: text('general_valid_until'),
    generalCancelledOn: text('general_cancelled_on'),
    generalCancelReason: text('general_cancel_reason'),
    lifeValidUntil: text('life_valid_until'),
    lifeCancelledOn: text('life_cancelled_on'),
    lifeCancelReason: text('life_cancel_reason'),
    suspendedFrom: text('suspended_from'),
    suspendedTo: text('suspended_to'),
    /** Cancelled during the period of the current register edition. */
    cancelledInPeriod: boolean('cancelled_in_period').notNull().default(false),
    /** Codes of `register_insurers` (life insurers and pension fund managers). */
    lifeInsurers: text('life_insurers').array().notNull().default(sql`'{}'::text[]`),
    /** Codes of `register_insurers` (general insurers). */
    generalInsurers: text('general_insurers').array().notNull().default(sql`'{}'::text[]`),
    website: text('website'),
    updatedOn: text('updated_on').notNull(),
    documentation: text('documentation'),
    /** Folded name (both names), see fold.ts; a trigram index serves queries of 3+ characters. */
    searchName: text('search_name').notNull(),
    /** Chinese unigrams and bigrams, and 1–2 letter prefixes of Latin words: short queries. */
    searchTokens: text('search_tokens').array().notNull(),
  },
  (t) => [
    uniqueIndex('register_intermediaries_licence_uq').on(t.licenceNo),
    index('register_intermediaries_licence_prefix_idx').using('btree', sql`${t.licenceNo} text_pattern_ops`),
    index('register_intermediaries_licence_trgm_idx').using('gin', sql`${t.licenceNo} gin_trgm_ops`),
    index('register_intermediaries_number_idx').on(t.number),
    index('register_intermediaries_cat_status_idx').on(t.category, t.status, t.number),
    index('register_intermediaries_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('register_intermediaries_tokens_idx').using('gin', t.searchTokens),
    check('register_intermediaries_authorised_ck', sql`${t.authorisedOn} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
  ],
);

/** Clerks registered by an intermediary (the 'clerk' register). */
export const registerClerks = pgTable(
  'register_clerks',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull(),
    registrationNo: text('registration_no').notNull(),
    name: text('name').notNull(),
    nameZh: text('name_zh'),
    /** Licence number of the intermediary the clerk works for. */
    intermediaryLicenceNo: text('intermediary_licence_no').notNull(),
    registeredOn: text('registered_on').notNull(),
    validUntil: text('valid_until').notNull(),
    updatedOn: text('updated_on').notNull(),
    searchName: text('search_name').notNull(),
    searchTokens: text('search_tokens').array().notNull(),
  },
  (t) => [
    uniqueIndex('register_clerks_registration_uq').on(t.registrationNo),
    index('register_clerks_number_idx').on(t.number),
    index('register_clerks_registration_trgm_idx').using('gin', sql`${t.registrationNo} gin_trgm_ops`),
    index('register_clerks_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('register_clerks_tokens_idx').using('gin', t.searchTokens),
  ],
);

/** One row per register: its last update date (set by the monthly import). */
export const registerEditions = pgTable('register_editions', {
  register: text('register', { enum: ['intermediaries', 'clerks'] }).primaryKey(),
  updatedOn: text('updated_on').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The monthly register files uploaded in the back office, kept with their outcome:
 * `invalid` (errors by line, nothing to confirm), `pending` (a difference preview
 * waiting for a second person), `confirmed` (loaded), `refused`, `superseded` (a
 * newer upload came), `outdated` (the register changed after the preview). The file
 * is kept as uploaded; the preview was made against the register whose fingerprint
 * is `base_fingerprint`, and is confirmed only while the register still has it.
 */
export const registerImports = pgTable(
  'register_imports',
  {
    id: text('id').primaryKey(),
    status: text('status', { enum: ['invalid', 'pending', 'confirmed', 'refused', 'superseded', 'outdated'] }).notNull(),
    fileName: text('file_name').notNull(),
    fileBytes: bytea('file_bytes').notNull(),
    fileSha256: text('file_sha256').notNull(),
    /** The register date the file sets (null for a file with errors). */
    updatedOn: text('updated_on'),
    records: integer('records').notNull().default(0),
    baseFingerprint: text('base_fingerprint'),
    /** The difference preview (`RegisterDiff` of import.ts). */
    diff: jsonb('diff'),
    /** The errors of an invalid file (`ImportIssue[]`). */
    issues: jsonb('issues'),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedByEmail: text('uploaded_by_email').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    decidedBy: text('decided_by'),
    decidedByEmail: text('decided_by_email'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The reason given when refused, or why it could no longer be confirmed. */
    note: text('note'),
  },
  (t) => [index('register_imports_uploaded_idx').on(t.uploadedAt), index('register_imports_status_idx').on(t.status)],
);
