/**
 * SQL of the media library: its items, their bytes (the `files` row, rewritten in
 * place by a replacement) and where each file is used. A file is used by an entry
 * whose newest version or public rows name it: its address `/files/{id}/…` in a
 * text or the module data, or the file itself among the entry's files.
 */
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { containsPattern } from '#src/server/db/like.ts';
import { entries, entryFiles, entryI18n } from '#src/features/entries/schema.ts';
import { files } from '#src/features/files/schema.ts';
import { entryVersions, mediaItems, type EntryDocument } from '../schema.ts';

export type MediaRow = typeof mediaItems.$inferSelect & { name: string; mime: string; size: number };

const columns = {
  id: mediaItems.id,
  fileId: mediaItems.fileId,
  kind: mediaItems.kind,
  title: mediaItems.title,
  width: mediaItems.width,
  height: mediaItems.height,
  version: mediaItems.version,
  uploadedBy: mediaItems.uploadedBy,
  createdAt: mediaItems.createdAt,
  updatedAt: mediaItems.updatedAt,
  name: files.name,
  mime: files.mime,
  size: files.size,
};

export async function mediaRow(db: Queryable, id: number, lock = false): Promise<MediaRow | undefined> {
  const query = db.select(columns).from(mediaItems).innerJoin(files, eq(files.id, mediaItems.fileId)).where(eq(mediaItems.id, id));
  const [row] = lock ? await query.for('update', { of: mediaItems }) : await query;
  return row;
}

export async function mediaPage(db: Queryable, filter: { q?: string | undefined; kind?: 'image' | 'document' | undefined }, sort: 'id' | 'updatedAt' | 'title', order: 'ASC' | 'DESC', offset: number, limit: number) {
  const conditions: (SQL | undefined)[] = [filter.kind ? eq(mediaItems.kind, filter.kind) : undefined];
  if (filter.q) conditions.push(or(ilike(mediaItems.title, containsPattern(filter.q)), ilike(files.name, containsPattern(filter.q))));
  const where = and(...conditions);
  const column = sort === 'id' ? mediaItems.id : sort === 'title' ? mediaItems.title : mediaItems.updatedAt;
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(mediaItems)
      .innerJoin(files, eq(files.id, mediaItems.fileId))
      .where(where)
      .orderBy(order === 'ASC' ? asc(column) : desc(column), order === 'ASC' ? asc(mediaItems.id) : desc(mediaItems.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(mediaItems).innerJoin(files, eq(files.id, mediaItems.fileId)).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Another stored file with these bytes and this name (the `files` table keeps each pair once). */
export async function otherFileWith(db: Queryable, sha256: string, name: string, exceptId?: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.sha256, sha256), eq(files.name, name), exceptId === undefined ? undefined : ne(files.id, exceptId)))
    .limit(1);
  return row;
}

export async function insertMedia(db: Queryable, row: { fileId: number; kind: 'image' | 'document'; title: string; width: number | null; height: number | null; uploadedBy: string; now: Date }): Promise<number> {
  const [inserted] = await db
    .insert(mediaItems)
    .values({ fileId: row.fileId, kind: row.kind, title: row.title, width: row.width, height: row.height, uploadedBy: row.uploadedBy, createdAt: row.now, updatedAt: row.now })
    .returning({ id: mediaItems.id });
  if (!inserted) throw new Error('insert into media_items returned nothing');
  return inserted.id;
}

export async function mediaOfFile(db: Queryable, fileId: number): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: mediaItems.id }).from(mediaItems).where(eq(mediaItems.fileId, fileId));
  return row;
}

/** Rewrites a file's bytes under the same id and name: its address stays. */
export async function rewriteFile(db: Queryable, fileId: number, values: { mime: string; size: number; sha256: string; content: Buffer }): Promise<void> {
  await db.update(files).set(values).where(eq(files.id, fileId));
}

export async function updateMedia(db: Queryable, id: number, change: Partial<Pick<typeof mediaItems.$inferInsert, 'title' | 'width' | 'height' | 'version'>> & { updatedAt: Date }): Promise<void> {
  await db.update(mediaItems).set(change).where(eq(mediaItems.id, id));
}

export async function deleteMedia(db: Queryable, id: number, fileId: number): Promise<void> {
  await db.delete(mediaItems).where(eq(mediaItems.id, id));
  await db.delete(files).where(eq(files.id, fileId));
}

export interface FileUse {
  entryId: number;
  module: string;
  document: EntryDocument | null;
  publicTitle: string | null;
}

/**
 * The entries that use a file: its address in a text or the data of their newest
 * version or of what is published, or the file among their files.
 */
export function fileUses(db: Queryable, fileId: number): Promise<FileUse[]> {
  const pattern = `%/files/${String(fileId)}/%`;
  const fileJson = JSON.stringify([{ fileId }]);
  const latest = sql`(select v.document from ${entryVersions} v where v.entry_id = ${entries.id} order by v.number desc limit 1)`;
  return db
    .select({
      entryId: entries.id,
      module: entries.module,
      document: sql<EntryDocument | null>`${latest}`,
      publicTitle: sql<string | null>`(select t.title from ${entryI18n} t where t.entry_id = ${entries.id} order by t.lang limit 1)`,
    })
    .from(entries)
    .where(
      or(
        sql`exists (select 1 from ${entryFiles} f where f.entry_id = ${entries.id} and f.file_id = ${fileId})`,
        sql`exists (select 1 from ${entryI18n} t where t.entry_id = ${entries.id} and (t.content like ${pattern} or t.data::text like ${pattern}))`,
        sql`${entries.data}::text like ${pattern}`,
        sql`coalesce((${latest})::text like ${pattern} or (${latest})->'files' @> ${fileJson}::jsonb, false)`,
      ),
    )
    .orderBy(asc(entries.id));
}

/** Dates the entries that use a file as changed: their modules' cache tags move (the triggers on `entries`). */
export async function touchEntries(db: Queryable, ids: readonly number[], now: Date): Promise<void> {
  if (!ids.length) return;
  await db.update(entries).set({ updatedAt: now }).where(inArray(entries.id, [...ids]));
}
