/** SQL of the home page's banners (no rules: see banners.ts). */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { entries, entryFiles, entryI18n, moduleCats } from '#src/features/entries/schema.ts';
import { files } from '#src/features/files/schema.ts';
import { BANNER_MODULE } from './banner-links.ts';

export type EntryRow = typeof entries.$inferSelect;

/** The ids and slugs of these banner categories. */
export function bannerCategoryRows(db: Queryable, slugs: readonly string[]) {
  return db
    .select({ id: moduleCats.id, slug: moduleCats.slug })
    .from(moduleCats)
    .where(and(eq(moduleCats.module, BANNER_MODULE), inArray(moduleCats.slug, [...slugs])));
}

/**
 * The banners of these categories in their manual order: with `publishedBy`, only
 * those published by then; without, drafts too (a preview). Dates are the caller's.
 */
export function bannerEntryRows(db: Queryable, catIds: number[], publishedBy: Date | undefined): Promise<EntryRow[]> {
  return db
    .select()
    .from(entries)
    .where(
      and(
        eq(entries.module, BANNER_MODULE),
        inArray(entries.catId, catIds),
        publishedBy === undefined ? undefined : and(eq(entries.status, 'published'), lte(entries.publishedAt, publishedBy)),
      ),
    )
    .orderBy(asc(entries.sortOrder), asc(entries.id));
}

export function bannerTexts(db: Queryable, ids: number[]) {
  return db.select().from(entryI18n).where(inArray(entryI18n.entryId, ids));
}

/** The banners' images, in their order. */
export function bannerImages(db: Queryable, ids: number[]) {
  return db
    .select({ entryId: entryFiles.entryId, lang: entryFiles.lang, id: files.id, name: files.name, mime: files.mime })
    .from(entryFiles)
    .innerJoin(files, eq(files.id, entryFiles.fileId))
    .where(and(inArray(entryFiles.entryId, ids), eq(entryFiles.kind, 'image')))
    .orderBy(asc(entryFiles.sortOrder), asc(entryFiles.id));
}
