/**
 * Seed part of the media and downloads area (downloads, financial reports, the
 * advance release calendar, videos, infographics, financial institutions and
 * friendship links). Its data and file generators load only when it runs, so a
 * start on an already seeded database does not pay for them.
 */
import type { SeedPart } from '#src/seed/part.ts';

export const mediaSeedPart: SeedPart = {
  name: 'media',
  version: '2026-11-29.2',
  async run(tx, counts) {
    const { writeMedia } = await import('./write.ts');
    await writeMedia(tx, counts);
  },
  async reset(tx) {
    const { resetMedia } = await import('./write.ts');
    await resetMedia(tx);
  },
};
