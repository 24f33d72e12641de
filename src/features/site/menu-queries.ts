import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { menuItemI18n, menuItems, pageI18n, pages } from '#src/server/db/schema.ts';

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
