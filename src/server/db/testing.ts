/**
 * A fresh database for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a throwaway database created on it
 * (and dropped afterwards), so both engines run the same suite.
 *
 * `{ seeded: true }` gives a database holding the demo content without seeding it
 * again: the run's global setup (tests/db-snapshot.setup.ts) seeds once, then each
 * file starts from a copy (PGlite: the dumped data folder; PostgreSQL: a template
 * database). Seeding took about 10 s of every database test file.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from './open.ts';
import { setDatabaseHandle } from './registry.ts';

export interface TestDatabase extends DatabaseHandle {
  /** Closes the handle and drops the throwaway database, if any. */
  dispose(): Promise<void>;
  /** The throwaway PostgreSQL database's URL (to open a second "instance" on it); undefined on PGlite. */
  url: string | undefined;
}

/** Set by the global setup: where the run's copies of a migrated and a seeded database are. */
export const SNAPSHOT_ENV = { migrated: 'AMCM_TEST_MIGRATED_DB', seeded: 'AMCM_TEST_SEEDED_DB' } as const;

export interface TestDatabaseOptions {
  register?: boolean;
  /** Start from the run's seeded copy (the demo content, as `seedDatabase` writes it). */
  seeded?: boolean;
}

function snapshotSource(seeded: boolean): string | undefined {
  return process.env[seeded ? SNAPSHOT_ENV.seeded : SNAPSHOT_ENV.migrated] || undefined;
}

/**
 * The run's PGlite copy of a migrated (or seeded) database, for a process that opens its
 * own data folder (the crash tests' children): loading it skips migrating and seeding,
 * about 8 s of each child on 2 cores. Undefined outside a database test run.
 */
export function pgliteSnapshot(seeded: boolean): Blob | undefined {
  const source = process.env.TEST_DATABASE_URL ? undefined : snapshotSource(seeded);
  return source ? new Blob([readFileSync(source)]) : undefined;
}

/** Creates a database on the PostgreSQL server of `serverUrl` (a copy of `template` when given); returns its URL. */
export async function createServerDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  return dbUrl.toString();
}

export async function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const source = snapshotSource(options.seeded === true);
  if (options.seeded && !source) {
    throw new Error(`No seeded test database: run the database tests through tests/vitest.config.ts (its global setup sets ${SNAPSHOT_ENV.seeded}).`);
  }
  let handle: DatabaseHandle;
  let drop: (() => Promise<void>) | undefined;
  let url: string | undefined;
  if (serverUrl) {
    const name = `amcm_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    url = await createServerDatabase(serverUrl, name, source);
    handle = await openDatabase({ kind: 'postgres', url, poolMax: 4 });
    drop = () => dropServerDatabase(serverUrl, name);
  } else {
    const snapshot = source ? new Blob([readFileSync(source)]) : undefined;
    handle = await openDatabase({ kind: 'pglite', snapshot });
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
