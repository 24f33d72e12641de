/**
 * SQL of the entries feature: the lists of SPEC §7 with their filters, single
 * entries, their texts, files and categories, and the category trees. Each function
 * returns plain rows; the service picks translations and shapes the answers.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Language } from '#src/lib/i18n/languages.ts';
import { containsPattern } from '#src/server/db/like.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { inParallel } from '#src/server/db/parallel.ts';
import { contentVersions, entries, entryFiles, entryI18n, moduleCatI18n, moduleCats } from './schema.ts';
import { files } from '#src/features/files/schema.ts';

export type EntryOrder = 'newest' | 'oldest' | 'starts-asc' | 'starts-desc' | 'manual';

export interface EntryFilter {
  module: string;
  /** Category slugs of the module's category set; with `includeSubCats`, their descendants too. */
  catSlugs?: string[] | undefined;
  catModule?: string | undefined;
  includeSubCats?: boolean | undefined;
  /** Published on or after / before or on these dates (YYYY-MM-DD, Macao time). */
  begin?: string | undefined;
  end?: string | undefined;
  /** Year of publication, or of `startsOn` when `yearOf` is 'starts'. */
  year?: number | undefined;
  month?: number | undefined;
  yearOf?: 'published' | 'starts';
  keyword?: string | undefined;
  order?: EntryOrder;
  page?: number;
  pageSize?: number;
  /** Only entries on the home page (`isTop`). */
  topOnly?: boolean;
  now?: Date;
}

export type EntryRow = typeof entries.$inferSelect;

/** Macao is UTC+8 all year: a date of the site is a Macao date. */
const MACAO_OFFSET = '+08:00';
const startOfDay = (date: string) => new Date(`${date}T00:00:00${MACAO_OFFSET}`);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** The ids of categories with these slugs and, if asked, all their descendants. */
export async function categoryIds(db: Queryable, catModule: string, slugs: string[], includeSubCats: boolean): Promise<number[]> {
  const all = await db.select({ id: moduleCats.id, slug: moduleCats.slug, parentId: moduleCats.parentId }).from(moduleCats).where(eq(moduleCats.module, catModule));
  const ids = new Set(all.filter((c) => slugs.includes(c.slug)).map((c) => c.id));
  if (includeSubCats) {
    let grew = true;
    while (grew) {
      grew = false;
      for (const c of all) {
        if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.id)) {
          ids.add(c.id);
          grew = true;
        }
      }
    }
  }
  return [...ids];
}

async function whereOf(db: Queryable, filter: EntryFilter): Promise<SQL | undefined> {
  const now = filter.now ?? new Date();
  const conditions: (SQL | undefined)[] = [eq(entries.module, filter.module), eq(entries.status, 'published'), lte(entries.publishedAt, now)];
  if (filter.catSlugs?.length) {
    const ids = await categoryIds(db, filter.catModule ?? filter.module, filter.catSlugs, filter.includeSubCats ?? false);
    conditions.push(ids.length ? inArray(entries.catId, ids) : sql`false`);
  }
  if (filter.begin) conditions.push(gte(entries.publishedAt, startOfDay(filter.begin)));
  if (filter.end) conditions.push(lt(entries.publishedAt, addDays(startOfDay(filter.end), 1)));
  if (filter.year !== undefined) {
    if (filter.yearOf === 'starts') {
      const month = filter.month ? String(filter.month).padStart(2, '0') : undefined;
      conditions.push(ilike(entries.startsOn, month ? `${filter.year}-${month}-%` : `${filter.year}-%`));
    } else {
      const from = filter.month ? `${filter.year}-${String(filter.month).padStart(2, '0')}-01` : `${filter.year}-01-01`;
      const to = filter.month
        ? filter.month === 12
          ? `${filter.year + 1}-01-01`
          : `${filter.year}-${String(filter.month + 1).padStart(2, '0')}-01`
        : `${filter.year + 1}-01-01`;
      conditions.push(gte(entries.publishedAt, startOfDay(from)), lt(entries.publishedAt, startOfDay(to)));
    }
  }
  if (filter.topOnly) conditions.push(eq(entries.isTop, true));
  if (filter.keyword?.trim()) {
    const pattern = containsPattern(filter.keyword.trim());
    conditions.push(
      sql`exists (select 1 from ${entryI18n} where ${entryI18n.entryId} = ${entries.id} and (${entryI18n.title} ilike ${pattern} or ${entryI18n.summary} ilike ${pattern}))`,
    );
  }
  return and(...conditions);
}

function orderOf(order: EntryOrder = 'newest') {
  switch (order) {
    case 'oldest':
      return [asc(entries.publishedAt), asc(entries.id)];
    case 'starts-asc':
      return [asc(entries.startsOn), asc(entries.sortOrder), asc(entries.id)];
    case 'starts-desc':
      return [desc(entries.startsOn), asc(entries.sortOrder), desc(entries.id)];
    case 'manual':
      return [asc(entries.sortOrder), asc(entries.id)];
    default:
      return [desc(entries.isTop), desc(entries.publishedAt), desc(entries.id)];
  }
}

/**
 * What a list or a detail shows besides the entry rows: their texts (with the
 * article HTML only when `withContent`: a list shows titles and summaries), files,
 * and their categories' slugs and titles.
 */
export async function entryDecorations(db: Queryable, ids: number[], catIdList: number[], withContent: boolean) {
  return inParallel(db, [
    () =>
      withContent
        ? db.select().from(entryI18n).where(inArray(entryI18n.entryId, ids))
        : db
          .select({
            entryId: entryI18n.entryId,
            lang: entryI18n.lang,
            title: entryI18n.title,
            summary: entryI18n.summary,
            content: sql<string | null>`null`,
            data: entryI18n.data,
            updatedAt: entryI18n.updatedAt,
          })
          .from(entryI18n)
          .where(inArray(entryI18n.entryId, ids)),
    () =>
      db
      .select({
        entryId: entryFiles.entryId,
        kind: entryFiles.kind,
        lang: entryFiles.lang,
        sortOrder: entryFiles.sortOrder,
        id: files.id,
        name: files.name,
        mime: files.mime,
        size: files.size,
      })
      .from(entryFiles)
      .innerJoin(files, eq(files.id, entryFiles.fileId))
      .where(inArray(entryFiles.entryId, ids))
      .orderBy(asc(entryFiles.sortOrder), asc(entryFiles.id)),
    () => (catIdList.length ? db.select().from(moduleCatI18n).where(inArray(moduleCatI18n.moduleCatId, catIdList)) : Promise.resolve([])),
    () =>
      catIdList.length ? db.select({ id: moduleCats.id, slug: moduleCats.slug }).from(moduleCats).where(inArray(moduleCats.id, catIdList)) : Promise.resolve([]),
  ]);
}

/** A page of entry rows matching the filter, and how many match in all. */
export async function entryPage(db: Queryable, filter: EntryFilter, page: number, pageSize: number): Promise<{ rows: EntryRow[]; total: number }> {
  const where = await whereOf(db, filter);
  const [rows, [count]] = await inParallel(db, [
    () =>
      db
      .select()
      .from(entries)
      .where(where)
      .orderBy(...orderOf(filter.order))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    () => db.select({ total: sql<number>`count(*)::int` }).from(entries).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** One published entry of a module (none when unknown, draft or future). */
export async function publishedEntryRow(db: Queryable, module: string, id: number, now: Date): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(entries)
    .where(and(eq(entries.id, id), eq(entries.module, module), eq(entries.status, 'published'), lte(entries.publishedAt, now)))
    .limit(1);
  return row;
}

/** The id and module of an entry by id (and module, if given), or by module and slug. */
export async function findEntryKey(
  db: Queryable,
  target: { id?: number | undefined; module?: string | undefined; slug?: string | undefined },
): Promise<{ id: number; module: string } | undefined> {
  const where =
    target.id !== undefined
      ? and(eq(entries.id, target.id), target.module === undefined ? undefined : eq(entries.module, target.module))
      : target.module !== undefined && target.slug !== undefined
        ? and(eq(entries.module, target.module), eq(entries.slug, target.slug))
        : undefined;
  if (!where) return undefined;
  const [row] = await db.select({ id: entries.id, module: entries.module }).from(entries).where(where).limit(1);
  return row;
}

/** The ids of every entry matching the filter, in the list's order. */
export async function orderedEntryIds(db: Queryable, filter: EntryFilter): Promise<{ id: number }[]> {
  const where = await whereOf(db, filter);
  return db
    .select({ id: entries.id })
    .from(entries)
    .where(where)
    .orderBy(...orderOf(filter.order));
}

export async function entryRowsByIds(db: Queryable, ids: number[]): Promise<EntryRow[]> {
  return ids.length ? db.select().from(entries).where(inArray(entries.id, ids)) : [];
}

/**
 * One published entry of a module by its slug, if it is filed in one of these
 * categories or (with `includeSubCats`) below one: its texts, one row per language
 * (title only), with its category's slug. One statement (a recursive category tree).
 */
export async function publishedEntryBySlugInCategories(
  db: Queryable,
  target: { module: string; slug: string; catModule: string; catSlugs: readonly string[]; includeSubCats: boolean; now: Date },
): Promise<{ id: number; slug: string | null; catSlug: string | null; lang: Language; title: string }[]> {
  if (!target.catSlugs.length) return [];
  const roots = sql`select ${moduleCats.id} from ${moduleCats} where ${moduleCats.module} = ${target.catModule} and ${inArray(moduleCats.slug, [...target.catSlugs])}`;
  const tree = target.includeSubCats
    ? sql`(with recursive tree(id) as (${roots} union select c.id from module_cats c join tree on c.parent_id = tree.id where c.module = ${target.catModule}) select id from tree)`
    : sql`(${roots})`;
  return db
    .select({ id: entries.id, slug: entries.slug, catSlug: moduleCats.slug, lang: entryI18n.lang, title: entryI18n.title })
    .from(entries)
    .innerJoin(entryI18n, eq(entryI18n.entryId, entries.id))
    .leftJoin(moduleCats, eq(moduleCats.id, entries.catId))
    .where(
      and(
        eq(entries.module, target.module),
        eq(entries.slug, target.slug),
        eq(entries.status, 'published'),
        lte(entries.publishedAt, target.now),
        sql`${entries.catId} in ${tree}`,
      ),
    ) as Promise<{ id: number; slug: string | null; catSlug: string | null; lang: Language; title: string }[]>;
}

/** A module's categories (all modules' without one), in their order. */
export async function moduleCatRows(db: Queryable, module: string | undefined) {
  return db
    .select()
    .from(moduleCats)
    .where(module ? eq(moduleCats.module, module) : undefined)
    .orderBy(asc(moduleCats.sortOrder), asc(moduleCats.id));
}

export async function moduleCatTexts(db: Queryable, ids: number[]) {
  return ids.length ? db.select().from(moduleCatI18n).where(inArray(moduleCatI18n.moduleCatId, ids)) : [];
}

export async function moduleCatExists(db: Queryable, module: string, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ id: moduleCats.id })
    .from(moduleCats)
    .where(and(eq(moduleCats.module, module), eq(moduleCats.slug, slug)))
    .limit(1);
  return !!row;
}

/** The data of the saved version `vid` of item `itemId` of `module`, if there is one. */
/** Writes a version to preview (a back office preview link opens it with a ticket); its id. */
export async function insertContentVersion(db: Queryable, module: string, itemId: number, data: Record<string, unknown>, now: Date): Promise<number> {
  const [row] = await db.insert(contentVersions).values({ module, itemId, data, createdAt: now }).returning({ id: contentVersions.id });
  if (!row) throw new Error('insert into content_versions returned nothing');
  return row.id;
}

export async function versionData(db: Queryable, module: string, itemId: number, vid: number): Promise<unknown> {
  const [row] = await db
    .select({ data: contentVersions.data })
    .from(contentVersions)
    .where(and(eq(contentVersions.id, vid), eq(contentVersions.module, module), eq(contentVersions.itemId, itemId)))
    .limit(1);
  return row?.data;
}
