/**
 * Opens the database once for the whole process, applies migrations, seeds an
 * empty database with the demo content, and registers the handle for every module
 * graph of the process (the start script's and the built Astro server's).
 */
import { readConfig, type ServerConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from '#src/server/db/open.ts';
import { getDatabaseHandle, hasDatabaseHandle, setDatabaseHandle } from '#src/server/db/registry.ts';
import { logEvent } from '#src/server/http/log.ts';
import { seedDatabase } from '#src/server/seed/index.ts';

export async function openConfiguredDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX })
    : openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
}

export async function boot(config: ServerConfig = readConfig()): Promise<DatabaseHandle> {
  if (hasDatabaseHandle()) return getDatabaseHandle();
  const started = performance.now();
  const handle = await openConfiguredDatabase(config);
  setDatabaseHandle(handle);
  if (config.SEED_ON_START) {
    const result = await seedDatabase(handle.db);
    logEvent('seed', result);
  }
  logEvent('database.open', { kind: handle.kind, location: handle.location, ms: Math.round(performance.now() - started) });
  return handle;
}

export async function shutdown(): Promise<void> {
  if (!hasDatabaseHandle()) return;
  const handle = getDatabaseHandle();
  setDatabaseHandle(undefined);
  await handle.close();
  logEvent('database.closed', { kind: handle.kind });
}
