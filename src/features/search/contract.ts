/**
 * Shapes of the site search (SPEC §3 "Search results", §7 Search): the call's
 * input, its answer (an items array and the news categories for search), and the
 * sections results are grouped in.
 */
import { z } from 'zod';
import { languageSchema } from '#src/lib/i18n/language-schema.ts';

/** Result groups of the filter, in the order the page lists them. */
export const SEARCH_SECTIONS = ['pages', 'news', 'laws', 'faq', 'downloads', 'statistics', 'holidays', 'events', 'openings', 'bonds', 'media'] as const;
export type SearchSection = (typeof SEARCH_SECTIONS)[number];

/** Entry modules of the index and their section (banners, templates, links and calendar events are not documents). */
export const ENTRY_SECTIONS: Readonly<Record<string, SearchSection>> = {
  news: 'news',
  law: 'laws',
  faq: 'faq',
  download: 'downloads',
  holiday: 'holidays',
  'annual-event': 'events',
  recruitment: 'openings',
  tender: 'openings',
  'bond-information': 'bonds',
  video: 'media',
  graphic: 'media',
};

export const SEARCH_PAGE_SIZE = 10;
export const MAX_SEARCH_PAGE_SIZE = 50;
/** Deeper pages are not a search any more. */
export const MAX_SEARCH_PAGE = 100;

const pageNumber = z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE);

export const searchInputSchema = z.object({
  q: z.string().trim().min(1).max(200).meta({ description: 'What the visitor typed: words (all required), "quoted phrases", Chinese in either script', example: '銀行' }),
  lang: languageSchema.optional().meta({ description: 'Language of the results; the Api-Language header otherwise' }),
  section: z.enum(SEARCH_SECTIONS).optional().meta({ description: 'Only results of this section' }),
  category: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional()
    .meta({ description: 'Only news of this category (or its sub-categories): a slug from `GET /api/v1.0/search/news_search_cat`' }),
  page: pageNumber.default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
});
export type SearchInput = z.output<typeof searchInputSchema>;

export const searchHitSchema = z
  .object({
    section: z.enum(SEARCH_SECTIONS),
    /** News category slug, when the item is news. */
    category: z.string().nullable(),
    /** The language title and excerpt are written in when it is not the one searched in (a Portuguese search finds items shown in English), else null. */
    textLang: languageSchema.nullable(),
    title: z.string(),
    /** Escaped HTML: the title with the matched terms in `<mark>`. */
    titleHtml: z.string(),
    /** Escaped HTML: SPEC §9 excerpt around the first match, the matched terms in `<mark>`. */
    excerptHtml: z.string(),
    href: z.string(),
    /** Publication date of news and other dated items (ISO), else null. */
    date: z.string().nullable(),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchFacetSchema = z.object({ key: z.string(), count: z.number().int().min(0) });
export type SearchFacet = z.infer<typeof searchFacetSchema>;

export const newsSearchCatSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    /** The language the title is written in, when not the one asked for (a category without a Portuguese title), else omitted. */
    lang: languageSchema.optional(),
  })
  .meta({ id: 'NewsSearchCategory' });
export type NewsSearchCat = z.infer<typeof newsSearchCatSchema>;

export const searchResultSchema = z
  .object({
    q: z.string(),
    lang: languageSchema,
    section: z.enum(SEARCH_SECTIONS).nullable(),
    category: z.string().nullable(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Results of the chosen section or news category (all results without one). */
    total: z.number().int().min(0),
    items: z.array(searchHitSchema),
    /** Results per section and per news category, for the filter. */
    sections: z.array(searchFacetSchema),
    newsCategories: z.array(searchFacetSchema),
    /** The query as it was matched: one Chinese script, Latin without case or accents. */
    folded: z.string(),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof searchResultSchema>;
