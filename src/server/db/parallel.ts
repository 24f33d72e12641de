/**
 * Runs independent reads side by side on a pool, but one after the other inside a
 * transaction: a transaction is one connection, which takes one query at a time.
 */
import type { Queryable } from './open.ts';
import { isTransaction } from './transaction.ts';

type Tasks = readonly (() => PromiseLike<unknown>)[];
type Results<T extends Tasks> = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };

export async function inParallel<const T extends Tasks>(db: Queryable, tasks: T): Promise<Results<T>> {
  if (isTransaction(db)) {
    const out: unknown[] = [];
    for (const task of tasks) out.push(await task());
    return out as Results<T>;
  }
  return (await Promise.all(tasks.map((task) => task()))) as Results<T>;
}
