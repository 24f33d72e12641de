/**
 * The browser's call of the news list (SPEC §7 /cms/news) and how its rows are
 * shown; the call goes through the site's API client, which applies the rules of
 * every fetch (no-cache headers, language headers, success only when code is 0).
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { EntrySummary, Paged } from '#src/features/entries/contract.ts';
import { excerpt, formatDate } from '#src/lib/format.ts';
import { apiGet, type QueryParams } from '#src/lib/api/client.ts';
import { newsDetailHref } from './contract.ts';

export interface NewsListQuery {
  catSlugs: string[];
  begin?: string | undefined;
  end?: string | undefined;
  page: number;
  pageSize: number;
}

/** One row of a news list as it is shown. */
export interface NewsListItem {
  id: number;
  title: string;
  href: string;
  /** ISO date-time and the Macao date shown, written out in the page's language like every date of the site. */
  publishedAt: string;
  date: string;
  /** Pinned to the top of the list (out of date order), and marked so. */
  pinned: boolean;
  category: string | null;
  /** The category title's language, when it is not the page's. */
  categoryLang: Language | null;
  excerpt: string;
  /** The language the texts are written in, when it is not the page's (Portuguese falls back to English). */
  lang: Language | null;
}

export function toListItem(entry: EntrySummary, pageLang: Language, from: string): NewsListItem {
  return {
    id: entry.id,
    title: entry.title,
    href: newsDetailHref(pageLang, entry, from),
    publishedAt: entry.publishedAt,
    date: formatDate(entry.publishedAt, pageLang),
    pinned: entry.isTop,
    category: entry.category?.title ?? null,
    categoryLang: entry.category?.lang && entry.category.lang !== pageLang ? entry.category.lang : null,
    excerpt: excerpt(entry.summary, entry.lang),
    lang: entry.lang === pageLang ? null : entry.lang,
  };
}

/** The query of SPEC §7 /cms/news for one page of a list (arrays as repeated parameters). */
export function cmsNewsParams(query: NewsListQuery): QueryParams {
  return {
    PageSize: query.pageSize,
    Page: query.page,
    'Filters.CatSlug': query.catSlugs,
    'Filters.IncludeSubCats': true,
    'Filters.Begin': query.begin,
    'Filters.End': query.end,
  };
}

/** One page of a news list, through the site's API client (envelope rules, progress bar). */
export function fetchNewsPage(query: NewsListQuery, lang: Language, fetcher?: typeof fetch): Promise<Paged<EntrySummary>> {
  return apiGet<Paged<EntrySummary>>('/api/v1.0/cms/news', cmsNewsParams(query), { lang, ...(fetcher ? { fetch: fetcher } : {}) });
}
