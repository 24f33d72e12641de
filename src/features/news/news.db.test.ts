/** The news service against a freshly seeded database: seed content, lists, filters, neighbours, categories and 404s. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { contentVersions, entries, entryFiles, entryI18n, moduleCatI18n, moduleCats } from '#src/features/entries/schema.ts';
import { files } from '#src/features/files/schema.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { seedDatabase } from '#src/seed/index.ts';
import { resetSeededData } from '#src/seed/reset.ts';
import { planNews } from '#src/seed/parts/news-data/plan.ts';
import { NEWS_PREVIEW_SLUG } from '#src/seed/parts/news.ts';
import { macaoDate } from '#src/lib/format.ts';
import {
  allNewsCategories,
  getNews,
  getNewsItem,
  getNewsWithBrother,
  homeNews,
  listNews,
  newsCategoriesBySlug,
  newsYears,
  NEWS_MODULE,
} from './service.ts';

let database: TestDatabase;
const db = () => database.db;
const CATEGORIES = ['press-releases', 'news', 'notices', 'speeches', 'statement', 'fraud-alerts', 'medical-malpractice'];

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  process.env.PREVIEW_KEY = 'news-test-key';
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

async function idBySlug(slug: string): Promise<number> {
  const [row] = await db().select({ id: entries.id }).from(entries).where(and(eq(entries.module, NEWS_MODULE), eq(entries.slug, slug)));
  if (!row) throw new Error(`no entry ${slug}`);
  return row.id;
}

describe('news seed', () => {
  it('writes a few hundred entries in every news category, in every year from 2019 to 2026', async () => {
    const rows = await db().select().from(entries).where(eq(entries.module, NEWS_MODULE));
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const cats = await db().select().from(moduleCats).where(eq(moduleCats.module, 'news'));
    const slugOf = new Map(cats.map((c) => [c.id, c.slug]));
    const perCat = new Set(rows.map((r) => slugOf.get(r.catId ?? -1)));
    for (const cat of CATEGORIES) expect(perCat.has(cat), cat).toBe(true);
    const years = new Set(rows.map((r) => macaoDate(r.publishedAt.toISOString()).slice(0, 4)));
    expect([...years].sort()).toEqual(['2019', '2020', '2021', '2022', '2023', '2024', '2025', '2026']);
    expect(rows.every((r) => r.publishedAt < new Date('2026-11-02T03:00:00Z'))).toBe(true);
    expect(rows.filter((r) => r.isTop).length).toBeGreaterThanOrEqual(3);
  });

  it('has Chinese (both scripts) and English for every entry, and Portuguese for about a third', async () => {
    const texts = await db()
      .select({ lang: entryI18n.lang, n: sql<number>`count(*)::int` })
      .from(entryI18n)
      .innerJoin(entries, eq(entries.id, entryI18n.entryId))
      .where(eq(entries.module, NEWS_MODULE))
      .groupBy(entryI18n.lang);
    const count = Object.fromEntries(texts.map((t) => [t.lang, t.n]));
    expect(count['zh-hans']).toBe(count['zh-hant']);
    expect(count.en).toBe(count['zh-hant']);
    const share = (count.pt ?? 0) / (count.en ?? 1);
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.45);
  });

  it('writes texts that differ from one release to the next', async () => {
    const rows = await db()
      .select({ content: entryI18n.content })
      .from(entryI18n)
      .innerJoin(entries, eq(entries.id, entryI18n.entryId))
      .where(and(eq(entries.module, NEWS_MODULE), eq(entryI18n.lang, 'en'), sql`${entries.slug} like 'monetary-statistics-%'`));
    expect(rows.length).toBeGreaterThan(80);
    expect(new Set(rows.map((r) => r.content)).size).toBe(rows.length);
  });

  it('attaches valid PDF and CSV files', async () => {
    const attached = await db()
      .select({ name: files.name, mime: files.mime, content: files.content, size: files.size })
      .from(entryFiles)
      .innerJoin(files, eq(files.id, entryFiles.fileId))
      .innerJoin(entries, eq(entries.id, entryFiles.entryId))
      .where(eq(entries.module, NEWS_MODULE));
    const pdfs = attached.filter((f) => f.mime === 'application/pdf');
    const csvs = attached.filter((f) => f.mime === 'text/csv');
    expect(pdfs.length).toBeGreaterThan(5);
    expect(csvs.length).toBeGreaterThan(20);
    for (const pdf of pdfs) {
      const text = pdf.content.toString('latin1');
      expect(text.startsWith('%PDF-1.4\n'), pdf.name).toBe(true);
      expect(text.endsWith('%%EOF\n'), pdf.name).toBe(true);
      expect(pdf.size).toBe(pdf.content.length);
      // Every object sits exactly where the cross-reference table says.
      const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
      expect(text.slice(startxref, startxref + 4)).toBe('xref');
      const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${String(i + 1)} 0 obj`.length), `${pdf.name} obj ${String(i + 1)}`).toBe(`${String(i + 1)} 0 obj`));
    }
    for (const csv of csvs) {
      expect([...csv.content.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = csv.content.toString('utf8').slice(1).trimEnd().split('\r\n');
      const width = lines[0]?.split(',').length;
      expect(width).toBeGreaterThanOrEqual(3);
      for (const line of lines) expect(line.split(',').length, `${csv.name}: ${line}`).toBe(width);
    }
  });

  it('is deterministic', () => {
    const a = planNews();
    const b = planNews();
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('removes what it wrote on reset, and writes the same again', async () => {
    const other = await openTestDatabase({ register: false, seeded: true });
    try {
      const names = [...new Set(planNews().flatMap((i) => (i.files ?? []).map((f) => f.name)))];
      const snapshot = () =>
        other.db.select({ id: entries.id, slug: entries.slug, catId: entries.catId }).from(entries).where(eq(entries.module, NEWS_MODULE)).orderBy(asc(entries.id));
      const newsFiles = () => other.db.select({ id: files.id, name: files.name }).from(files).where(inArray(files.name, names)).orderBy(asc(files.id));
      const before = await snapshot();
      const filesBefore = await newsFiles();
      expect(filesBefore.length).toBe(names.length);
      await resetSeededData(other.db);
      expect(await snapshot()).toEqual([]);
      expect(await newsFiles()).toEqual([]);
      expect(await other.db.select().from(contentVersions).where(eq(contentVersions.module, 'news'))).toEqual([]);
      await seedDatabase(other.db);
      expect(await snapshot()).toEqual(before);
      expect(await newsFiles()).toEqual(filesBefore);
    } finally {
      await other.dispose();
    }
  });

  it('keeps a saved version of one entry for the preview', async () => {
    const id = await idBySlug(NEWS_PREVIEW_SLUG);
    const [version] = await db().select().from(contentVersions).where(and(eq(contentVersions.module, 'news'), eq(contentVersions.itemId, id)));
    expect(version?.data).toHaveProperty(['en', 'title']);
    expect(version?.data).toHaveProperty(['zh-hant', 'content']);
  });
});

describe('listNews', () => {
  it('lists one category, newest first after the pinned entries, with the total', async () => {
    const page = await listNews(db(), 'en', { catSlugs: ['press-releases'], pageSize: 20 });
    expect(page.data).toHaveLength(20);
    expect(page.data.every((e) => e.category?.slug === 'press-releases')).toBe(true);
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(entries)
      .innerJoin(moduleCats, eq(moduleCats.id, entries.catId))
      .where(and(eq(entries.module, NEWS_MODULE), eq(moduleCats.slug, 'press-releases')));
    expect(page.total).toBe(row?.n);
    const unpinned = page.data.filter((e) => !e.isTop).map((e) => e.publishedAt);
    expect(unpinned).toEqual([...unpinned].sort().reverse());
    expect(page.data.findIndex((e) => !e.isTop)).toBeGreaterThanOrEqual(page.data.filter((e) => e.isTop).length);
  });

  it('pages without overlap, with the same total on every page and an empty page past the end', async () => {
    const first = await listNews(db(), 'en', { catSlugs: ['notices'], pageSize: 10, page: 1 });
    const second = await listNews(db(), 'en', { catSlugs: ['notices'], pageSize: 10, page: 2 });
    const both = await listNews(db(), 'en', { catSlugs: ['notices'], pageSize: 20, page: 1 });
    expect(second.total).toBe(first.total);
    expect([...first.data, ...second.data].map((e) => e.id)).toEqual(both.data.map((e) => e.id));
    const beyond = await listNews(db(), 'en', { catSlugs: ['notices'], pageSize: 10, page: 999 });
    expect(beyond).toEqual({ data: [], total: first.total });
  });

  it('lists several categories, and a group as its member categories', async () => {
    const totals = await Promise.all(['press-releases', 'news', 'notices', 'statement'].map(async (s) => (await listNews(db(), 'en', { catSlugs: [s] })).total));
    const several = await listNews(db(), 'en', { catSlugs: ['press-releases', 'news', 'notices', 'statement'] });
    const group = await listNews(db(), 'en', { catSlugs: ['news-press'] });
    expect(several.total).toBe(totals.reduce((a, b) => a + b, 0));
    expect(group.total).toBe(several.total);
    expect((await listNews(db(), 'en')).total).toBeGreaterThan(group.total);
  });

  it('answers 404 for an unknown category', async () => {
    await expect(listNews(db(), 'en', { catSlugs: ['no-such-category'] })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('includes entries of sub-categories only when asked', async () => {
    const [parent] = await db().select().from(moduleCats).where(and(eq(moduleCats.module, 'news'), eq(moduleCats.slug, 'press-releases')));
    const [child] = await db().insert(moduleCats).values({ module: 'news', slug: 'press-releases-archive', parentId: parent!.id }).returning();
    await db().insert(moduleCatI18n).values({ moduleCatId: child!.id, lang: 'en', title: 'Archive' });
    const [entry] = await db()
      .insert(entries)
      .values({ module: NEWS_MODULE, catId: child!.id, slug: 'archived-release', publishedAt: new Date('2019-05-05T02:00:00Z'), data: { topic: 'monetary-statistics' } })
      .returning();
    await db().insert(entryI18n).values({ entryId: entry!.id, lang: 'en', title: 'Archived monetary statistics' });
    try {
      const without = await listNews(db(), 'en', { catSlugs: ['press-releases'], pageSize: 100, year: 2019 });
      const withSubs = await listNews(db(), 'en', { catSlugs: ['press-releases'], includeSubCats: true, pageSize: 100, year: 2019 });
      expect(without.data.some((e) => e.id === entry!.id)).toBe(false);
      expect(withSubs.total).toBe(without.total + 1);
      expect(withSubs.data.some((e) => e.id === entry!.id)).toBe(true);
      expect((await newsCategoriesBySlug(db(), 'en', 'press-releases')).map((c) => c.slug)).toEqual(['press-releases-archive']);
    } finally {
      await db().delete(entries).where(eq(entries.id, entry!.id));
      await db().delete(moduleCats).where(eq(moduleCats.id, child!.id));
    }
  });

  it('filters by a date range of Macao dates, both ends included', async () => {
    // Typhoon Higos: the notice went out at 06:30 in Macao on 19 August 2020, still the 18th in UTC.
    const id = await idBySlug('service-arrangements-2020-08-19');
    const [row] = await db().select({ at: entries.publishedAt }).from(entries).where(eq(entries.id, id));
    expect(row?.at.toISOString().slice(0, 10)).toBe('2020-08-18');
    const onDay = await listNews(db(), 'en', { catSlugs: ['notices'], begin: '2020-08-19', end: '2020-08-19' });
    expect(onDay.data.map((e) => e.id)).toContain(id);
    const dayBefore = await listNews(db(), 'en', { catSlugs: ['notices'], begin: '2020-08-18', end: '2020-08-18' });
    expect(dayBefore.data.map((e) => e.id)).not.toContain(id);
    const year = await listNews(db(), 'en', { begin: '2020-01-01', end: '2020-12-31', pageSize: 100 });
    expect(year.data.every((e) => macaoDate(e.publishedAt).startsWith('2020'))).toBe(true);
    expect((await listNews(db(), 'en', { year: 2020 })).total).toBe(year.total);
  });

  it('counts every entry in exactly one year', async () => {
    const all = await listNews(db(), 'en');
    let sum = 0;
    for (const year of await newsYears(db())) sum += (await listNews(db(), 'en', { year })).total;
    expect(sum).toBe(all.total);
  });

  it('finds entries by keyword in any language', async () => {
    const en = await listNews(db(), 'en', { keyword: 'Higos' });
    const zh = await listNews(db(), 'zh-hant', { keyword: '海高斯' });
    expect(en.total).toBeGreaterThanOrEqual(1);
    expect(zh.data.map((e) => e.id)).toEqual(en.data.map((e) => e.id));
    expect(zh.data[0]?.title).toContain('海高斯');
  });

  it('shows English with a flag to Portuguese readers when an entry has no Portuguese', async () => {
    const page = await listNews(db(), 'pt', { catSlugs: ['fraud-alerts'], pageSize: 40 });
    expect(page.data.some((e) => e.fallback && e.lang === 'en')).toBe(true);
    expect(page.data.some((e) => !e.fallback && e.lang === 'pt')).toBe(true);
  });
});

describe('details and neighbours', () => {
  it('answers an entry with its content and files, and 404 for unknown ids', async () => {
    const entry = await getNews(db(), 'en', await idBySlug('banking-results-2026-h1'));
    expect(entry.title).toBe('Banking sector results for the first half of 2026');
    expect(entry.content).toContain('<p>');
    expect(entry.files.map((f) => f.name)).toEqual(['banking-results-2026-h1.pdf']);
    await expect(getNews(db(), 'en', 999_999)).rejects.toBeInstanceOf(NotFoundError);
    await expect(getNewsWithBrother(db(), 'en', 999_999, 'notices')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('gives the previous (newer) and next (older) entry of the list the reader came from', async () => {
    const list = await listNews(db(), 'en', { catSlugs: ['notices'], pageSize: 5 });
    const [newer, current, older] = list.data.slice(1, 4);
    const result = await getNewsWithBrother(db(), 'en', current!.id, 'notices');
    expect(result.from).toBe('notices');
    expect(result.previous?.id).toBe(newer!.id);
    expect(result.next?.id).toBe(older!.id);
    const first = await getNewsWithBrother(db(), 'en', list.data[0]!.id, 'notices');
    expect(first.previous).toBeNull();
  });

  it('walks the group list when the reader came from a group, and the own category otherwise', async () => {
    const group = await listNews(db(), 'en', { catSlugs: ['news-press'], pageSize: 30 });
    const index = group.data.findIndex((e, i) => i > 0 && e.category?.slug !== group.data[i - 1]?.category?.slug);
    const current = group.data[index]!;
    const fromGroup = await getNewsWithBrother(db(), 'en', current.id, 'news-press');
    expect(fromGroup.previous?.id).toBe(group.data[index - 1]!.id);
    const own = await getNewsWithBrother(db(), 'en', current.id);
    expect(own.from).toBe(current.category?.slug);
    expect(own.previous?.category?.slug ?? current.category?.slug).toBe(current.category?.slug);
    const unknown = await getNewsWithBrother(db(), 'en', current.id, 'no-such-list');
    expect(unknown.from).toBe(current.category?.slug);
  });

  it('shows a saved version only with the preview key', async () => {
    const id = await idBySlug(NEWS_PREVIEW_SLUG);
    const [version] = await db().select().from(contentVersions).where(and(eq(contentVersions.module, 'news'), eq(contentVersions.itemId, id)));
    const shown = await getNewsItem(db(), 'en', { id, preview: true, vid: version!.id, key: 'news-test-key' });
    expect(shown).toMatchObject({ preview: true, title: 'AMCM lowers the base rate by 25 basis points to 3.50% (revised draft)' });
    const wrongKey = await getNewsItem(db(), 'en', { id, preview: true, vid: version!.id, key: 'nope' });
    expect(wrongKey).toMatchObject({ preview: false, title: 'AMCM lowers the base rate by 25 basis points to 3.50%' });
    await expect(getNewsItem(db(), 'en', { id: 999_999, preview: false })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('categories, years and the home page', () => {
  it('lists every news category, and a group’s categories in its order', async () => {
    expect((await allNewsCategories(db(), 'zh-hant')).map((c) => c.slug)).toEqual(expect.arrayContaining(CATEGORIES));
    const group = await newsCategoriesBySlug(db(), 'en', 'news-press');
    expect(group.map((c) => c.slug)).toEqual(['press-releases', 'news', 'notices', 'statement']);
    expect(group[0]?.title).toBe('Press Releases');
    await expect(newsCategoriesBySlug(db(), 'en', 'nothing')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('offers the years that have news, newest first', async () => {
    expect(await newsYears(db(), ['press-releases'])).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019]);
  });

  it('selects pinned entries and the latest of each category for the home page', async () => {
    const home = await homeNews(db(), 'en');
    expect(home.top.length).toBeGreaterThanOrEqual(3);
    expect(home.top.every((e) => e.isTop)).toBe(true);
    expect(home.categories.map((c) => c.category.slug)).toEqual(expect.arrayContaining(CATEGORIES));
    for (const group of home.categories) {
      expect(group.items.length).toBeGreaterThan(0);
      expect(group.items.length).toBeLessThanOrEqual(3);
      expect(group.items.every((e) => e.category?.slug === group.category.slug)).toBe(true);
    }
    const ids = await db().select({ id: entries.id }).from(entries).where(and(eq(entries.module, NEWS_MODULE), eq(entries.isTop, true)));
    expect(home.top.map((e) => e.id).every((id) => ids.some((r) => r.id === id))).toBe(true);
  });
});
