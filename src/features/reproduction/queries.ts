/** SQL of the reproduction application (no rules here). */
import type { Queryable } from '#src/server/db/open.ts';
import { reproductionApplications } from './schema.ts';

export type NewApplication = typeof reproductionApplications.$inferInsert;

export async function insertApplication(tx: Queryable, row: NewApplication): Promise<void> {
  await tx.insert(reproductionApplications).values(row);
}
