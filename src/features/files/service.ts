/** Files kept in the database: storing (deduplicated by content) and reading for download. */
import { createHash } from 'node:crypto';
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

/** The download URL of a file: its id and name, so the link says what it fetches. */
export function fileUrl(file: { id: number; name: string }): string {
  return `/files/${file.id}/${encodeURIComponent(file.name)}`;
}

/** Stores bytes under a name; the same bytes under the same name are stored once. */
export async function storeFile(db: Queryable, name: string, mime: string, content: Buffer): Promise<StoredFile> {
  const sha256 = createHash('sha256').update(content).digest('hex');
  const [existing] = await db
    .select({ id: files.id, name: files.name, mime: files.mime, size: files.size, sha256: files.sha256 })
    .from(files)
    .where(and(eq(files.sha256, sha256), eq(files.name, name)))
    .limit(1);
  if (existing) return existing;
  const [row] = await db
    .insert(files)
    .values({ name, mime, size: content.length, sha256, content })
    .returning({ id: files.id, name: files.name, mime: files.mime, size: files.size, sha256: files.sha256 });
  if (!row) throw new Error(`Could not store ${name}`);
  return row;
}

export async function getFileMeta(db: Queryable, ids: number[]): Promise<StoredFile[]> {
  if (!ids.length) return [];
  return db.select({ id: files.id, name: files.name, mime: files.mime, size: files.size, sha256: files.sha256 }).from(files).where(inArray(files.id, ids));
}

export async function getFileContent(db: Queryable, id: number): Promise<(StoredFile & { content: Buffer }) | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ? { id: row.id, name: row.name, mime: row.mime, size: row.size, sha256: row.sha256, content: row.content } : undefined;
}

/**
 * Content-Disposition with the name in plain ASCII and, for any other script,
 * as RFC 5987 UTF-8 (SPEC §7: a downloaded file is named from this header).
 */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Types a browser shows safely on its own (no script runs in them): PDF and raster
 * images. Everything else, SVG and HTML included, is offered as an attachment.
 */
const INLINE_PREVIEW_TYPES: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export function previewsInline(mime: string): boolean {
  return INLINE_PREVIEW_TYPES.has(mime.split(';')[0]?.trim().toLowerCase() ?? '');
}

/**
 * A file the public may preview: one attached to a published entry whose time has
 * come, or the file of a statistical series (series are always public). A file
 * only a draft, offline or future entry uses, or that nothing public uses
 * (uploads of forms are not in this table at all), is not found.
 */
export async function getPublishedFile(db: Queryable, id: number, now = new Date()): Promise<StoredFile | undefined> {
  const [row] = await db
    .select({ id: files.id, name: files.name, mime: files.mime, size: files.size, sha256: files.sha256 })
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
