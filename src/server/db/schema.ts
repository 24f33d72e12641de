/**
 * The database schema (PostgreSQL dialect) shared by PGlite and a PostgreSQL server.
 *
 * Multilingual model: each content table holds what does not depend on language;
 * its `*_i18n` table holds one row per language the item exists in. The languages
 * an item exists in are therefore exactly its i18n rows (SPEC §3 "Item language"),
 * and Portuguese is partial simply by having fewer rows.
 *
 * The tables live with their features (`src/features/<name>/schema.ts`); this file
 * holds only the application's own. Migrations in ./migrations are generated from
 * all of them at once with `npm run db:generate` (scripts/drizzle.config.ts lists
 * them), so they stay one sequence while the database layer imports no feature.
 */
import { bigint, text, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** Small key/value store for the application itself (seed version and the like). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The content revision per tag (issue 17): triggers on the content tables
 * (migrations 0002, 0014, 0017) move a tag's row, in the writing transaction, on
 * every change, so the render cache drops only the pages made from that content.
 * The values come from the `content_revision` sequence: unique, so a changed row
 * never shows an earlier value again.
 */
export const contentTagRevisions = pgTable('content_tag_revisions', {
  tag: text('tag').primaryKey(),
  revision: bigint('revision', { mode: 'number' }).notNull(),
});
