/** The news API routes, called in-process against a seeded database: envelope, parameters, errors in the caller's language. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { contentVersions, entries } from '#src/features/entries/schema.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { callRoute } from '#src/server/http/testing.ts';
import { NEWS_PREVIEW_SLUG } from '#src/seed/parts/news.ts';
import { ALL as cmsNews } from '#src/api/v1.0/cms/news.ts';
import { ALL as news } from '#src/api/v1.0/news/index.ts';
import { ALL as allNewsCat } from '#src/api/v1.0/news/all_news_cat.ts';
import { ALL as allNewsCatBySlug } from '#src/api/v1.0/news/all_news_cat_by_slug.ts';
import { ALL as newsWithBrother } from '#src/api/v1.0/news/news_with_brother.ts';
import { ALL as homeNews } from '#src/api/v1.0/news/home_news.ts';
import { ALL as newsList } from '#src/api/v1/news/list.ts';
import { ALL as newsItem } from '#src/api/v1/news/item.ts';
import { GET as openapi } from '#src/api/v1.0/openapi.json.ts';
import type { APIContext } from 'astro';

let database: TestDatabase;
type Body<T = unknown> = { code: number; data: T; message: string };
type Page = Body<{ data: { id: number; title: string; category: { slug: string } | null; publishedAt: string; lang: string }[]; total: number }>;

const en = { headers: { 'Api-Language': 'en' } };
const zh = { headers: { 'Api-Language': 'zh-hant' } };
const pt = { headers: { 'Accept-Language': 'pt-PT,pt;q=0.9' } };

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  process.env.PREVIEW_KEY = 'news-api-key';
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

async function get<T = Page>(route: Parameters<typeof callRoute>[0], url: string, init: RequestInit = en): Promise<{ status: number; body: T }> {
  const res = await callRoute(route, url, init);
  return { status: res.status, body: res.body as T };
}

describe('GET /api/v1.0/cms/news', () => {
  it('answers a page and the total in the envelope', async () => {
    const { status, body } = await get(cmsNews, '/api/v1.0/cms/news?PageSize=5&Page=1&Filters.CatSlug=press-releases&Filters.IncludeSubCats=true');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.message).toBe('success');
    expect(body.data.data).toHaveLength(5);
    expect(body.data.total).toBeGreaterThan(100);
    expect(body.data.data.every((e) => e.category?.slug === 'press-releases')).toBe(true);
  });

  it('takes repeated Filters.CatSlug as several categories', async () => {
    const one = await get(cmsNews, '/api/v1.0/cms/news?Filters.CatSlug=statement');
    const other = await get(cmsNews, '/api/v1.0/cms/news?Filters.CatSlug=speeches');
    const both = await get(cmsNews, '/api/v1.0/cms/news?Filters.CatSlug=statement&Filters.CatSlug=speeches&PageSize=100');
    expect(both.body.data.total).toBe(one.body.data.total + other.body.data.total);
    expect(new Set(both.body.data.data.map((e) => e.category?.slug))).toEqual(new Set(['statement', 'speeches']));
  });

  it('filters by Filters.Begin and Filters.End', async () => {
    const { body } = await get(cmsNews, '/api/v1.0/cms/news?Filters.Begin=2024-01-01&Filters.End=2024-03-31&PageSize=100');
    expect(body.data.total).toBeGreaterThan(5);
    for (const e of body.data.data) expect(e.publishedAt >= '2023-12-31T16:00:00.000Z' && e.publishedAt < '2024-03-31T16:00:00.000Z', e.publishedAt).toBe(true);
  });

  it('pages with Page and keeps the total', async () => {
    const first = await get(cmsNews, '/api/v1.0/cms/news?PageSize=10&Page=1&Filters.CatSlug=notices');
    const second = await get(cmsNews, '/api/v1.0/cms/news?PageSize=10&Page=2&Filters.CatSlug=notices');
    expect(second.body.data.total).toBe(first.body.data.total);
    expect(second.body.data.data.map((e) => e.id)).not.toContain(first.body.data.data[0]?.id);
  });

  it('rejects a bad PageSize with 400 and a message in the caller’s language', async () => {
    const zhBad = await get<Body>(cmsNews, '/api/v1.0/cms/news?PageSize=abc', zh);
    expect(zhBad.status).toBe(400);
    expect(zhBad.body.code).toBe(40000);
    expect(zhBad.body.message).toMatch(/^參數「PageSize」無效/);
    const enBad = await get<Body>(cmsNews, '/api/v1.0/cms/news?PageSize=500');
    expect(enBad.status).toBe(400);
    expect(enBad.body.message).toMatch(/^Invalid parameter “PageSize”/);
    expect((await get<Body>(cmsNews, '/api/v1.0/cms/news?PageSize=0')).status).toBe(400);
    expect((await get<Body>(cmsNews, '/api/v1.0/cms/news?Page=-1')).status).toBe(400);
  });

  it('rejects impossible dates and a range that ends before it begins', async () => {
    const bad = await get<Body>(cmsNews, '/api/v1.0/cms/news?Filters.Begin=2026-02-30', zh);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^參數「Filters\.Begin」無效/);
    const reversed = await get<Body>(cmsNews, '/api/v1.0/cms/news?Filters.Begin=2025-05-01&Filters.End=2025-04-30');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('Invalid parameter “Filters.End”: The end date is before the start date');
    const reversedPt = await get<Body>(cmsNews, '/api/v1.0/cms/news?Filters.Begin=2025-05-01&Filters.End=2025-04-30', pt);
    expect(reversedPt.body.message).toContain('A data final é anterior à data inicial');
  });

  it('answers 404 in the envelope for an unknown category', async () => {
    const { status, body } = await get<Body>(cmsNews, '/api/v1.0/cms/news?Filters.CatSlug=nothing-here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 40400, data: null });
  });
});

describe('GET /api/v1.0/news and /api/v1/news/list', () => {
  it('lists a category by year and keyword', async () => {
    const { body } = await get(news, '/api/v1.0/news?slug=notices&year=2023&pageSize=50');
    expect(body.data.total).toBeGreaterThan(3);
    expect(body.data.data.every((e) => e.publishedAt.startsWith('2023') || e.publishedAt.startsWith('2022-12-31'))).toBe(true);
    const keyword = await get(news, '/api/v1.0/news?keyword=Saola');
    expect(keyword.body.data.data.map((e) => e.title).join(' ')).toContain('Saola');
    const group = await get(news, '/api/v1.0/news?slug=news-press&pageSize=1');
    const all = await get(news, '/api/v1.0/news?pageSize=1');
    expect(all.body.data.total).toBeGreaterThan(group.body.data.total);
    expect((await get<Body>(news, '/api/v1.0/news?year=twenty')).status).toBe(400);
  });

  it('lists with slug, limit and page', async () => {
    const { status, body } = await get(newsList, '/api/v1/news/list?slug=fraud-alerts&limit=3&page=2', zh);
    expect(status).toBe(200);
    expect(body.data.data).toHaveLength(3);
    expect(body.data.data[0]?.lang).toBe('zh-hant');
    expect(body.data.total).toBe(40);
    expect((await get<Body>(newsList, '/api/v1/news/list?slug=missing')).status).toBe(404);
  });
});

describe('categories and the home page', () => {
  it('answers every news category and the categories of the news-press group', async () => {
    const all = await get<Body<{ slug: string }[]>>(allNewsCat, '/api/v1.0/news/all_news_cat');
    expect(all.body.data.map((c) => c.slug)).toEqual(expect.arrayContaining(['press-releases', 'medical-malpractice']));
    const group = await get<Body<{ slug: string; title: string }[]>>(allNewsCatBySlug, '/api/v1.0/news/all_news_cat_by_slug?slug=news-press', zh);
    expect(group.body.data.map((c) => c.slug)).toEqual(['press-releases', 'news', 'notices', 'statement']);
    expect(group.body.data[0]?.title).toBe('新聞稿');
    expect((await get<Body>(allNewsCatBySlug, '/api/v1.0/news/all_news_cat_by_slug?slug=nope')).status).toBe(404);
    expect((await get<Body>(allNewsCatBySlug, '/api/v1.0/news/all_news_cat_by_slug')).status).toBe(400);
  });

  it('answers the pinned and latest news for the home page', async () => {
    const { body } = await get<Body<{ top: { isTop: boolean }[]; categories: unknown[] }>>(homeNews, '/api/v1.0/news/home_news');
    expect(body.code).toBe(0);
    expect(body.data.top.length).toBeGreaterThan(0);
    expect(body.data.top.every((e) => e.isTop)).toBe(true);
    expect(body.data.categories.length).toBeGreaterThanOrEqual(7);
  });
});

describe('details', () => {
  it('answers an entry with its neighbours in the list it was opened from', async () => {
    const list = await get(cmsNews, '/api/v1.0/cms/news?Filters.CatSlug=speeches&PageSize=3');
    const [newer, current, older] = list.body.data.data;
    const { body } = await get<Body<{ news: { id: number; content: string }; from: string; previous: { id: number }; next: { id: number } }>>(
      newsWithBrother,
      `/api/v1.0/news/news_with_brother?id=${String(current!.id)}&from=speeches`,
    );
    expect(body.data.news.id).toBe(current!.id);
    expect(body.data.news.content).toContain('<p>');
    expect(body.data).toMatchObject({ from: 'speeches', previous: { id: newer!.id }, next: { id: older!.id } });
  });

  it('answers 404 for unknown ids and 400 for ids that are not numbers', async () => {
    expect(await get<Body>(newsWithBrother, '/api/v1.0/news/news_with_brother?id=999999&from=notices')).toMatchObject({ status: 404, body: { code: 40400 } });
    expect((await get<Body>(newsWithBrother, '/api/v1.0/news/news_with_brother?id=abc')).status).toBe(400);
    expect(await get<Body>(newsItem, '/api/v1/news/item?id=999999')).toMatchObject({ status: 404, body: { code: 40400 } });
  });

  it('answers an item, and its saved version only with preview, vid and the key', async () => {
    const [row] = await database.db.select({ id: entries.id }).from(entries).where(and(eq(entries.module, 'news'), eq(entries.slug, NEWS_PREVIEW_SLUG)));
    const [version] = await database.db.select({ id: contentVersions.id }).from(contentVersions).where(eq(contentVersions.itemId, row!.id));
    const id = String(row!.id);
    const published = await get<Body<{ title: string; preview: boolean }>>(newsItem, `/api/v1/news/item?id=${id}`);
    expect(published.body.data).toMatchObject({ preview: false, title: 'AMCM lowers the base rate by 25 basis points to 3.50%' });
    const preview = await get<Body<{ title: string; preview: boolean }>>(newsItem, `/api/v1/news/item?id=${id}&preview&vid=${String(version!.id)}&key=news-api-key`);
    expect(preview.body.data).toMatchObject({ preview: true, title: expect.stringContaining('revised draft') });
    const denied = await get<Body<{ preview: boolean }>>(newsItem, `/api/v1/news/item?id=${id}&preview&vid=${String(version!.id)}&key=wrong`);
    expect(denied.body.data.preview).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('documents every news endpoint with its parameters', async () => {
    const res = await openapi({ request: new Request('http://localhost/api/v1.0/openapi.json') } as unknown as APIContext);
    const doc = (await res.json()) as { paths: Record<string, { get: { parameters?: { name: string }[] } }> };
    for (const path of [
      '/api/v1.0/cms/news',
      '/api/v1.0/news',
      '/api/v1.0/news/all_news_cat',
      '/api/v1.0/news/all_news_cat_by_slug',
      '/api/v1.0/news/news_with_brother',
      '/api/v1.0/news/home_news',
      '/api/v1/news/list',
      '/api/v1/news/item',
    ])
      expect(doc.paths[path], path).toBeDefined();
    expect(doc.paths['/api/v1.0/cms/news']?.get.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['PageSize', 'Page', 'Filters.CatSlug', 'Filters.IncludeSubCats', 'Filters.Begin', 'Filters.End']),
    );
  });
});
