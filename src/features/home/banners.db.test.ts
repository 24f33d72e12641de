/** Banners and the home-page bundle through their API routes, against a seeded database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { contentVersions, entries } from '#src/features/entries/schema.ts';
import { callRoute } from '#src/server/http/testing.ts';
import { getFileContent } from '#src/features/files/service.ts';
import { writeEntries } from '#src/seed/entries-writer.ts';
import { ALL as banner } from '#src/api/v1.0/cms/banner.ts';
import { ALL as bannerList } from '#src/api/v1/banner/list.ts';
import { ALL as homepage } from '#src/api/v1/bff/homepage.ts';
import { ALL as moduleCat } from '#src/api/v1.0/cms/module_cat.ts';
import type { Banner, Homepage } from './contract.ts';
import { macaoToday } from '#src/lib/format.ts';

let database: TestDatabase;
type Body<T> = { code: number; data: T; message: string };
const en = { headers: { 'Api-Language': 'en' } };
const zh = { headers: { 'Api-Language': 'zh-hant' } };
const pt = { headers: { 'Api-Language': 'pt' } };

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  process.env.PREVIEW_KEY = 'banner-test-key';
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

const get = async <T>(route: typeof banner, url: string, init = en) => (await callRoute(route, url, init)) as { status: number; body: Body<T> };

describe('banner categories', () => {
  it('are exactly the three of the SPEC, in the banner category set', async () => {
    const res = await get<{ slug: string; title: string }[]>(moduleCat, '/api/v1.0/cms/module_cat?Module=banner');
    expect(res.body.code).toBe(0);
    expect(res.body.data.map((c) => c.slug)).toEqual(['homepage-slider', 'homepage-right-slider', 'homepage-right-list']);
    expect(res.body.data.every((c) => c.title.length > 0)).toBe(true);
  });
});

describe('GET /api/v1.0/cms/banner', () => {
  it('lists the banners of one category in their order, each with an image, a text alternative and a link', async () => {
    const res = await get<Banner[]>(banner, '/api/v1.0/cms/banner?cat=homepage-slider');
    expect(res.status).toBe(200);
    const list = res.body.data;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((b) => b.category === 'homepage-slider')).toBe(true);
    expect(list.map((b) => b.sortOrder)).toEqual([...list.map((b) => b.sortOrder)].sort((a, b) => a - b));
    for (const b of list) {
      expect(b.title).not.toBe('');
      expect(b.alt).toMatch(/^Illustration: /);
      expect(b.image).toMatchObject({ mime: 'image/svg+xml', width: 1200, height: 450 });
      expect(b.link).toMatch(/^\/en\//);
    }
    expect(list[0]).toMatchObject({ slug: 'fraud-alert-2026', link: '/en/news-notice/fraud-alerts', external: false, newWindow: false });
    expect(list.map((b) => b.link)).toEqual(expect.arrayContaining(['/en/financial-information/exchange-rates', '/en/services/commemorative-coins']));
  });

  it('serves each image as an SVG with no text drawn in it', async () => {
    const [first] = (await get<Banner[]>(banner, '/api/v1.0/cms/banner?cat=homepage-slider')).body.data;
    const id = Number(first?.image?.url.split('/')[2]);
    const file = await getFileContent(database.db, id);
    const svg = file?.content.toString('utf8') ?? '';
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 450"/);
    expect(svg).not.toMatch(/<text|<tspan|<foreignObject|<script|style=/);
    expect(svg).toContain('#0b4f6c');
  });

  it('answers texts and links in the caller’s language, Portuguese falling back to English', async () => {
    const zhList = (await get<Banner[]>(banner, '/api/v1.0/cms/banner?cat=homepage-slider', zh)).body.data;
    expect(zhList[0]).toMatchObject({ title: '慎防電話及網絡詐騙', alt: '插圖：手機前方的盾牌及警告標誌', link: '/zh-hant/news-notice/fraud-alerts', lang: 'zh-hant' });
    const ptList = (await get<Banner[]>(banner, '/api/v1.0/cms/banner?cat=homepage-slider', pt)).body.data;
    expect(ptList[0]).toMatchObject({ lang: 'pt', fallback: false, link: '/pt/news-notice/fraud-alerts' });
    const coins = ptList.find((b) => b.slug === 'year-of-the-goat-coins');
    expect(coins).toMatchObject({ lang: 'en', fallback: true, title: 'Lunar Year of the Goat commemorative coins', link: '/pt/services/commemorative-coins' });
  });

  it('leaves out banners past their last day', async () => {
    const all = (await get<Banner[]>(banner, '/api/v1.0/cms/banner')).body.data;
    expect(all.map((b) => b.slug)).not.toContain('lunar-new-year-banknotes-2026');
    expect(new Set(all.map((b) => b.category))).toEqual(new Set(['homepage-slider', 'homepage-right-slider', 'homepage-right-list']));
    expect(macaoToday(new Date('2026-02-28T15:59:00Z'))).toBe('2026-02-28');
    expect(macaoToday(new Date('2026-02-28T16:00:00Z'))).toBe('2026-03-01');
  });

  it('rejects an unknown category with 400 and a readable message', async () => {
    const res = await get<null>(banner, '/api/v1.0/cms/banner?cat=sidebar');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(40000);
    expect(res.body.message).toMatch(/^Invalid parameter “cat”/);
  });
});

describe('GET /api/v1/banner/list with preview', () => {
  async function version() {
    const [row] = await database.db.select().from(contentVersions).where(eq(contentVersions.module, 'banner'));
    if (!row) throw new Error('no banner version seeded');
    return row;
  }

  it('shows the saved version of a banner with the right key, in place', async () => {
    const v = await version();
    const url = `/api/v1/banner/list?slug=homepage-slider&preview&id=${String(v.itemId)}&vid=${String(v.id)}&key=banner-test-key`;
    const list = (await get<Banner[]>(bannerList, url)).body.data;
    const shown = list.find((b) => b.id === v.itemId);
    expect(shown).toMatchObject({ preview: true, title: 'Beware of calls from people posing as AMCM staff' });
    expect(list.filter((b) => b.preview)).toHaveLength(1);
    expect(list[0]?.id).toBe(v.itemId);
  });

  it('shows the published banners without the key, or with a wrong one', async () => {
    const v = await version();
    for (const key of ['', '&key=wrong']) {
      const list = (await get<Banner[]>(bannerList, `/api/v1/banner/list?slug=homepage-slider&preview&id=${String(v.itemId)}&vid=${String(v.id)}${key}`)).body.data;
      expect(list.find((b) => b.id === v.itemId)).toMatchObject({ preview: false, title: 'Beware of telephone and online fraud' });
    }
  });

  it('lists a category without preview parameters', async () => {
    const list = (await get<Banner[]>(bannerList, '/api/v1/banner/list?slug=homepage-right-list')).body.data;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.every((b) => b.category === 'homepage-right-list' && b.image?.width === 480)).toBe(true);
  });
});

describe('GET /api/v1/bff/homepage', () => {
  it('bundles banners by category, the news and the quick links', async () => {
    const res = await get<Homepage>(homepage, '/api/v1/bff/homepage');
    expect(res.body.code).toBe(0);
    const { banners, quickLinks } = res.body.data;
    expect(Object.keys(banners)).toEqual(['homepage-slider', 'homepage-right-slider', 'homepage-right-list']);
    expect(banners['homepage-right-slider'].length).toBeGreaterThanOrEqual(2);
    expect(quickLinks.map((l) => l.path)).toEqual(expect.arrayContaining(['financial-information/exchange-rates', 'services/commemorative-coins']));
    expect(quickLinks.every((l) => l.mark === 'quick-links')).toBe(true);
  });

  it('lists home news pinned first, then newest, linking to the detail route', async () => {
    const DETAIL = /^\/(en|zh-hant)\/(news-notice-detail\?id=\d+&from=[a-z-]+|statement\/[^/]+\/\d+)$/;
    // Whatever news another part seeded, the list is well formed: pinned items first, each group newest first.
    const check = (news: Homepage['news']) => {
      expect(news.length).toBeLessThanOrEqual(6);
      expect(news.filter((n) => n.isTop).length).toBeLessThanOrEqual(3);
      const firstPlain = news.findIndex((n) => !n.isTop);
      if (firstPlain >= 0) expect(news.slice(firstPlain).every((n) => !n.isTop)).toBe(true);
      for (const group of [news.filter((n) => n.isTop), news.filter((n) => !n.isTop)]) {
        const dates = group.map((n) => n.publishedAt);
        expect(dates).toEqual([...dates].sort().reverse());
      }
      for (const item of news) expect(item.url).toMatch(DETAIL);
    };
    check((await get<Homepage>(homepage, '/api/v1/bff/homepage?lang=zh-hant')).body.data.news);

    await database.db.transaction(async (tx) => {
      await writeEntries(
        tx,
        'news',
        [
          { slug: 'home-test-pinned', catSlug: 'press-releases', isTop: true, publishedAt: new Date('2026-11-01T02:00:00Z'), texts: { 'zh-hant': { title: '置頂新聞' }, en: { title: 'Pinned item' } } },
          { slug: 'home-test-future', catSlug: 'notices', isTop: true, publishedAt: new Date('2099-01-01T00:00:00Z'), texts: { 'zh-hant': { title: '未來' }, en: { title: 'Future' } } },
          { slug: 'home-test-plain', catSlug: 'notices', publishedAt: new Date('2026-11-20T02:00:00Z'), texts: { 'zh-hant': { title: '最新通告' }, en: { title: 'Newest notice' } } },
        ],
        {},
      );
    });
    try {
      const news = (await get<Homepage>(homepage, '/api/v1/bff/homepage', en)).body.data.news;
      check(news);
      expect(news[0]).toMatchObject({ title: 'Pinned item', isTop: true, category: { slug: 'press-releases' } });
      expect(news[0]?.url).toBe(`/en/news-notice-detail?id=${String(news[0]?.id)}&from=press-releases`);
      expect(news.map((n) => n.title)).not.toContain('Future');
      // Pinned items never crowd out the newest of the others.
      expect(news.find((n) => n.title === 'Newest notice')).toMatchObject({ isTop: false, url: expect.stringMatching(/&from=notices$/) });
    } finally {
      await database.db.delete(entries).where(and(eq(entries.module, 'news'), inArray(entries.slug, ['home-test-pinned', 'home-test-future', 'home-test-plain'])));
    }
  });
});
