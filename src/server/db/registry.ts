/**
 * The process-wide database handle. The start script (run by Node) and the built
 * Astro server are separate module graphs, so the handle is kept on a global symbol
 * that both read; tests set their own handle per file.
 */
import type { Database, DatabaseHandle } from './open.ts';

const KEY = Symbol.for('amcm.database');

type Holder = { [KEY]?: DatabaseHandle };

export function setDatabaseHandle(handle: DatabaseHandle | undefined): void {
  (globalThis as Holder)[KEY] = handle;
}

export function getDatabaseHandle(): DatabaseHandle {
  const handle = (globalThis as Holder)[KEY];
  if (!handle) {
    throw new Error('The database is not open: start the server with `npm start` (or `npm run dev`).');
  }
  return handle;
}

export function hasDatabaseHandle(): boolean {
  return !!(globalThis as Holder)[KEY];
}

export function getDb(): Database {
  return getDatabaseHandle().db;
}
