/**
 * The route rules of SPEC §2 that are decided before a page renders: legacy
 * redirects and paths whose first segment is not an offered language.
 */
import { DEFAULT_LANGUAGE, isLanguage, parseLanguage, type Language } from '#src/lib/i18n/languages.ts';

/** The session cookie in which the browser keeps the visitor's language. */
export const LANG_COOKIE = 'amcm_lang';

/** Top-level path segments that are not pages and carry no language. */
const NON_PAGE_SEGMENTS = new Set(['api', 'healthz', '_astro', '_image', '_server-islands', 'robots.txt', 'favicon.svg', 'favicon.ico', 'logo.svg', 'sitemap.xml', 'feeds', 'files', 'media', 'audio', 'fonts']);

export const RESEARCH_AND_PUBLICATIONS_PATH = 'research-and-statistics/research-and-publications';

/**
 * The old site published the monthly monetary statistics bulletin under a Chinese
 * path; links to it in print and on other sites now go to research and publications.
 */
export const LEGACY_REDIRECTS: ReadonlyMap<string, string> = new Map([
  ['/貨幣統計月報', `/zh-hant/${RESEARCH_AND_PUBLICATIONS_PATH}`],
  ['/zh-hant/貨幣統計月報', `/zh-hant/${RESEARCH_AND_PUBLICATIONS_PATH}`],
  ['/研究及統計/貨幣統計月報', `/zh-hant/${RESEARCH_AND_PUBLICATIONS_PATH}`],
]);

export function legacyRedirect(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return LEGACY_REDIRECTS.get(decoded.replace(/\/+$/, '') || '/');
}

/**
 * The embeddable widgets are also offered without a language segment, the language
 * named by `?lang=` (what a third party pastes into an iframe): `/widgets/rates?lang=en`
 * → `/en/widgets/rates`, other parameters kept; no or an unknown `lang` gives zh-hant.
 */
export function widgetRedirect(url: URL): string | undefined {
  if (!/^\/widgets\/[a-z-]+\/?$/.test(url.pathname)) return undefined;
  const lang = parseLanguage(url.searchParams.get('lang')) ?? DEFAULT_LANGUAGE;
  const params = new URLSearchParams(url.search);
  params.delete('lang');
  const search = params.toString();
  return `/${lang}${url.pathname.replace(/\/$/, '')}${search ? `?${search}` : ''}`;
}

/**
 * SPEC §2/§7 name the search call `POST /search/` at the site's root: that path (with
 * or without its slash) is a call like those under /api, not a page without a language.
 */
export function isSearchCallPath(pathname: string): boolean {
  return pathname === '/search' || pathname === '/search/';
}

/**
 * Paths of the API's calls (and the root search call): they answer in the JSON
 * envelope and never render a page. Every other request may end on a page route,
 * if only to render the 404 page (a missing asset, an odd path under `/_astro/`).
 */
export function isApiCallPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/') || isSearchCallPath(pathname);
}

export function isPagePath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return first !== '' && !NON_PAGE_SEGMENTS.has(first) && !isSearchCallPath(pathname);
}

export function pathLanguage(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/** The language kept for the session, from its cookie, if it is one we offer. */
export function storedLanguage(cookieValue: string | undefined, offered: readonly Language[]): Language {
  const lang = parseLanguage(cookieValue);
  return lang && offered.includes(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Where a page path with a missing or unoffered language goes: the 404 page in the stored language. */
export function languageRedirect(pathname: string, offered: readonly Language[], cookieValue: string | undefined): string | undefined {
  const segment = pathLanguage(pathname);
  if (isLanguage(segment) && offered.includes(segment)) return undefined;
  return `/${storedLanguage(cookieValue, offered)}/404`;
}
