/**
 * SQL of the legacy import: is the database empty, which units are done, and the
 * writes of one unit (categories, entries with texts and files, menus with pages,
 * settings, notices) into the tables of the features that own them, keeping the
 * source's ids so old links (`news-notice-detail?id=`, `/files/{id}/{name}`) still work.
 */
import { createHash } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { entries, entryFiles, entryI18n, moduleCatI18n, moduleCats } from '#src/features/entries/schema.ts';
import { files } from '#src/features/files/schema.ts';
import { menuItemI18n, menuItems, noticeI18n, notices, pageI18n, pages, selectionOptionI18n, selectionOptions, settings } from '#src/features/site/schema.ts';
import { legacyImportUnits } from './schema.ts';

/** The content tables an import writes: any row in one of them makes the database not empty. */
const CONTENT_TABLES = { entries, moduleCats, files, menuItems, pages, notices, settings, selectionOptions } as const;

/** Rows already in each content table (all zero: an empty database). */
export async function contentCounts(db: Queryable): Promise<Record<keyof typeof CONTENT_TABLES, number>> {
  const out = {} as Record<keyof typeof CONTENT_TABLES, number>;
  for (const [name, table] of Object.entries(CONTENT_TABLES) as [keyof typeof CONTENT_TABLES, (typeof CONTENT_TABLES)[keyof typeof CONTENT_TABLES]][]) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = Number(row?.n ?? 0);
  }
  return out;
}

/** The units an earlier run wrote, with the origin it read. */
export async function doneUnits(db: Queryable): Promise<{ unit: string; source: string }[]> {
  return db.select({ unit: legacyImportUnits.unit, source: legacyImportUnits.source }).from(legacyImportUnits);
}

export async function markUnitDone(db: Queryable, unit: string, source: string): Promise<void> {
  await db.insert(legacyImportUnits).values({ unit, source });
}

export interface CategoryRow {
  id: number;
  module: string;
  slug: string;
  parentId: number | null;
  autoHideCount: number | null;
  sortOrder: number;
  texts: { lang: Language; title: string; summary: string | null }[];
}

export async function insertCategory(db: Queryable, cat: CategoryRow): Promise<void> {
  const { texts, ...row } = cat;
  await db.insert(moduleCats).values(row);
  if (texts.length) await db.insert(moduleCatI18n).values(texts.map((t) => ({ moduleCatId: cat.id, ...t })));
}

export interface FileRow {
  id: number;
  name: string;
  mime: string;
  content: Buffer;
}

/** Stores a file under its source id, once (a file several entries link is written by the first). */
export async function insertFileOnce(db: Queryable, file: FileRow): Promise<void> {
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  await db
    .insert(files)
    .values({ id: file.id, name: file.name, mime: file.mime, size: file.content.length, sha256, content: file.content })
    .onConflictDoNothing();
}

export async function fileExists(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.select({ id: files.id }).from(files).where(eq(files.id, id)).limit(1);
  return !!row;
}

export interface EntryWrite {
  id: number;
  module: string;
  catId: number | null;
  slug: string | null;
  publishedAt: Date;
  startsOn: string | null;
  endsOn: string | null;
  isTop: boolean;
  url: string | null;
  sortOrder: number;
  data: Record<string, unknown>;
  updatedAt: Date;
  texts: { lang: Language; title: string; summary: string | null; content: string | null; data: Record<string, unknown>; updatedAt: Date }[];
  files: { fileId: number; kind: 'attachment' | 'image' | 'video' | 'captions' | 'poster'; lang: Language | null; sortOrder: number }[];
}

export async function insertEntry(db: Queryable, entry: EntryWrite): Promise<void> {
  const { texts, files: fileLinks, ...row } = entry;
  await db.insert(entries).values({ ...row, status: 'published' });
  await db.insert(entryI18n).values(texts.map((t) => ({ entryId: entry.id, ...t })));
  if (fileLinks.length) await db.insert(entryFiles).values(fileLinks.map((f) => ({ entryId: entry.id, ...f })));
}

export interface MenuItemWrite {
  id: number;
  parentId: number | null;
  mark: string;
  slug: string;
  path: string;
  url: string | null;
  showInMenu: boolean;
  newWindow: boolean;
  status: 'published' | 'draft' | 'hidden';
  sortOrder: number;
  titles: { lang: Language; title: string }[];
  page: {
    id: number;
    template: 'home' | 'section' | 'two-column' | 'sub-pages' | 'module';
    module: string | null;
    slug: string;
    subSlug: string | null;
    extras: { isPage?: boolean; otherPage?: string | null };
    moduleCat: string | null;
    /** The page's "last revised" (one for all its languages). */
    updatedAt: Date;
    texts: { lang: Language; title: string; meta: string | null; metaDesc: string | null; metaKeywords: string | null; content: string | null; updatedAt: Date }[];
  } | null;
}

export async function insertMenuItem(db: Queryable, item: MenuItemWrite): Promise<void> {
  const { titles, page, ...row } = item;
  await db.insert(menuItems).values(page ? { ...row, updatedAt: page.updatedAt } : row);
  if (titles.length) await db.insert(menuItemI18n).values(titles.map((t) => ({ menuItemId: item.id, ...t })));
  if (!page) return;
  const { texts, ...pageRow } = page;
  await db.insert(pages).values({ ...pageRow, menuItemId: item.id });
  if (texts.length) await db.insert(pageI18n).values(texts.map((t) => ({ pageId: page.id, ...t })));
}

export async function insertSettings(db: Queryable, rows: { identify: string; ck: string; parameter: string }[]): Promise<void> {
  if (rows.length) await db.insert(settings).values(rows);
}

/** One option of a form's select list (country areas, occupations) with its titles. */
export interface SelectionWrite {
  id: number;
  type: string;
  code: string;
  extra: Record<string, string>;
  sortOrder: number;
  texts: { lang: Language; title: string }[];
}

export async function insertSelectionOption(db: Queryable, option: SelectionWrite): Promise<void> {
  const { texts, ...row } = option;
  await db.insert(selectionOptions).values(row);
  if (texts.length) await db.insert(selectionOptionI18n).values(texts.map((t) => ({ optionId: option.id, ...t })));
}

export interface NoticeWrite {
  id: number;
  kind: 'notice' | 'popup';
  slug: string;
  sortOrder: number;
  updatedAt: Date;
  /** When it stops showing (the answer's `endsAt`); null: until staff switch it off. */
  endsAt: Date | null;
  texts: { lang: Language; title: string | null; content: string }[];
}

export async function insertNotice(db: Queryable, notice: NoticeWrite): Promise<void> {
  const { texts, ...row } = notice;
  await db.insert(notices).values({ ...row, active: true });
  if (texts.length) await db.insert(noticeI18n).values(texts.map((t) => ({ noticeId: notice.id, ...t })));
}

/** After rows were written with the source's ids, the id sequences continue past the largest one. */
export async function advanceIdSequences(db: Queryable): Promise<void> {
  for (const table of ['entries', 'module_cats', 'files', 'menu_items', 'pages', 'notices', 'selection_options']) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select coalesce(max(id), 0) from ${sql.identifier(table)}), 1), (select count(*) > 0 from ${sql.identifier(table)}))`,
    );
  }
}
