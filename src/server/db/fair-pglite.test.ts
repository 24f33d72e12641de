import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FairPGlite } from './fair-pglite.ts';

const QUEUED = 200;

/**
 * Queues QUEUED statements at once and counts the turns the event loop took (each
 * turn is also when sockets are read) until the last one had finished.
 */
async function loopTurnsWhileQueued(db: PGlite): Promise<number> {
  let turns = 0;
  let done = false;
  const turn = () => {
    if (done) return;
    turns += 1;
    setImmediate(turn);
  };
  setImmediate(turn);
  await Promise.all(Array.from({ length: QUEUED }, (_, i) => db.query('select $1::int as n', [i])));
  done = true;
  return turns;
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

  it('lets the event loop take a turn between queued statements (a plain PGlite runs the whole queue first)', async () => {
    expect(await loopTurnsWhileQueued(plain)).toBeLessThanOrEqual(1);
    // About one turn a statement: the turn is taken holding the lock, so the next statement
    // waits for the next turn (a turn taken before the lock would let the queue drain at once).
    expect(await loopTurnsWhileQueued(fair)).toBeGreaterThanOrEqual(QUEUED / 2);
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
