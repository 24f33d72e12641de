// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/**
 * The site search index (SPEC §2 search, §7 Search): one row per published item
 * and language, with its display texts and a `tsvector` of folded terms built by
 * `terms.ts` (every Chinese character and pair of characters, every Latin word
 * without case or accents), and a queue of items whose content changed.
 *
 * Triggers on the content tables (in the migration, not expressible here) put the
 * id of every changed item into `search_dirty` in the same transaction as the
 * change; `syncSearchIndex` (service.ts) rewrites those items' rows before every
 * search, so a search sees what is published now, on PGlite and PostgreSQL alike.
 */
import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { language } from '../../server/db/columns.ts';

/** PostgreSQL `tsvector`, written and read as its text form. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    /** What the row was made from: `entry`, `page` or `stat` (a statistics series). */
    kind: text('kind', { enum: ['entry', 'page', 'stat'] }).notNull(),
    sourceId: integer('source_id').notNull(),
    lang: language('lang').notNull(),
    /**
     * The language the texts are written in, when not `lang`: an item without
     * Portuguese text is indexed for Portuguese in the language its page falls back
     * to (SPEC: Portuguese is partial), and shown marked with that language.
     */
    textLang: language('text_lang'),
    /** Filter group shown on the results page (`news`, `laws`, `pages`, …). */
    section: text('section').notNull(),
    /** The entry module or the page module (links are built from it at query time). */
    module: text('module'),
    /** Category slug (news category, download category, …). */
    catSlug: text('cat_slug'),
    slug: text('slug'),
    title: text('title').notNull(),
    /** Plain text the excerpt is cut from. */
    body: text('body').notNull(),
    /** For entries: when it is (or will be) published; later rows are hidden until then. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    terms: tsvector('terms').notNull(),
    /**
     * The title's terms alone: small enough to check on every match when ordering
     * many of them. The migration keeps it and the short columns in the row while
     * `terms` and `body` go out of line (toast_tuple_target), so the rows a search
     * reads for every match are narrow.
     */
    titleTerms: tsvector('title_terms').notNull(),
  },
  (t) => [
    uniqueIndex('search_documents_source_uq').on(t.kind, t.sourceId, t.lang),
    // One GIN index per language: every search is in one language.
    index('search_documents_terms_zh_hant_idx').using('gin', t.terms).where(sql`${t.lang} = 'zh-hant'`),
    index('search_documents_terms_zh_hans_idx').using('gin', t.terms).where(sql`${t.lang} = 'zh-hans'`),
    index('search_documents_terms_en_idx').using('gin', t.terms).where(sql`${t.lang} = 'en'`),
    index('search_documents_terms_pt_idx').using('gin', t.terms).where(sql`${t.lang} = 'pt'`),
  ],
);

/** Items whose content changed since their rows were written (filled by triggers). */
export const searchDirty = pgTable(
  'search_dirty',
  {
    /** `entry`, `page`, `stat`, or `cat` (a module category: its entries) and `menu` (a menu item: its page). */
    kind: text('kind').notNull(),
    sourceId: integer('source_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.sourceId] })],
);
