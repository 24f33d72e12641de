/** The search calls in-process over the seeded site: the envelope, languages, filters, bad input, OpenAPI. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { callRoute } from '#src/server/http/testing.ts';
import { ALL as searchRoute } from '#src/api/v1.0/search.ts';
import { ALL as newsSearchCat } from '#src/api/v1.0/search/news_search_cat.ts';
import { ALL as rootSearchCall, GET as rootSearchGet } from '#src/pages/search/index.ts';
import { GET as openapi } from '#src/api/v1.0/openapi.json.ts';
import type { NewsSearchCat, SearchResult } from './contract.ts';
import { ensureSearchIndex } from './service.ts';

let database: TestDatabase;
beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
  await ensureSearchIndex(database.db);
});
afterAll(() => database.dispose());

interface Envelope<T = unknown> {
  code: number;
  data: T;
  message: string;
}

const post = (body: unknown, lang = 'en') => ({ method: 'POST', headers: { 'Content-Type': 'application/json', 'Api-Language': lang }, body: JSON.stringify(body) });
const run = async (body: unknown, lang = 'en') => {
  const res = await callRoute(searchRoute, '/api/v1.0/search', post(body, lang));
  return { status: res.status, body: res.body as Envelope<SearchResult>, headers: res.headers };
};

describe('POST /api/v1.0/search', () => {
  it('finds the same press releases for regulated, regulation and regulations (English stems)', async () => {
    const links = async (q: string) => (await run({ q, section: 'news', pageSize: 50 })).body.data.items.map((i) => i.href).sort();
    const regulation = await links('regulation');
    expect(regulation.length).toBeGreaterThan(1);
    expect(await links('regulated')).toEqual(regulation);
    expect(await links('regulations')).toEqual(regulation);
  });

  it('answers ranked, highlighted results in the envelope, never cached', async () => {
    const { status, body, headers } = await run({ q: '銀行', pageSize: 5 }, 'zh-hant');
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    expect(body.data.lang).toBe('zh-hant');
    expect(body.data.total).toBeGreaterThan(5);
    expect(body.data.items).toHaveLength(5);
    for (const item of body.data.items) expect(item.titleHtml + item.excerptHtml).toContain('<mark>銀行</mark>');
    expect(headers.get('cache-control')).toContain('no-store');
  });

  it('finds the same items from either script, and in the language of the body or the header', async () => {
    const traditional = (await run({ q: '銀行' }, 'zh-hans')).body.data;
    const simplified = (await run({ q: '银行', lang: 'zh-hans' }, 'en')).body.data;
    expect(simplified.lang).toBe('zh-hans');
    expect(simplified.total).toBe(traditional.total);
    expect(simplified.items.map((i) => i.href)).toEqual(traditional.items.map((i) => i.href));
    expect(simplified.items[0]?.titleHtml).toContain('<mark>银行</mark>');
  });

  it('filters by section and by news category, with the counts of each', async () => {
    const all = (await run({ q: 'bank' })).body.data;
    const news = all.sections.find((s) => s.key === 'news');
    expect(news?.count).toBeGreaterThan(0);
    const onlyNews = (await run({ q: 'bank', section: 'news' })).body.data;
    expect(onlyNews.total).toBe(news?.count);
    expect(onlyNews.items.every((i) => i.section === 'news' && i.href.startsWith('/en/'))).toBe(true);
    const [cat] = all.newsCategories;
    const inCat = (await run({ q: 'bank', category: cat?.key })).body.data;
    expect(inCat.total).toBe(cat?.count);
  });

  it('answers 400 in the caller’s language for an empty query', async () => {
    const { status, body } = await run({ q: '  ' }, 'zh-hant');
    expect(status).toBe(400);
    expect(body.code).not.toBe(0);
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('GET /api/v1.0/search/news_search_cat', () => {
  it('lists the news categories in the caller’s language', async () => {
    const res = await callRoute(newsSearchCat, '/api/v1.0/search/news_search_cat', { headers: { 'Api-Language': 'en' } });
    const cats = (res.body as Envelope<NewsSearchCat[]>).data;
    expect(cats.length).toBeGreaterThan(3);
    expect(cats.every((c) => c.slug && c.title)).toBe(true);
  });

  it('both calls are in the OpenAPI document', async () => {
    const doc = (await (await openapi({ request: new Request('http://localhost/api/v1.0/openapi.json') } as never)).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/api/v1.0/search']?.post).toBeDefined();
    expect(doc.paths['/api/v1.0/search/news_search_cat']?.get).toBeDefined();
    expect(doc.paths['/search/']?.post).toBeDefined();
  });
});

describe('/search/ (SPEC §2/§7 POST /search/)', () => {
  it('POST answers as POST /api/v1.0/search does', async () => {
    const res = await callRoute(rootSearchCall, '/search/', post({ q: '銀行', pageSize: 5 }, 'zh-hant'));
    expect(res.status).toBe(200);
    expect((res.body as Envelope<SearchResult>).data).toEqual((await run({ q: '銀行', pageSize: 5 }, 'zh-hant')).body.data);
    const bad = await callRoute(rootSearchCall, '/search/', post({ q: '' }, 'en'));
    expect(bad.status).toBe(400);
  });

  it('GET sends a browser to the search page in the visitor’s language, the query kept', async () => {
    const get = async (headers: Record<string, string>) => {
      const request = new Request('http://localhost/search/?q=%E5%88%A9%E7%8E%87&page=2', { headers });
      const cookie = /amcm_lang=([^;]+)/.exec(headers.cookie ?? '')?.[1];
      const response = await rootSearchGet({ request, url: new URL(request.url), params: {}, locals: {}, cookies: { get: (name: string) => (name === 'amcm_lang' && cookie ? { value: cookie } : undefined) } } as never);
      return { status: response.status, location: response.headers.get('location'), cache: response.headers.get('cache-control') };
    };
    expect(await get({ cookie: 'amcm_lang=pt', 'accept-language': 'en' })).toEqual({ status: 302, location: '/pt/search?q=%E5%88%A9%E7%8E%87&page=2', cache: expect.stringContaining('no-store') });
    expect((await get({ 'accept-language': 'zh-CN,en;q=0.5' })).location).toBe('/zh-hans/search?q=%E5%88%A9%E7%8E%87&page=2');
    expect((await get({})).location).toBe('/zh-hant/search?q=%E5%88%A9%E7%8E%87&page=2');
  });
});
