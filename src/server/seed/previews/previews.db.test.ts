/** The `previews` part: a saved draft for each preview route that had none, in four languages (Portuguese partial). */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { contentVersions, entries } from '#src/server/db/schema.ts';
import { seedDatabase } from '#src/server/seed/index.ts';
import { PREVIEW_MODULES } from '#src/features/preview/entries.ts';
import { PREVIEW_DRAFTS } from './data.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ register: false });
  await seedDatabase(database.db);
});
afterAll(() => database.dispose());

describe('preview drafts', () => {
  it('every preview route of SPEC §2 has at least one saved version of a published entry', async () => {
    for (const module of Object.values(PREVIEW_MODULES)) {
      const rows = await database.db
        .select({ id: contentVersions.id })
        .from(contentVersions)
        .innerJoin(entries, eq(entries.id, contentVersions.itemId))
        .where(and(eq(contentVersions.module, module), eq(entries.module, module), eq(entries.status, 'published')));
      expect(rows.length, module).toBeGreaterThan(0);
    }
  });

  it('writes each draft in traditional and simplified Chinese and English, and in Portuguese where written', async () => {
    for (const draft of PREVIEW_DRAFTS) {
      const [row] = await database.db
        .select({ data: contentVersions.data })
        .from(contentVersions)
        .innerJoin(entries, eq(entries.id, contentVersions.itemId))
        .where(and(eq(contentVersions.module, draft.module), eq(entries.slug, draft.slug)));
      const data = row?.data as Record<string, { title: string; content: string }>;
      expect(Object.keys(data).sort(), draft.slug).toEqual(draft.title.pt ? ['en', 'pt', 'zh-hans', 'zh-hant'] : ['en', 'zh-hans', 'zh-hant']);
      expect(data['zh-hans']?.title, draft.slug).not.toBe(data['zh-hant']?.title);
      expect(data.en?.title).toBe(draft.title.en);
    }
    expect(PREVIEW_DRAFTS.filter((d) => d.title.pt).length).toBeGreaterThan(0);
  });
});
