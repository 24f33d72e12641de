/** SQL of the site feature: menus and their pages, notices, selection lists, settings. */
import { and, asc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { menuItemI18n, menuItems, noticeI18n, notices, pageI18n, pages, selectionOptionI18n, selectionOptions, settings } from './schema.ts';

export type MenuRow = Awaited<ReturnType<typeof selectMenuRows>>[number];

/** Every routable item of one menu with its page, in display order. */
export function selectMenuRows(db: Queryable, mark: string) {
  return db
    .select({
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
    })
    .from(menuItems)
    .leftJoin(pages, eq(pages.menuItemId, menuItems.id))
    .where(and(eq(menuItems.mark, mark), ne(menuItems.status, 'draft')))
    .orderBy(menuItems.sortOrder, menuItems.id);
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
    .select({ id: notices.id, slug: notices.slug, kind: notices.kind, updatedAt: notices.updatedAt })
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
