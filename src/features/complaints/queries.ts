/** SQL of the complaints feature. */
import { complaints } from './schema.ts';
import type { Queryable } from '#src/server/db/open.ts';

export type NewComplaint = typeof complaints.$inferInsert;

export async function insertComplaint(tx: Queryable, row: NewComplaint): Promise<void> {
  await tx.insert(complaints).values(row);
}
