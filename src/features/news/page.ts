/**
 * Loaders of the news page modules (SPEC §2): `news-detail` (one entry, 404 for
 * an unknown id), `news-category` and `news-category-medical-malpractice` (a
 * filtered, paged list). They read everything the views render.
 */
import { isIsoDate } from '#src/lib/format.ts';
import { pageUrl } from '#src/lib/paths.ts';
import type { EntrySummary, Paged } from '#src/features/entries/contract.ts';
import { notFound, queryId, redirect, view, type Loaded, type LoadContext } from '#src/server/page/page-module.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import type { NewsListItem, NewsListQuery } from './client.ts';
import { toListItem } from './client.ts';
import type { NewsWithBrother } from './contract.ts';
import { newsListPath } from './feeds.ts';
import { newsDetailHref, STATEMENT_CATEGORY } from './contract.ts';
import { DEFAULT_PAGE_SIZE, getNewsWithBrother, listNews, newsYears } from './service.ts';

/** Where "back to the list" goes when the reader came from no known list. */
const NEWS_SECTION = 'news-notice';
const CACHE_TAGS = ['entries:news'] as const;

export interface NewsDetailModel {
  result: NewsWithBrother;
  listUrl: string;
  /** The menu page's own fallback flag: the shell already told Portuguese readers. */
  pageFallback: boolean;
}

/**
 * `news-detail`: the entry of `id`, with its neighbours in the list of `from`.
 * The statement route passes `from: 'statement'` and `route: 'statement'`: there
 * only statements are found.
 */
export async function loadNewsDetail({ db, lang, page, query }: LoadContext): Promise<Loaded<NewsDetailModel>> {
  const id = queryId(query.id);
  if (!id) return notFound();
  const from = /^[a-z0-9-]{1,64}$/.test(query.from ?? '') ? query.from : undefined;
  let result: NewsWithBrother;
  try {
    result = await getNewsWithBrother(db, lang, id, from);
  } catch (err) {
    if (err instanceof NotFoundError) return notFound();
    throw err;
  }
  if (query.route === STATEMENT_CATEGORY) {
    if (result.news.category?.slug !== STATEMENT_CATEGORY) return notFound();
    // One address per statement: any other slug moves permanently to the canonical one,
    // so a mistyped or outdated link never shows the page under a second address.
    const canonical = newsDetailHref(lang, result.news);
    if (query.slug !== undefined && canonical !== `/${lang}/statement/${encodeURIComponent(query.slug)}/${String(id)}`) return redirect(canonical, 301);
  }
  const listPath = result.from ? await newsListPath(db, result.from) : undefined;
  return view(
    { result, listUrl: pageUrl(lang, listPath ?? NEWS_SECTION), pageFallback: page.fallback },
    // The entry's title is the page's title (heading and <title>).
    { title: result.news.title, cache: { tags: CACHE_TAGS } },
  );
}

export interface NewsListModel {
  catSlug: string;
  /** The menu page's own HTML, shown above the medical malpractice list. */
  intro: string | null;
  medical: boolean;
  ptNoticeShown: boolean;
  years: number[];
  year: number | undefined;
  beginRaw: string | undefined;
  endRaw: string | undefined;
  notice: 'dateInvalid' | 'rangeInvalid' | undefined;
  items: NewsListItem[];
  total: number;
  islandQuery: NewsListQuery;
  pathname: string;
  /** Filters kept in the form as hidden fields (a sub-slug given in the URL). */
  hidden: { name: string; value: string }[];
  previousHref: string | null;
  pageHrefBase: string;
  filtered: boolean;
  clearHref: string;
}

function listLoader(medical: boolean) {
  return async ({ db, lang, page, query, url }: LoadContext): Promise<Loaded<NewsListModel>> => {
    // The sub-slug rule may name the category (`slug` for news-notice/statement, else `type`); otherwise the page's.
    const catSlug = medical ? page.moduleCat || 'medical-malpractice' : query.slug || query.type || page.moduleCat || 'news-press';
    const pageNo = /^\d{1,5}$/.test(query.page ?? '') && Number(query.page) >= 1 ? Number(query.page) : 1;
    const year = /^\d{4}$/.test(query.year ?? '') ? Number(query.year) : undefined;
    const beginRaw = query.begin?.trim() || undefined;
    const endRaw = query.end?.trim() || undefined;
    let begin = isIsoDate(beginRaw) ? beginRaw : undefined;
    let end = isIsoDate(endRaw) ? endRaw : undefined;
    let notice: NewsListModel['notice'];
    if ((beginRaw && !begin) || (endRaw && !end)) notice = 'dateInvalid';
    if (begin && end && end < begin) {
      notice = 'rangeInvalid';
      begin = undefined;
      end = undefined;
    }
    // A year narrows the date range: the island asks the API with dates only.
    const apiBegin = year ? [begin, `${String(year)}-01-01`].filter(Boolean).sort().at(-1) : begin;
    const apiEnd = year ? [end, `${String(year)}-12-31`].filter(Boolean).sort()[0] : end;

    let result: Paged<EntrySummary> = { data: [], total: 0 };
    let years: number[] = [];
    try {
      [result, years] = await Promise.all([
        listNews(db, lang, { catSlugs: [catSlug], includeSubCats: true, begin: apiBegin, end: apiEnd, page: pageNo, pageSize: DEFAULT_PAGE_SIZE }),
        newsYears(db, [catSlug]),
      ]);
    } catch (err) {
      // A page pointing at a category that no longer exists lists nothing rather than failing.
      if (!(err instanceof NotFoundError)) throw err;
    }

    // Links keep the filters (and a sub-slug given in the URL) and change only the page.
    const kept = new URLSearchParams();
    for (const name of ['type', 'slug', 'year', 'begin', 'end']) {
      const value = url.searchParams.get(name);
      if (value) kept.set(name, value);
    }
    const keptText = kept.toString();
    const pageHrefBase = `?${keptText ? `${keptText}&` : ''}page=`;
    const previousHref = pageNo > 1 ? (pageNo === 2 ? (keptText ? `?${keptText}` : url.pathname) : `${pageHrefBase}${String(pageNo - 1)}`) : null;
    const hidden = ['type', 'slug'].filter((n) => url.searchParams.has(n)).map((name) => ({ name, value: url.searchParams.get(name) ?? '' }));
    const clearHref = url.pathname + (hidden.length ? `?${hidden.map((h) => `${h.name}=${encodeURIComponent(h.value)}`).join('&')}` : '');
    return view(
      {
        catSlug,
        intro: medical ? page.content : null,
        medical,
        ptNoticeShown: page.fallback,
        years,
        year,
        beginRaw,
        endRaw,
        notice,
        items: result.data.map((e) => toListItem(e, lang, catSlug)),
        total: result.total,
        islandQuery: { catSlugs: [catSlug], begin: apiBegin, end: apiEnd, page: pageNo, pageSize: DEFAULT_PAGE_SIZE },
        pathname: url.pathname,
        hidden,
        previousHref,
        pageHrefBase,
        filtered: Boolean(year || beginRaw || endRaw),
        clearHref,
      },
      { cache: { tags: CACHE_TAGS } },
    );
  };
}

export const loadNewsCategory = listLoader(false);
export const loadMedicalMalpracticeNews = listLoader(true);
