/**
 * Seed part `home`: home-page banners (with their category set and one saved
 * version for preview) and the series of the statistics pages. The data and
 * the Chinese converter load only when the part runs.
 */
import type { SeedPart } from '#src/seed/part.ts';

export const homeSeedPart: SeedPart = {
  name: 'home',
  version: '2026-11-29.1',
  async run(tx, counts) {
    const { writeHome } = await import('./write.ts');
    await writeHome(tx, counts);
  },
  async reset(tx) {
    const { resetHome } = await import('./write.ts');
    await resetHome(tx);
  },
};
