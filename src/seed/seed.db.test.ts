import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { PAGE_MODULES } from '#src/lib/modules.ts';
import type { Database } from '#src/server/db/open.ts';
import { appMeta } from '#src/server/db/schema.ts';
import { contentVersions, entries, entryI18n, moduleCatI18n, moduleCats } from '#src/features/entries/schema.ts';
import { toSimplified } from '#src/server/text/chinese.ts';
import { menuItemI18n, menuItems, noticeI18n, notices, pageI18n, pages, selectionOptionI18n, selectionOptions, settings } from '#src/features/site/schema.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { getPageByPath } from '#src/features/site/menu-service.ts';
import { getActiveNotices } from '#src/features/site/notices.ts';
import { getSelection } from '#src/features/site/selection.ts';
import { SETTING_KEYS, SITE_SETTINGS } from '#src/features/site/settings.ts';
import { SEED_VERSION, seedDatabase, type SeedResult } from './index.ts';
import { resetSeededData } from './reset.ts';

const TABLES = {
  menuItems,
  menuItemI18n,
  pages,
  pageI18n,
  settings,
  notices,
  noticeI18n,
  moduleCats,
  moduleCatI18n,
  selectionOptions,
  selectionOptionI18n,
  contentVersions,
  appMeta,
};

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

/** Everything the seed wrote, in a stable order, for comparing two databases. */
async function snapshot(db: Database) {
  return {
    menuItems: await db.select().from(menuItems).orderBy(asc(menuItems.id)),
    menuItemI18n: await db.select().from(menuItemI18n).orderBy(asc(menuItemI18n.menuItemId), asc(menuItemI18n.lang)),
    pages: await db.select().from(pages).orderBy(asc(pages.id)),
    pageI18n: await db.select().from(pageI18n).orderBy(asc(pageI18n.pageId), asc(pageI18n.lang)),
    settings: await db.select().from(settings).orderBy(asc(settings.identify), asc(settings.ck)),
    notices: await db.select().from(notices).orderBy(asc(notices.id)),
    noticeI18n: await db.select().from(noticeI18n).orderBy(asc(noticeI18n.noticeId), asc(noticeI18n.lang)),
    moduleCats: await db.select().from(moduleCats).orderBy(asc(moduleCats.id)),
    moduleCatI18n: await db.select().from(moduleCatI18n).orderBy(asc(moduleCatI18n.moduleCatId), asc(moduleCatI18n.lang)),
    selectionOptions: await db.select().from(selectionOptions).orderBy(asc(selectionOptions.id)),
    selectionOptionI18n: await db.select().from(selectionOptionI18n).orderBy(asc(selectionOptionI18n.optionId), asc(selectionOptionI18n.lang)),
    contentVersions: await db.select().from(contentVersions).orderBy(asc(contentVersions.id)),
  };
}

let handle: TestDatabase;
let first: SeedResult;

beforeAll(async () => {
  handle = await openTestDatabase();
  first = await seedDatabase(handle.db);
});

afterAll(async () => {
  await handle?.dispose();
});

async function mainMenu() {
  return handle.db.select().from(menuItems).where(eq(menuItems.mark, 'main')).orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
}

async function mainPages() {
  return handle.db
    .select({ path: menuItems.path, depth: sql<number>`array_length(string_to_array(${menuItems.path}, '/'), 1)`, page: pages })
    .from(pages)
    .innerJoin(menuItems, eq(menuItems.id, pages.menuItemId))
    .where(eq(menuItems.mark, 'main'));
}

describe('seedDatabase', () => {
  it('seeds an empty database and records its version', async () => {
    expect(first.seeded).toBe(true);
    expect(first.version).toBe(SEED_VERSION);
    expect(first.counts.menuItems).toBeGreaterThan(0);
    const [meta] = await handle.db.select().from(appMeta).where(eq(appMeta.key, 'seed.version'));
    expect(meta?.value).toBe(SEED_VERSION);
  });

  it('does nothing the second time', async () => {
    const before = await rowCounts(handle.db);
    const again = await seedDatabase(handle.db);
    expect(again).toEqual({ seeded: false, version: SEED_VERSION, counts: {} });
    expect(await rowCounts(handle.db)).toEqual(before);
  });

  it('reports the rows it wrote', async () => {
    const counts = await rowCounts(handle.db);
    // Seed parts also count rows of tables outside this list (entries.<module>, entryI18n…).
    for (const [name, n] of Object.entries(first.counts)) if (name in TABLES) expect(counts[name], name).toBe(n);
  });

  it('writes identical data into two fresh databases, and again after a reset', async () => {
    const other = await openTestDatabase({ register: false });
    try {
      await seedDatabase(other.db);
      const expected = await snapshot(handle.db);
      expect(await snapshot(other.db)).toEqual(expected);
      await resetSeededData(other.db);
      expect((await rowCounts(other.db)).menuItems).toBe(0);
      const reseeded = await seedDatabase(other.db);
      expect(reseeded.seeded).toBe(true);
      expect(await snapshot(other.db)).toEqual(expected);
    } finally {
      await other.dispose();
    }
  });
});

describe('main menu', () => {
  it('has the seven sections in order, each with 4 to 12 children', async () => {
    const items = await mainMenu();
    const roots = items.filter((i) => i.parentId === null).map((i) => i.path);
    expect(roots).toEqual(['about-us', 'banking-sector', 'insurance-sector', 'financial-information', 'research-and-statistics', 'news-notice', 'services']);
    for (const root of items.filter((i) => i.parentId === null)) {
      const children = items.filter((i) => i.parentId === root.id);
      expect(children.length, root.path).toBeGreaterThanOrEqual(4);
      expect(children.length, root.path).toBeLessThanOrEqual(12);
    }
    expect(items.length).toBeGreaterThanOrEqual(110);
    expect(items.length).toBeLessThanOrEqual(160);
  });

  it('builds paths from slugs, with third-level items under sub-pages parents', async () => {
    const items = await mainMenu();
    const byId = new Map(items.map((i) => [i.id, i]));
    for (const item of items) {
      const parent = item.parentId === null ? undefined : byId.get(item.parentId);
      expect(item.path).toBe(parent ? `${parent.path}/${item.slug}` : item.slug);
    }
    const third = items.filter((i) => i.path.split('/').length === 3);
    expect(third.length).toBeGreaterThanOrEqual(6);
    const rows = await mainPages();
    const templates = new Map(rows.map((r) => [r.path, r.page.template]));
    const parents = new Set(third.map((i) => i.path.split('/').slice(0, 2).join('/')));
    expect(parents.size).toBeGreaterThanOrEqual(2);
    for (const p of parents) expect(templates.get(p), p).toBe('sub-pages');
    for (const r of rows) if (r.depth === 1) expect(r.page.template, r.path).toBe('section');
  });

  it('gives every menu item a page, and every leaf in the site a module', async () => {
    const items = await mainMenu();
    const rows = await mainPages();
    expect(rows).toHaveLength(items.length);
    for (const r of rows) {
      const item = items.find((i) => i.path === r.path);
      expect(item, r.path).toBeDefined();
      if (r.page.template === 'two-column' && !item?.url) expect(r.page.module, r.path).not.toBeNull();
      expect(r.page.extras).toEqual(r.page.module === 'generic-page' ? { isPage: true } : {});
    }
  });

  it('uses every page module at least once', async () => {
    const used = new Set((await mainPages()).map((r) => r.page.module));
    for (const name of PAGE_MODULES) expect(used.has(name), name).toBe(true);
  });

  it('has the special pages the routes rely on', async () => {
    const rows = await mainPages();
    const at = (path: string) => rows.find((r) => r.path === path)?.page;
    expect(at('news-notice/statement')?.subSlug).toBe('statement');
    expect(at('financial-information/financial-reports')?.subSlug).toBe('financial-reports');
    expect(at('financial-information/financial-reports')?.module).toBe('financial-reports');
    expect(at('research-and-statistics/research-and-publications')).toBeDefined();
    const laws = rows.filter((r) => r.page.module === 'law').map((r) => r.page.subSlug);
    expect(laws).toEqual(expect.arrayContaining(['banking', 'insurance']));
  });

  it('links out to the government portal in a new window and hides some routable pages', async () => {
    const items = await mainMenu();
    const portal = items.find((i) => i.url === 'https://www.gov.mo');
    expect(portal?.newWindow).toBe(true);
    const hidden = items.filter((i) => !i.showInMenu);
    expect(hidden.length).toBeGreaterThan(0);
    const page = await getPageByPath(handle.db, hidden[0]?.path ?? '', 'en');
    expect(page.item?.showInMenu).toBe(false);
  });

  it('points each page category at an existing category', async () => {
    const cats = await handle.db.select({ slug: moduleCats.slug }).from(moduleCats);
    const slugs = new Set(cats.map((c) => c.slug));
    for (const r of await mainPages()) if (r.page.moduleCat) expect(slugs.has(r.page.moduleCat), r.path).toBe(true);
  });
});

describe('languages', () => {
  it('gives every menu item and page zh-hant, zh-hans and en, with zh-hans converted', async () => {
    const titles = await handle.db.select().from(menuItemI18n);
    const texts = await handle.db.select().from(pageI18n);
    const menuIds = (await handle.db.select({ id: menuItems.id }).from(menuItems)).map((r) => r.id);
    const pageIds = (await handle.db.select({ id: pages.id }).from(pages)).map((r) => r.id);
    const present = new Set([...titles.map((t) => `item ${t.menuItemId} ${t.lang}`), ...texts.map((t) => `page ${t.pageId} ${t.lang}`)]);
    for (const lang of ['zh-hant', 'zh-hans', 'en']) {
      for (const id of menuIds) expect(present.has(`item ${id} ${lang}`), `item ${id} ${lang}`).toBe(true);
      for (const id of pageIds) expect(present.has(`page ${id} ${lang}`), `page ${id} ${lang}`).toBe(true);
    }
    const items = await mainMenu();
    const banking = items.find((i) => i.path === 'banking-sector');
    const bankingTitles = titles.filter((t) => t.menuItemId === banking?.id);
    expect(bankingTitles.find((t) => t.lang === 'zh-hant')?.title).toBe('銀行業');
    expect(bankingTitles.find((t) => t.lang === 'zh-hans')?.title).toBe('银行业');
    const byPage = new Map<string, string>();
    for (const t of texts) byPage.set(`${t.pageId} ${t.lang}`, t.content ?? '');
    const converted = texts.filter((t) => t.lang === 'zh-hant' && t.content).every((t) => byPage.get(`${t.pageId} zh-hans`) !== t.content);
    expect(converted).toBe(true);
    for (const t of texts) {
      expect(t.metaDesc, `${t.pageId} ${t.lang}`).toBeTruthy();
      expect(t.metaKeywords, `${t.pageId} ${t.lang}`).toBeTruthy();
    }
  });

  it('writes every zh-hans entry in Simplified script, per-language data included (law numbers, venues, departments)', async () => {
    const rows = await handle.db.select({ module: entries.module, slug: entries.slug, title: entryI18n.title, summary: entryI18n.summary, content: entryI18n.content, data: entryI18n.data }).from(entryI18n).innerJoin(entries, eq(entries.id, entryI18n.entryId)).where(eq(entryI18n.lang, 'zh-hans'));
    const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []);
    // OpenCC leaves a Simplified text as it is: whatever it would still change is Traditional.
    const traditional = rows.flatMap((r) => strings([r.title, r.summary, r.content, r.data]).filter((text) => toSimplified(text) !== text).map((text) => `${r.module}/${String(r.slug)}: ${text.slice(0, 60)}`));
    expect(traditional).toEqual([]);
    const data = rows.filter((r) => ['law', 'recruitment', 'annual-event'].includes(r.module)).flatMap((r) => strings(r.data));
    expect(data).toEqual(expect.arrayContaining([expect.stringMatching(/^第13\/2023号法律$/)]));
  });

  it('has Portuguese for some but not all items, and only where a Portuguese title exists', async () => {
    const rows = await mainPages();
    const texts = await handle.db.select({ pageId: pageI18n.pageId, lang: pageI18n.lang }).from(pageI18n);
    const ptPages = new Set(texts.filter((t) => t.lang === 'pt').map((t) => t.pageId));
    const withPt = rows.filter((r) => ptPages.has(r.page.id));
    expect(withPt.length).toBeGreaterThan(0);
    expect(withPt.length).toBeLessThan(rows.length);
    const titles = await handle.db.select({ id: menuItemI18n.menuItemId, lang: menuItemI18n.lang }).from(menuItemI18n);
    const ptTitled = new Set(titles.filter((t) => t.lang === 'pt').map((t) => t.id));
    for (const r of withPt) expect(ptTitled.has(r.page.menuItemId ?? 0), r.path).toBe(true);
    const englishOnly = rows.find((r) => !ptPages.has(r.page.id) && r.page.module === 'generic-page');
    expect(englishOnly).toBeDefined();
    const page = await getPageByPath(handle.db, englishOnly?.path ?? '', 'pt');
    expect(page.fallback).toBe(true);
    expect(page.lang).toBe('en');
  });
});

describe('secondary menus', () => {
  it('has no duplicated path within a menu', async () => {
    const rows = await handle.db
      .select({ mark: menuItems.mark, path: menuItems.path, n: sql<number>`count(*)::int` })
      .from(menuItems)
      .groupBy(menuItems.mark, menuItems.path)
      .having(sql`count(*) > 1`);
    expect(rows).toEqual([]);
  });

  it('links only to existing main-menu paths', async () => {
    const all = await handle.db.select().from(menuItems);
    const mainPaths = new Set(all.filter((i) => i.mark === 'main').map((i) => i.path));
    for (const mark of ['footer', 'quick-links', 'top-links']) {
      const items = all.filter((i) => i.mark === mark);
      expect(items.length, mark).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.url).toBeNull();
        expect(mainPaths.has(item.path), `${mark} ${item.path}`).toBe(true);
      }
    }
    const footerColumns = all.filter((i) => i.mark === 'footer' && i.parentId === null);
    expect(footerColumns.length).toBeGreaterThanOrEqual(4);
    expect(footerColumns.length).toBeLessThanOrEqual(5);
    const quick = all.filter((i) => i.mark === 'quick-links');
    expect(quick.length).toBeGreaterThanOrEqual(6);
    expect(quick.length).toBeLessThanOrEqual(8);
  });
});

describe('settings, notices, options and versions', () => {
  it('has every website setting, analytics off and no gray style', async () => {
    const rows = await handle.db.select().from(settings).where(eq(settings.identify, SITE_SETTINGS));
    const keys = new Set(rows.map((r) => r.ck));
    for (const key of Object.values(SETTING_KEYS)) expect(keys.has(key), key).toBe(true);
    const get = (ck: string) => rows.find((r) => r.ck === ck)?.parameter;
    expect(get('frontend-lang')).toBe('zh-hant|zh-hans|en|pt');
    expect(get('analytics-key')).toBe('');
    expect(get('grayStyle')).toBe('0');
    expect(get('phone')).toBe('(853) 2856 8288');
    const contact = await handle.db.select().from(settings).where(eq(settings.identify, 'contact'));
    expect(contact.map((r) => r.ck)).toEqual(expect.arrayContaining(['address.zh-hant', 'address.zh-hans', 'address.en', 'address.pt']));
  });

  it('shows the home notice and pop-up, never the expired notice', async () => {
    const now = new Date();
    const shown = await getActiveNotices(handle.db, 'notice', 'en', { now });
    expect(shown.map((n) => n.slug)).toEqual(['home']);
    const popups = await getActiveNotices(handle.db, 'popup', 'zh-hans', { slug: 'home', now });
    expect(popups).toHaveLength(1);
    expect(popups[0]?.title).toBeTruthy();
    expect(popups[0]?.lang).toBe('zh-hans');
    const atBase = await getActiveNotices(handle.db, 'notice', 'pt', { now: new Date('2026-11-02T03:00:00Z') });
    expect(atBase.map((n) => n.slug)).toEqual(['home']);
  });

  it('offers country areas with dialling codes and occupations', async () => {
    const areas = await getSelection(handle.db, 'country_area', 'en');
    expect(areas.length).toBeGreaterThanOrEqual(35);
    expect(areas[0]).toMatchObject({ code: 'MO', region: '853' });
    expect(areas.find((a) => a.code === 'PT')?.region).toBe('351');
    const jobs = await getSelection(handle.db, 'occupation', 'pt');
    expect(jobs.length).toBeGreaterThanOrEqual(12);
  });

  it('nests some categories and keeps two unpublished versions of a CMS page', async () => {
    const cats = await handle.db.select().from(moduleCats);
    expect(cats.some((c) => c.parentId !== null)).toBe(true);
    expect(cats.some((c) => c.module === 'faq' && c.autoHideCount === 5)).toBe(true);
    // Seed parts add versions of their own modules' entries.
    const versions = await handle.db.select().from(contentVersions).where(eq(contentVersions.module, 'page'));
    expect(versions).toHaveLength(2);
    const [version] = versions;
    const [page] = await handle.db.select().from(pages).where(eq(pages.id, version?.itemId ?? 0));
    expect(page?.module).toBe('generic-page');
    expect(version?.module).toBe('page');
    expect(version?.data).toHaveProperty(['zh-hant', 'title']);
    expect(version?.data).toHaveProperty(['en', 'content']);
  });
});
