/**
 * A fresh database for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a throwaway database created on it
 * (and dropped afterwards), so both engines run the same suite.
 */
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './open.ts';
import { setDatabaseHandle } from './registry.ts';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the handle and drops the throwaway database, if any. */
  dispose(): Promise<void>;
  /** The throwaway PostgreSQL database's URL (to open a second "instance" on it); undefined on PGlite. */
  url: string | undefined;
}

export async function openTestDatabase(options: { register?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (serverUrl) {
    const name = `amcm_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const dbUrl = new URL(serverUrl);
    dbUrl.pathname = `/${name}`;
    url = dbUrl.toString();
    handle = await openDatabase({ kind: 'postgres', url, poolMax: 4 });
    drop = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    };
  } else {
    handle = await openDatabase({ kind: 'pglite' });
  }
  if (options.register !== false) setDatabaseHandle(handle);
  return {
    ...handle,
    url,
    dispose: async () => {
      setDatabaseHandle(undefined);
      await handle.close();
      await drop?.();
    },
  };
}
