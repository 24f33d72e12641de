/**
 * Backups of the embedded database (src/server/db/backup.ts): a backup taken through
 * the running server's instance socket while it writes, restored into an empty
 * folder, holds the same rows in every table (orders, uploaded files, content) and
 * the same mail files; a folder that holds data is never restored over.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { InstanceLockedError, lockDataDir, type InstanceLock } from '#src/server/instance-lock.ts';
import { backupDataDir, backupHandler, restoreDataDir } from './backup.ts';
import { openDatabase, type Database, type DatabaseHandle } from './open.ts';
import { SNAPSHOT_ENV } from './testing.ts';

/** One digest per table: every row, in a stable order. */
async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  // PGlite's and node-postgres's results both carry `rows`.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function tableDigests(db: Database): Promise<Record<string, string>> {
  const tables = await rows<{ name: string }>(db, sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await rows<{ digest: string | null; n: number }>(db, sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as digest, count(*)::int as n from "${name}" t`));
    digests[name] = `${String(row?.n)}:${String(row?.digest)}`;
  }
  return digests;
}

// The embedded database only: a PostgreSQL server is backed up with pg_dump (README).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore of the embedded database', () => {
  let work: string;
  let dataDir: string;
  let lock: InstanceLock;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    process.env.LOG_FORMAT = 'off';
    work = mkdtempSync(join(tmpdir(), 'amcm-backup-test-'));
    dataDir = join(work, 'site');
    // Restoring the run's seeded database (a plain tar) into an empty folder.
    await restoreDataDir(process.env[SNAPSHOT_ENV.seeded]!, dataDir);
    lock = await lockDataDir(dataDir);
    handle = await openDatabase({ kind: 'pglite', dataDir });
    lock.handle(backupHandler(handle));
    mkdirSync(join(dataDir, 'mail'), { recursive: true });
    writeFileSync(join(dataDir, 'mail', 'order-ack.eml'), 'Subject: Your order\r\n\r\nThank you.\r\n');
  }, 300_000);

  afterAll(async () => {
    await handle?.close();
    await lock?.release();
    rmSync(work, { recursive: true, force: true });
  });

  it('a backup of the running server, restored into an empty folder, holds the same tables and mail', async () => {
    // A write that commits while the backup is asked for: the snapshot holds it or not, whole.
    await handle.db.execute(sql`insert into app_meta (key, value, updated_at) values ('backup.test', 'before', now())`);
    const file = join(work, 'site.backup');
    const result = await backupDataDir(dataDir, file);
    expect(result.takenBy).toBe('server');
    expect(result.bytes).toBeGreaterThan(1_000_000);
    const expected = await tableDigests(handle.db);
    expect(Object.keys(expected).length).toBeGreaterThan(20);
    expect(expected.files).not.toMatch(/^0:/);

    const restoredDir = join(work, 'restored');
    await restoreDataDir(file, restoredDir);
    const restored = await openDatabase({ kind: 'pglite', dataDir: restoredDir });
    try {
      expect(await tableDigests(restored.db)).toEqual(expected);
    } finally {
      await restored.close();
    }
    expect(readFileSync(join(restoredDir, 'mail', 'order-ack.eml'), 'utf8')).toContain('Thank you.');

    // Never over data, and never while a server holds the folder.
    await expect(restoreDataDir(file, restoredDir)).rejects.toThrow(/is not empty/);
    await expect(lockDataDir(dataDir)).rejects.toBeInstanceOf(InstanceLockedError);
  }, 300_000);

  it('refuses a backup request that does not carry the data folder key', async () => {
    const { requestControl } = await import('#src/server/instance-lock.ts');
    writeFileSync(join(dataDir, 'amcm-control.key'), 'not-the-key', { mode: 0o600 });
    const answer = await requestControl(dataDir, 'backup');
    answer?.socket.destroy();
    expect(answer?.header).toEqual({ ok: false, message: 'Refused: the key does not match this data folder.' });
  });
});
