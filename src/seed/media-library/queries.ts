/** The media library part's SQL: its rows of the library, and removing them. */
import { inArray } from 'drizzle-orm';
import type { Transaction } from '#src/server/db/open.ts';
import { mediaItems } from '#src/features/publishing/schema.ts';
import { files } from '#src/features/files/schema.ts';

export async function insertLibraryItems(tx: Transaction, rows: (typeof mediaItems.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(mediaItems).values(rows);
}

/** Deletes the library items of the files with these names (the files stay). */
export async function deleteLibraryItems(tx: Transaction, names: string[]): Promise<void> {
  await tx.delete(mediaItems).where(inArray(mediaItems.fileId, tx.select({ id: files.id }).from(files).where(inArray(files.name, names))));
}
