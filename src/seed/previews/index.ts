/**
 * Seed part `previews`: a saved, unpublished version of an entry for each preview
 * route of SPEC §2 that no other part gives one (holiday, graphic, annual event,
 * recruitment), so every preview route has a draft to show. Runs after the parts
 * that write those entries; as a part of its own it also fills databases seeded
 * before it existed.
 */
import type { SeedPart } from '#src/seed/part.ts';

export const previewsSeedPart: SeedPart = {
  name: 'previews',
  version: '2026-11-25.1',
  async run(tx, counts) {
    const { writePreviewDrafts } = await import('./write.ts');
    await writePreviewDrafts(tx, counts);
  },
  async reset(tx) {
    const { resetPreviewDrafts } = await import('./write.ts');
    await resetPreviewDrafts(tx);
  },
};
