// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** Tables of the site shell (SPEC §3): menus and their pages, settings, the site notice and pop-up, and option lists for selects. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { language, languageStateColumns, timestamps } from '../../server/db/columns.ts';

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
    /** Moves with every change made in the back office: a save from an older one is refused (409). */
    version: integer('version').notNull().default(1),
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
 * The old paths of main-menu pages that moved (issue 33): `/{lang}/{from}` answers
 * 301 to `/{lang}/{to}`. Chains are collapsed when written (a path moved twice
 * points at its newest place) and a path in use by a page is never a redirect, so
 * there are no loops. Removed with the page it leads to.
 */
export const pathRedirects = pgTable('path_redirects', {
  fromPath: text('from_path').primaryKey(),
  toPath: text('to_path').notNull(),
  menuItemId: integer('menu_item_id')
    .notNull()
    .references(() => menuItems.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the back office writes through review (issue 33): a menu page's texts, or a site notice / pop-up. */
export const REVIEWED_KINDS = ['page', 'notice'] as const;
export type ReviewedKind = (typeof REVIEWED_KINDS)[number];

/** Every saved version of a menu page's texts or of a notice, numbered from 1 per item; never changed. */
export const siteVersions = pgTable(
  'site_versions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: REVIEWED_KINDS }).notNull(),
    /** `pages.id` or `notices.id`. */
    ownerId: integer('owner_id').notNull(),
    number: integer('number').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    /** The staff account that saved it; null for the version recorded from what the site showed. */
    authorId: text('author_id'),
    /** Set when the version was made by restoring an earlier one. */
    restoredFrom: integer('restored_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_versions_owner_number_uq').on(t.kind, t.ownerId, t.number)],
);

export const PAGE_STATES = ['draft', 'submitted', 'scheduled', 'published', 'unpublished'] as const;
export type PageState = (typeof PAGE_STATES)[number];

/**
 * The review state of each language of a menu page (decision 0036, refining 0033): the
 * entries' workflow (0029) for pages, each language on its own: draft → submitted →
 * (scheduled →) published → unpublished. Publishing a language copies the version it
 * names into `page_i18n`; a schedule is claimed once by a conditional UPDATE.
 */
export const pageLanguageStates = pgTable(
  'page_language_states',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    ...languageStateColumns(PAGE_STATES),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.lang] }),
    index('page_language_states_due_idx').on(t.state, t.publishAt),
    check('page_language_states_scheduled_ck', sql`${t.state} <> 'scheduled' or ${t.publishAt} is not null`),
  ],
);

/**
 * The review state of each language of a site notice or pop-up (refining decisions 0033
 * and 0036): the menu pages' states (draft → submitted → (scheduled →) published →
 * unpublished). Publishing a language copies the version it names into `notice_i18n`
 * and puts the notice on (`notices.active`) within its one window; unpublishing the
 * last language takes it off. A schedule is claimed once by a conditional UPDATE.
 */
export const noticeLanguageStates = pgTable(
  'notice_language_states',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    ...languageStateColumns(PAGE_STATES),
  },
  (t) => [
    primaryKey({ columns: [t.noticeId, t.lang] }),
    index('notice_language_states_due_idx').on(t.state, t.publishAt),
    check('notice_language_states_scheduled_ck', sql`${t.state} <> 'scheduled' or ${t.publishAt} is not null`),
  ],
);
