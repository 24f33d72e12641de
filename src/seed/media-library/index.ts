/**
 * Seed part `media-library`: the pictures the back office's media library starts
 * with (decision 0030), so that an editor can put a picture in a page or a banner
 * before anyone has uploaded one. Its files are read only when the part runs.
 */
import type { SeedPart } from '#src/seed/part.ts';

export const mediaLibrarySeedPart: SeedPart = {
  name: 'media-library',
  version: '2026-11-29.1',
  async run(tx, counts) {
    const { writeMediaLibrary } = await import('./write.ts');
    await writeMediaLibrary(tx, counts);
  },
  async reset(tx) {
    const { resetMediaLibrary } = await import('./write.ts');
    await resetMediaLibrary(tx);
  },
};
