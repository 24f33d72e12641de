import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from './testing.ts';
import { queryCount } from './query-count.ts';

// The bench's queries-per-render figure is this count's difference around one request.
describe('query count', () => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => {
    await handle.dispose();
  });

  it('counts each statement run through the database handle, and in a transaction', async () => {
    const before = queryCount();
    await handle.db.execute(sql`select 1`);
    await handle.db.execute(sql`select 2`);
    expect(queryCount() - before).toBe(2);
    await handle.db.transaction(async (tx) => {
      // Inside the transaction (node-postgres also sends BEGIN and COMMIT through Drizzle; PGlite does not).
      const atStart = queryCount();
      await tx.execute(sql`select 3`);
      expect(queryCount() - atStart).toBe(1);
    });
  });
});
