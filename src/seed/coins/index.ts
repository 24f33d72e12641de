/**
 * Seed part `coins`: the commemorative coin catalogue (catalogue.ts), with drawn
 * pictures (picture.ts). The generator and writer load only when the part runs.
 */
import type { SeedPart } from '#src/seed/part.ts';

export const coinsSeedPart: SeedPart = {
  name: 'coins',
  version: '2026-11-24.1',
  async run(tx, counts) {
    const { runCoins } = await import('./write.ts');
    await runCoins(tx, counts);
  },
  async reset(tx) {
    const { resetCoins } = await import('./write.ts');
    await resetCoins(tx);
  },
};
