/** SQL of which stored files the public may fetch (the rule is the SQL: see getPublishedFile). */
import { and, eq, exists, like, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { entries, entryFiles, entryI18n } from '#src/features/entries/schema.ts';
import { mediaItems } from '#src/features/publishing/schema.ts';
import { files } from '#src/features/files/schema.ts';
import { storedColumns, type StoredFile } from '#src/features/files/queries.ts';
import { statSeries } from '#src/features/stats/schema.ts';
import { coinPictures } from '#src/features/coins/schema.ts';
import { menuItems, pageI18n, pages } from '#src/features/site/schema.ts';

/**
 * A file the public may preview: one attached to a published entry whose time has
 * come, a file of the media library that the text of such an entry or of a menu page
 * on the site shows (an image or link in its body), the file of a statistical series (series are always public),
 * or a picture of a coin issue (the shop lists every issue, offline ones too). A file
 * only a draft, offline or future entry uses, or that nothing public uses (uploads of
 * forms are not in this table at all), is not found. `library`: the file is the media
 * library's, whose bytes may be replaced under the same address.
 */
export async function getPublishedFile(db: Queryable, id: number, now = new Date()): Promise<(StoredFile & { library: boolean }) | undefined> {
  const inLibrary = db.select({ one: sql`1` }).from(mediaItems).where(eq(mediaItems.fileId, files.id));
  const [row] = await db
    .select({ ...storedColumns, library: sql<boolean>`exists (${inLibrary})` })
    .from(files)
    .where(
      and(
        eq(files.id, id),
        or(
          exists(
            db
              .select({ one: sql`1` })
              .from(entryFiles)
              .innerJoin(entries, eq(entries.id, entryFiles.entryId))
              .where(and(eq(entryFiles.fileId, files.id), eq(entries.status, 'published'), lte(entries.publishedAt, now))),
          ),
          exists(db.select({ one: sql`1` }).from(statSeries).where(eq(statSeries.fileId, files.id))),
          and(
            exists(inLibrary),
            or(
              exists(
                db
                  .select({ one: sql`1` })
                  .from(entryI18n)
                  .innerJoin(entries, eq(entries.id, entryI18n.entryId))
                  .where(and(like(entryI18n.content, `%/files/${String(id)}/%`), eq(entries.status, 'published'), lte(entries.publishedAt, now))),
              ),
              // The published text of a menu page on the site (page_i18n holds only published texts).
              exists(
                db
                  .select({ one: sql`1` })
                  .from(pageI18n)
                  .innerJoin(pages, eq(pages.id, pageI18n.pageId))
                  .innerJoin(menuItems, eq(menuItems.id, pages.menuItemId))
                  .where(and(like(pageI18n.content, `%/files/${String(id)}/%`), eq(menuItems.status, 'published'))),
              ),
            ),
          ),
          exists(db.select({ one: sql`1` }).from(coinPictures).where(eq(coinPictures.fileId, files.id))),
        ),
      ),
    )
    .limit(1);
  return row;
}

/** A file of the media library, whatever uses it: shown only to a preview that names it with a valid ticket (download.ts). */
export async function getLibraryFile(db: Queryable, id: number): Promise<StoredFile | undefined> {
  const [row] = await db
    .select(storedColumns)
    .from(files)
    .where(and(eq(files.id, id), exists(db.select({ one: sql`1` }).from(mediaItems).where(eq(mediaItems.fileId, files.id)))))
    .limit(1);
  return row;
}
