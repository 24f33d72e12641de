import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { moduleCatI18n, moduleCats } from './schema.ts';
import { writeEntries, type EntrySeed } from '#src/seed/entries-writer.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { getFileContent } from '#src/features/files/service.ts';
import { getEntry, getNeighbours, listEntries } from './service.ts';
import { GET as fileRoute } from '#src/pages/files/[id]/[name].ts';

let database: TestDatabase;
let ids: number[] = [];

const day = (d: string) => new Date(`${d}T10:00:00+08:00`);

function item(n: number, date: string, catSlug: string, extra: Partial<EntrySeed> = {}): EntrySeed {
  return {
    slug: `item-${n}`,
    catSlug,
    publishedAt: day(date),
    texts: { 'zh-hant': { title: `新聞稿第${n}號：銀行業統計`, summary: '摘要' }, en: { title: `Press release ${n}: banking statistics`, summary: 'Summary', content: '<p>Body</p><script>x()</script>' } },
    ...extra,
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  const [parent] = await database.db.insert(moduleCats).values({ module: 'test-news', slug: 'news-press' }).returning();
  const cats = await database.db
    .insert(moduleCats)
    .values([
      { module: 'test-news', slug: 'press-releases', parentId: parent!.id },
      { module: 'test-news', slug: 'notices', parentId: parent!.id },
      { module: 'test-news', slug: 'other' },
    ])
    .returning();
  await database.db.insert(moduleCatI18n).values(cats.map((c) => ({ moduleCatId: c.id, lang: 'en' as const, title: c.slug.replace('-', ' ') })));
  await database.db.transaction(async (tx) => {
    ids = await writeEntries(
      tx,
      'test-news',
      [
        item(1, '2025-01-10', 'press-releases'),
        item(2, '2025-03-05', 'notices', { texts: { 'zh-hant': { title: '通告' }, en: { title: 'Notice on deposit protection' }, pt: { title: 'Aviso sobre a garantia de depósitos' } } }),
        item(3, '2025-06-30', 'press-releases', {
          files: [
            { name: '報告.pdf', mime: 'application/pdf', content: Buffer.from('%PDF-1.4 zh'), lang: 'zh-hant' },
            { name: 'report.pdf', mime: 'application/pdf', content: Buffer.from('%PDF-1.4 en'), lang: 'en' },
          ],
        }),
        item(4, '2025-12-31', 'other'),
        item(5, '2026-01-01', 'press-releases', { status: 'draft' }),
        item(6, '2999-01-01', 'press-releases'),
      ],
      {},
    );
  });
});
afterAll(() => database.dispose());

describe('listEntries', () => {
  it('lists newest first with the total, and pages through', async () => {
    const first = await listEntries(database.db, 'en', { module: 'test-news', pageSize: 2 });
    expect(first.total).toBe(4);
    expect(first.data.map((e) => e.slug)).toEqual(['item-4', 'item-3']);
    const second = await listEntries(database.db, 'en', { module: 'test-news', pageSize: 2, page: 2 });
    expect(second.data.map((e) => e.slug)).toEqual(['item-2', 'item-1']);
  });

  it('filters by category with or without its sub-categories', async () => {
    const direct = await listEntries(database.db, 'en', { module: 'test-news', catSlugs: ['news-press'] });
    expect(direct.total).toBe(0);
    const withSubs = await listEntries(database.db, 'en', { module: 'test-news', catSlugs: ['news-press'], includeSubCats: true });
    expect(withSubs.data.map((e) => e.slug)).toEqual(['item-3', 'item-2', 'item-1']);
    expect(withSubs.data[0]?.category?.slug).toBe('press-releases');
  });

  it('filters by a date range in Macao time, by year and by keyword in any script', async () => {
    const range = await listEntries(database.db, 'en', { module: 'test-news', begin: '2025-03-05', end: '2025-06-30' });
    expect(range.data.map((e) => e.slug)).toEqual(['item-3', 'item-2']);
    expect((await listEntries(database.db, 'en', { module: 'test-news', year: 2025, month: 12 })).data.map((e) => e.slug)).toEqual(['item-4']);
    expect((await listEntries(database.db, 'en', { module: 'test-news', keyword: 'deposit' })).total).toBe(1);
    expect((await listEntries(database.db, 'zh-hant', { module: 'test-news', keyword: '銀行業' })).total).toBe(3);
    expect((await listEntries(database.db, 'en', { module: 'test-news', keyword: '100%' })).total).toBe(0);
  });

  it('never lists drafts or entries published in the future', async () => {
    const all = await listEntries(database.db, 'en', { module: 'test-news', pageSize: 100 });
    expect(all.data.map((e) => e.slug)).not.toContain('item-5');
    expect(all.data.map((e) => e.slug)).not.toContain('item-6');
  });

  it('shows Portuguese where it exists and English otherwise, flagged', async () => {
    const pt = await listEntries(database.db, 'pt', { module: 'test-news', pageSize: 100 });
    expect(pt.data.find((e) => e.slug === 'item-2')).toMatchObject({ lang: 'pt', fallback: false });
    expect(pt.data.find((e) => e.slug === 'item-1')).toMatchObject({ lang: 'en', fallback: true });
    expect((await listEntries(database.db, 'zh-hans', { module: 'test-news' })).data[0]?.title).toMatch(/银行业/);
  });
});

describe('getEntry and neighbours', () => {
  it('returns sanitised content and the files of the visitor’s language', async () => {
    const en = await getEntry(database.db, 'test-news', ids[2]!, 'en');
    expect(en.content).toBe('<p>Body</p>');
    expect(en.files.map((f) => f.name)).toEqual(['report.pdf']);
    const zh = await getEntry(database.db, 'test-news', ids[2]!, 'zh-hant');
    expect(zh.files.map((f) => f.name)).toEqual(['報告.pdf']);
  });

  it('is a 404 for drafts, future entries, other modules and unknown ids', async () => {
    await expect(getEntry(database.db, 'test-news', ids[4]!, 'en')).rejects.toBeInstanceOf(NotFoundError);
    await expect(getEntry(database.db, 'test-news', ids[5]!, 'en')).rejects.toBeInstanceOf(NotFoundError);
    await expect(getEntry(database.db, 'laws', ids[0]!, 'en')).rejects.toBeInstanceOf(NotFoundError);
    await expect(getEntry(database.db, 'test-news', 999_999, 'en')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('finds the previous and next entries in list order', async () => {
    const n = await getNeighbours(database.db, 'en', { module: 'test-news' }, ids[1]!);
    expect(n.previous?.slug).toBe('item-3');
    expect(n.next?.slug).toBe('item-1');
    const last = await getNeighbours(database.db, 'en', { module: 'test-news' }, ids[0]!);
    expect(last.next).toBeNull();
  });
});

describe('file downloads', () => {
  it('serves stored bytes with a UTF-8 file name and long caching', async () => {
    const en = await getEntry(database.db, 'test-news', ids[2]!, 'zh-hant');
    const ref = en.files[0]!;
    const stored = await getFileContent(database.db, ref.id);
    expect(stored?.content.toString()).toBe('%PDF-1.4 zh');
    const request = new Request(`http://localhost${ref.url}`);
    const response = await fileRoute({ params: { id: String(ref.id), name: ref.name }, request } as never);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="__.pdf"; filename*=UTF-8''${encodeURIComponent('報告.pdf')}`);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('%PDF-1.4 zh');
    const missing = await fileRoute({ params: { id: '999999', name: 'x' }, request } as never);
    expect(missing.status).toBe(404);
  });
});
