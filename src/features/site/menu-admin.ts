/**
 * The main menu in the back office (issue 33; SPEC §2 menu-driven routes): items are
 * created, edited, moved and removed by editors, and a change of the tree is on the
 * site at once (the tables' triggers move the `site` tag: menus, breadcrumbs, the
 * sitemap and every cached page follow). A page's texts go through review
 * (`review.ts`); a new item stays a draft, off the site, until its page is first
 * published by a second person. A page that moves keeps its old path: it answers 301
 * to the new one in every language (`path_redirects`, chains collapsed, no loops).
 */
import { LANGUAGES, type Language } from '#src/lib/i18n/languages.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import type { MenuItemFields, MenuItemRecord, MenuTreeRow, PageTextsDocument } from './contract.ts';
import { MAIN_MENU } from './menu-service.ts';
import { firstPageVersion, pageReviewSummary, pageTextsRecord } from './page-review.ts';
import {
  allPageStates,
  deleteHistory,
  deleteMenuItem,
  insertMenuItem,
  insertPage,
  lockMenu,
  menuItemAtPath,
  menuItemForUpdate,
  menuTitlesOf,
  pageOfMenuItem,
  recordMove,
  redirectsToItem,
  replaceMenuTitles,
  staffMenuRows,
  staffMenuTitles,
  updateMenuItem,
  updatePage,
  type StaffMenuRow,
} from './queries.ts';
import { fieldError, refusal, type Actor } from './review.ts';

const ENTITY = 'menu-item';
const STEP = 10;

function titleOf(titles: Partial<Record<Language, string>>): string {
  for (const l of LANGUAGES) if (titles[l]) return titles[l];
  return '';
}

/** The main menu as the tree screen lists it: depth-first, each item after its parent, siblings in order. */
export async function menuTreeRows(db: Queryable): Promise<MenuTreeRow[]> {
  const [rows, titles, states] = await Promise.all([staffMenuRows(db, MAIN_MENU), staffMenuTitles(db, MAIN_MENU), allPageStates(db)]);
  const titlesById = new Map<number, Partial<Record<Language, string>>>();
  for (const t of titles) titlesById.set(t.id, { ...titlesById.get(t.id), [t.lang]: t.title });
  const reviewByPage = pageReviewSummary(states);
  const children = new Map<number | null, StaffMenuRow[]>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  const out: MenuTreeRow[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const r of children.get(parentId) ?? []) {
      const t = titlesById.get(r.id) ?? {};
      out.push({
        id: r.id,
        parentId: r.parentId,
        depth,
        slug: r.slug,
        path: r.path,
        title: titleOf(t),
        titles: t,
        showInMenu: r.showInMenu,
        url: r.url ?? '',
        newWindow: r.newWindow,
        status: r.status,
        template: r.template ?? 'two-column',
        module: r.module ?? '',
        hasPage: r.pageId !== null,
        sortOrder: r.sortOrder,
        version: r.version,
        review: r.pageId === null ? null : (reviewByPage.get(r.pageId) ?? (r.status === 'draft' ? 'draft' : 'published')),
      });
      walk(r.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

export async function menuItemRecord(db: Database, id: number, now = new Date()): Promise<MenuItemRecord> {
  const rows = await menuTreeRows(db);
  const row = rows.find((r) => r.id === id);
  if (!row) throw new NotFoundError();
  return { ...row, ...(await pageTextsRecord(db, id, now)), redirects: await redirectsToItem(db, id) };
}

const joinPath = (parentPath: string | null, slug: string) => (parentPath ? `${parentPath}/${slug}` : slug);

async function parentPathOf(tx: Queryable, parentId: number | null): Promise<string | null> {
  if (parentId === null) return null;
  const parent = await menuItemForUpdate(tx, parentId);
  if (parent?.mark !== MAIN_MENU) throw fieldError('parentId', 'validation.format');
  return parent.path;
}

function pageFields(fields: MenuItemFields) {
  const module = fields.module.trim() || null;
  return { template: fields.template, module: fields.template === 'sub-pages' || fields.template === 'section' ? null : module, extras: module === 'generic-page' ? { isPage: true } : {} };
}

export async function createMenuItem(db: Database, actor: Actor, input: MenuItemFields & { parentId: number | null }, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await lockMenu(tx, MAIN_MENU);
    const path = joinPath(await parentPathOf(tx, input.parentId), input.slug);
    if (await menuItemAtPath(tx, MAIN_MENU, path)) throw fieldError('slug', 'site.menu.pathTaken', { path });
    const siblings = (await staffMenuRows(tx, MAIN_MENU)).filter((r) => r.parentId === input.parentId);
    const sortOrder = Math.max(0, ...siblings.map((s) => s.sortOrder)) + STEP;
    const id = await insertMenuItem(tx, { mark: MAIN_MENU, parentId: input.parentId, slug: input.slug, path, url: input.url || null, showInMenu: input.showInMenu, newWindow: input.newWindow, status: 'draft', sortOrder, createdAt: now, updatedAt: now });
    await replaceMenuTitles(tx, id, titleRows(input.titles));
    // An old address that redirects keeps doing so until this draft's page is published (publishPage).
    if (!input.url) {
      const pageId = await insertPage(tx, { menuItemId: id, slug: input.slug, ...pageFields(input), createdAt: now, updatedAt: now });
      const texts: PageTextsDocument['texts'] = Object.fromEntries(Object.entries(input.titles).map(([l, title]) => [l, { title, content: null, metaDesc: null }]));
      await firstPageVersion(tx, pageId, texts, actor.id, now);
    }
    await actor.audit({ entity: ENTITY, entityId: id, action: 'create', changes: { path: { after: path }, titles: { after: input.titles }, template: { after: input.template }, url: { after: input.url || null } } }, tx);
    return id;
  });
}

const titleRows = (titles: Partial<Record<Language, string>>) => LANGUAGES.filter((l) => titles[l]).map((l) => ({ lang: l, title: titles[l] as string }));

async function lockedItem(tx: Queryable, id: number, version: number) {
  const row = await menuItemForUpdate(tx, id);
  if (row?.mark !== MAIN_MENU) throw new NotFoundError();
  if (row.version !== version) throw refusal('conflict', 'site.menu.changedMeanwhile', { from: version, current: row.version });
  return row;
}

/**
 * Gives an item (and its sub-pages) a new path. Each old path of a page on the site
 * redirects to its new one; redirects that led to an old path lead to the new one; a
 * path taken again stops redirecting.
 */
async function movePath(tx: Queryable, item: { id: number; path: string; status: string }, newPath: string, now: Date): Promise<{ from: string; to: string }[]> {
  if (newPath === item.path) return [];
  if (await menuItemAtPath(tx, MAIN_MENU, newPath)) throw fieldError('slug', 'site.menu.pathTaken', { path: newPath });
  const rows = await staffMenuRows(tx, MAIN_MENU);
  const subtree = rows.filter((r) => r.path === item.path || r.path.startsWith(`${item.path}/`));
  const moves = subtree.map((r) => ({ id: r.id, status: r.status, from: r.path, to: newPath + r.path.slice(item.path.length) }));
  // Out of the way first, so the unique (menu, path) index never sees two items on one path mid-move.
  for (const m of moves) await updateMenuItem(tx, m.id, { path: `~moving~${String(m.id)}` });
  for (const m of moves) {
    await updateMenuItem(tx, m.id, { path: m.to, updatedAt: now });
    // A draft is not on the site: an old address at its new path keeps redirecting until it is published.
    if (m.status !== 'draft') await recordMove(tx, m.from, m.to, m.id, now);
  }
  return moves.map(({ from, to }) => ({ from, to }));
}

export async function saveMenuItem(db: Database, actor: Actor, id: number, input: MenuItemFields & { version: number }, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMenu(tx, MAIN_MENU);
    const row = await lockedItem(tx, id, input.version);
    const path = joinPath(await parentPathOf(tx, row.parentId), input.slug);
    const moved = await movePath(tx, row, path, now);
    const beforeTitles = Object.fromEntries((await menuTitlesOf(tx, id)).map((t) => [t.lang, t.title]));
    const page = await pageOfMenuItem(tx, id);
    const before = { slug: row.slug, url: row.url ?? '', showInMenu: row.showInMenu, newWindow: row.newWindow, titles: beforeTitles, template: page?.template ?? null, module: page?.module ?? null };
    const after = { slug: input.slug, url: input.url, showInMenu: input.showInMenu, newWindow: input.newWindow, titles: input.titles, ...pageFields(input) };
    await updateMenuItem(tx, id, { slug: input.slug, url: input.url || null, showInMenu: input.showInMenu, newWindow: input.newWindow, version: row.version + 1, updatedAt: now });
    await replaceMenuTitles(tx, id, titleRows(input.titles));
    if (page) await updatePage(tx, page.id, { slug: input.slug, ...pageFields(input), updatedAt: now });
    const changes: Record<string, { before?: unknown; after?: unknown }> = {};
    for (const key of Object.keys(before) as (keyof typeof before)[]) {
      if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = { before: before[key], after: after[key] };
    }
    if (moved.length) changes.paths = { before: moved.map((m) => m.from), after: moved.map((m) => m.to) };
    await actor.audit({ entity: ENTITY, entityId: id, action: 'update', changes: { version: { before: row.version, after: row.version + 1 }, ...changes } }, tx);
  });
}

/** Moves an item by one step (up, down, indent under the item above, outdent after its parent) or under a chosen item. */
export async function moveMenuItem(db: Database, actor: Actor, id: number, input: { version: number; action: 'up' | 'down' | 'indent' | 'outdent' | 'under'; parentId?: number | null | undefined }, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMenu(tx, MAIN_MENU);
    const row = await lockedItem(tx, id, input.version);
    const rows = await staffMenuRows(tx, MAIN_MENU);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const siblingsOf = (parentId: number | null) => rows.filter((r) => r.parentId === parentId && r.id !== id);
    const mine = rows.filter((r) => r.parentId === row.parentId);
    const at = mine.findIndex((r) => r.id === id);
    let parentId = row.parentId;
    let order: StaffMenuRow[];
    const self = byId.get(id);
    if (!self) throw new NotFoundError();
    switch (input.action) {
      case 'up':
      case 'down': {
        const to = input.action === 'up' ? at - 1 : at + 1;
        if (to < 0 || to >= mine.length) throw fieldError('action', 'site.menu.noMove');
        order = [...mine];
        order.splice(at, 1);
        order.splice(to, 0, self);
        break;
      }
      case 'indent': {
        const above = mine[at - 1];
        if (!above) throw fieldError('action', 'site.menu.noMove');
        parentId = above.id;
        order = [...siblingsOf(parentId), self];
        break;
      }
      case 'outdent': {
        const parent = row.parentId === null ? undefined : byId.get(row.parentId);
        if (!parent) throw fieldError('action', 'site.menu.noMove');
        parentId = parent.parentId;
        order = siblingsOf(parentId);
        order.splice(order.findIndex((r) => r.id === parent.id) + 1, 0, self);
        break;
      }
      case 'under': {
        parentId = input.parentId ?? null;
        // Under itself or one of its own sub-pages would make a loop in the tree.
        for (let p = parentId === null ? undefined : byId.get(parentId); p; p = p.parentId === null ? undefined : byId.get(p.parentId)) {
          if (p.id === id) throw fieldError('parentId', 'site.menu.loop');
        }
        if (parentId !== null && !byId.has(parentId)) throw fieldError('parentId', 'validation.format');
        order = [...siblingsOf(parentId), self];
        break;
      }
    }
    for (const [i, r] of order.entries()) if (r.sortOrder !== (i + 1) * STEP || r.id === id) await updateMenuItem(tx, r.id, { sortOrder: (i + 1) * STEP });
    const newPath = joinPath(parentId === null ? null : (byId.get(parentId)?.path ?? null), row.slug);
    const moved = await movePath(tx, row, newPath, now);
    await updateMenuItem(tx, id, { parentId, version: row.version + 1, updatedAt: now });
    await actor.audit(
      {
        entity: ENTITY,
        entityId: id,
        action: 'move',
        changes: { version: { before: row.version, after: row.version + 1 }, move: { after: input.action }, parentId: { before: row.parentId, after: parentId }, ...(moved.length ? { paths: { before: moved.map((m) => m.from), after: moved.map((m) => m.to) } } : {}) },
      },
      tx,
    );
  });
}

/** Removes an item without sub-pages. A page on the site is a publisher's to remove (its old links then answer 404). */
export async function removeMenuItem(db: Database, actor: Actor, id: number, version: number, canPublish: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMenu(tx, MAIN_MENU);
    const row = await lockedItem(tx, id, version);
    if (row.status !== 'draft' && !canPublish) throw refusal('forbidden', 'site.menu.removePublished');
    if ((await staffMenuRows(tx, MAIN_MENU)).some((r) => r.parentId === id)) throw fieldError('id', 'site.menu.hasChildren');
    const page = await pageOfMenuItem(tx, id);
    if (page) await deleteHistory(tx, 'page', [page.id]);
    await deleteMenuItem(tx, id);
    await actor.audit({ entity: ENTITY, entityId: id, action: 'delete', changes: { path: { before: row.path }, status: { before: row.status } } }, tx);
  });
}
