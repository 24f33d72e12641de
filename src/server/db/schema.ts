/**
 * The database schema (PostgreSQL dialect) shared by PGlite and a PostgreSQL server.
 *
 * Multilingual model: each content table holds what does not depend on language;
 * its `*_i18n` table holds one row per language the item exists in. The languages
 * an item exists in are therefore exactly its i18n rows (SPEC §3 "Item language"),
 * and Portuguese is partial simply by having fewer rows.
 *
 * Migrations in ./migrations are generated from this file with `npm run db:generate`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';

export const language = pgEnum('language', LANGUAGES);

/** Raw bytes (PostgreSQL bytea), as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Small key/value store for the application itself (seed version and the like). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A node of one of the site's menus. `mark` names the menu (`main`, `footer`,
 * `quick-links`, `top-links`); the main menu is the site tree and its `path`
 * (without the language segment) is the URL of the page.
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    mark: text('mark').notNull().default('main'),
    slug: text('slug').notNull(),
    path: text('path').notNull(),
    url: text('url'),
    showInMenu: boolean('show_in_menu').notNull().default(true),
    newWindow: boolean('new_window').notNull().default(false),
    status: text('status', { enum: ['published', 'draft', 'hidden'] }).notNull().default('published'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('menu_items_mark_path_uq').on(t.mark, t.path),
    index('menu_items_parent_idx').on(t.parentId, t.sortOrder),
  ],
);

export const menuItemI18n = pgTable(
  'menu_item_i18n',
  {
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    lang: language('lang').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuItemId, t.lang] })],
);

/**
 * What a menu item shows: a template (home, section, two-column, sub-pages,
 * module) and, for module pages, the module of SPEC §2 that renders it.
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    menuItemId: integer('menu_item_id').references(() => menuItems.id, { onDelete: 'cascade' }),
    template: text('template', { enum: ['home', 'section', 'two-column', 'sub-pages', 'module'] }).notNull(),
    module: text('module'),
    slug: text('slug').notNull(),
    subSlug: text('sub_slug'),
    extras: jsonb('extras').$type<{ isPage?: boolean; otherPage?: string | null }>().notNull().default({}),
    moduleCat: text('module_cat'),
    ...timestamps,
  },
  (t) => [uniqueIndex('pages_menu_item_uq').on(t.menuItemId)],
);

export const pageI18n = pgTable(
  'page_i18n',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    lang: language('lang').notNull(),
    title: text('title').notNull(),
    meta: text('meta'),
    metaDesc: text('meta_desc'),
    metaKeywords: text('meta_keywords'),
    /** CMS HTML; sanitised with DOMPurify before it is rendered. */
    content: text('content'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.lang] }),
    // Trigram index: page titles are matched by partial text in any script.
    index('page_i18n_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** SPEC §3 setting entries: `ck` is the key within the group `identify`. */
export const settings = pgTable(
  'settings',
  {
    id: serial('id').primaryKey(),
    identify: text('identify').notNull(),
    ck: text('ck').notNull(),
    parameter: text('parameter').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('settings_identify_ck_uq').on(t.identify, t.ck)],
);

/** The site notice and the home pop-up (`kind`), each with an optional window of validity. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['notice', 'popup'] }).notNull(),
    slug: text('slug').notNull(),
    active: boolean('active').notNull().default(true),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('notices_kind_slug_uq').on(t.kind, t.slug)],
);

export const noticeI18n = pgTable(
  'notice_i18n',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    lang: language('lang').notNull(),
    title: text('title'),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.lang] })],
);

/** Categories of a module (news categories, law categories, …) as a tree. */
export const moduleCats = pgTable(
  'module_cats',
  {
    id: serial('id').primaryKey(),
    module: text('module').notNull(),
    slug: text('slug').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => moduleCats.id, { onDelete: 'cascade' }),
    autoHideCount: integer('auto_hide_count'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('module_cats_module_slug_uq').on(t.module, t.slug),
    check('module_cats_auto_hide_ck', sql`${t.autoHideCount} is null or ${t.autoHideCount} >= 0`),
  ],
);

export const moduleCatI18n = pgTable(
  'module_cat_i18n',
  {
    moduleCatId: integer('module_cat_id')
      .notNull()
      .references(() => moduleCats.id, { onDelete: 'cascade' }),
    lang: language('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
  },
  (t) => [primaryKey({ columns: [t.moduleCatId, t.lang] })],
);

/**
 * Option lists for selects (`/common/selection?type=`): country areas with their
 * dialling code, occupations, and so on. `extra` holds per-type fields.
 */
export const selectionOptions = pgTable(
  'selection_options',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    code: text('code').notNull(),
    extra: jsonb('extra').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('selection_options_type_code_uq').on(t.type, t.code)],
);

export const selectionOptionI18n = pgTable(
  'selection_option_i18n',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => selectionOptions.id, { onDelete: 'cascade' }),
    lang: language('lang').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.optionId, t.lang] })],
);

/**
 * Saved, unpublished versions of content for preview (SPEC §4 "version data"):
 * `id` is the vid of the preview URL; `data` is the item as the module renders it.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: serial('id').primaryKey(),
    module: text('module').notNull(),
    itemId: integer('item_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_versions_item_idx').on(t.module, t.itemId)],
);

/**
 * Files served by the site (downloads, attachments, images, captions), kept in
 * the database so every instance behind a load balancer serves the same bytes.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    /** File name shown and sent in Content-Disposition, e.g. `annual-report-2025.pdf`. */
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('files_sha256_name_uq').on(t.sha256, t.name)],
);

/**
 * Entries of the CMS modules of SPEC §2 (news, laws, FAQ, holidays, downloads,
 * videos, graphics, recruitment, tenders, companies, links, annual events,
 * calendar events, banners, message templates…): one table, told apart by
 * `module`, with the fields they share as columns and what is particular to a
 * module in `data`, validated by that module's zod schema.
 */
export const entries = pgTable(
  'entries',
  {
    id: serial('id').primaryKey(),
    module: text('module').notNull(),
    catId: integer('cat_id').references(() => moduleCats.id, { onDelete: 'set null' }),
    slug: text('slug'),
    status: text('status', { enum: ['published', 'draft', 'offline'] }).notNull().default('published'),
    /** When the entry was (or will be) published; lists are ordered by it. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /** Dates the entry is about (a holiday, an event, a tender's closing date). */
    startsOn: text('starts_on'),
    endsOn: text('ends_on'),
    sortOrder: integer('sort_order').notNull().default(0),
    isTop: boolean('is_top').notNull().default(false),
    url: text('url'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('entries_module_cat_published_idx').on(t.module, t.catId, t.publishedAt),
    index('entries_module_published_idx').on(t.module, t.publishedAt),
    index('entries_module_starts_idx').on(t.module, t.startsOn),
    uniqueIndex('entries_module_slug_uq').on(t.module, t.slug),
    check('entries_starts_on_ck', sql`${t.startsOn} is null or ${t.startsOn} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    check('entries_ends_on_ck', sql`${t.endsOn} is null or ${t.endsOn} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
  ],
);

export const entryI18n = pgTable(
  'entry_i18n',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    lang: language('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    /** CMS HTML; sanitised with DOMPurify before it is rendered. */
    content: text('content'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.lang] }),
    index('entry_i18n_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** Files attached to an entry, optionally for one language only. */
export const entryFiles = pgTable(
  'entry_files',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['attachment', 'image', 'video', 'captions', 'poster'] }).notNull().default('attachment'),
    lang: language('lang'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('entry_files_entry_idx').on(t.entryId, t.sortOrder)],
);

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

/** A validate key given for a right code: only its SHA-256 is stored. */
export const captchaValidateKeys = pgTable(
  'captcha_validate_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
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
    action: text('action', { enum: ['create', 'validate'] }).notNull(),
    client: text('client').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.action, t.client, t.windowStart] }), index('captcha_rate_limits_window_idx').on(t.windowStart)],
);

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

/* ---- Rates (SPEC §3 Rates, §9): exchange and interest rates fixed at 11:00 Macao time on business days. ---- */

/** One row per publication: a Macao business day on which the Authority published its rates. */
export const ratesDays = pgTable(
  'rates_days',
  {
    /** Macao date, `YYYY-MM-DD`. */
    day: text('day').primaryKey(),
    /** The fixing time (11:00 Macao, 03:00 UTC). */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('rates_days_day_iso', sql`${t.day} ~ '^\\d{4}-\\d{2}-\\d{2}$'`)],
);

/** Exchange rates of one day: patacas per `unit` units of the foreign currency. */
export const ratesFx = pgTable(
  'rates_fx',
  {
    day: text('day')
      .notNull()
      .references(() => ratesDays.day, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** 1, or 100 for currencies quoted per hundred (JPY, KRW). */
    unit: integer('unit').notNull(),
    mid: numeric('mid', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    ttBuying: numeric('tt_buying', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    chequeBuying: numeric('cheque_buying', { precision: 14, scale: 6, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.currency] }),
    index('rates_fx_currency_day_idx').on(t.currency, t.day),
    check('rates_fx_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('rates_fx_buying_below_mid', sql`${t.chequeBuying} <= ${t.ttBuying} and ${t.ttBuying} <= ${t.mid}`),
  ],
);

/** Interest rates of one day in percent per annum: MAIBOR per term, MONIA and the liquidity deposit rate. */
export const ratesInterest = pgTable(
  'rates_interest',
  {
    day: text('day')
      .notNull()
      .references(() => ratesDays.day, { onDelete: 'cascade' }),
    series: text('series', { enum: ['maibor', 'monia', 'liquidity-deposit-rate'] }).notNull(),
    /** MAIBOR term (`overnight`, `1w`, `1m`, `2m`, `3m`, `6m`, `1y`); `overnight` for the single-rate series. */
    term: text('term').notNull(),
    rate: numeric('rate', { precision: 10, scale: 6, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.term, t.day] }), index('rates_interest_day_idx').on(t.day)],
);

/** Base rate changes: the new rate in force from `effectiveOn`, with the announcement text per language. */
export const ratesBaseChanges = pgTable(
  'rates_base_changes',
  {
    id: serial('id').primaryKey(),
    effectiveOn: text('effective_on').notNull().unique(),
    rate: numeric('rate', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    /** Change in basis points from the previous rate (0 for the first row). */
    changeBp: integer('change_bp').notNull(),
    /** Announcement per language (`zh-hant`, `zh-hans`, `en`, sometimes `pt`). */
    texts: jsonb('texts').$type<Partial<Record<(typeof LANGUAGES)[number], string>>>().notNull(),
  },
  (t) => [check('rates_base_changes_day_iso', sql`${t.effectiveOn} ~ '^\\d{4}-\\d{2}-\\d{2}$'`)],
);

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
