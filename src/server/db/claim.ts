/**
 * The claim of scheduled work (issue 33): rows whose minute has come are moved out of
 * their waiting state by one conditional `UPDATE … WHERE state = from AND at <= now
 * RETURNING`, in the transaction that carries them out. Two instances (or two runs)
 * at once claim each row once: the second UPDATE waits on the first's row locks and
 * then finds the state moved, so a publication happens exactly once. Used by every
 * content type with schedules (entries in publishing, menu pages in site).
 */
import { and, eq, lte } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from './open.ts';

export interface DueRows {
  /** The state column, and the state rows wait in. */
  state: PgColumn;
  from: string;
  /** The moment a row is due. */
  at: PgColumn;
}

export function claimDue<T extends PgTable>(db: Queryable, table: T, due: DueRows, set: PgUpdateSetSource<T>, now: Date): Promise<T['$inferSelect'][]> {
  return db
    .update(table)
    .set(set)
    .where(and(eq(due.state, due.from), lte(due.at, now)))
    .returning() as unknown as Promise<T['$inferSelect'][]>;
}
