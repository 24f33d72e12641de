/**
 * Global setup of the database tests: seeds the demo content once per run and keeps
 * a copy for every test file that asks for it (`openTestDatabase({ seeded: true })`),
 * plus a copy of a migrated, empty database for the others. On PGlite the copies are
 * dumped data folders in a temporary directory; on PostgreSQL (TEST_DATABASE_URL)
 * they are template databases, which `CREATE DATABASE … TEMPLATE` copies.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '#src/server/db/open.ts';
import { createServerDatabase, dropServerDatabase, SNAPSHOT_ENV } from '#src/server/db/testing.ts';
import { seedDatabase } from '#src/seed/index.ts';

async function dumpTo(handle: DatabaseHandle, file: string): Promise<void> {
  if (!handle.dump) throw new Error('This database cannot be dumped.');
  writeFileSync(file, new Uint8Array(await (await handle.dump()).arrayBuffer()));
}

export default async function setup(_project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const logFormat = process.env.LOG_FORMAT;
  process.env.LOG_FORMAT = 'off';
  const serverUrl = process.env.TEST_DATABASE_URL;
  let teardown: () => Promise<void>;
  if (serverUrl) {
    const suffix = `${process.pid}_${Date.now().toString(36)}`;
    const names = { migrated: `amcm_tpl_migrated_${suffix}`, seeded: `amcm_tpl_seeded_${suffix}` };
    for (const kind of ['migrated', 'seeded'] as const) {
      const url = await createServerDatabase(serverUrl, names[kind]);
      const handle = await openDatabase({ kind: 'postgres', url, poolMax: 2 });
      try {
        if (kind === 'seeded') await seedDatabase(handle.db);
      } finally {
        // A template must have no open connection when it is copied.
        await handle.close();
      }
      process.env[SNAPSHOT_ENV[kind]] = names[kind];
    }
    teardown = async () => {
      for (const name of Object.values(names)) await dropServerDatabase(serverUrl, name);
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'amcm-test-db-'));
    const handle = await openDatabase({ kind: 'pglite' });
    try {
      await dumpTo(handle, join(dir, 'migrated.tar'));
      await seedDatabase(handle.db);
      await dumpTo(handle, join(dir, 'seeded.tar'));
    } finally {
      await handle.close();
    }
    process.env[SNAPSHOT_ENV.migrated] = join(dir, 'migrated.tar');
    process.env[SNAPSHOT_ENV.seeded] = join(dir, 'seeded.tar');
    teardown = async () => rmSync(dir, { recursive: true, force: true });
  }
  if (logFormat === undefined) delete process.env.LOG_FORMAT;
  else process.env.LOG_FORMAT = logFormat;
  console.log(`Database tests: seeded once in ${((performance.now() - started) / 1000).toFixed(1)} s (${serverUrl ? 'PostgreSQL template databases' : 'PGlite data folders'}).`);
  return teardown;
}
