/** The media part's SQL beyond plain inserts and the seed's shared statements (../queries.ts). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '#src/server/db/open.ts';
import { entries, entryFiles, moduleCats } from '#src/features/entries/schema.ts';
import { files } from '#src/features/files/schema.ts';

/** The sort orders used in a category set (new top-level categories go after them). */
export function selectCatSortOrders(tx: Transaction, module: string) {
  return tx.select({ sortOrder: moduleCats.sortOrder }).from(moduleCats).where(eq(moduleCats.module, module));
}

/** Deletes the categories of `module` with these slugs (their texts go with them). */
export async function deleteCatsBySlug(tx: Transaction, module: string, slugs: string[]): Promise<void> {
  await tx.delete(moduleCats).where(and(eq(moduleCats.module, module), inArray(moduleCats.slug, slugs)));
}

/** Files stored already, by content hash (their names tell them apart). */
export function selectFilesBySha256(tx: Transaction, hashes: string[]) {
  return tx.select({ id: files.id, sha256: files.sha256, name: files.name }).from(files).where(inArray(files.sha256, hashes));
}

/** The ids of the files the entries of these modules link to. */
export async function selectFileIdsOfModules(tx: Transaction, modules: string[]): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: entryFiles.fileId })
    .from(entryFiles)
    .innerJoin(entries, eq(entries.id, entryFiles.entryId))
    .where(inArray(entries.module, modules));
  return rows.map((f) => f.id);
}
