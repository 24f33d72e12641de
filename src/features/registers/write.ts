/** Writing register records (seed and monthly import): records become rows with their search columns; the batched SQL is in queries.ts. */
import type { Queryable } from '#src/server/db/open.ts';
import { searchColumns } from './fold.ts';
import { insertClerkRows, insertIntermediaryRows, upsertEdition } from './queries.ts';
import type { ClerkRecord, IntermediaryRecord } from './records.ts';

export const intermediaryRow = (r: IntermediaryRecord) => ({ ...r, ...searchColumns(r.name, r.nameZh) });
export const clerkRow = (r: ClerkRecord) => ({ ...r, ...searchColumns(r.name, r.nameZh) });

export async function insertIntermediaries(db: Queryable, records: readonly IntermediaryRecord[]): Promise<void> {
  await insertIntermediaryRows(db, records.map(intermediaryRow));
}

export async function insertClerks(db: Queryable, records: readonly ClerkRecord[]): Promise<void> {
  await insertClerkRows(db, records.map(clerkRow));
}

/** Records a register's update date; imported now unless told otherwise (the seed gives its base date). */
export async function setEdition(db: Queryable, register: 'intermediaries' | 'clerks', updatedOn: string, importedAt?: Date): Promise<void> {
  await upsertEdition(db, register, updatedOn, importedAt ?? new Date());
}
