// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** Tables of bond records, their links to bond information and foreign investment funds (SPEC §3). */
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, language, timestamps } from '../../server/db/columns.ts';
import { entries, moduleCats } from '../entries/schema.ts';

// --- Bonds: bond records, their links to bond information, foreign investment funds ---
// Tables rather than `entries`: a bond record is a row of typed values (dates,
// rates, sizes, codes) that the lists filter and sort on, and funds are a plain
// register searched by text. Bond information items themselves stay `entries`
// (module `bond-information`, categories in `module_cats`), so they get the CMS
// texts, sanitising and files of every other module; bond types are the
// `module_cats` of module `bond-type` (SPEC §3 Bond type option {id, slug, title}).

export const BOND_CURRENCIES = ['MOP', 'CNY', 'HKD', 'USD'] as const;
export const BOND_INTEREST_PAYMENTS = ['annual', 'semi-annual', 'quarterly', 'at-maturity'] as const;
export const BOND_OPTION_TYPES = ['none', 'callable', 'puttable'] as const;
export const BOND_STATUSES = ['outstanding', 'matured', 'redeemed'] as const;
export const BOND_RATING_AGENCIES = ['sp', 'moodys', 'fitch', 'ccxi'] as const;
export const BOND_ISSUER_KINDS = ['public-sector', 'bank', 'supranational', 'corporate'] as const;

/** SPEC §3 Bond record. Days are `YYYY-MM-DD`; amounts in units of `currency`. */
export const bondRecords = pgTable(
  'bond_records',
  {
    id: serial('id').primaryKey(),
    bondNumber: text('bond_number').notNull(),
    /** ISO 6166: country (MO for bonds issued in Macao), nine characters, a check digit. */
    isin: text('isin').notNull(),
    typeId: integer('type_id')
      .notNull()
      .references(() => moduleCats.id, { onDelete: 'restrict' }),
    issuerKind: text('issuer_kind', { enum: BOND_ISSUER_KINDS }).notNull(),
    currency: text('currency', { enum: BOND_CURRENCIES }).notNull(),
    /** Per cent a year. */
    couponRate: numeric('coupon_rate', { precision: 7, scale: 4 }).notNull(),
    issueDate: text('issue_date').notNull(),
    valueDate: text('value_date').notNull(),
    maturityDate: text('maturity_date').notNull(),
    issueSize: numeric('issue_size', { precision: 20, scale: 2 }).notNull(),
    interestPayment: text('interest_payment', { enum: BOND_INTEREST_PAYMENTS }).notNull(),
    optionType: text('option_type', { enum: BOND_OPTION_TYPES }).notNull().default('none'),
    tenorMonths: integer('tenor_months').notNull(),
    /** In the agency's own scale (Aa2, AA-); null when unrated. */
    rating: text('rating'),
    ratingAgency: text('rating_agency', { enum: BOND_RATING_AGENCIES }),
    status: text('status', { enum: BOND_STATUSES }).notNull(),
    disclosureDate: text('disclosure_date').notNull(),
    /** Raised by every save from the back office; a save naming an older one is refused (409). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bond_records_number_uq').on(t.bondNumber),
    uniqueIndex('bond_records_isin_uq').on(t.isin),
    index('bond_records_type_idx').on(t.typeId),
    index('bond_records_maturity_idx').on(t.maturityDate),
    check('bond_records_isin_ck', sql`${t.isin} ~ '^[A-Z]{2}[A-Z0-9]{9}[0-9]$'`),
    check(
      'bond_records_dates_ck',
      sql`${t.issueDate} ~ '^\\d{4}-\\d{2}-\\d{2}$' and ${t.valueDate} ~ '^\\d{4}-\\d{2}-\\d{2}$' and ${t.maturityDate} ~ '^\\d{4}-\\d{2}-\\d{2}$' and ${t.disclosureDate} ~ '^\\d{4}-\\d{2}-\\d{2}$' and ${t.valueDate} >= ${t.issueDate} and ${t.maturityDate} > ${t.valueDate}`,
    ),
    check('bond_records_rating_ck', sql`(${t.rating} is null) = (${t.ratingAgency} is null)`),
  ],
);

/** The issuer's name and the instrument's description per language. */
export const bondRecordI18n = pgTable(
  'bond_record_i18n',
  {
    bondId: integer('bond_id')
      .notNull()
      .references(() => bondRecords.id, { onDelete: 'cascade' }),
    lang: language('lang').notNull(),
    issuer: text('issuer').notNull(),
    instrument: text('instrument').notNull(),
  },
  // No trigram index here or on the fund texts: a few thousand short rows are
  // scanned faster than GIN indexes are kept up to date (measured on the seed).
  (t) => [primaryKey({ columns: [t.bondId, t.lang] })],
);

/** Which bond records a bond information item (an `entries` row) is about. */
export const bondInformationBonds = pgTable(
  'bond_information_bonds',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    bondId: integer('bond_id')
      .notNull()
      .references(() => bondRecords.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.bondId] }), index('bond_information_bonds_bond_idx').on(t.bondId)],
);

/** SPEC §3 Investment fund: foreign funds authorised for distribution in Macao. */
export const bondInvestmentFunds = pgTable(
  'bond_investment_funds',
  {
    id: serial('id').primaryKey(),
    authorizationDate: text('authorization_date').notNull(),
    /** Raised by every save from the back office; a save naming an older one is refused (409). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('bond_investment_funds_auth_idx').on(t.authorizationDate),
    check('bond_investment_funds_date_ck', sql`${t.authorizationDate} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
  ],
);

export const bondInvestmentFundI18n = pgTable(
  'bond_investment_fund_i18n',
  {
    fundId: integer('fund_id')
      .notNull()
      .references(() => bondInvestmentFunds.id, { onDelete: 'cascade' }),
    lang: language('lang').notNull(),
    fundName: text('fund_name').notNull(),
    subFundName: text('sub_fund_name').notNull(),
    manager: text('manager').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fundId, t.lang] })],
);

export const BOND_IMPORT_KINDS = ['bond-records', 'investment-funds'] as const;

/** Every file imported through the back office, byte for byte, with its SHA-256 (the import is also in the audit log). */
export const bondImports = pgTable(
  'bond_imports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: BOND_IMPORT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    mediaType: text('media_type').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    /** Records the file added. */
    records: integer('records').notNull(),
    importedBy: text('imported_by'),
    importedByEmail: text('imported_by_email'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('bond_imports_at_idx').on(t.importedAt)],
);
