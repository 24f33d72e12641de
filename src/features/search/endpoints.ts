/**
 * The search calls (SPEC §7 Search): `POST /search/` (at that literal path and as
 * `/api/v1.0/search`, like every SPEC call path under /api/v1.0) and
 * `GET /search/news_search_cat`. A browser that opens `/search/` is sent to the
 * search page in the visitor's language.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { getSiteSettings } from '#src/features/site/settings.ts';
import { negotiateLanguage, parseLanguage } from '#src/lib/i18n/languages.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { NO_STORE } from '#src/server/http/headers.ts';
import { LANG_COOKIE, storedLanguage } from '#src/server/http/route-rules.ts';
import { newsSearchCatSchema, searchInputSchema, searchResultSchema } from './contract.ts';
import { newsSearchCategories, search } from './service.ts';

const searchCall = (path: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary: 'Searches everything published in one language',
    description:
      'Words are all required; a Latin word also matches words it begins, without case or accents; Chinese matches in either script, from one character; "quoted phrases" match in order. Results are ranked (title, exact phrase, relevance, then newer first) with SPEC §9 excerpts whose matched terms are in `<mark>` (escaped HTML). `section` keeps one result group, `category` one news category (with its sub-categories); `sections` and `newsCategories` count the matches of each for the filter.',
    tags: ['search'],
    body: searchInputSchema,
    response: searchResultSchema,
    handler: ({ body, lang }) => search(getDb(), body.lang ?? lang, body),
  });

export const searchEndpoint = searchCall('/api/v1.0/search');
/** SPEC §2/§7 `POST /search/`, the same call at the site's root. */
export const rootSearchEndpoint = searchCall('/search/');

/**
 * `GET /search/` (a browser, not the call): the search page in the language the
 * visitor chose (its cookie), else the browser's, the query string kept.
 */
export const rootSearchRedirect: APIRoute = async ({ url, cookies, request }) => {
  const offered = (await getSiteSettings(getDb())).languages;
  const chosen = parseLanguage(cookies.get(LANG_COOKIE)?.value);
  const lang = chosen && offered.includes(chosen) ? chosen : (negotiateLanguage(request.headers.get('accept-language'), offered) ?? storedLanguage(undefined, offered));
  return new Response(null, {
    status: 302,
    headers: {
      Location: `/${lang}/search${url.search}`,
      'Cache-Control': NO_STORE,
    },
  });
};

export const newsSearchCatEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/search/news_search_cat',
  summary: 'The news categories offered by the search filter',
  tags: ['search'],
  response: z.array(newsSearchCatSchema),
  handler: ({ lang }) => newsSearchCategories(getDb(), lang),
});
