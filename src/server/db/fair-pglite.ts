/**
 * PGlite that lets the event loop take a turn before each statement, transaction or
 * exec takes the database (issue 17: a coin issue's peak of orders).
 *
 * Why: PGlite runs PostgreSQL in this thread, and a statement completes without any
 * I/O. Requests queued on PGlite's lock were handed the database one after another
 * in promise callbacks only, so the whole queue drained before Node read a socket
 * again. Under 50 buyers ordering coins at once (15 s, a new buyer each order) the
 * event loop stalled 420–440 ms at a time, and the first buyers' orders waited up
 * to 12 s while later ones overtook them: p99 6.6 s, p95 0.6 s. With a turn before
 * each statement: p99 0.8 s, the longest order 0.9–1.0 s, stalls of about 0.1 s at
 * most, for about 15 % fewer orders a second at that peak (92–98 against 109), a
 * price paid only while the database is that busy.
 *
 * The turn is taken holding the lock, so statements still run one at a time and in
 * the order asked; statements inside a transaction run without it (the transaction
 * took its turn before BEGIN). `_runExclusiveTransaction` is the one method
 * PGlite's `query`, `exec` and `transaction` take the lock through (declared in its
 * types for subclasses).
 */
import { PGlite } from '@electric-sql/pglite';
import { setImmediate as nextTurn } from 'node:timers/promises';

export class FairPGlite extends PGlite {
  override async _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return super._runExclusiveTransaction(async () => {
      await nextTurn();
      return fn();
    });
  }
}
