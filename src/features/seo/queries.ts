/** SQL of the sitemap (no rules: see sitemap.ts). */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { entries, moduleCats } from '#src/features/entries/schema.ts';
import { pageI18n } from '#src/features/site/schema.ts';
import { statSeries } from '#src/features/stats/schema.ts';

/** When each language of these pages last changed. */
export async function pageTextUpdates(db: Queryable, pageIds: number[]) {
  return pageIds.length
    ? db.select({ pageId: pageI18n.pageId, lang: pageI18n.lang, updatedAt: pageI18n.updatedAt }).from(pageI18n).where(inArray(pageI18n.pageId, pageIds))
    : [];
}

/** When the statistical series of each module last changed. */
export function statUpdatesByModule(db: Queryable) {
  return db.select({ module: statSeries.module, updatedAt: sql<string>`max(${statSeries.updatedAt})` }).from(statSeries).groupBy(statSeries.module);
}

/** The newest change of a published entry of these modules, if any (`{ updatedAt: null }` when none). */
export async function newestPublishedUpdate(db: Queryable, modules: string[], now: Date): Promise<{ updatedAt: string | null } | undefined> {
  const [row] = await db
    .select({ updatedAt: sql<string | null>`max(${entries.updatedAt})` })
    .from(entries)
    .where(and(inArray(entries.module, modules), eq(entries.status, 'published'), lte(entries.publishedAt, now)));
  return row;
}

/** Every published entry of a module with its category's slug, by id. */
export function publishedNewsRows(db: Queryable, module: string, now: Date) {
  return db
    .select({ id: entries.id, slug: entries.slug, url: entries.url, updatedAt: entries.updatedAt, catSlug: moduleCats.slug })
    .from(entries)
    .leftJoin(moduleCats, eq(moduleCats.id, entries.catId))
    .where(and(eq(entries.module, module), eq(entries.status, 'published'), lte(entries.publishedAt, now)))
    .orderBy(entries.id);
}
