/** The coin part's SQL beyond plain inserts. */
import { sql } from 'drizzle-orm';
import type { Transaction } from '#src/server/db/open.ts';

/** Empties the catalogue and the orders placed on it, ids restarting at 1. */
export async function truncateCoins(tx: Transaction): Promise<void> {
  await tx.execute(sql`truncate coin_order_lines, coin_orders, coin_i18n, coins restart identity cascade`);
}
