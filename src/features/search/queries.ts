/** SQL of the site search: the sources of the index, its writes, the search and the link targets. */
import { and, asc, eq, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Queryable } from '#src/server/db/open.ts';
import {
  entries,
  entryFiles,
  entryI18n,
  files,
  menuItems,
  moduleCatI18n,
  moduleCats,
  pageI18n,
  pages,
  searchDirty,
  searchDocuments,
  statSeries,
  statSeriesI18n,
} from '#src/server/db/schema.ts';

export type SearchDocumentRow = typeof searchDocuments.$inferInsert;

/** Published entries of the indexed modules, one row per language (all of them when `ids` is null). */
export function entrySources(db: Queryable, modules: readonly string[], ids: readonly number[] | null) {
  return db
    .select({
      id: entries.id,
      module: entries.module,
      slug: entries.slug,
      publishedAt: entries.publishedAt,
      lang: entryI18n.lang,
      title: entryI18n.title,
      summary: entryI18n.summary,
      content: entryI18n.content,
      data: entryI18n.data,
      catSlug: moduleCats.slug,
      catTitle: moduleCatI18n.title,
    })
    .from(entries)
    .innerJoin(entryI18n, eq(entryI18n.entryId, entries.id))
    .leftJoin(moduleCats, eq(moduleCats.id, entries.catId))
    .leftJoin(moduleCatI18n, and(eq(moduleCatI18n.moduleCatId, entries.catId), eq(moduleCatI18n.lang, entryI18n.lang)))
    .where(and(eq(entries.status, 'published'), inArray(entries.module, [...modules]), ids ? inArray(entries.id, [...ids]) : undefined));
}

/** Names of the files attached to entries (for one language or all). */
export function entryFileNames(db: Queryable, ids: readonly number[] | null) {
  return db
    .select({ entryId: entryFiles.entryId, lang: entryFiles.lang, name: files.name })
    .from(entryFiles)
    .innerJoin(files, eq(files.id, entryFiles.fileId))
    .where(and(eq(entryFiles.kind, 'attachment'), ids ? inArray(entryFiles.entryId, [...ids]) : undefined));
}

/** Pages of the main menu that are documents (not the search page nor the news detail without an item). */
export function pageSources(db: Queryable, excludedModules: readonly string[], ids: readonly number[] | null) {
  return db
    .select({
      id: pages.id,
      module: pages.module,
      path: menuItems.path,
      lang: pageI18n.lang,
      title: pageI18n.title,
      metaDesc: pageI18n.metaDesc,
      content: pageI18n.content,
    })
    .from(pages)
    .innerJoin(menuItems, eq(menuItems.id, pages.menuItemId))
    .innerJoin(pageI18n, eq(pageI18n.pageId, pages.id))
    .where(
      and(
        eq(menuItems.mark, 'main'),
        eq(menuItems.status, 'published'),
        isNull(menuItems.url),
        ne(menuItems.path, ''),
        ne(pages.template, 'sub-pages'),
        or(isNull(pages.module), notInArray(pages.module, [...excludedModules])),
        ids ? inArray(pages.id, [...ids]) : undefined,
      ),
    );
}

export function statSources(db: Queryable, ids: readonly number[] | null) {
  return db
    .select({ id: statSeries.id, module: statSeries.module, lang: statSeriesI18n.lang, title: statSeriesI18n.title, unit: statSeriesI18n.unit, note: statSeriesI18n.note })
    .from(statSeries)
    .innerJoin(statSeriesI18n, eq(statSeriesI18n.seriesId, statSeries.id))
    .where(ids ? inArray(statSeries.id, [...ids]) : undefined);
}

/** Takes the queue of changed items (the rows are gone when the transaction commits). */
export function takeDirty(db: Queryable) {
  return db.delete(searchDirty).returning({ kind: searchDirty.kind, sourceId: searchDirty.sourceId });
}

export async function hasDirty(db: Queryable): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(searchDirty).limit(1);
  return rows.length > 0;
}

export async function entriesOfCats(db: Queryable, catIds: readonly number[]): Promise<number[]> {
  if (!catIds.length) return [];
  const rows = await db.select({ id: entries.id }).from(entries).where(inArray(entries.catId, [...catIds]));
  return rows.map((r) => r.id);
}

export async function pagesOfMenuItems(db: Queryable, menuIds: readonly number[]): Promise<number[]> {
  if (!menuIds.length) return [];
  const rows = await db.select({ id: pages.id }).from(pages).where(inArray(pages.menuItemId, [...menuIds]));
  return rows.map((r) => r.id);
}

export async function deleteDocuments(db: Queryable, kind: 'entry' | 'page' | 'stat', ids: readonly number[] | null): Promise<void> {
  await db.delete(searchDocuments).where(and(eq(searchDocuments.kind, kind), ids ? inArray(searchDocuments.sourceId, [...ids]) : undefined));
}

export async function clearIndex(db: Queryable): Promise<void> {
  await db.delete(searchDocuments);
  await db.delete(searchDirty);
}

const LANGUAGE_INDEXES = [
  ['search_documents_terms_zh_hant_idx', 'zh-hant'],
  ['search_documents_terms_zh_hans_idx', 'zh-hans'],
  ['search_documents_terms_en_idx', 'en'],
  ['search_documents_terms_pt_idx', 'pt'],
] as const;

/**
 * Drops the term indexes (as schema.ts declares them) for a full rebuild: building
 * a GIN index once over all rows costs far less than updating it row by row.
 * Inside the rebuild's transaction, so readers see the old index until it commits.
 */
export async function dropTermIndexes(db: Queryable): Promise<void> {
  for (const [name] of LANGUAGE_INDEXES) await db.execute(sql.raw(`drop index if exists "${name}"`));
}

export async function createTermIndexes(db: Queryable): Promise<void> {
  for (const [name, lang] of LANGUAGE_INDEXES) {
    await db.execute(sql.raw(`create index if not exists "${name}" on "search_documents" using gin ("terms") where "search_documents"."lang" = '${lang}'`));
  }
}

/** Inserts in batches (a statement has at most 65,535 parameters). */
export async function insertDocuments(db: Queryable, rows: readonly SearchDocumentRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await db.insert(searchDocuments).values(rows.slice(i, i + 500));
}

export interface SearchFilter {
  lang: Language;
  match: string;
  phrase: string | null;
  sections?: readonly string[] | undefined;
  newsCats?: readonly string[] | undefined;
}

/** The rows a query matches in one language, published now. */
function where(filter: SearchFilter): SQL {
  // The language is a literal, so the planner picks that language's partial index.
  const lang = sql.raw(`'${filter.lang.replace(/[^a-z-]/g, '')}'`);
  const parts: SQL[] = [
    sql`${searchDocuments.lang} = ${lang}`,
    sql`${searchDocuments.terms} @@ ${filter.match}::tsquery`,
    sql`(${searchDocuments.publishedAt} is null or ${searchDocuments.publishedAt} <= now())`,
  ];
  if (filter.sections?.length) parts.push(inArray(searchDocuments.section, [...filter.sections]));
  if (filter.newsCats?.length) parts.push(and(eq(searchDocuments.section, 'news'), inArray(searchDocuments.catSlug, [...filter.newsCats])) ?? sql`true`);
  return sql.join(parts, sql` and `);
}

/** How many of the matches, in the cheap order, are ranked in full (title, phrase, text rank). */
export const RANKED_CANDIDATES = 60;

/**
 * A page of matches, best first. Ranking in full reads every match's whole term
 * vector, which costs too much when a common character matches thousands of
 * items; so the matches are first ordered cheaply (title holds every term, then
 * newer first, from the small title vector), the first RANKED_CANDIDATES of them
 * are ranked in full (a title holding every term, then the whole query found as a
 * phrase, then the text-search rank, titles weighing ten times the body; at equal
 * relevance the newer first), and the rest follow in the cheap order. The order is
 * the same for every page.
 */
export async function searchPage(db: Queryable, filter: SearchFilter, limit: number, offset: number) {
  const phraseHit = filter.phrase ? sql`(d.terms @@ ${filter.phrase}::tsquery)::int` : sql`0`;
  // Only the first RANKED_CANDIDATES matches are joined back to their whole term vectors.
  const result = await db.execute<{ id: number; score: string | number }>(sql`
    with ordered as (
      select ${searchDocuments.id} as id, ${searchDocuments.publishedAt} as published_at,
        (${searchDocuments.titleTerms} @@ ${filter.match}::tsquery)::int as title_hit,
        row_number() over (order by (${searchDocuments.titleTerms} @@ ${filter.match}::tsquery) desc, ${searchDocuments.publishedAt} desc nulls last, ${searchDocuments.id}) as n
      from ${searchDocuments}
      where ${where(filter)}
    ),
    ranked as (
      select o.id, o.n, o.published_at,
        round((o.title_hit * 2 + ${phraseHit} + ts_rank(d.terms, ${filter.match}::tsquery))::numeric, 4) as score
      from ordered o join search_documents d on d.id = o.id
      where o.n <= ${RANKED_CANDIDATES}
      union all
      select o.id, o.n, null, -1 from ordered o where o.n > ${RANKED_CANDIDATES}
    )
    select id, score from ranked
    order by score desc, published_at desc nulls last, n
    limit ${limit} offset ${offset}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number; score: string | number }[] }).rows) as { id: number; score: string | number }[];
  if (!rows.length) return [];
  // The texts of the page's rows only.
  const docs = await db
    .select({
      id: searchDocuments.id,
      kind: searchDocuments.kind,
      sourceId: searchDocuments.sourceId,
      section: searchDocuments.section,
      module: searchDocuments.module,
      catSlug: searchDocuments.catSlug,
      slug: searchDocuments.slug,
      title: searchDocuments.title,
      body: searchDocuments.body,
      publishedAt: searchDocuments.publishedAt,
    })
    .from(searchDocuments)
    .where(inArray(searchDocuments.id, rows.map((r) => r.id)));
  const byId = new Map(docs.map((d) => [d.id, d]));
  return rows.flatMap((r) => {
    const doc = byId.get(r.id);
    return doc ? [{ ...doc, score: Number(r.score) }] : [];
  });
}

/** Matches per section and news category (without the category filter). */
export function searchFacets(db: Queryable, filter: SearchFilter) {
  return db
    .select({ section: searchDocuments.section, catSlug: sql<string | null>`case when ${searchDocuments.section} = 'news' then ${searchDocuments.catSlug} end`, count: sql<number>`count(*)::int` })
    .from(searchDocuments)
    .where(where({ ...filter, sections: undefined, newsCats: undefined }))
    .groupBy(sql`1`, sql`2`);
}

/** Module pages of the main menu, to link entries and series to the page that lists them. */
export function modulePages(db: Queryable) {
  return db
    .select({ module: pages.module, moduleCat: pages.moduleCat, subSlug: pages.subSlug, path: menuItems.path })
    .from(pages)
    .innerJoin(menuItems, eq(menuItems.id, pages.menuItemId))
    .where(and(eq(menuItems.mark, 'main'), eq(menuItems.status, 'published'), isNull(menuItems.url), sql`${pages.module} is not null`))
    .orderBy(asc(menuItems.id));
}

/** Categories of the modules as (slug, parent slug) pairs. */
export function categoryParents(db: Queryable) {
  const parent = sql`(select p.slug from module_cats p where p.id = ${moduleCats.parentId})`;
  return db.select({ module: moduleCats.module, slug: moduleCats.slug, parentSlug: sql<string | null>`${parent}` }).from(moduleCats);
}
