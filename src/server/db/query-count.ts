/**
 * A process-wide count of the SQL statements run through Drizzle, so the bench can
 * report queries per render (issue 17) by reading it before and after one request.
 * Kept on a global symbol because the start script and the built server are separate
 * module graphs (as the handle in registry.ts is). Counting costs one increment.
 */
import type { Logger } from 'drizzle-orm/logger';

const KEY = Symbol.for('amcm.database.queryCount');

type Holder = { [KEY]?: number };

export function queryCount(): number {
  return (globalThis as Holder)[KEY] ?? 0;
}

/** Drizzle's logger hook, used only to count. */
export const queryCounter: Logger = {
  logQuery(): void {
    const holder = globalThis as Holder;
    holder[KEY] = (holder[KEY] ?? 0) + 1;
  },
};
