/** Test helpers of the coin shop (tests only): a coin issue of a test's own, so it knows its stock, price and limits. */
import type { Queryable } from '#src/server/db/open.ts';
import { coins } from './schema.ts';

let serial = 0;

/** Inserts a coin on sale (100 in stock, 588 MOP, 5 per order, 10 per buyer); `over` changes any column; slugs are `<prefix>-<n>`. */
export async function makeCoin(db: Queryable, over: Partial<typeof coins.$inferInsert> = {}, prefix = 'test-coin'): Promise<typeof coins.$inferSelect> {
  serial += 1;
  const [row] = await db
    .insert(coins)
    .values({
      slug: `${prefix}-${String(serial)}`,
      year: 2026,
      type: 'silver',
      series: 'test',
      diameterHmm: 4000,
      weightCg: 3110,
      metal: 'silver',
      fineness: 999,
      faceValue: 10000,
      mintage: 1000,
      priceAvos: 58800,
      orderLimit: 5,
      buyerLimit: 10,
      stock: 100,
      status: 'on-sale',
      issueDate: '2026-01-15',
      picture: '<svg/>',
      ...over,
    })
    .returning();
  if (!row) throw new Error('no coin');
  return row;
}
