/**
 * The legacy import's round trip (issue 33): a seeded instance answers the public calls
 * over HTTP, the import reads it into an empty database, and both then give the same
 * public answers in the four languages (layout and menu, home, news list and item, a
 * law, FAQs, downloads, a menu page, notices, the RSS feed, a file). Also: an import
 * stopped after a few units resumes to the same result, and a non-empty database is
 * refused.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIContext, APIRoute } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { getDb, setDatabaseHandle } from '#src/server/db/registry.ts';
import { entries, entryI18n } from '#src/features/entries/schema.ts';
import { files } from '#src/features/files/schema.ts';
import { loadNewsFeed, renderRss } from '#src/features/news/feeds.ts';
import { ALL as settingByIdentify } from '#src/api/v1.0/cms/setting_by_identify.ts';
import { ALL as moduleCat } from '#src/api/v1.0/cms/module_cat.ts';
import { ALL as menuItems } from '#src/api/v1/menu/items.ts';
import { ALL as page } from '#src/api/v1.0/page.ts';
import { ALL as notice } from '#src/api/v1/notice.ts';
import { ALL as popup } from '#src/api/v1/popup.ts';
import { ALL as syncData } from '#src/api/v1.0/cms/sync_data.ts';
import { ALL as information } from '#src/api/v1.0/cms/information.ts';
import { ALL as banner } from '#src/api/v1.0/cms/banner.ts';
import { ALL as layout } from '#src/api/bff/common.ts';
import { ALL as homepage } from '#src/api/v1/bff/homepage.ts';
import { ALL as newsList } from '#src/api/v1/news/list.ts';
import { ALL as newsItem } from '#src/api/v1/news/item.ts';
import { ALL as laws } from '#src/api/v1.0/cms/laws.ts';
import { ALL as faq } from '#src/api/v1.0/cms/faq.ts';
import { ALL as companies } from '#src/api/v1.0/cms/companies.ts';
import { ALL as friendLinks } from '#src/api/v1.0/cms/friend_link.ts';
import { ALL as selection } from '#src/api/v1/common/selection.ts';
import { notices } from '#src/features/site/schema.ts';
import { FAQ_MODULE } from '#src/features/reference/modules.ts';
import { COMPANY, LINK } from '#src/features/media/modules.ts';
import { loadSiteContext } from '#src/features/site/service.ts';
import { pageModuleFor } from '#src/features/modules.ts';
import { loadMenuPage } from '#src/server/page/page.ts';
import { ALL as downloads } from '#src/api/v1.0/cms/downloads.ts';
import { ALL as holiday } from '#src/api/v1.0/cms/holiday.ts';
import { GET as fileRoute } from '#src/pages/files/[id]/[name].ts';
import type { SyncPage } from '#src/features/media/contract.ts';
import { legacySource } from './client.ts';
import { importLegacy, NonEmptyDatabaseError, type ImportReport } from './service.ts';

/** The calls the import reads, served from the registered (source) database. */
const SERVED: Record<string, APIRoute> = {
  '/api/v1.0/cms/setting_by_identify': settingByIdentify,
  '/api/v1.0/cms/module_cat': moduleCat,
  '/api/v1/menu/items': menuItems,
  '/api/v1.0/page': page,
  '/api/v1/notice': notice,
  '/api/v1/popup': popup,
  '/api/v1.0/cms/sync_data': syncData,
  '/api/v1.0/cms/information': information,
  '/api/v1.0/cms/banner': banner,
  '/api/v1.0/cms/faq': faq,
  '/api/v1.0/cms/companies': companies,
  '/api/v1.0/cms/friend_link': friendLinks,
  '/api/v1//common/selection': selection,
};

/**
 * Page modules whose data the import does not carry (README: rates, registers,
 * statistics, bond records and coins come from the authority's own files): on an
 * imported database their pages are empty until those imports run.
 */
const OWN_IMPORTS = new Set([
  'base-rate', 'interbank-offered-rate', 'overnight-index-average', 'exchange-rate',
  'corporate-agents-register', 'individual-agents-register', 'intermediary', 'licence-cancelled', 'licence-suspended', 'renewal-period', 'clerk',
  'financial-indicators', 'insurance-statistics', 'official-statistics', 'statistics-page',
  'foreign-investment-funds', 'isin', 'coins',
  // Its announcements are entries (compared through the public answers above), but the bonds they
  // name and the bonds' types are the bond desk's records.
  'bond-information',
]);

/**
 * Loads every page of the source's main menu in each language from both databases, as
 * the page route does before rendering (views render only their model, so the same
 * model is the same page), and lists the pages whose answers differ.
 */
async function comparePages(from: TestDatabase, to: TestDatabase): Promise<{ pages: number; differing: string[] }> {
  const load = async (db: TestDatabase, lang: (typeof LANGUAGES)[number], path: string) => {
    setDatabaseHandle(db);
    const site = await loadSiteContext(db.db, lang);
    const result = await loadMenuPage({ db: db.db, lang, site, url: new URL(`http://localhost/${lang}/${path}`) }, pageModuleFor, path);
    if (result.kind !== 'page') return result;
    return { page: result.page, model: result.module?.model, autoHideCount: result.autoHideCount, cache: result.cache, contentFallback: result.contentFallback };
  };
  let pages = 0;
  const differing: string[] = [];
  for (const lang of LANGUAGES) {
    setDatabaseHandle(from);
    const site = await loadSiteContext(from.db, lang);
    for (const node of site.tree.byId.values()) {
      if (OWN_IMPORTS.has(node.page?.module ?? '')) continue;
      const before = await load(from, lang, node.path);
      const after = await load(to, lang, node.path);
      pages++;
      const [a, b] = [JSON.stringify(before), JSON.stringify(after)];
      if (a !== b) {
        // Where the two part, so a failure says what the import lost.
        let at = 0;
        while (a[at] === b[at]) at++;
        differing.push(`${lang} ${node.path}: …${a.slice(Math.max(0, at - 80), at + 40)}… became …${b.slice(Math.max(0, at - 80), at + 40)}…`);
      }
    }
  }
  setDatabaseHandle(from);
  return { pages, differing };
}

/** Entries kept per module and category of the seeded source. */
const KEEP_PER_CATEGORY = 1;

let source: TestDatabase;
let server: Server;
let origin: string;
let missingFile: { id: number; name: string } | undefined;
/** A shown notice given an end (beforeAll), which the import must keep. */
let endingNotice: { id: number; endsAt: Date };

async function call(route: APIRoute, url: URL, params: Record<string, string>, headers: Headers): Promise<Response> {
  const request = new Request(url, { headers });
  return route({ request, url, params, locals: {}, clientAddress: '127.0.0.1' } as unknown as APIContext);
}

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  source = await openTestDatabase({ seeded: true });
  // The seeded instance, lighter: the newest few entries of each module (the demo has
  // thousands; the round trip of each is the same code), so the file stays near a minute.
  await source.db.execute(
    sql`delete from entries where id in (select id from (select id, row_number() over (partition by module, cat_id order by is_top desc, published_at desc, id desc) as n from entries) ranked where n > ${KEEP_PER_CATEGORY})`,
  );
  // Editors' order against the ids (the seed's follows them), so that a lost order shows.
  await source.db.execute(sql`update entries set sort_order = -id where module in (${FAQ_MODULE}, ${COMPANY}, ${LINK})`);
  const endsAt = new Date(Date.now() + 30 * 86_400_000);
  const [shown] = await source.db
    .update(notices)
    .set({ endsAt })
    .where(eq(notices.id, sql`(select min(id) from notices where active and (starts_at is null or starts_at <= now()) and (ends_at is null or ends_at >= now()))`))
    .returning({ id: notices.id });
  if (!shown) throw new Error('the seed has no notice shown now');
  endingNotice = { id: shown.id, endsAt };
  server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      const file = /^\/files\/(\d+)\/([^/]+)$/.exec(url.pathname);
      const route = SERVED[url.pathname];
      let response: Response;
      if (file && missingFile && Number(file[1]) === missingFile.id) response = new Response('gone', { status: 404 });
      else if (file) response = await call(fileRoute, url, { id: file[1] ?? '', name: decodeURIComponent(file[2] ?? '') }, headers);
      else if (route) response = await call(route, url, {}, headers);
      else response = new Response('{"code":404}', { status: 404 });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })().catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await source.dispose();
});

/** The public answers compared: the same calls, in every language, on the registered database. */
async function publicAnswers(sample: { newsId: number; path: string }): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const get = async (route: APIRoute, path: string, lang: string) => {
    const response = await call(route, new URL(path, 'http://localhost'), {}, new Headers({ 'Api-Language': lang }));
    return { status: response.status, body: (await response.json()) as unknown };
  };
  for (const lang of LANGUAGES) {
    out[`${lang} layout`] = await get(layout, '/api/bff/common', lang);
    out[`${lang} home`] = await get(homepage, `/api/v1/bff/homepage?lang=${lang}`, lang);
    out[`${lang} news list`] = await get(newsList, '/api/v1/news/list?limit=3&page=2', lang);
    out[`${lang} news item`] = await get(newsItem, `/api/v1/news/item?id=${sample.newsId}`, lang);
    out[`${lang} laws`] = await get(laws, '/api/v1.0/cms/laws?PageSize=20', lang);
    out[`${lang} faq`] = await get(faq, '/api/v1.0/cms/faq?PageSize=50', lang);
    out[`${lang} companies`] = await get(companies, '/api/v1.0/cms/companies?PageSize=50', lang);
    out[`${lang} links`] = await get(friendLinks, '/api/v1.0/cms/friend_link?PageSize=50', lang);
    out[`${lang} downloads`] = await get(downloads, '/api/v1.0/cms/downloads?PageSize=30', lang);
    out[`${lang} holidays`] = await get(holiday, '/api/v1.0/cms/holiday?PageSize=30', lang);
    out[`${lang} menu page`] = await get(page, `/api/v1.0/page?path=${sample.path}`, lang);
    out[`${lang} footer`] = await get(menuItems, '/api/v1/menu/items?mark=footer', lang);
    out[`${lang} notices`] = [await get(notice, '/api/v1/notice', lang), await get(popup, '/api/v1/popup', lang)];
    out[`${lang} rss`] = renderRss(await loadNewsFeed(getDb(), lang, 'all', 'https://www.example.org', 'rss'));
  }
  return out;
}

async function sample(db: TestDatabase): Promise<{ newsId: number; path: string }> {
  setDatabaseHandle(db);
  const list = await call(newsList, new URL('http://localhost/api/v1/news/list?limit=1'), {}, new Headers({ 'Api-Language': 'en' }));
  const body = (await list.json()) as { data: { data: { id: number }[] } };
  const newsId = body.data.data[0]?.id ?? 0;
  return { newsId, path: 'about-us/mission-and-functions' };
}

describe('legacy import', () => {
  let target: TestDatabase;
  let report: ImportReport;

  beforeAll(async () => {
    target = await openTestDatabase({ register: false });
    setDatabaseHandle(source);
    report = await importLegacy(target.db, { source: legacySource(origin) });
  });
  afterAll(() => target.dispose());

  it('reports what it read and wrote per module, and writes every entry', async () => {
    setDatabaseHandle(source);
    expect(report.interrupted).toBe(false);
    expect(report.modules['module-cats']?.written).toBe(1);
    expect(report.modules['menu']?.written).toBe(4);
    const [sourceEntries] = await source.db.select({ n: count() }).from(entries);
    const [targetEntries] = await target.db.select({ n: count() }).from(entries);
    expect(targetEntries?.n).toBeGreaterThan(50);
    const written = Object.entries(report.modules).filter(([m]) => !['settings', 'selections', 'module-cats', 'menu', 'notices'].includes(m)).reduce((n, [, c]) => n + c.written, 0);
    expect(written).toBe(targetEntries?.n);
    expect(targetEntries?.n).toBeLessThanOrEqual(sourceEntries?.n ?? 0);
    expect(report.files.written).toBeGreaterThan(0);
  });

  it('keeps Portuguese partial: never an English text under pt', async () => {
    const [sourcePt] = await source.db.select({ n: count() }).from(entryI18n).where(eq(entryI18n.lang, 'pt'));
    const [targetPt] = await target.db.select({ n: count() }).from(entryI18n).where(eq(entryI18n.lang, 'pt'));
    const [targetEn] = await target.db.select({ n: count() }).from(entryI18n).where(eq(entryI18n.lang, 'en'));
    expect(targetPt?.n).toBeLessThan(targetEn?.n ?? 0);
    expect(targetPt?.n).toBeLessThanOrEqual(sourcePt?.n ?? 0);
  });

  it('gives the same public answers in the four languages', async () => {
    const which = await sample(source);
    setDatabaseHandle(source);
    const before = await publicAnswers(which);
    setDatabaseHandle(target);
    const after = await publicAnswers(which);
    setDatabaseHandle(source);
    expect(JSON.stringify(before).length).toBeGreaterThan(10_000);
    for (const key of Object.keys(before)) expect(after[key], key).toEqual(before[key]);
  });

  it('gives the same pages: every menu page in the four languages loads the same model', async () => {
    const compared = await comparePages(source, target);
    // Every page of the menu whose content the import carries, in each language.
    expect(compared.pages).toBeGreaterThan(4 * 60);
    expect(compared.differing).toEqual([]);
  });

  it('keeps the editors’ order of FAQs, institutions and links, and when a notice ends', async () => {
    setDatabaseHandle(target);
    const shown = async (route: APIRoute, path: string) => {
      const response = await call(route, new URL(path, 'http://localhost'), {}, new Headers({ 'Api-Language': 'en' }));
      return ((await response.json()) as { data: { data: { id: number }[] } }).data.data.map((e) => e.id);
    };
    // The source's order was shuffled against the ids (beforeAll): the target shows the same order, not its ids'.
    for (const [route, path] of [[faq, '/api/v1.0/cms/faq?PageSize=50'], [companies, '/api/v1.0/cms/companies?PageSize=50'], [friendLinks, '/api/v1.0/cms/friend_link?PageSize=50']] as const) {
      const ids = await shown(route, path);
      expect(ids.length, path).toBeGreaterThan(1);
      expect(ids, path).not.toEqual([...ids].sort((a, b) => a - b));
    }
    const [ending] = await target.db.select({ endsAt: notices.endsAt }).from(notices).where(eq(notices.id, endingNotice.id));
    expect(ending?.endsAt?.toISOString()).toBe(endingNotice.endsAt.toISOString());
    setDatabaseHandle(source);
  });

  it('serves the same file bytes under the same address', async () => {
    const [file] = await target.db.select({ id: files.id, name: files.name, sha256: files.sha256 }).from(files).limit(1);
    expect(file).toBeDefined();
    const [same] = await source.db.select({ sha256: files.sha256, name: files.name }).from(files).where(eq(files.id, file?.id ?? 0));
    expect(same).toEqual({ sha256: file?.sha256, name: file?.name });
  });

  it('refuses a database that is not empty, saying so', async () => {
    setDatabaseHandle(source);
    await expect(importLegacy(source.db, { source: legacySource(origin) })).rejects.toThrow(NonEmptyDatabaseError);
    await expect(importLegacy(source.db, { source: legacySource(origin) })).rejects.toThrow(/not empty \(entries: \d+/);
  });

  it('resumes an interrupted import and ends with the same content', async () => {
    const resumed = await openTestDatabase({ register: false });
    try {
      setDatabaseHandle(source);
      const first = await importLegacy(resumed.db, { source: legacySource(origin), stopAfterUnits: 12 });
      expect(first.interrupted).toBe(true);
      const [partial] = await resumed.db.select({ n: count() }).from(entries);
      expect(partial?.n).toBeLessThan(12);
      const second = await importLegacy(resumed.db, { source: legacySource(origin) });
      expect(second.interrupted).toBe(false);
      expect(second.resumed).toBe(true);
      expect(Object.values(second.modules).reduce((n, c) => n + c.resumed, 0)).toBe(12);
      const rows = async (db: TestDatabase) => db.db.select().from(entryI18n).orderBy(entryI18n.entryId, entryI18n.lang);
      expect(await rows(resumed)).toEqual(await rows(target));
      // A third run has nothing left to write.
      const third = await importLegacy(resumed.db, { source: legacySource(origin) });
      expect(Object.values(third.modules).reduce((n, c) => n + c.written, 0)).toBe(0);
    } finally {
      await resumed.dispose();
    }
  });

  it('skips a file that answers 404, says why, and imports its entry without it', async () => {
    // The first entry of the sync feed that has a file, and the units before it (settings, selections, categories, 4 menus, notices).
    setDatabaseHandle(source);
    const feed = await legacySource(origin).get<SyncPage>('/api/v1.0/cms/sync_data', { since: '1970-01-01T00:00:00Z', PageSize: 100 }, 'zh-hant');
    const index = feed.data.findIndex((item) => item.entry?.files.length);
    const item = feed.data[index];
    const file = item?.entry?.files[0];
    expect(file).toBeDefined();
    missingFile = file;
    const other = await openTestDatabase({ register: false });
    try {
      const run = await importLegacy(other.db, { source: legacySource(origin), stopAfterUnits: 8 + index + 1 });
      expect(run.skips.some((s) => s.module === 'files' && s.item.startsWith(`${file?.id} `) && /404/.test(s.reason))).toBe(true);
      expect(await other.db.select({ id: files.id }).from(files).where(eq(files.id, file?.id ?? 0))).toEqual([]);
      expect(await other.db.select({ id: entries.id }).from(entries).where(eq(entries.id, item?.id ?? 0))).toHaveLength(1);
    } finally {
      missingFile = undefined;
      await other.dispose();
    }
  });
});
