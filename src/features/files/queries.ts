/** SQL of the files kept in the database (no rules: see service.ts). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { files } from './schema.ts';

export interface StoredFile {
  id: number;
  name: string;
  mime: string;
  size: number;
  sha256: string;
}

/** The columns of a StoredFile (everything but the bytes). */
export const storedColumns = { id: files.id, name: files.name, mime: files.mime, size: files.size, sha256: files.sha256 };

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
