/**
 * Seed part `bonds`: Macao's bond market (bond types, bond records, bond
 * information items and their categories) and the foreign investment funds
 * authorised for distribution in Macao. The generator and writer load only when
 * the part runs.
 */
import type { SeedPart } from '#src/seed/part.ts';

export const bondsSeedPart: SeedPart = {
  name: 'bonds',
  version: '2026-11-22.1',
  async run(tx, counts) {
    const { runBonds } = await import('./write.ts');
    await runBonds(tx, counts);
  },
  async reset(tx) {
    const { resetBonds } = await import('./write.ts');
    await resetBonds(tx);
  },
};
