/**
 * Opens the database behind one Drizzle API: PGlite on disk (or in memory for
 * tests) by default, a PostgreSQL server through node-postgres when a URL is given.
 * Both run the same committed SQL migrations.
 */
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { FairPGlite } from './fair-pglite.ts';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { logError } from '#src/server/http/log.ts';
import { queryCounter } from './query-count.ts';

/**
 * No relational schema is registered: queries name their tables, which each feature's
 * `schema.ts` owns, so the database layer depends on no feature.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or an open transaction: services accept either. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Where the data lives: a directory, `memory`, or the server URL without its password. */
  location: string;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` while no other process on the same database runs its own (a
   * PostgreSQL session advisory lock; PGlite has one process): the start-up work of
   * several instances started at once (migrations, seed, search index) goes one
   * after the other instead of racing on a fresh database.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * PGlite only: its whole data folder as a tar (plain by default), taken while no
   * statement runs (a consistent snapshot: backups, the tests' seeded database).
   */
  dump?(compression?: 'none' | 'gzip'): Promise<Blob>;
}

/** The advisory lock key of start-up work (the seed uses 7264001, the register import 7264101). */
export const STARTUP_LOCK_KEY = 7_264_002;

/**
 * Holds a session advisory lock while `work` runs, on a connection of its own (not
 * one of the pool's: the work needs the pool, which may have a single connection).
 */
async function withSessionLock<T>(url: string, key: number, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    // Closing the session (below) releases the lock, also when `work` fails.
    return await work();
  } finally {
    await client.end().catch((err: unknown) => logError('database.lock', err));
  }
}

export type OpenOptions =
  | {
      kind: 'pglite';
      dataDir?: string | undefined;
      /** A data folder dumped by PGlite's `dumpDataDir` to start from (the tests' seeded snapshot). */
      snapshot?: Blob | undefined;
    }
  | { kind: 'postgres'; url: string; poolMax?: number };

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite's own PostgreSQL keeps its shared buffers inside the WebAssembly memory,
 * which never shrinks: the stock 128 MB were all resident after a minute of load
 * (issue 17, memory). The data files are read through the operating system's page
 * cache anyway, so a small buffer pool costs a copy, not a disk read; measured on
 * the seeded site: about 125 MB less resident memory.
 */
export const PGLITE_MEMORY_PARAMS = ['-c', 'shared_buffers=16MB'];

export async function openDatabase(options: OpenOptions, migrationsFolder = MIGRATIONS_DIR): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash
    // the process: the pool replaces it on the next query.
    pool.on('error', (err) => logError('database.pool', err));
    const db = drizzlePg(pool, { logger: queryCounter }) as unknown as Database;
    const exclusive = <T>(work: () => Promise<T>) => withSessionLock(options.url, STARTUP_LOCK_KEY, work);
    try {
      // Drizzle's migrator takes no lock: two instances migrating one fresh database
      // at once would both create the same tables, and one would fail.
      await exclusive(() => migratePg(drizzlePg(pool), { migrationsFolder }));
    } catch (err) {
      await pool.end();
      throw err;
    }
    return {
      db,
      kind: 'postgres',
      location: redactUrl(options.url),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
      exclusive,
    };
  }

  const dir = options.dataDir ? resolve(options.dataDir) : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  // Not PGlite.create, which makes a plain PGlite: FairPGlite lets the event loop run between statements.
  const client = new FairPGlite(dir ?? 'memory://', {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_PARAMS],
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
  });
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { logger: queryCounter });
  try {
    await migratePglite(pgliteDb, { migrationsFolder });
  } catch (err) {
    await client.close();
    throw err;
  }
  const db = pgliteDb as unknown as Database;
  return {
    db,
    kind: 'pglite',
    location: dir ?? 'memory',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    exclusive: (work) => work(),
    dump: (compression = 'none') => client.dumpDataDir(compression),
  };
}

function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}
