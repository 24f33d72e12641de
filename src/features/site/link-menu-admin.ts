/**
 * The footer and quick-link menus in the back office (issue 33, decision 0035): links are
 * added, edited, moved and removed by editors and are on the site at once, like the main
 * menu's structure (decision 0033): a link is not a text a visitor reads at length, and
 * the pages it leads to go through review themselves. Every change is audited and names
 * the version it was made from (409 when another was saved since). The `site` tag moves
 * with the `menu_items` table (its trigger), so the cached footer and home page follow.
 */
import { LANGUAGES, type Language } from '#src/lib/i18n/languages.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { isExternalLink, LINK_MENU_NAMES, LINK_MENUS, linkPath, type LinkFields, type LinkMenu, type LinkRecord } from './contract.ts';
import { MAIN_MENU } from './menu-service.ts';
import { deleteMenuItem, insertMenuItem, lockMenu, menuItemForUpdate, menuTitlesOf, replaceMenuTitles, staffMenuRows, staffMenuTitles, updateMenuItem, type StaffMenuRow } from './queries.ts';
import { fieldError, refusal, type Actor } from './review.ts';

const ENTITY = 'menu-link';
const STEP = 10;

const isLinkMenu = (mark: string): mark is LinkMenu => (LINK_MENU_NAMES as string[]).includes(mark);

/** Serialises the changes of the link menus (always in one order, before any row lock: no deadlock between two changes). */
async function lockLinkMenus(tx: Queryable) {
  for (const m of LINK_MENU_NAMES) await lockMenu(tx, m);
}

/** The links of the menus (or of one), depth-first: each after its parent, siblings in order. */
export async function linkRows(db: Queryable, menu?: LinkMenu): Promise<LinkRecord[]> {
  const pagePaths = new Set((await staffMenuRows(db, MAIN_MENU)).filter((r) => r.status !== 'draft').map((r) => r.path));
  const out: LinkRecord[] = [];
  for (const m of menu ? [menu] : LINK_MENU_NAMES) {
    const rows = await staffMenuRows(db, m);
    const titles = new Map<number, Partial<Record<Language, string>>>();
    for (const t of await staffMenuTitles(db, m)) titles.set(t.id, { ...titles.get(t.id), [t.lang]: t.title });
    const walk = (parentId: number | null, depth: number) => {
      for (const r of rows.filter((x) => x.parentId === parentId)) {
        const link = r.url ?? r.path;
        out.push({ id: r.id, menu: m, parentId, depth, link, external: r.url !== null, titles: titles.get(r.id) ?? {}, showInMenu: r.showInMenu, newWindow: r.newWindow, version: r.version, broken: r.url === null && !pagePaths.has(r.path) });
        walk(r.id, depth + 1);
      }
    };
    walk(null, 0);
  }
  return out;
}

export async function linkRecordOf(db: Queryable, id: number): Promise<LinkRecord> {
  const found = (await linkRows(db)).find((r) => r.id === id);
  if (!found) throw new NotFoundError();
  return found;
}

/** Where a link leads, as the menu stores it: a page of the main menu that is on the site (its path), or another site. */
async function targetOf(tx: Queryable, link: string): Promise<{ path: string | null; url: string | null; slug: string }> {
  if (isExternalLink(link)) return { path: null, url: link.trim(), slug: 'link' };
  const path = linkPath(link);
  const page = (await staffMenuRows(tx, MAIN_MENU)).find((r) => r.path === path && r.status !== 'draft');
  if (!page) throw fieldError('link', 'site.links.unknownPath');
  return { path, url: null, slug: page.slug };
}

function refuseTaken(rows: StaffMenuRow[], target: { path: string | null; url: string | null }, self: number | null) {
  if (rows.some((r) => r.id !== self && (target.url ? r.url === target.url : r.url === null && r.path === target.path))) throw fieldError('link', 'site.links.taken');
}

/** Levels below an item (0 for a link without sub-links), and its depth. */
function levelsBelow(rows: StaffMenuRow[], id: number): number {
  const kids = rows.filter((r) => r.parentId === id);
  return kids.length ? 1 + Math.max(...kids.map((k) => levelsBelow(rows, k.id))) : 0;
}
function depthOf(rows: StaffMenuRow[], id: number | null): number {
  let depth = 0;
  for (let p = rows.find((r) => r.id === id); p; p = rows.find((r) => r.id === p?.parentId)) depth++;
  return depth;
}

const titleRows = (titles: Partial<Record<Language, string>>) => LANGUAGES.filter((l) => titles[l]).map((l) => ({ lang: l, title: titles[l] as string }));

export async function createLink(db: Database, actor: Actor, input: LinkFields & { menu: LinkMenu; parentId: number | null }, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await lockLinkMenus(tx);
    const rows = await staffMenuRows(tx, input.menu);
    if (input.parentId !== null && !rows.some((r) => r.id === input.parentId)) throw fieldError('parentId', 'validation.format');
    if (depthOf(rows, input.parentId) >= LINK_MENUS[input.menu].depth) throw fieldError('parentId', 'site.links.tooDeep');
    const target = await targetOf(tx, input.link);
    refuseTaken(rows, target, null);
    const sortOrder = Math.max(0, ...rows.filter((r) => r.parentId === input.parentId).map((s) => s.sortOrder)) + STEP;
    // An outside link's path is its own key (`link-<id>`): the menu's paths are unique, and it has no page.
    const id = await insertMenuItem(tx, { mark: input.menu, parentId: input.parentId, slug: target.slug, path: target.path ?? '~new-link~', url: target.url, showInMenu: input.showInMenu, newWindow: input.newWindow, status: 'published', sortOrder, createdAt: now, updatedAt: now });
    if (target.path === null) await updateMenuItem(tx, id, { path: `link-${String(id)}` });
    await replaceMenuTitles(tx, id, titleRows(input.titles));
    await actor.audit({ entity: ENTITY, entityId: id, action: 'create', changes: { menu: { after: input.menu }, link: { after: target.url ?? target.path }, titles: { after: input.titles }, showInMenu: { after: input.showInMenu }, newWindow: { after: input.newWindow } } }, tx);
    return id;
  });
}

async function lockedLink(tx: Queryable, id: number, version: number) {
  await lockLinkMenus(tx);
  const row = await menuItemForUpdate(tx, id);
  if (!row || !isLinkMenu(row.mark)) throw new NotFoundError();
  if (row.version !== version) throw refusal('conflict', 'site.menu.changedMeanwhile', { from: version, current: row.version });
  return { ...row, mark: row.mark };
}

export async function saveLink(db: Database, actor: Actor, id: number, input: LinkFields & { version: number }, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedLink(tx, id, input.version);
    const target = await targetOf(tx, input.link);
    refuseTaken(await staffMenuRows(tx, row.mark), target, id);
    const before = { link: row.url ?? row.path, titles: Object.fromEntries((await menuTitlesOf(tx, id)).map((t) => [t.lang, t.title])), showInMenu: row.showInMenu, newWindow: row.newWindow };
    const after = { link: target.url ?? target.path, titles: input.titles, showInMenu: input.showInMenu, newWindow: input.newWindow };
    await updateMenuItem(tx, id, { slug: target.slug, path: target.path ?? `link-${String(id)}`, url: target.url, showInMenu: input.showInMenu, newWindow: input.newWindow, version: row.version + 1, updatedAt: now });
    await replaceMenuTitles(tx, id, titleRows(input.titles));
    const changes: Record<string, { before?: unknown; after?: unknown }> = { version: { before: row.version, after: row.version + 1 } };
    for (const key of Object.keys(before) as (keyof typeof before)[]) if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = { before: before[key], after: after[key] };
    await actor.audit({ entity: ENTITY, entityId: id, action: 'update', changes }, tx);
  });
}

/** Moves a link by one step: up, down, indent (under the link above, where the menu has a level below), outdent (after its parent). */
export async function moveLink(db: Database, actor: Actor, id: number, input: { version: number; action: 'up' | 'down' | 'indent' | 'outdent' }, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedLink(tx, id, input.version);
    const rows = await staffMenuRows(tx, row.mark);
    const self = rows.find((r) => r.id === id);
    if (!self) throw new NotFoundError();
    const mine = rows.filter((r) => r.parentId === row.parentId);
    const at = mine.findIndex((r) => r.id === id);
    let parentId = row.parentId;
    let order: StaffMenuRow[];
    if (input.action === 'up' || input.action === 'down') {
      const to = input.action === 'up' ? at - 1 : at + 1;
      if (to < 0 || to >= mine.length) throw fieldError('action', 'site.menu.noMove');
      order = mine.filter((r) => r.id !== id);
      order.splice(to, 0, self);
    } else if (input.action === 'indent') {
      const above = mine[at - 1];
      if (!above) throw fieldError('action', 'site.menu.noMove');
      if (depthOf(rows, above.id) + levelsBelow(rows, id) >= LINK_MENUS[row.mark].depth) throw fieldError('action', 'site.links.tooDeep');
      parentId = above.id;
      order = [...rows.filter((r) => r.parentId === parentId), self];
    } else {
      const parent = rows.find((r) => r.id === row.parentId);
      if (!parent) throw fieldError('action', 'site.menu.noMove');
      parentId = parent.parentId;
      order = rows.filter((r) => r.parentId === parentId);
      order.splice(order.findIndex((r) => r.id === parent.id) + 1, 0, self);
    }
    for (const [i, r] of order.entries()) if (r.sortOrder !== (i + 1) * STEP && r.id !== id) await updateMenuItem(tx, r.id, { sortOrder: (i + 1) * STEP });
    await updateMenuItem(tx, id, { parentId, sortOrder: (order.indexOf(self) + 1) * STEP, version: row.version + 1, updatedAt: now });
    await actor.audit({ entity: ENTITY, entityId: id, action: 'move', changes: { version: { before: row.version, after: row.version + 1 }, move: { after: input.action }, parentId: { before: row.parentId, after: parentId } } }, tx);
  });
}

/** Removes a link without sub-links (a footer column is emptied first). */
export async function removeLink(db: Database, actor: Actor, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockedLink(tx, id, version);
    if ((await staffMenuRows(tx, row.mark)).some((r) => r.parentId === id)) throw fieldError('id', 'site.menu.hasChildren');
    await deleteMenuItem(tx, id);
    await actor.audit({ entity: ENTITY, entityId: id, action: 'delete', changes: { menu: { before: row.mark }, link: { before: row.url ?? row.path } } }, tx);
  });
}
