/**
 * The search calls (SPEC §7 Search): `POST /search/` (served as
 * `/api/v1.0/search`, like every SPEC call path under /api/v1.0) and
 * `GET /search/news_search_cat`.
 */
import { z } from 'zod';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { newsSearchCatSchema, searchInputSchema, searchResultSchema } from './contract.ts';
import { newsSearchCategories, search } from './service.ts';

export const searchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1.0/search',
  summary: 'Searches everything published in one language',
  description:
    'Words are all required; a Latin word also matches words it begins, without case or accents; Chinese matches in either script, from one character; "quoted phrases" match in order. Results are ranked (title, exact phrase, relevance, then newer first) with SPEC §9 excerpts whose matched terms are in `<mark>` (escaped HTML). `section` keeps one result group, `category` one news category (with its sub-categories); `sections` and `newsCategories` count the matches of each for the filter.',
  tags: ['search'],
  body: searchInputSchema,
  response: searchResultSchema,
  handler: ({ body, lang }) => search(getDb(), body.lang ?? lang, body),
});

export const newsSearchCatEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/search/news_search_cat',
  summary: 'The news categories offered by the search filter',
  tags: ['search'],
  response: z.array(newsSearchCatSchema),
  handler: ({ lang }) => newsSearchCategories(getDb(), lang),
});
