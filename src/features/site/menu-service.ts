/**
 * Menus and the pages they lead to. The main menu is the site tree: every page of
 * the site is found from its path through it, with its trail, parent, children and
 * siblings (SPEC §3 Menu item and page).
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { MenuItem, Page, PageLink, PageRef } from '#src/server/page/contract.ts';
import { normalizePath, type MenuNode, type MenuTree } from '#src/server/page/menu-tree.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { inParallel } from '#src/server/db/parallel.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { cachedByRevision } from '#src/server/cache/revision.ts';
import { sanitizeHtml } from '#src/features/entries/sanitize.ts';
import { withFileTickets } from '#src/features/entries/versions.ts';
import { groupBy, languagesOf, pickTranslation } from '#src/features/entries/translations.ts';
import { redirectRows, selectMenuRows, selectMenuTitles, selectPageBodies, selectPageHeads, type MenuRow } from './queries.ts';

export const MAIN_MENU = 'main';

/** The tree of one menu in one language; cached until the content changes. */
export function loadMenuTree(db: Queryable, mark: string, lang: Language): Promise<MenuTree> {
  return cachedByRevision(db, `menu-tree:${mark}:${lang}`, () => readMenuTree(db, mark, lang));
}

async function readMenuTree(db: Queryable, mark: string, lang: Language): Promise<MenuTree> {
  const [rows, titles, heads, moved] = await inParallel(db, [
    () => selectMenuRows(db, mark),
    () => selectMenuTitles(db, mark),
    () => selectPageHeads(db, mark),
    () => (mark === MAIN_MENU ? redirectRows(db) : Promise.resolve([])),
  ]);
  const titlesById = groupBy(titles, (r) => r.id);
  const headsByPage = groupBy(heads, (r) => r.pageId);
  const byId = new Map<number, MenuNode>();
  const byPath = new Map<string, MenuNode>();

  for (const row of rows) {
    const node = toNode(row, titlesById.get(row.id) ?? [], row.page ? (headsByPage.get(row.page.id) ?? []) : [], lang);
    if (node) {
      byId.set(node.id, node);
      if (!node.url) byPath.set(node.path, node);
    }
  }
  const roots: MenuNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.childrens.push(node);
    else if (node.parentId === null) roots.push(node);
  }
  return { roots, byId, byPath, redirects: new Map(moved.map((r) => [r.fromPath, r.toPath])) };
}

export function toNode(
  row: MenuRow,
  titles: { lang: Language; title: string }[],
  heads: { lang: Language; title: string; meta: string | null; metaDesc: string | null; metaKeywords: string | null }[],
  lang: Language,
): MenuNode | undefined {
  const title = pickTranslation(titles, lang);
  if (!title) return undefined;
  let page: PageRef | null = null;
  if (row.page) {
    const picked = pickTranslation(heads, lang);
    const head = picked?.value;
    // A page head in another language loses to a menu title in the visitor's own.
    const ownMenuTitle = picked?.fallback && !title.fallback;
    page = {
      id: row.page.id,
      template: row.page.template,
      module: row.page.module,
      slug: row.page.slug,
      subSlug: row.page.subSlug,
      extras: row.page.extras,
      moduleCat: row.page.moduleCat,
      title: ownMenuTitle || !head ? title.value.title : head.title,
      meta: head?.meta ?? null,
      metaDesc: head?.metaDesc ?? null,
      metaKeywords: head?.metaKeywords ?? null,
    };
  }
  return {
    id: row.id,
    parentId: row.parentId,
    title: title.value.title,
    mark: row.mark,
    path: row.path,
    url: row.url,
    showInMenu: row.showInMenu && row.status === 'published',
    newWindow: row.newWindow,
    status: row.status,
    lang: title.lang,
    languages: languagesOf(titles),
    updatedAt: row.page?.updatedAt ?? row.updatedAt,
    childrens: [],
    page,
  };
}

/** The public shape of a node (drops service-only fields). */
export function toMenuItem(node: MenuNode): MenuItem {
  return {
    id: node.id,
    title: node.title,
    mark: node.mark,
    path: node.path,
    url: node.url,
    showInMenu: node.showInMenu,
    newWindow: node.newWindow,
    status: node.status,
    lang: node.lang,
    languages: node.languages,
    childrens: node.childrens.map(toMenuItem),
    page: node.page,
  };
}

const itemsOfTree = new WeakMap<MenuTree, readonly MenuItem[]>();

/**
 * The items of one menu in one language, as one array per loaded tree: the same
 * object until the content changes, so what is made from it can be kept per it
 * (the footer's rendered HTML, see fragment-cache.ts). Shared: read only.
 */
export async function sharedMenu(db: Queryable, mark: string, lang: Language): Promise<readonly MenuItem[]> {
  const tree = await loadMenuTree(db, mark, lang);
  let items = itemsOfTree.get(tree);
  if (!items) {
    items = tree.roots.map(toMenuItem);
    itemsOfTree.set(tree, items);
  }
  return items;
}

/** The items of one menu in one language: a new array for the caller; its items are shared, read only. */
export async function getMenu(db: Queryable, mark: string, lang: Language): Promise<MenuItem[]> {
  return [...(await sharedMenu(db, mark, lang))];
}

export function toPageLink(node: MenuNode): PageLink {
  return { id: node.id, title: node.title, path: node.path, url: node.url, newWindow: node.newWindow, showInMenu: node.showInMenu };
}

export function trailOf(tree: MenuTree, node: MenuNode): MenuNode[] {
  const trail: MenuNode[] = [];
  let current: MenuNode | undefined = node;
  while (current) {
    trail.unshift(current);
    current = current.parentId === null ? undefined : tree.byId.get(current.parentId);
  }
  return trail;
}

export interface PageOverride {
  /** The language the override's texts are in (a draft may lack the visitor's). */
  lang?: Language;
  title?: string;
  content?: string | null;
  meta?: string | null;
  metaDesc?: string | null;
  metaKeywords?: string | null;
}

/**
 * The page at a path of the main menu, in the visitor's language (or the nearest
 * one, flagged). `override` replaces the texts when a preview version is shown.
 */
export async function getPageByPath(
  db: Queryable,
  rawPath: string,
  lang: Language,
  options: { override?: PageOverride; tree?: MenuTree } = {},
): Promise<Page> {
  const tree = options.tree ?? (await loadMenuTree(db, MAIN_MENU, lang));
  const node = tree.byPath.get(normalizePath(rawPath));
  if (!node) throw new NotFoundError();
  return pageOfNode(db, tree, node, lang, options.override);
}

/** A page's texts in one language, with its HTML already sanitised: read once per content revision (and a minute at most), per page and language. */
async function pageBody(db: Queryable, pageId: number, lang: Language) {
  return cachedByRevision(
    db,
    `page-body:${lang}:${String(pageId)}`,
    async () => {
      const bodies = await selectPageBodies(db, [pageId]);
      const body = pickTranslation(bodies, lang);
      return { bodies, body, content: sanitizeHtml(body?.value.content) || null };
    },
    PAGE_BODY_CACHE,
  );
}
const PAGE_BODY_CACHE = { maxAgeMs: 60_000, maxEntries: 1024 };

type PageBody = Awaited<ReturnType<typeof pageBody>>;

/**
 * Pages made without an override, per body and node. Both are read again when the
 * content changes, so a kept page is dropped with them and never outlives what it
 * shows; it is frozen, since every request of that revision gets the same one.
 */
const madePages = new WeakMap<PageBody, WeakMap<MenuNode, Page>>();

/**
 * The page of a node already found in `tree` (the page route looks the path up
 * once and passes the node on); only the page's body is read. 404 when the
 * menu item has no page.
 */
export async function pageOfNode(db: Queryable, tree: MenuTree, node: MenuNode, lang: Language, override?: PageOverride): Promise<Page> {
  const own = node.page;
  if (!own) throw new NotFoundError();
  const entry = await pageBody(db, own.id, lang);
  if (override) return makePage(tree, node, own, lang, entry, override);
  let pages = madePages.get(entry);
  if (!pages) madePages.set(entry, (pages = new WeakMap()));
  let page = pages.get(node);
  if (!page) pages.set(node, (page = Object.freeze(makePage(tree, node, own, lang, entry))));
  return page;
}

function makePage(tree: MenuTree, node: MenuNode, own: NonNullable<MenuNode['page']>, lang: Language, { bodies, body, content }: PageBody, override?: PageOverride): Page {
  const parent = node.parentId === null ? undefined : tree.byId.get(node.parentId);
  const siblings = parent ? parent.childrens : tree.roots;
  const updatedAt = [node.updatedAt, body?.value.updatedAt].filter((d): d is Date => !!d).sort((a, b) => b.getTime() - a.getTime())[0];
  return {
    ...own,
    title: override?.title ?? own.title,
    meta: override?.meta !== undefined ? override.meta : own.meta,
    metaDesc: override?.metaDesc !== undefined ? override.metaDesc : own.metaDesc,
    metaKeywords: override?.metaKeywords !== undefined ? override.metaKeywords : own.metaKeywords,
    // A preview's library images show before they are public (file tickets, entries/versions.ts).
    content: override?.content !== undefined ? withFileTickets(sanitizeHtml(override.content) || null) : content,
    lang: override?.lang ?? body?.lang ?? node.lang,
    languages: languagesOf(bodies.length ? bodies : node.languages.map((l) => ({ lang: l }))),
    fallback: override?.lang ? override.lang !== lang : body ? body.fallback : node.lang !== lang,
    updatedAt: (updatedAt ?? new Date(0)).toISOString(),
    preview: !!override,
    item: { ...toPageLink(node), mark: node.mark },
    parent: parent ? toPageLink(parent) : null,
    children: node.childrens.map(toPageLink),
    brother: siblings.filter((s) => s.id !== node.id).map(toPageLink),
    trail: trailOf(tree, node).map(toPageLink),
  };
}
