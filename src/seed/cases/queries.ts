/** The cases part's SQL beyond plain inserts. */
import { asc, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '#src/server/db/open.ts';
import { coins } from '#src/features/coins/schema.ts';
import { entries } from '#src/features/entries/schema.ts';

/** The first coins of the catalogue (id order) that the demo orders are for. */
export function demoCoins(tx: Transaction): Promise<{ id: number; priceAvos: number }[]> {
  return tx.select({ id: coins.id, priceAvos: coins.priceAvos }).from(coins).orderBy(asc(coins.id)).limit(3);
}

/**
 * Empties the case tables and the forms kit's submissions and numbers, ids restarting
 * at 1, and removes this part's templates. The audit log is append-only: its rows stay.
 */
export async function truncateCases(tx: Transaction, templateAliases: string[]): Promise<void> {
  await tx.execute(sql`truncate complaint_events, complaints, reproduction_events, reproduction_applications, coin_order_events, coin_order_lines, coin_orders, form_uploads, form_submissions, form_sequences restart identity cascade`);
  await tx.delete(entries).where(inArray(entries.slug, templateAliases));
}
