/**
 * The browser's call of the news list (SPEC §7 /cms/news), with the rules every
 * fetch of the site follows (SPEC §4, §7): no-cache headers, the page language
 * in `Api-Language` and `Accept-Language`, and success only when the envelope's
 * `code` is 0; anything else rejects.
 */
import type { Language } from '../i18n/languages.ts';
import { LANGUAGE_CODES } from '../i18n/languages.ts';
import type { EntrySummary, Paged } from '../schemas/entries.ts';
import { excerpt, macaoDate } from './format.ts';
import { newsDetailHref } from './links.ts';

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
  /** ISO date-time and the Macao date shown. */
  publishedAt: string;
  date: string;
  category: string | null;
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
    date: macaoDate(entry.publishedAt),
    category: entry.category?.title ?? null,
    excerpt: excerpt(entry.summary, entry.lang),
    lang: entry.lang === pageLang ? null : entry.lang,
  };
}

export function cmsNewsUrl(query: NewsListQuery): string {
  const params = new URLSearchParams({ PageSize: String(query.pageSize), Page: String(query.page) });
  for (const slug of query.catSlugs) params.append('Filters.CatSlug', slug);
  params.set('Filters.IncludeSubCats', 'true');
  if (query.begin) params.set('Filters.Begin', query.begin);
  if (query.end) params.set('Filters.End', query.end);
  return `/api/v1.0/cms/news?${params.toString()}`;
}

export class FetchError extends Error {
  override name = 'FetchError';
}

export async function fetchNewsPage(query: NewsListQuery, lang: Language, fetcher: typeof fetch = fetch): Promise<Paged<EntrySummary>> {
  const response = await fetcher(cmsNewsUrl(query), {
    headers: {
      Accept: 'application/json',
      'Api-Language': lang,
      'Accept-Language': LANGUAGE_CODES[lang].htmlLang,
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
    },
  });
  if (!response.ok) throw new FetchError(response.statusText || `HTTP ${String(response.status)}`);
  const body = (await response.json()) as { code?: unknown; data?: Paged<EntrySummary>; message?: unknown };
  if (body.code !== 0 || !body.data || !Array.isArray(body.data.data)) throw new FetchError(typeof body.message === 'string' ? body.message : 'Unexpected response');
  return body.data;
}
