/** The list filter shared by the media modules' services and API calls, and the list/get pair of a gallery module. */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { EntryDetail, EntrySummary, Paged } from '#src/features/entries/contract.ts';
import { getEntry, listEntries, type EntryFilter } from '#src/features/entries/service.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { CATEGORY_SET, type GRAPHIC, type VIDEO } from './modules.ts';

export interface MediaFilter {
  catSlugs?: string[] | undefined;
  includeSubCats?: boolean | undefined;
  keyword?: string | undefined;
  year?: number | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  now?: Date;
}

/** The entries-layer filter of one module: categories include their subcategories unless told otherwise. */
export function toEntryFilter(module: string, catModule: string, filter: MediaFilter, order: EntryFilter['order'] = 'newest'): EntryFilter {
  const out: EntryFilter = { module, catModule, includeSubCats: filter.includeSubCats ?? true, order };
  if (filter.catSlugs?.length) out.catSlugs = filter.catSlugs;
  if (filter.keyword?.trim()) out.keyword = filter.keyword;
  if (filter.year !== undefined) out.year = filter.year;
  if (filter.page) out.page = filter.page;
  if (filter.pageSize) out.pageSize = filter.pageSize;
  if (filter.now) out.now = filter.now;
  return out;
}

/** The fields every media item repeats from its entry. */
export function itemBase(entry: EntrySummary) {
  return {
    id: entry.id,
    slug: entry.slug,
    title: entry.title,
    summary: entry.summary,
    publishedAt: entry.publishedAt,
    category: entry.category,
    lang: entry.lang,
    fallback: entry.fallback,
    languages: entry.languages,
  };
}

/** A gallery module's reads: a page of items (without their long text) and one item with it (unknown ids throw NotFoundError). */
export interface MediaKind<T> {
  list(db: Queryable, lang: Language, filter?: MediaFilter): Promise<Paged<T>>;
  get(db: Queryable, id: number, lang: Language): Promise<T>;
}

/** Videos and infographics read alike; only the item built from an entry differs (`full`: with the entry's content). */
export function mediaKind<T>(module: typeof VIDEO | typeof GRAPHIC, toItem: (entry: EntrySummary & { content?: string | null }, full: boolean) => T): MediaKind<T> {
  return {
    async list(db, lang, filter = {}) {
      const page = await listEntries(db, lang, toEntryFilter(module, CATEGORY_SET[module], filter));
      return { data: page.data.map((e) => toItem(e, false)), total: page.total };
    },
    async get(db, id, lang) {
      const entry: EntryDetail = await getEntry(db, module, id, lang);
      return toItem(entry, true);
    },
  };
}

/** The list query of the media calls (`listPaging` and `filterQuery` of contract.ts). */
export interface FilterQuery {
  PageSize?: number | undefined;
  Page?: number | undefined;
  'Filters.CatSlug'?: string[] | undefined;
  'Filters.IncludeSubCats'?: boolean | undefined;
  'Filters.Keyword'?: string | undefined;
  'Filters.Year'?: number | undefined;
}

export function mediaFilterFrom(query: FilterQuery): MediaFilter {
  return {
    catSlugs: query['Filters.CatSlug'],
    includeSubCats: query['Filters.IncludeSubCats'],
    keyword: query['Filters.Keyword'] || undefined,
    year: query['Filters.Year'],
    page: query.Page,
    pageSize: query.PageSize,
  };
}
