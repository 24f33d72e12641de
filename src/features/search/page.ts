/**
 * Loader of the `search` page module (SPEC §2, `/{lang}/search?q=…`): rendered on
 * the server, so it works without JavaScript. `q` the query, `section` a result
 * group, `category` a news category, `page` the result page. Never cached: results follow the
 * query and the content.
 */
import { view, type Loaded, type LoadContext } from '#src/server/page/page-module.ts';
import { toSimplified, toTraditional } from '#src/server/text/chinese.ts';
import { foldText, hasCjk } from '#src/server/text/fold.ts';
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE, SEARCH_SECTIONS, type NewsSearchCat, type SearchResult, type SearchSection } from './contract.ts';
import { newsSearchCategories, search } from './service.ts';
import { MAX_QUERY_LENGTH } from './terms.ts';

export interface SearchPageModel {
  q: string;
  section: SearchSection | null;
  category: string | null;
  result: SearchResult | null;
  /** Titles of the news categories (the filter shows those with matches). */
  newsCategories: NewsSearchCat[];
  /** The forms the query was searched in (as typed, each Chinese script, folded): on the no-result page only, else empty. */
  forms: string[];
  /** The main sections, for the no-result page. */
  sections: { title: string; href: string }[];
  pagePath: string;
  /** The menu page says already that Portuguese is partial (its own text is a fallback). */
  ptNoticeShown: boolean;
}

const NO_STORE = { cache: { noStore: true } } as const;

/**
 * The forms a query was searched in, shown only on a no-result page. Only then, and
 * only for Chinese text, are the script converters asked: the Simplified-to-Traditional
 * one holds about 8 MB of dictionaries once built and takes some 60 ms to build (the
 * search itself matches on the folded text), so a server whose searches find
 * something never builds it.
 */
function queryForms(q: string): string[] {
  return [...new Set([q, ...(hasCjk(q) ? [toTraditional(q), toSimplified(q)] : []), foldText(q)])].filter(Boolean);
}

/** True when no section of a search found anything (the no-result page). */
function foundNothing(result: SearchResult): boolean {
  return result.sections.every((s) => s.count === 0);
}

export async function loadSearch({ db, lang, query, url, site, page }: LoadContext): Promise<Loaded<SearchPageModel>> {
  const q = (query.q ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  const newsCategories = await newsSearchCategories(db, lang);
  const section = SEARCH_SECTIONS.find((s) => s === query.section) ?? null;
  // An unknown value is no filter rather than an error: the link may be old.
  const category = newsCategories.find((c) => c.slug === query.category)?.slug ?? null;
  const pageNo = Math.min(Math.max(Number.parseInt(query.page ?? '1', 10) || 1, 1), MAX_SEARCH_PAGE);
  const sections = site.tree.roots
    .filter((n) => n.showInMenu && n.status === 'published' && !n.url)
    .map((n) => ({ title: n.title, href: `/${lang}/${n.path}` }));
  const base = { q, section, category, newsCategories, sections, pagePath: url.pathname, ptNoticeShown: page.fallback };
  if (!q) return view({ ...base, forms: [], result: null }, NO_STORE);
  const result = await search(db, lang, { q, section: section ?? undefined, category: category ?? undefined, page: pageNo, pageSize: SEARCH_PAGE_SIZE });
  return view({ ...base, forms: foundNothing(result) ? queryForms(q) : [], result }, NO_STORE);
}
