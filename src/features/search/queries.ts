/** SQL of the site search: the sources of the index, its writes, the search and the link targets. */
import { and, asc, eq, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { appMeta } from '#src/server/db/schema.ts';
import { entries, entryFiles, entryI18n, moduleCatI18n, moduleCats } from '#src/features/entries/schema.ts';
import { files } from '#src/features/files/schema.ts';
import { menuItems, pageI18n, pages } from '#src/features/site/schema.ts';
import { searchDirty, searchDocuments } from './schema.ts';
import { statSeries, statSeriesI18n } from '#src/features/stats/schema.ts';

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

/**
 * Clears the rows a full rebuild replaced and refreshes the planner's statistics
 * (PGlite has no autovacuum): the term indexes are rebuilt while the old rows are
 * still visible to others, so until vacuumed every search would visit each match
 * twice, the second time in the old rows; and without statistics the planner
 * guesses one row per match. Outside any transaction.
 */
export async function vacuumIndex(db: Queryable): Promise<void> {
  await db.execute(sql`vacuum (analyze) search_documents, search_dirty`);
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

/** The rows a query matches in one language, published now (a section or news category filter not included). */
function matching(filter: SearchFilter): SQL {
  // The language is a literal, so the planner picks that language's partial index.
  const lang = sql.raw(`'${filter.lang.replace(/[^a-z-]/g, '')}'`);
  return sql`${searchDocuments.lang} = ${lang}
    and ${searchDocuments.terms} @@ ${filter.match}::tsquery
    and (${searchDocuments.publishedAt} is null or ${searchDocuments.publishedAt} <= now())`;
}

/** The section and news category filter, over the columns of the `matches` CTE. */
function selected(filter: SearchFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.sections?.length) parts.push(sql`section in (${sql.join(filter.sections.map((s) => sql`${s}`), sql`, `)})`);
  if (filter.newsCats?.length) parts.push(sql`section = 'news' and cat_slug in (${sql.join(filter.newsCats.map((c) => sql`${c}`), sql`, `)})`);
  return sql.join(parts, sql` and `);
}

/** How many of the matches, in the cheap order, are ranked in full by their whole term vectors. */
export const RANKED_CANDIDATES = 60;

export interface SearchFacetRow {
  section: string;
  /** The news category of news matches, else null. */
  catSlug: string | null;
  count: number;
}

export interface MatchedPage {
  /**
   * True when changed items wait in the queue: the answer was read from an index
   * that is not current, and must be asked again after `syncSearchIndex`.
   */
  dirty: boolean;
  /** Matches per section and news category (the section and category filter not applied). */
  facets: SearchFacetRow[];
  /** The page's rows, best first. */
  rows: SearchDocumentView[];
}

export interface SearchDocumentView {
  id: number;
  kind: 'entry' | 'page' | 'stat';
  sourceId: number;
  section: string;
  module: string | null;
  catSlug: string | null;
  slug: string | null;
  title: string;
  body: string;
  textLang: Language | null;
  publishedAt: Date | null;
}

/**
 * Whether the queue holds changed items, the counts per section and news
 * category, and one page of the matches best first: one statement, so one round
 * trip and one snapshot (an empty queue in it means the index answered for what
 * is published in it), reading each match once.
 *
 * Every match is read only for its short columns and title terms (the rows are
 * narrow: the term vector and body live out of line, see the migration), and
 * ordered cheaply: a title holding every term first, then (for a query of several
 * words) the rows holding the whole query as a phrase, then newer first. Only the
 * first RANKED_CANDIDATES of that order are ranked in full (their whole term
 * vectors read: text-search rank, titles weighing ten times the body; at equal
 * relevance the newer first); the rest follow in the cheap order, the same on every
 * page. So a common character matching thousands of items costs a top-N sort of
 * small rows, not thousands of term vectors.
 */
export async function searchMatches(db: Queryable, filter: SearchFilter, limit: number, offset: number): Promise<MatchedPage> {
  const match = sql`${filter.match}::tsquery`;
  // A row holding the whole query as a phrase; only asked for queries of several terms.
  const phraseHit = filter.phrase ? sql`${searchDocuments.terms} @@ ${filter.phrase}::tsquery` : sql`false`;
  const cheapOrder = sql`title_hit desc, phrase_hit desc, published_at desc nulls last, id`;
  const result = await db.execute(sql`
    with matches as materialized (
      select ${searchDocuments.id} as id, ${searchDocuments.section} as section, ${searchDocuments.catSlug} as cat_slug,
        ${searchDocuments.publishedAt} as published_at,
        ${searchDocuments.titleTerms} @@ ${match} as title_hit, ${phraseHit} as phrase_hit
      from ${searchDocuments}
      where ${matching(filter)}
    ),
    facets as (
      select section, case when section = 'news' then cat_slug end as "catSlug", count(*)::int as count
      from matches group by 1, 2
    ),
    cheap as (
      select c.*, row_number() over (order by ${cheapOrder}) as n
      from (select * from matches where ${selected(filter)} order by ${cheapOrder} limit ${Math.max(RANKED_CANDIDATES, offset + limit)}) c
    ),
    ranked as (
      select id, n, title_hit, phrase_hit, published_at,
        case when n <= ${RANKED_CANDIDATES} then
          (select round(ts_rank(d.terms, ${match})::numeric, 4) from ${searchDocuments} d where d.id = cheap.id)
        end as rank
      from cheap
    ),
    page as (
      select id, row_number() over (order by n <= ${RANKED_CANDIDATES} desc, title_hit desc, phrase_hit desc, rank desc nulls last, published_at desc nulls last, n) as place
      from ranked
    )
    select exists (select 1 from ${searchDirty}) as dirty,
      (select coalesce(json_agg(facets), '[]'::json) from facets) as facets,
      (select coalesce(json_agg(json_build_object(
          'id', d.id, 'kind', d.kind, 'sourceId', d.source_id, 'section', d.section, 'module', d.module, 'catSlug', d.cat_slug,
          'slug', d.slug, 'title', d.title, 'body', d.body, 'textLang', d.text_lang, 'publishedAt', d.published_at
        ) order by p.place), '[]'::json)
        from page p join ${searchDocuments} d on d.id = p.id
        where p.place > ${offset} and p.place <= ${offset + limit}) as rows`);
  type Row = { dirty: boolean; facets: SearchFacetRow[] | string; rows: (Omit<SearchDocumentView, 'publishedAt'> & { publishedAt: string | null })[] | string };
  const first = ((Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[])[0];
  const parse = <T>(value: T[] | string | undefined): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []));
  return {
    dirty: Boolean(first?.dirty),
    facets: parse(first?.facets),
    rows: parse(first?.rows).map((r) => ({ ...r, publishedAt: r.publishedAt ? new Date(r.publishedAt) : null })),
  };
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

/** A value kept in app_meta, if set. */
export async function appMetaValue(db: Queryable, key: string): Promise<{ value: string } | undefined> {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key)).limit(1);
  return row;
}

/** Sets a value in app_meta. */
export async function setAppMeta(db: Queryable, key: string, value: string): Promise<void> {
  await db.insert(appMeta).values({ key, value }).onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}

// --- The search benchmark (scripts/bench-search-docs.ts) ------------------------------

/** How many documents the index holds. */
export async function countDocuments(db: Queryable): Promise<number> {
  return (await db.select({ n: sql<number>`count(*)::int` }).from(searchDocuments))[0]?.n ?? 0;
}

/** The published entries of `module`, one row per language: the models of the benchmark's items. */
export function publishedEntryTexts(db: Queryable, module: string) {
  return db
    .select({ id: entries.id, catId: entries.catId, publishedAt: entries.publishedAt, lang: entryI18n.lang, title: entryI18n.title, summary: entryI18n.summary, content: entryI18n.content })
    .from(entries)
    .innerJoin(entryI18n, eq(entryI18n.entryId, entries.id))
    .where(and(eq(entries.module, module), eq(entries.status, 'published')));
}

/** The index rows of the entries of `module`, and how many entries they are for. */
export async function entryDocumentCounts(db: Queryable, module: string): Promise<{ rows: number; items: number } | undefined> {
  const [row] = await db
    .select({ rows: sql<number>`count(*)::int`, items: sql<number>`count(distinct ${searchDocuments.sourceId})::int` })
    .from(searchDocuments)
    .where(and(eq(searchDocuments.kind, 'entry'), eq(searchDocuments.module, module)));
  return row;
}

/** Adds entries; returns their ids in order. */
export function insertEntries(db: Queryable, rows: (typeof entries.$inferInsert)[]): Promise<{ id: number }[]> {
  return db.insert(entries).values(rows).returning({ id: entries.id });
}

export async function insertEntryTexts(db: Queryable, rows: (typeof entryI18n.$inferInsert)[]): Promise<void> {
  await db.insert(entryI18n).values(rows);
}
