import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FairPGlite } from './fair-pglite.ts';

const QUEUED = 200;

/**
 * Queues QUEUED statements at once and counts how many had finished when the event
 * loop next ran a callback (a socket read waits for the same turn).
 */
async function finishedBeforeTheLoopRan(db: PGlite): Promise<number> {
  let finished = 0;
  let seenByLoop = -1;
  setImmediate(() => {
    seenByLoop = finished;
  });
  await Promise.all(
    Array.from({ length: QUEUED }, async (_, i) => {
      await db.query('select $1::int as n', [i]);
      finished += 1;
    }),
  );
  // -1: the loop did not run at all until every statement had finished.
  return seenByLoop === -1 ? finished : seenByLoop;
}

describe('FairPGlite', () => {
  let fair: FairPGlite;
  let plain: PGlite;
  beforeAll(async () => {
    fair = new FairPGlite();
    plain = new PGlite();
    await Promise.all([fair.waitReady, plain.waitReady]);
  });
  afterAll(async () => {
    await Promise.all([fair.close(), plain.close()]);
  });

  it('lets the event loop run while statements are queued (a plain PGlite runs the whole queue first)', async () => {
    expect(await finishedBeforeTheLoopRan(plain)).toBe(QUEUED);
    expect(await finishedBeforeTheLoopRan(fair)).toBeLessThan(5);
  });

  it('still runs the statements in the order asked, one at a time', async () => {
    await fair.exec('create table seen (n int)');
    await Promise.all(Array.from({ length: 50 }, (_, i) => fair.query('insert into seen values ($1)', [i])));
    const rows = await fair.query<{ n: number }>('select n from seen');
    expect(rows.rows.map((row) => row.n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('keeps a transaction whole: no other statement runs inside it while it yields', async () => {
    await fair.exec('create table account (balance int); insert into account values (100)');
    const withdraw = () =>
      fair.transaction(async (tx) => {
        const { rows } = await tx.query<{ balance: number }>('select balance from account');
        const balance = rows[0]?.balance ?? 0;
        await new Promise((resolve) => setImmediate(resolve));
        if (balance >= 60) await tx.query('update account set balance = $1', [balance - 60]);
        return balance >= 60;
      });
    const results = await Promise.all([withdraw(), withdraw()]);
    expect(results.sort()).toEqual([false, true]);
    expect((await fair.query<{ balance: number }>('select balance from account')).rows[0]?.balance).toBe(40);
  });
});
