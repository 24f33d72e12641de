import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { contentVersions } from '#src/features/entries/schema.ts';
import { menuItemI18n, menuItems, pageI18n, pages } from './schema.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { getMenu, getPageByPath, loadMenuTree, MAIN_MENU } from './menu-service.ts';
import { loadSiteContext } from './service.ts';
import { getPage } from './page-service.ts';

let database: TestDatabase;

beforeAll(async () => {
  // Read once by the config module, at the first preview check.
  process.env.PREVIEW_KEY = 'unit-test-key';
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

describe('menu service', () => {
  it('returns the seven sections of the main menu in order, titled in the asked language', async () => {
    const en = await getMenu(database.db, MAIN_MENU, 'en');
    expect(en.map((i) => i.path)).toEqual([
      'about-us',
      'banking-sector',
      'insurance-sector',
      'financial-information',
      'research-and-statistics',
      'news-notice',
      'services',
    ]);
    expect(en.every((i) => i.lang === 'en' && /[A-Za-z]/.test(i.title))).toBe(true);
    const zh = await getMenu(database.db, MAIN_MENU, 'zh-hant');
    expect(zh[1]?.title).toMatch(/銀行/);
    const hans = await getMenu(database.db, MAIN_MENU, 'zh-hans');
    expect(hans[1]?.title).toMatch(/银行/);
  });

  it('nests children under their parents with their page', async () => {
    const tree = await loadMenuTree(database.db, MAIN_MENU, 'en');
    for (const node of tree.byId.values()) {
      for (const child of node.childrens) expect(child.path.startsWith(`${node.path}/`)).toBe(true);
      if (!node.url) expect(node.page).not.toBeNull();
    }
  });

  it('falls back to English for Portuguese titles that do not exist, and says so', async () => {
    // Every seeded menu title is in Portuguese: take one away (and put it back after).
    const [item] = await database.db.select({ id: menuItems.id }).from(menuItems).where(and(eq(menuItems.mark, MAIN_MENU), eq(menuItems.path, 'banking-sector/fintech')));
    const where = and(eq(menuItemI18n.menuItemId, item!.id), eq(menuItemI18n.lang, 'pt'));
    const [saved] = await database.db.select().from(menuItemI18n).where(where);
    await database.db.delete(menuItemI18n).where(where);
    try {
      const tree = await loadMenuTree(database.db, MAIN_MENU, 'pt');
      const nodes = [...tree.byId.values()];
      expect(nodes.filter((n) => n.lang !== 'pt').map((n) => n.path)).toEqual(['banking-sector/fintech']);
      const fallback = tree.byPath.get('banking-sector/fintech');
      expect(fallback?.lang).toBe('en');
      expect(fallback?.title).toBe('FinTech');
      expect(fallback?.languages).not.toContain('pt');
    } finally {
      await database.db.insert(menuItemI18n).values(saved!);
    }
  });
});

describe('the shell\'s menus between content changes', () => {
  // The rendered main navigation and footer are kept per these objects
  // (fragment-cache.ts): the same objects while nothing changes, new ones after a change.
  it('gives the same tree and footer until a menu title changes, then new ones with the new title', async () => {
    const first = await loadSiteContext(database.db, 'en');
    const again = await loadSiteContext(database.db, 'en');
    expect(again.tree).toBe(first.tree);
    expect(again.footer).toBe(first.footer);
    expect((await loadSiteContext(database.db, 'zh-hant')).footer).not.toBe(first.footer);

    const column = first.footer[0]!;
    const where = and(eq(menuItemI18n.menuItemId, column.id), eq(menuItemI18n.lang, 'en'));
    await database.db.update(menuItemI18n).set({ title: 'Renamed column' }).where(where);
    try {
      const changed = await loadSiteContext(database.db, 'en');
      expect(changed.footer).not.toBe(first.footer);
      expect(changed.tree).not.toBe(first.tree);
      expect(changed.footer[0]?.title).toBe('Renamed column');
    } finally {
      await database.db.update(menuItemI18n).set({ title: column.title }).where(where);
    }
  });

  it('gives every caller of getMenu an array of its own', async () => {
    const a = await getMenu(database.db, 'footer', 'en');
    const b = await getMenu(database.db, 'footer', 'en');
    expect(a).not.toBe(b);
    expect(a).toEqual(b);
  });
});

describe('page service', () => {
  it('finds a page by path with trail, parent, children and siblings', async () => {
    const tree = await loadMenuTree(database.db, MAIN_MENU, 'en');
    const deep = [...tree.byId.values()].find((n) => n.path.split('/').length === 3 && !n.url);
    expect(deep).toBeDefined();
    const page = await getPageByPath(database.db, `/${deep!.path}/`, 'en');
    expect(page.trail.map((l) => l.path)).toEqual([deep!.path.split('/')[0], deep!.path.split('/').slice(0, 2).join('/'), deep!.path]);
    expect(page.parent?.path).toBe(deep!.path.split('/').slice(0, 2).join('/'));
    expect(page.brother.every((b) => b.path !== deep!.path)).toBe(true);
    expect(page.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('turns a sub-slug into the page field the router reads', async () => {
    const statement = await getPageByPath(database.db, 'news-notice/statement', 'zh-hant');
    expect(statement.subSlug).toBe('statement');
    const reports = await getPageByPath(database.db, 'financial-information/financial-reports', 'en');
    expect(reports.subSlug).toBe('financial-reports');
  });

  it('serves sanitised CMS HTML', async () => {
    const tree = await loadMenuTree(database.db, MAIN_MENU, 'en');
    const generic = [...tree.byId.values()].find((n) => n.page?.module === 'generic-page');
    const page = await getPageByPath(database.db, generic!.path, 'en');
    expect(page.content).toMatch(/<p>/);
    expect(page.content).not.toMatch(/<script|onerror=/i);
  });

  it('gives the same page until its text changes, then one with the new text', async () => {
    const tree = await loadMenuTree(database.db, MAIN_MENU, 'en');
    const generic = [...tree.byId.values()].find((n) => n.page?.module === 'generic-page')!;
    const first = await getPageByPath(database.db, generic.path, 'en');
    // Every request of a revision shares it: nobody may change it.
    expect(await getPageByPath(database.db, generic.path, 'en')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect((await getPageByPath(database.db, generic.path, 'zh-hant')).lang).toBe('zh-hant');

    const where = and(eq(pageI18n.pageId, first.id), eq(pageI18n.lang, 'en'));
    const [saved] = await database.db.select().from(pageI18n).where(where);
    await database.db.update(pageI18n).set({ content: '<p>Changed text</p>' }).where(where);
    try {
      const changed = await getPageByPath(database.db, generic.path, 'en');
      expect(changed).not.toBe(first);
      expect(changed.content).toBe('<p>Changed text</p>');
    } finally {
      await database.db.update(pageI18n).set({ content: saved!.content }).where(where);
    }
    expect((await getPageByPath(database.db, generic.path, 'en')).content).toBe(first.content);
  });

  it('throws NotFoundError for an unknown path', async () => {
    await expect(getPageByPath(database.db, 'no/such/page', 'en')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('shows a preview version only with the right key, and never under another page', async () => {
    const [version] = await database.db.select().from(contentVersions).limit(1);
    expect(version).toBeDefined();
    const [page] = await database.db.select().from(pages).where(eq(pages.id, version!.itemId));
    const tree = await loadMenuTree(database.db, MAIN_MENU, 'en');
    const node = [...tree.byId.values()].find((n) => n.page?.id === page!.id)!;
    const previewTitle = (version!.data as Record<string, { title: string }>).en!.title;
    const key = 'unit-test-key';

    const published = await getPage(database.db, node.path, 'en');
    const previewed = await getPage(database.db, node.path, 'en', { preview: true, id: page!.id, vid: version!.id, key });
    expect(previewed.title).toBe(previewTitle);
    expect(previewed.preview).toBe(true);
    const wrongKey = await getPage(database.db, node.path, 'en', { preview: true, id: page!.id, vid: version!.id, key: 'nope' });
    expect(wrongKey.title).toBe(published.title);
    expect(wrongKey.preview).toBe(false);
    const other = [...tree.byId.values()].find((n) => n.page && n.page.id !== page!.id && !n.url)!;
    const elsewhere = await getPage(database.db, other.path, 'en', { preview: true, id: page!.id, vid: version!.id, key });
    expect(elsewhere.title).not.toBe(previewTitle);
  });
});
