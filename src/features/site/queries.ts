/** SQL of the site feature: menus and their pages, notices, selection lists, settings. */
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { menuItemI18n, menuItems, noticeI18n, noticeLanguageStates, notices, pageI18n, pageLanguageStates, pages, pathRedirects, selectionOptionI18n, selectionOptions, settings, siteVersions, type PageState, type ReviewedKind } from './schema.ts';
import { claimDue } from '#src/server/db/claim.ts';

export type MenuRow = Awaited<ReturnType<typeof selectMenuRows>>[number];

/** What a menu node is read from: the item and its page. */
const menuRowColumns = {
  id: menuItems.id,
  parentId: menuItems.parentId,
  mark: menuItems.mark,
  slug: menuItems.slug,
  path: menuItems.path,
  url: menuItems.url,
  showInMenu: menuItems.showInMenu,
  newWindow: menuItems.newWindow,
  status: menuItems.status,
  sortOrder: menuItems.sortOrder,
  updatedAt: menuItems.updatedAt,
  page: {
    id: pages.id,
    template: pages.template,
    module: pages.module,
    slug: pages.slug,
    subSlug: pages.subSlug,
    extras: pages.extras,
    moduleCat: pages.moduleCat,
    updatedAt: pages.updatedAt,
  },
};

/** Every routable item of one menu with its page, in display order. */
export function selectMenuRows(db: Queryable, mark: string) {
  return db
    .select(menuRowColumns)
    .from(menuItems)
    .leftJoin(pages, eq(pages.menuItemId, menuItems.id))
    .where(and(eq(menuItems.mark, mark), ne(menuItems.status, 'draft')))
    .orderBy(menuItems.sortOrder, menuItems.id);
}

/** The draft item at a path (not on the site; a preview of its page may open it). */
export async function draftMenuRowAt(db: Queryable, mark: string, path: string): Promise<MenuRow | undefined> {
  const [row] = await db
    .select(menuRowColumns)
    .from(menuItems)
    .leftJoin(pages, eq(pages.menuItemId, menuItems.id))
    .where(and(eq(menuItems.mark, mark), eq(menuItems.path, path), eq(menuItems.status, 'draft')));
  return row;
}

export function selectMenuTitles(db: Queryable, mark: string) {
  return db
    .select({ id: menuItemI18n.menuItemId, lang: menuItemI18n.lang, title: menuItemI18n.title })
    .from(menuItemI18n)
    .innerJoin(menuItems, eq(menuItems.id, menuItemI18n.menuItemId))
    .where(eq(menuItems.mark, mark));
}

/** Page texts without the (possibly long) content, for building menus. */
export function selectPageHeads(db: Queryable, mark: string) {
  return db
    .select({
      pageId: pageI18n.pageId,
      lang: pageI18n.lang,
      title: pageI18n.title,
      meta: pageI18n.meta,
      metaDesc: pageI18n.metaDesc,
      metaKeywords: pageI18n.metaKeywords,
    })
    .from(pageI18n)
    .innerJoin(pages, eq(pages.id, pageI18n.pageId))
    .innerJoin(menuItems, eq(menuItems.id, pages.menuItemId))
    .where(eq(menuItems.mark, mark));
}

export function selectPageBodies(db: Queryable, pageIds: number[]) {
  if (!pageIds.length) return Promise.resolve([]);
  return db
    .select({ pageId: pageI18n.pageId, lang: pageI18n.lang, content: pageI18n.content, updatedAt: pageI18n.updatedAt })
    .from(pageI18n)
    .where(inArray(pageI18n.pageId, pageIds));
}

/** The active notices (or pop-ups) of a kind within their dates, in their order. */
export function activeNoticeRows(db: Queryable, kind: 'notice' | 'popup', slug: string | undefined, now: Date) {
  return db
    .select({ id: notices.id, slug: notices.slug, kind: notices.kind, updatedAt: notices.updatedAt, endsAt: notices.endsAt })
    .from(notices)
    .where(
      and(
        eq(notices.kind, kind),
        eq(notices.active, true),
        slug ? eq(notices.slug, slug) : undefined,
        or(isNull(notices.startsAt), lte(notices.startsAt, now)),
        or(isNull(notices.endsAt), gte(notices.endsAt, now)),
      ),
    )
    .orderBy(asc(notices.sortOrder), asc(notices.id));
}

export function noticeTexts(db: Queryable, noticeIds: number[]) {
  return db.select().from(noticeI18n).where(inArray(noticeI18n.noticeId, noticeIds));
}

/** The options of one selection list, in their order. */
export function selectionOptionRows(db: Queryable, type: string) {
  return db
    .select()
    .from(selectionOptions)
    .where(eq(selectionOptions.type, type))
    .orderBy(asc(selectionOptions.sortOrder), asc(selectionOptions.id));
}

export async function selectionOptionTexts(db: Queryable, optionIds: number[]) {
  return optionIds.length ? db.select().from(selectionOptionI18n).where(inArray(selectionOptionI18n.optionId, optionIds)) : [];
}

/** Creates or changes one setting entry. */
export async function upsertSetting(db: Queryable, identify: string, ck: string, parameter: string): Promise<void> {
  await db
    .insert(settings)
    .values({ identify, ck, parameter })
    .onConflictDoUpdate({ target: [settings.identify, settings.ck], set: { parameter, updatedAt: sql`now()` } });
}

/**
 * The settings of a group with when each last changed, the group locked against
 * another save until the transaction ends (a save compares what its author started
 * from with what is stored: two saves at once must not both pass that check).
 */
export async function settingsOfGroupForSave(db: Queryable, identify: string): Promise<{ ck: string; parameter: string; updatedAt: Date }[]> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`settings:${identify}`}, 0))`);
  return db.select({ ck: settings.ck, parameter: settings.parameter, updatedAt: settings.updatedAt }).from(settings).where(eq(settings.identify, identify)).orderBy(asc(settings.ck));
}

/** When a group's settings last changed (the version the back office's saves carry). */
export async function settingsGroupChangedAt(db: Queryable, identify: string): Promise<Date | null> {
  const [row] = await db.select({ at: sql<string | null>`max(${settings.updatedAt})` }).from(settings).where(eq(settings.identify, identify));
  return row?.at ? new Date(row.at) : null;
}

export async function settingsOfGroup(db: Queryable, identify: string): Promise<{ ck: string; parameter: string }[]> {
  return db
    .select({ ck: settings.ck, parameter: settings.parameter })
    .from(settings)
    .where(eq(settings.identify, identify))
    .orderBy(asc(settings.ck));
}

export async function settingRow(db: Queryable, identify: string, ck: string): Promise<{ ck: string; parameter: string } | null> {
  const [row] = await db
    .select({ ck: settings.ck, parameter: settings.parameter })
    .from(settings)
    .where(and(eq(settings.identify, identify), eq(settings.ck, ck)))
    .limit(1);
  return row ?? null;
}

/** Where an item's i18n rows are: its table, owner column and language column. */
export interface I18nSource {
  table: PgTable;
  owner: PgColumn;
  lang: PgColumn;
}

/** The languages an item has rows in. */
export async function itemLanguageRows(db: Queryable, source: I18nSource, id: number): Promise<{ lang: Language }[]> {
  return (await db.select({ lang: source.lang }).from(source.table).where(eq(source.owner, id))) as { lang: Language }[];
}

// --- the back office: the menu tree, its pages and the notices (issue 33) -------------------

/** Every item of one menu with its page, drafts included, in display order (the tree screen). */
export function staffMenuRows(db: Queryable, mark: string) {
  return db
    .select({
      id: menuItems.id,
      parentId: menuItems.parentId,
      slug: menuItems.slug,
      path: menuItems.path,
      url: menuItems.url,
      showInMenu: menuItems.showInMenu,
      newWindow: menuItems.newWindow,
      status: menuItems.status,
      sortOrder: menuItems.sortOrder,
      version: menuItems.version,
      updatedAt: menuItems.updatedAt,
      pageId: pages.id,
      template: pages.template,
      module: pages.module,
    })
    .from(menuItems)
    .leftJoin(pages, eq(pages.menuItemId, menuItems.id))
    .where(eq(menuItems.mark, mark))
    .orderBy(menuItems.sortOrder, menuItems.id);
}
export type StaffMenuRow = Awaited<ReturnType<typeof staffMenuRows>>[number];

export function staffMenuTitles(db: Queryable, mark: string) {
  return selectMenuTitles(db, mark);
}

/** One menu item, locked for the change that reads it. */
export async function menuItemForUpdate(db: Queryable, id: number) {
  const [row] = await db.select().from(menuItems).where(eq(menuItems.id, id)).for('update');
  return row;
}

/** Serialises the changes of one menu's structure (paths, order, redirects) across instances. */
export async function lockMenu(db: Queryable, mark: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`menu:${mark}`}, 0))`);
}

export async function pageOfMenuItem(db: Queryable, menuItemId: number) {
  const [row] = await db.select().from(pages).where(eq(pages.menuItemId, menuItemId));
  return row;
}

export async function insertMenuItem(db: Queryable, values: typeof menuItems.$inferInsert): Promise<number> {
  const [row] = await db.insert(menuItems).values(values).returning({ id: menuItems.id });
  if (!row) throw new Error('menu item not inserted');
  return row.id;
}

export async function updateMenuItem(db: Queryable, id: number, values: Partial<typeof menuItems.$inferInsert>): Promise<void> {
  await db.update(menuItems).set(values).where(eq(menuItems.id, id));
}

export async function deleteMenuItem(db: Queryable, id: number): Promise<void> {
  await db.delete(menuItems).where(eq(menuItems.id, id));
}

export async function replaceMenuTitles(db: Queryable, id: number, titles: { lang: Language; title: string }[]): Promise<void> {
  await db.delete(menuItemI18n).where(eq(menuItemI18n.menuItemId, id));
  if (titles.length) await db.insert(menuItemI18n).values(titles.map((t) => ({ menuItemId: id, lang: t.lang, title: t.title })));
}

export async function menuTitlesOf(db: Queryable, id: number): Promise<{ lang: Language; title: string }[]> {
  return db.select({ lang: menuItemI18n.lang, title: menuItemI18n.title }).from(menuItemI18n).where(eq(menuItemI18n.menuItemId, id));
}

/** The item holding a path in a menu, if any. */
export async function menuItemAtPath(db: Queryable, mark: string, path: string) {
  const [row] = await db.select({ id: menuItems.id }).from(menuItems).where(and(eq(menuItems.mark, mark), eq(menuItems.path, path)));
  return row;
}

export async function insertPage(db: Queryable, values: typeof pages.$inferInsert): Promise<number> {
  const [row] = await db.insert(pages).values(values).returning({ id: pages.id });
  if (!row) throw new Error('page not inserted');
  return row.id;
}

export async function updatePage(db: Queryable, id: number, values: Partial<typeof pages.$inferInsert>): Promise<void> {
  await db.update(pages).set(values).where(eq(pages.id, id));
}

export async function pageTexts(db: Queryable, pageId: number) {
  return db.select().from(pageI18n).where(eq(pageI18n.pageId, pageId));
}

/** Puts a page's published texts: the languages given, and no others. */
export async function replacePageTexts(
  db: Queryable,
  pageId: number,
  texts: { lang: Language; title: string; content: string | null; metaDesc: string | null }[],
  now: Date,
): Promise<void> {
  await db.delete(pageI18n).where(eq(pageI18n.pageId, pageId));
  if (texts.length) await db.insert(pageI18n).values(texts.map((t) => ({ pageId, lang: t.lang, title: t.title, content: t.content, metaDesc: t.metaDesc, updatedAt: now })));
  await db.update(pages).set({ updatedAt: now }).where(eq(pages.id, pageId));
}

/** The redirects of old paths (the public route's lookup). */
export function redirectRows(db: Queryable) {
  return db.select({ fromPath: pathRedirects.fromPath, toPath: pathRedirects.toPath }).from(pathRedirects);
}

export function redirectsToItem(db: Queryable, menuItemId: number) {
  return db.select({ fromPath: pathRedirects.fromPath, toPath: pathRedirects.toPath }).from(pathRedirects).where(eq(pathRedirects.menuItemId, menuItemId)).orderBy(asc(pathRedirects.fromPath));
}

/**
 * Records that `from` moved to `to`: redirects that led to `from` now lead to `to`
 * (no chains), a path in use again is no longer a redirect (no loops), and `from`
 * itself redirects to `to`.
 */
export async function recordMove(db: Queryable, from: string, to: string, menuItemId: number, now: Date): Promise<void> {
  await db.update(pathRedirects).set({ toPath: to, menuItemId }).where(eq(pathRedirects.toPath, from));
  await db.delete(pathRedirects).where(or(eq(pathRedirects.fromPath, to), eq(pathRedirects.fromPath, pathRedirects.toPath)));
  await db
    .insert(pathRedirects)
    .values({ fromPath: from, toPath: to, menuItemId, createdAt: now })
    .onConflictDoUpdate({ target: pathRedirects.fromPath, set: { toPath: to, menuItemId, createdAt: now } });
}

/** A path taken by a page again stops redirecting. */
export async function dropRedirectFrom(db: Queryable, path: string): Promise<void> {
  await db.delete(pathRedirects).where(eq(pathRedirects.fromPath, path));
}

export async function latestSiteVersion(db: Queryable, kind: ReviewedKind, ownerId: number) {
  const [row] = await db
    .select()
    .from(siteVersions)
    .where(and(eq(siteVersions.kind, kind), eq(siteVersions.ownerId, ownerId)))
    .orderBy(desc(siteVersions.number))
    .limit(1);
  return row;
}

export async function siteVersionOf(db: Queryable, kind: ReviewedKind, ownerId: number, number: number) {
  const [row] = await db
    .select()
    .from(siteVersions)
    .where(and(eq(siteVersions.kind, kind), eq(siteVersions.ownerId, ownerId), eq(siteVersions.number, number)));
  return row;
}

export function siteVersionList(db: Queryable, kind: ReviewedKind, ownerId: number) {
  return db
    .select({ number: siteVersions.number, authorId: siteVersions.authorId, restoredFrom: siteVersions.restoredFrom, createdAt: siteVersions.createdAt })
    .from(siteVersions)
    .where(and(eq(siteVersions.kind, kind), eq(siteVersions.ownerId, ownerId)))
    .orderBy(desc(siteVersions.number));
}

export async function insertSiteVersion(db: Queryable, values: typeof siteVersions.$inferInsert): Promise<void> {
  await db.insert(siteVersions).values(values);
}

/** Forgets the history of an item removed (its versions have no foreign key: two kinds of owner). */
export async function deleteHistory(db: Queryable, kind: ReviewedKind, ownerIds: number[]): Promise<void> {
  if (!ownerIds.length) return;
  await db.delete(siteVersions).where(and(eq(siteVersions.kind, kind), inArray(siteVersions.ownerId, ownerIds)));
}

/** Items waiting for review (the home screen): notices and pages with a language submitted. */
export async function countSubmitted(db: Queryable): Promise<number> {
  const [notice] = await db.select({ n: sql<number>`count(distinct ${noticeLanguageStates.noticeId})::int` }).from(noticeLanguageStates).where(eq(noticeLanguageStates.state, 'submitted'));
  const [page] = await db.select({ n: sql<number>`count(distinct ${pageLanguageStates.pageId})::int` }).from(pageLanguageStates).where(eq(pageLanguageStates.state, 'submitted'));
  return (notice?.n ?? 0) + (page?.n ?? 0);
}

// --- the state of each language of a menu page (decision 0036) or a notice (decision 0042) -----

type StateTable = typeof pageLanguageStates | typeof noticeLanguageStates;

/**
 * The queries of one table of language states; the two tables have the same columns but
 * their owner's (`languageStateColumns`), so one set of queries serves both.
 */
function languageStateQueries<T extends StateTable>(table: T, owner: PgColumn, ownerKey: 'pageId' | 'noticeId') {
  type Row = T['$inferSelect'];
  type Change = Partial<Omit<typeof pageLanguageStates.$inferInsert, 'pageId' | 'lang'>>;
  // Typed as the page table for drizzle's builders: the columns read here are the same in both.
  const t = table as typeof pageLanguageStates;
  return {
    of: (db: Queryable, id: number): Promise<Row[]> => db.select().from(t).where(eq(owner, id)).orderBy(asc(t.lang)) as unknown as Promise<Row[]>,
    put: async (db: Queryable, id: number, lang: Language, values: Change): Promise<void> => {
      await db
        .insert(t)
        .values({ ...values, [ownerKey]: id, lang } as typeof pageLanguageStates.$inferInsert)
        .onConflictDoUpdate({ target: [owner, t.lang], set: values });
    },
    /** Moves the languages that are in one of the states `from`; returns the ones this call moved. */
    move: (db: Queryable, id: number, langs: readonly Language[], from: readonly PageState[], change: Change & { updatedAt: Date }): Promise<Row[]> => {
      if (!langs.length) return Promise.resolve([]);
      return db
        .update(t)
        .set(change)
        .where(and(eq(owner, id), inArray(t.lang, [...langs]), inArray(t.state, [...from])))
        .returning() as unknown as Promise<Row[]>;
    },
    /** Claims the scheduled publications that are due: once, whoever runs it (`claimDue`). */
    claimPublications: (db: Queryable, now: Date): Promise<Row[]> => claimDue(db, t, { state: t.state, from: 'scheduled', at: t.publishAt }, { state: 'published', updatedAt: now }, now) as Promise<Row[]>,
    claimWithdrawals: (db: Queryable, now: Date): Promise<Row[]> => claimDue(db, t, { state: t.state, from: 'published', at: t.unpublishAt }, { state: 'unpublished', unpublishAt: null, updatedAt: now }, now) as Promise<Row[]>,
  };
}

export type PageStateRow = typeof pageLanguageStates.$inferSelect;
/** A menu page's language states: `of`, `put`, `move`, `claimPublications`, `claimWithdrawals`. */
export const pageStates = languageStateQueries(pageLanguageStates, pageLanguageStates.pageId, 'pageId');

/** Every page's language states, for the tree screen's summary. */
export function allPageStates(db: Queryable) {
  return db.select({ pageId: pageLanguageStates.pageId, lang: pageLanguageStates.lang, state: pageLanguageStates.state }).from(pageLanguageStates);
}

/** Puts one language of a page on the site (the others stay as they are). */
export async function putPageLanguage(db: Queryable, pageId: number, lang: Language, texts: { title: string; content: string | null; metaDesc: string | null }, now: Date): Promise<void> {
  const values = { title: texts.title, content: texts.content, metaDesc: texts.metaDesc, updatedAt: now };
  await db
    .insert(pageI18n)
    .values({ pageId, lang, ...values })
    .onConflictDoUpdate({ target: [pageI18n.pageId, pageI18n.lang], set: values });
  await db.update(pages).set({ updatedAt: now }).where(eq(pages.id, pageId));
}

/** Takes languages of a page off the site; how many stay. */
export async function removePageLanguages(db: Queryable, pageId: number, langs: readonly Language[], now: Date): Promise<number> {
  if (langs.length) await db.delete(pageI18n).where(and(eq(pageI18n.pageId, pageId), inArray(pageI18n.lang, [...langs])));
  await db.update(pages).set({ updatedAt: now }).where(eq(pages.id, pageId));
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pageI18n).where(eq(pageI18n.pageId, pageId));
  return row?.n ?? 0;
}

/** The menu items of the pages with a publication or withdrawal due (the scheduled run locks them first, as a staff call does). */
export async function itemsWithPagesDue(db: Queryable, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: pages.menuItemId })
    .from(pageLanguageStates)
    .innerJoin(pages, eq(pages.id, pageLanguageStates.pageId))
    .where(or(and(eq(pageLanguageStates.state, 'scheduled'), lte(pageLanguageStates.publishAt, now)), and(eq(pageLanguageStates.state, 'published'), lte(pageLanguageStates.unpublishAt, now))));
  return rows.flatMap((r) => (r.id === null ? [] : [r.id])).sort((a, b) => a - b);
}

/** The menu item of a page (the scheduled run starts from the page). */
export async function menuItemOfPage(db: Queryable, pageId: number): Promise<number | null> {
  const [row] = await db.select({ id: pages.menuItemId }).from(pages).where(eq(pages.id, pageId));
  return row?.id ?? null;
}

export function allNotices(db: Queryable) {
  return db.select().from(notices).orderBy(asc(notices.kind), asc(notices.sortOrder), asc(notices.id));
}

export async function noticeRow(db: Queryable, id: number, lock = false) {
  const query = db.select().from(notices).where(eq(notices.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertNotice(db: Queryable, values: typeof notices.$inferInsert): Promise<number> {
  const [row] = await db.insert(notices).values(values).returning({ id: notices.id });
  if (!row) throw new Error('notice not inserted');
  return row.id;
}

export async function updateNotice(db: Queryable, id: number, values: Partial<typeof notices.$inferInsert>): Promise<void> {
  await db.update(notices).set(values).where(eq(notices.id, id));
}

export async function replaceNoticeTexts(db: Queryable, id: number, texts: { lang: Language; title: string | null; content: string }[]): Promise<void> {
  await db.delete(noticeI18n).where(eq(noticeI18n.noticeId, id));
  if (texts.length) await db.insert(noticeI18n).values(texts.map((t) => ({ noticeId: id, lang: t.lang, title: t.title, content: t.content })));
}

/**
 * Moves the `notices` content tag when a published notice's window started or ended
 * in `[since, now)` (its start in `(since, now]`): the cached pages that show notices
 * (the home page) are made again at that moment, not up to a cache lifetime later.
 * True when it moved the tag.
 */
export async function bumpNoticesOnWindowEdge(db: Queryable, since: Date, now: Date): Promise<boolean> {
  const edge = await db
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.active, true), or(and(gt(notices.startsAt, since), lte(notices.startsAt, now)), and(gte(notices.endsAt, since), lt(notices.endsAt, now)))))
    .limit(1);
  if (!edge.length) return false;
  await db.execute(sql`select bump_content_tag('notices')`);
  return true;
}

// --- the state of each language of a notice or pop-up (decision 0042) ----------------------------

export type NoticeStateRow = typeof noticeLanguageStates.$inferSelect;
/** A notice's language states, the same calls as `pageStates`. */
export const noticeStates = languageStateQueries(noticeLanguageStates, noticeLanguageStates.noticeId, 'noticeId');

/** Every notice's language states, for the list screen. */
export function allNoticeStates(db: Queryable) {
  return db
    .select({ noticeId: noticeLanguageStates.noticeId, lang: noticeLanguageStates.lang, state: noticeLanguageStates.state })
    .from(noticeLanguageStates)
    .orderBy(asc(noticeLanguageStates.noticeId), asc(noticeLanguageStates.lang));
}

/** The notices with a publication or withdrawal due (the scheduled run locks them first, as a staff call does). */
export async function noticesDue(db: Queryable, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: noticeLanguageStates.noticeId })
    .from(noticeLanguageStates)
    .where(or(and(eq(noticeLanguageStates.state, 'scheduled'), lte(noticeLanguageStates.publishAt, now)), and(eq(noticeLanguageStates.state, 'published'), lte(noticeLanguageStates.unpublishAt, now))));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Puts one language of a notice on the site (the others stay as they are). */
export async function putNoticeLanguage(db: Queryable, noticeId: number, lang: Language, text: { title: string | null; content: string }): Promise<void> {
  await db
    .insert(noticeI18n)
    .values({ noticeId, lang, title: text.title, content: text.content })
    .onConflictDoUpdate({ target: [noticeI18n.noticeId, noticeI18n.lang], set: { title: text.title, content: text.content } });
}

/** Takes languages of a notice off the site; how many stay. */
export async function removeNoticeLanguages(db: Queryable, noticeId: number, langs: readonly Language[]): Promise<number> {
  if (langs.length) await db.delete(noticeI18n).where(and(eq(noticeI18n.noticeId, noticeId), inArray(noticeI18n.lang, [...langs])));
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(noticeI18n).where(eq(noticeI18n.noticeId, noticeId));
  return row?.n ?? 0;
}
