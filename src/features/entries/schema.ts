// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/** Tables of the CMS entries model (docs/decisions/0002): module categories, entries with per-language texts and files, and saved versions for preview. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { language, timestamps } from '../../server/db/columns.ts';
import { files } from '../files/schema.ts';

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
