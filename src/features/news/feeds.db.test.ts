/** The news feeds, parsed as XML (jsdom's DOMParser) the way a feed reader would. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import type { APIContext } from 'astro';
import { eq, and } from 'drizzle-orm';
import { entries, entryI18n, moduleCats } from '#src/features/entries/schema.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { GET as feedRoute } from '#src/pages/feeds/[lang]/news/[file].ts';
import { xmlText } from './feeds.ts';

let database: TestDatabase;
const { DOMParser } = new JSDOM('').window;
const ATOM = 'http://www.w3.org/2005/Atom';

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

async function fetchFeed(lang: string, file: string) {
  const url = new URL(`http://amcm.test/feeds/${lang}/news/${file}`);
  const request = new Request(url);
  const response = await feedRoute({ params: { lang, file }, url, request } as unknown as APIContext);
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

function parse(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const childText = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? '';

describe('RSS 2.0', () => {
  it('lists the latest 20 entries of a category, newest first, with absolute links to the detail pages', async () => {
    const res = await fetchFeed('en', 'press-releases.xml');
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/rss+xml; charset=utf-8');
    const doc = parse(res.text);
    expect(doc.documentElement.nodeName).toBe('rss');
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const channel = doc.getElementsByTagName('channel')[0]!;
    expect(childText(channel, 'title')).toBe('Press Releases | Monetary Authority of Macao');
    expect(childText(channel, 'link')).toBe('http://amcm.test/en/news-notice/press-releases');
    expect(childText(channel, 'language')).toBe('en');
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(20);
    const dates = items.map((i) => Date.parse(childText(i, 'pubDate')));
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of items) {
      expect(childText(item, 'link')).toMatch(/^http:\/\/amcm\.test\/en\/news-notice-detail\?id=\d+&from=press-releases$/);
      expect(childText(item, 'guid')).toBe(childText(item, 'link'));
      expect(childText(item, 'category')).toBe('Press Releases');
      expect(childText(item, 'description').length).toBeLessThanOrEqual(231);
    }
  });

  it('is written in the language of the path, Chinese excerpts cut at 130 characters', async () => {
    const doc = parse((await fetchFeed('zh-hant', 'notices.xml')).text);
    expect(childText(doc.getElementsByTagName('channel')[0]!, 'title')).toBe('通告 | 澳門金融管理局');
    for (const item of doc.getElementsByTagName('item')) expect([...childText(item, 'description')].length).toBeLessThanOrEqual(131);
  });

  it('marks items shown in English in a Portuguese feed with their language (Dublin Core), and only those', async () => {
    const doc = parse((await fetchFeed('pt', 'press-releases.xml')).text);
    const DC = 'http://purl.org/dc/elements/1.1/';
    const langs = [...doc.getElementsByTagName('item')].map((i) => i.getElementsByTagNameNS(DC, 'language')[0]?.textContent ?? null);
    expect(langs).toContain('en');
    const en = parse((await fetchFeed('en', 'press-releases.xml')).text);
    expect(en.getElementsByTagNameNS(DC, 'language')).toHaveLength(0);
  });

  it('links statements to the statement detail route', async () => {
    const doc = parse((await fetchFeed('en', 'statement.xml')).text);
    const links = [...doc.getElementsByTagName('item')].map((i) => childText(i, 'link'));
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(link).toMatch(/^http:\/\/amcm\.test\/en\/statement\/[a-z0-9-]+\/\d+$/);
  });
});

describe('Atom 1.0', () => {
  it('is a valid Atom feed with ids, dates and alternate links', async () => {
    const res = await fetchFeed('en', 'fraud-alerts.atom');
    expect(res.type).toBe('application/atom+xml; charset=utf-8');
    const doc = parse(res.text);
    expect(doc.documentElement.namespaceURI).toBe(ATOM);
    expect(doc.documentElement.localName).toBe('feed');
    const entriesList = [...doc.getElementsByTagNameNS(ATOM, 'entry')];
    expect(entriesList).toHaveLength(20);
    for (const entry of entriesList) {
      expect(childText(entry, 'id')).toMatch(/^http:\/\/amcm\.test\/en\/news-notice-detail\?id=\d+/);
      expect(Number.isNaN(Date.parse(childText(entry, 'updated')))).toBe(false);
      expect(entry.getElementsByTagNameNS(ATOM, 'link')[0]?.getAttribute('rel')).toBe('alternate');
    }
    const self = [...doc.documentElement.children].find((c) => c.localName === 'link' && c.getAttribute('rel') === 'self');
    expect(self?.getAttribute('href')).toBe('http://amcm.test/feeds/en/news/fraud-alerts.atom');
  });

  it('marks entries shown in English in a Portuguese feed with their language', async () => {
    const doc = parse((await fetchFeed('pt', 'press-releases.atom')).text);
    expect(doc.documentElement.getAttribute('xml:lang')).toBe('pt');
    const langs = [...doc.getElementsByTagNameNS(ATOM, 'entry')].map((e) => e.getAttribute('xml:lang'));
    expect(langs).toContain('en');
  });

  it('serves every category at once and the news-press group', async () => {
    expect(parse((await fetchFeed('en', 'all.atom')).text).getElementsByTagNameNS(ATOM, 'entry')).toHaveLength(20);
    const group = parse((await fetchFeed('en', 'news-press.xml')).text);
    const cats = new Set([...group.getElementsByTagName('item')].map((i) => childText(i, 'category')));
    for (const c of cats) expect(['Press Releases', 'Latest News', 'Notices', 'Statements']).toContain(c);
  });
});

describe('escaping and errors', () => {
  it('escapes markup and drops characters XML cannot carry', async () => {
    const [cat] = await database.db.select().from(moduleCats).where(and(eq(moduleCats.module, 'news'), eq(moduleCats.slug, 'speeches')));
    const [entry] = await database.db
      .insert(entries)
      .values({ module: 'news', catId: cat!.id, slug: 'escaping-check', publishedAt: new Date('2026-11-01T02:00:00Z'), data: { topic: 'speech' } })
      .returning();
    const title = 'Q&A: <script>alert("x")</script> — “rates” & \'terms\'\u0001';
    await database.db.insert(entryI18n).values([
      { entryId: entry!.id, lang: 'en', title, summary: 'Less < more & more > less' },
      { entryId: entry!.id, lang: 'zh-hant', title: '問答' },
    ]);
    try {
      for (const file of ['speeches.xml', 'speeches.atom']) {
        const res = await fetchFeed('en', file);
        expect(res.text).not.toContain('<script>');
        const doc = parse(res.text);
        const node = file.endsWith('.xml') ? doc.getElementsByTagName('item')[0]! : doc.getElementsByTagNameNS(ATOM, 'entry')[0]!;
        expect(childText(node, 'title')).toBe(title.replace('\u0001', ''));
        expect(childText(node, file.endsWith('.xml') ? 'description' : 'summary')).toBe('Less < more & more > less');
      }
    } finally {
      await database.db.delete(entries).where(eq(entries.id, entry!.id));
    }
    expect(xmlText('a\uD800b\u0000c')).toBe('abc');
  });

  it('answers 404 for an unknown language, category or format', async () => {
    expect((await fetchFeed('xx', 'news.xml')).status).toBe(404);
    expect((await fetchFeed('en', 'no-such-category.xml')).status).toBe(404);
    expect((await fetchFeed('en', 'news.json')).status).toBe(404);
  });
});
