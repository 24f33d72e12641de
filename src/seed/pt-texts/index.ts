/**
 * Seed part `pt-texts`: Portuguese texts added after databases were first seeded.
 * Every menu title is interface text of the Authority, so each has a Portuguese
 * title (menu-tree.ts), and the message templates the forms show are all in
 * Portuguese (reference/templates-data.ts). The core and the reference part write
 * them into a fresh database (this part then writes nothing); a database seeded
 * before them gets the Portuguese rows it lacks here, and every existing row,
 * edited or not, stays as it is.
 */
import type { SeedPart } from '#src/seed/part.ts';

export const ptTextsSeedPart: SeedPart = {
  name: 'pt-texts',
  version: '2026-11-25.1',
  async run(tx, counts) {
    const { writeMissingPortuguese } = await import('./write.ts');
    await writeMissingPortuguese(tx, counts);
  },
  // Nothing of its own to remove: its rows belong to the core's menus and the reference part's templates, which `seed --reset` deletes.
};
