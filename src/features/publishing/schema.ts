// Paths are relative (not #src/…) so drizzle-kit can load the schema as it is.
/**
 * Tables of the publishing workflow (issue 33, docs/decisions/0029-publishing-workflow.md): every saved
 * version of an entry, and the state of each of its languages. The public site reads
 * only `entries` and `entry_i18n`; publishing a language copies its text there.
 */
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { languageStateColumns } from '../../server/db/columns.ts';
import { entries } from '../entries/schema.ts';
import { files } from '../files/schema.ts';

/** A file of an entry as a version holds it (`entry_files` once published). */
export interface DocumentFile {
  fileId: number;
  kind: 'attachment' | 'image' | 'video' | 'captions' | 'poster';
  lang: 'zh-hant' | 'zh-hans' | 'en' | 'pt' | null;
}

/**
 * What one version holds: the shared fields, the files and the texts (with their
 * module data) of each language written so far. `publishedAt`, `sortOrder`, `files`
 * and a text's `data` came with the complete editor: versions saved before lack them
 * (read as "unchanged": see `documentOf` in service.ts).
 */
export interface EntryDocument {
  catId: number | null;
  slug: string | null;
  /** The publication date the editor set (ISO); null: the moment of the first publication. */
  publishedAt?: string | null;
  startsOn: string | null;
  endsOn: string | null;
  isTop: boolean;
  sortOrder?: number;
  url: string | null;
  data: Record<string, unknown>;
  files?: DocumentFile[];
  texts: Partial<Record<'zh-hant' | 'zh-hans' | 'en' | 'pt', { title: string; summary: string | null; content: string | null; data?: Record<string, unknown> }>>;
}

/** Every saved version of an entry, numbered from 1; never changed, never deleted while the entry exists. */
export const entryVersions = pgTable(
  'entry_versions',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    document: jsonb('document').$type<EntryDocument>().notNull(),
    /** The staff account that saved it (`staff_users.id`); null for versions written by the system. */
    authorId: text('author_id'),
    /** Set when the version was made by restoring an earlier one. */
    restoredFrom: integer('restored_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('entry_versions_entry_number_uq').on(t.entryId, t.number)],
);

export const LANGUAGE_STATES = ['draft', 'submitted', 'scheduled', 'published', 'unpublished', 'archived'] as const;
export type LanguageState = (typeof LANGUAGE_STATES)[number];

/** The workflow state of one language of an entry. */
export const entryLanguageStates = pgTable(
  'entry_language_states',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => entries.id, { onDelete: 'cascade' }),
    ...languageStateColumns(LANGUAGE_STATES),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.lang] }),
    index('entry_language_states_due_idx').on(t.state, t.publishAt),
    check('entry_language_states_scheduled_ck', sql`${t.state} <> 'scheduled' or ${t.publishAt} is not null`),
  ],
);

/**
 * The media library (decision 0030): images and documents staff upload
 * once and reuse. The bytes are a `files` row, served at `/files/{id}/{name}`; a
 * replacement rewrites that row's bytes in place, so the address stays.
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['image', 'document'] }).notNull(),
    /** What staff search by (defaults to the file name). */
    title: text('title').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Moves with every replacement: a replacement names the version it replaces (409 when stale). */
    version: integer('version').notNull().default(1),
    uploadedBy: text('uploaded_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_items_file_uq').on(t.fileId), index('media_items_updated_idx').on(t.updatedAt)],
);
