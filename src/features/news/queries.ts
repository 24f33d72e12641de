/** SQL of the news feature beyond the entries layer (no rules: see service.ts, feeds.ts). */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { entries, moduleCats } from '#src/features/entries/schema.ts';
import { menuItems, pages } from '#src/features/site/schema.ts';

/** The slugs of a module's categories. */
export function newsCategorySlugRows(db: Queryable, module: string): Promise<{ slug: string }[]> {
  return db.select({ slug: moduleCats.slug }).from(moduleCats).where(eq(moduleCats.module, module));
}

/** The years (Macao time) with published entries of the module (in these categories, if given), oldest first. */
export function newsYearsAscending(db: Queryable, module: string, catIds: number[] | undefined, now: Date): Promise<{ year: number }[]> {
  const year = sql<number>`extract(year from (${entries.publishedAt} at time zone 'UTC') + interval '8 hours')::int`;
  return db
    .selectDistinct({ year })
    .from(entries)
    .where(and(eq(entries.module, module), eq(entries.status, 'published'), lte(entries.publishedAt, now), catIds ? inArray(entries.catId, catIds) : undefined))
    .orderBy(asc(year));
}

/** The menu path of a published main-menu page of one of these modules showing this category. */
export async function listPagePath(db: Queryable, catSlug: string, modules: readonly string[]): Promise<string | undefined> {
  const [row] = await db
    .select({ path: menuItems.path })
    .from(pages)
    .innerJoin(menuItems, eq(menuItems.id, pages.menuItemId))
    .where(and(eq(pages.moduleCat, catSlug), inArray(pages.module, [...modules]), eq(menuItems.mark, 'main'), eq(menuItems.status, 'published')))
    .limit(1);
  return row?.path;
}
