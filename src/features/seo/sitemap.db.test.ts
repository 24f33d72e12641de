/** /sitemap.xml against a seeded database, parsed as XML the way a crawler reads it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, lte } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import type { APIContext } from 'astro';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { entries, moduleCats } from '#src/features/entries/schema.ts';
import { settings } from '#src/features/site/schema.ts';
import { loadMenuTree, MAIN_MENU } from '#src/features/site/menu-service.ts';
import { GET } from '#src/pages/sitemap.xml.ts';
import { isListedPage } from './sitemap.ts';

let database: TestDatabase;
const SM = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

async function fetchSitemap(origin = 'https://www.amcm.gov.mo') {
  const request = new Request(`${origin}/sitemap.xml`);
  const response = await GET({ request, url: new URL(request.url) } as unknown as APIContext);
  const text = await response.text();
  const doc = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  return { response, text, doc };
}

function urls(doc: Document) {
  return [...doc.getElementsByTagNameNS(SM, 'url')].map((url) => ({
    loc: url.getElementsByTagNameNS(SM, 'loc')[0]?.textContent ?? '',
    lastmod: url.getElementsByTagNameNS(SM, 'lastmod')[0]?.textContent ?? null,
    alternates: [...url.getElementsByTagNameNS(XHTML, 'link')].map((l) => ({ rel: l.getAttribute('rel'), hreflang: l.getAttribute('hreflang'), href: l.getAttribute('href') })),
  }));
}

const isDetail = (loc: string) => /\/news-notice-detail\?|\/statement\/[^/]+\/\d+$/.test(loc);

describe('GET /sitemap.xml', () => {
  it('lists the detail page of every published news item, notice and statement in every language, statements under their canonical address', async () => {
    const { doc } = await fetchSitemap();
    const details = urls(doc).filter((u) => isDetail(u.loc));
    const published = await database.db
      .select({ id: entries.id, slug: entries.slug, url: entries.url, cat: moduleCats.slug })
      .from(entries)
      .leftJoin(moduleCats, eq(moduleCats.id, entries.catId))
      .where(and(eq(entries.module, 'news'), eq(entries.status, 'published'), lte(entries.publishedAt, new Date())));
    const own = published.filter((p) => !p.url);
    expect(own.length).toBeGreaterThan(50);
    expect(details).toHaveLength(own.length * 4);
    const locs = new Set(details.map((d) => d.loc));
    const statement = own.find((p) => p.cat === 'statement')!;
    const notice = own.find((p) => p.cat === 'notices')!;
    expect(locs).toContain(`https://www.amcm.gov.mo/pt/statement/${statement.slug ?? 'statement'}/${String(statement.id)}`);
    expect(locs).toContain(`https://www.amcm.gov.mo/en/news-notice-detail?id=${String(notice.id)}&from=notices`);
    for (const d of details) expect(d.lastmod).not.toBeNull();
  });

  it('is well-formed XML of the sitemap namespace, served as XML', async () => {
    const { response, text, doc } = await fetchSitemap();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe(SM);
  });

  it('lists every menu page and the home page in every offered language, with absolute URLs from the request origin', async () => {
    const { doc } = await fetchSitemap('http://127.0.0.1:4541');
    // The menu pages; news, notice and statement details are checked below.
    const list = urls(doc).filter((u) => !isDetail(u.loc));
    const tree = await loadMenuTree(database.db, MAIN_MENU, 'en');
    const pages = [...tree.byPath.values()].filter(isListedPage);
    expect(pages.length).toBeGreaterThan(90);
    expect(list).toHaveLength((pages.length + 1) * 4);
    const locs = new Set(list.map((u) => u.loc));
    expect(locs.size).toBe(list.length);
    for (const lang of ['zh-hant', 'zh-hans', 'en', 'pt']) {
      expect(locs.has(`http://127.0.0.1:4541/${lang}/`)).toBe(true);
      expect(locs.has(`http://127.0.0.1:4541/${lang}/research-and-statistics/monetary-and-financial-statistics`)).toBe(true);
      expect(locs.has(`http://127.0.0.1:4541/${lang}/services/privacy-policy`)).toBe(true);
    }
    // Not documents of their own: sub-page parents (they redirect), search, the news detail without an item, external links.
    expect(locs.has('http://127.0.0.1:4541/en/insurance-sector/intermediaries-register')).toBe(false);
    expect(locs.has('http://127.0.0.1:4541/en/services/search')).toBe(false);
    expect([...locs].some((l) => !l.startsWith('http://127.0.0.1:4541/'))).toBe(false);
  });

  it('gives each URL its alternates in every language (hreflang) and x-default, itself included', async () => {
    const { doc } = await fetchSitemap();
    for (const u of urls(doc)) {
      expect(u.alternates.map((a) => a.hreflang)).toEqual(['zh-Hant', 'zh-Hans', 'en', 'pt', 'x-default']);
      expect(u.alternates.every((a) => a.rel === 'alternate')).toBe(true);
      expect(u.alternates.map((a) => a.href)).toContain(u.loc);
      const path = u.loc.replace(/^https:\/\/www\.amcm\.gov\.mo\/[a-z-]+\//, '');
      expect(u.alternates.find((a) => a.hreflang === 'x-default')?.href).toBe(`https://www.amcm.gov.mo/zh-hant/${path}`);
    }
  });

  it('dates each URL by its last change: W3C dates, statistics pages by their series', async () => {
    const { doc } = await fetchSitemap();
    const list = urls(doc);
    for (const u of list) {
      expect(u.lastmod, u.loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(Date.parse(u.lastmod ?? '')).toBeLessThanOrEqual(Date.parse('2026-11-02T03:00:00Z'));
    }
    const stats = list.find((u) => u.loc === 'https://www.amcm.gov.mo/en/research-and-statistics/monetary-and-financial-statistics');
    expect(stats?.lastmod?.startsWith('2026-10-30T08:')).toBe(true);
  });

  it('follows the offered languages of the frontend-lang setting', async () => {
    const where = and(eq(settings.identify, 'website'), eq(settings.ck, 'frontend-lang'));
    const [before] = await database.db.select().from(settings).where(where);
    await database.db.update(settings).set({ parameter: 'zh-hant|en' }).where(where);
    try {
      const list = urls((await fetchSitemap()).doc);
      expect(list.every((u) => /\/(zh-hant|en)\//.test(u.loc))).toBe(true);
      expect(list[0]?.alternates.map((a) => a.hreflang)).toEqual(['zh-Hant', 'en', 'x-default']);
    } finally {
      await database.db.update(settings).set({ parameter: before?.parameter ?? 'zh-hant|zh-hans|en|pt' }).where(where);
    }
  });
});
