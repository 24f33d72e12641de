/**
 * Several instances started at once on one PostgreSQL database (docs/decisions/0007):
 * their start-up work takes turns under an advisory lock. Only PostgreSQL has other
 * processes to race with, so these cases run with TEST_DATABASE_URL (CI's step 4 and
 * `npm run test:scale`); PGlite is one process and its `exclusive` just runs the work.
 */
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './open.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(serverUrl))('start-up on one fresh PostgreSQL database (TEST_DATABASE_URL)', () => {
  const name = `amcm_lock_${process.pid}_${Date.now().toString(36)}`;
  const handles: DatabaseHandle[] = [];

  async function admin(query: string): Promise<void> {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  }

  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close()));
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('two instances opening an empty database at the same moment both migrate it', async () => {
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    // Pools of one connection: the lock must not wait for a connection the work needs.
    const opened = await Promise.all([openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 1 }), openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 1 })]);
    handles.push(...opened);
    for (const handle of opened) {
      // node-postgres answers with { rows } (these handles are PostgreSQL ones).
      const result = (await handle.db.execute(sql`select count(*)::text as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: string }[] };
      expect(Number(result.rows[0]?.n)).toBeGreaterThan(0);
    }
  });

  it('exclusive work of two instances runs one after the other, never at once', async () => {
    const [a, b] = handles;
    if (!a || !b) throw new Error('the previous case opened no handles');
    const events: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = a.exclusive(async () => {
      events.push('a:start');
      await held;
      events.push('a:end');
    });
    // Give the first call time to take the lock before the second asks for it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const second = b.exclusive(async () => {
      events.push('b:start');
      // The work may use the pool while the lock is held on a connection of its own.
      await b.db.execute(sql`select 1`);
      events.push('b:end');
      return 'done';
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(events).toEqual(['a:start']);
    release();
    await first;
    expect(await second).toBe('done');
    expect(events).toEqual(['a:start', 'a:end', 'b:start', 'b:end']);
  });

  it('a failed piece of work releases the lock', async () => {
    const [a, b] = handles;
    if (!a || !b) throw new Error('the first case opened no handles');
    await expect(a.exclusive(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await b.exclusive(() => Promise.resolve('next'))).toBe('next');
  });
});
