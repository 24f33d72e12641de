/** The `previews` part: a saved draft for each preview route that had none, in four languages (Portuguese partial). */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { contentVersions, entries } from '#src/features/entries/schema.ts';
import { getEntryPreview, PREVIEW_MODULES } from '#src/features/entries/preview.ts';
import { PREVIEW_DRAFTS } from './data.ts';
import { loadMenuTree, MAIN_MENU } from '#src/features/site/menu-service.ts';
import { getPageOfNode } from '#src/features/site/page-service.ts';

let database: TestDatabase;
beforeAll(async () => {
  process.env.PREVIEW_KEY = 'previews-test-key';
  database = await openTestDatabase({ register: false, seeded: true });
});
afterAll(() => database.dispose());

describe('preview drafts', () => {
  it('every preview route of SPEC §2 has a saved version of a published entry, each in both Chinese scripts and English', async () => {
    for (const module of Object.values(PREVIEW_MODULES)) {
      const rows = await database.db
        .select({ id: contentVersions.id, data: contentVersions.data })
        .from(contentVersions)
        .innerJoin(entries, eq(entries.id, contentVersions.itemId))
        .where(and(eq(contentVersions.module, module), eq(entries.module, module), eq(entries.status, 'published')));
      expect(rows.length, module).toBeGreaterThan(0);
      for (const row of rows) expect(Object.keys(row.data as object), module).toEqual(expect.arrayContaining(['zh-hant', 'zh-hans', 'en']));
    }
    // The menu page's versions (the `?preview` of a page path) too.
    const pages = await database.db.select({ data: contentVersions.data }).from(contentVersions).where(eq(contentVersions.module, 'page'));
    expect(pages.length).toBeGreaterThan(0);
    for (const row of pages) expect(Object.keys(row.data as object)).toEqual(expect.arrayContaining(['zh-hant', 'zh-hans', 'en']));
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

describe('a draft shown in another language', () => {
  async function versionOf(module: string, slug: string): Promise<{ id: number; vid: number }> {
    const [row] = await database.db
      .select({ id: entries.id, vid: contentVersions.id })
      .from(contentVersions)
      .innerJoin(entries, eq(entries.id, contentVersions.itemId))
      .where(and(eq(contentVersions.module, module), eq(entries.slug, slug)));
    return row!;
  }

  it('says which language its texts are in, so a Portuguese preview marks an English draft', async () => {
    const graphic = await versionOf('graphic', 'deposits-by-currency');
    const pt = await getEntryPreview(database.db, 'graphic', 'pt', { preview: true, key: 'previews-test-key', ...graphic });
    expect(pt.preview).toBe(true);
    expect(pt.entry).toMatchObject({ lang: 'en', fallback: true, title: 'Deposits by Currency (draft: added explanation)' });
    const holiday = await versionOf('holiday', 'christmas-eve-2026');
    const own = await getEntryPreview(database.db, 'holiday', 'pt', { preview: true, key: 'previews-test-key', ...holiday });
    expect(own.entry).toMatchObject({ lang: 'pt', fallback: false });
    const hans = await getEntryPreview(database.db, 'holiday', 'zh-hans', { preview: true, key: 'previews-test-key', ...holiday });
    expect(hans.entry).toMatchObject({ lang: 'zh-hans', fallback: false, title: '圣诞节前夕（草稿：柜台服务说明）' });
  });
});

describe('a menu page draft shown in another language', () => {
  it('says which language its texts are in (a Portuguese preview of a draft without Portuguese is English)', async () => {
    const [version] = await database.db.select({ vid: contentVersions.id, id: contentVersions.itemId, data: contentVersions.data }).from(contentVersions).where(eq(contentVersions.module, 'page'));
    expect(version).toBeDefined();
    const data = version!.data as Record<string, { title?: string }>;
    const tree = await loadMenuTree(database.db, MAIN_MENU, 'pt');
    const node = [...tree.byPath.values()].find((n) => n.page?.id === version!.id);
    expect(node, 'the versioned page is in the main menu').toBeDefined();
    const request = { preview: true, key: 'previews-test-key', id: version!.id, vid: version!.vid };
    const expected = data.pt ? 'pt' : 'en';
    const pt = await getPageOfNode(database.db, tree, node!, 'pt', request);
    expect(pt).toMatchObject({ preview: true, lang: expected, fallback: expected !== 'pt' });
    const treeEn = await loadMenuTree(database.db, MAIN_MENU, 'en');
    const en = await getPageOfNode(database.db, treeEn, treeEn.byId.get(node!.id)!, 'en', request);
    expect(en).toMatchObject({ preview: true, lang: 'en', fallback: false, title: data.en?.title });
  });
});
