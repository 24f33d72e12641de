/** Telling an open transaction from the database itself. */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Queryable, Transaction } from './open.ts';

/** Whether `db` is an open transaction: its reads may include writes not committed yet. */
export function isTransaction(db: Queryable): db is Transaction {
  return db instanceof PgTransaction;
}
