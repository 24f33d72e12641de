/**
 * Seed part `cases`: demo case work for the back office's inboxes (complaints,
 * reproduction applications, coin orders, with their staff steps and audit rows) and
 * the message templates complaint staff are offered. After `coins` (orders name its coins).
 */
import type { SeedPart } from '#src/seed/part.ts';

export const casesSeedPart: SeedPart = {
  name: 'cases',
  version: '2026-11-29.1',
  async run(tx, counts) {
    const { runCases } = await import('./write.ts');
    await runCases(tx, counts);
  },
  async reset(tx) {
    const [{ truncateCases }, { STAFF_TEMPLATES }] = await Promise.all([import('./queries.ts'), import('./data.ts')]);
    await truncateCases(
      tx,
      STAFF_TEMPLATES.map((t) => t.alias),
    );
  },
};
