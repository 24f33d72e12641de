/**
 * Seed part `reference`: laws and guidelines, FAQ, holidays, annual events, the
 * calendar, recruitment, tenders and message templates. The data and the writer
 * are loaded only when the part runs, so a start on a seeded database skips them.
 */
import type { SeedPart } from '#src/seed/part.ts';

export const REFERENCE_PART: SeedPart = {
  name: 'reference',
  version: '2026-11-02.1',
  async run(tx, counts) {
    const { runReference } = await import('./write-reference.ts');
    await runReference(tx, counts);
  },
  async reset(tx) {
    const { resetReference } = await import('./write-reference.ts');
    await resetReference(tx);
  },
};
