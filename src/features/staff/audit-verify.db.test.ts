/**
 * `npm run audit:verify` as an operator runs it: it says the log holds, and after one
 * row is changed in the database behind the trigger's back it exits 1 naming that row.
 * On PGlite it opens its own data folder (one process at a time); on PostgreSQL
 * (TEST_DATABASE_URL) the throwaway database, which the script opens beside the test.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#src/server/db/open.ts';
import { openTestDatabase, pgliteSnapshot } from '#src/server/db/testing.ts';
import { appendAudit } from './audit.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function verify(env: Record<string, string>): { status: number | null; output: string } {
  const run = spawnSync(npm, ['run', '--silent', 'audit:verify'], { cwd: root, env: { ...process.env, LOG_FORMAT: 'off', ...env }, encoding: 'utf8', timeout: 120_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function writeRows(db: DatabaseHandle['db']): Promise<void> {
  for (const action of ['sign-in', 'invite', 'roles-changed']) await appendAudit(db, { actorId: 'u1', actorEmail: 'admin@amcm.gov.mo', entity: 'staff-account', entityId: 'u2', action });
}

async function tamper(db: DatabaseHandle['db']): Promise<void> {
  await db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change`);
  await db.execute(sql`UPDATE audit_log SET action = 'sign-out' WHERE id = (SELECT min(id) + 1 FROM audit_log)`);
  await db.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change`);
}

describe('npm run audit:verify', () => {
  it('says how many rows hold, and exits 1 naming the first row changed in the database', { timeout: 180_000 }, async () => {
    if (process.env.TEST_DATABASE_URL) {
      const database = await openTestDatabase({ register: false });
      try {
        const env = { DATABASE_URL: database.url ?? '' };
        await writeRows(database.db);
        expect(verify(env)).toMatchObject({ status: 0, output: expect.stringContaining('holds: 3 rows') as unknown });
        await tamper(database.db);
        const broken = verify(env);
        expect(broken.status).toBe(1);
        expect(broken.output).toMatch(/broken at row \d+: content changed; the 1 rows before it hold/);
      } finally {
        await database.dispose();
      }
      return;
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'amcm-audit-verify-'));
    try {
      const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
      let handle = await openDatabase({ kind: 'pglite', dataDir, snapshot: pgliteSnapshot(false) });
      await writeRows(handle.db);
      await handle.close();
      expect(verify(env)).toMatchObject({ status: 0, output: expect.stringContaining('holds: 3 rows') as unknown });
      handle = await openDatabase({ kind: 'pglite', dataDir });
      await tamper(handle.db);
      await handle.close();
      const broken = verify(env);
      expect(broken.status).toBe(1);
      expect(broken.output).toMatch(/broken at row \d+: content changed; the 1 rows before it hold/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
