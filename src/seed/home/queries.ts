/** The home part's SQL beyond plain inserts: removing its statistical series and their files. */
import { and, inArray, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '#src/server/db/open.ts';
import { entryFiles } from '#src/features/entries/schema.ts';
import { files } from '#src/features/files/schema.ts';
import { statSeries } from '#src/features/stats/schema.ts';

/** Deletes the series of these modules (their texts and points go with them). */
export async function deleteStatSeries(tx: Transaction, modules: string[]): Promise<void> {
  await tx.delete(statSeries).where(inArray(statSeries.module, modules));
}

/** Deletes the files with these names that no entry and no series uses any more. */
export async function deleteUnusedFiles(tx: Transaction, names: string[]): Promise<void> {
  await tx
    .delete(files)
    .where(
      and(
        inArray(files.name, names),
        notInArray(files.id, tx.select({ id: entryFiles.fileId }).from(entryFiles)),
        notInArray(files.id, tx.select({ id: sql<number>`coalesce(${statSeries.fileId}, 0)` }).from(statSeries)),
      ),
    );
}
