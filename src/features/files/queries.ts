/** SQL of the files kept in the database (no rules: see service.ts). */
import { and, eq, exists, inArray, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { entries, entryFiles, files, statSeries } from '#src/server/db/schema.ts';

export interface StoredFile {
  id: number;
  name: string;
  mime: string;
  size: number;
  sha256: string;
}

const storedColumns = { id: files.id, name: files.name, mime: files.mime, size: files.size, sha256: files.sha256 };

/** A stored file with these bytes (by their SHA-256) and this name. */
export async function fileBySha256AndName(db: Queryable, sha256: string, name: string): Promise<StoredFile | undefined> {
  const [existing] = await db.select(storedColumns).from(files).where(and(eq(files.sha256, sha256), eq(files.name, name))).limit(1);
  return existing;
}

export async function insertFile(db: Queryable, values: { name: string; mime: string; size: number; sha256: string; content: Buffer }): Promise<StoredFile | undefined> {
  const [row] = await db.insert(files).values(values).returning(storedColumns);
  return row;
}

export async function getFileMeta(db: Queryable, ids: number[]): Promise<StoredFile[]> {
  if (!ids.length) return [];
  return db.select(storedColumns).from(files).where(inArray(files.id, ids));
}

export async function getFileContent(db: Queryable, id: number): Promise<(StoredFile & { content: Buffer }) | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ? { id: row.id, name: row.name, mime: row.mime, size: row.size, sha256: row.sha256, content: row.content } : undefined;
}

/**
 * A file the public may preview: one attached to a published entry whose time has
 * come, or the file of a statistical series (series are always public). A file
 * only a draft, offline or future entry uses, or that nothing public uses
 * (uploads of forms are not in this table at all), is not found.
 */
export async function getPublishedFile(db: Queryable, id: number, now = new Date()): Promise<StoredFile | undefined> {
  const [row] = await db
    .select(storedColumns)
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
        ),
      ),
    )
    .limit(1);
  return row;
}
