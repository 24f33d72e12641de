/**
 * The news API calls (SPEC §7): each `defineEndpoint` spec is re-exported by its
 * route file under src/api, which keeps the URL and the exported name.
 */
import { z } from 'zod';
import { moduleCatSchema } from '#src/features/entries/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { ValidationError } from '#src/server/http/errors.ts';
import { cmsNewsQuerySchema, homeNewsSchema, newsItemQuerySchema, newsItemSchema, newsListQuerySchema, newsPageSchema, newsQuerySchema, newsSlugSchema, newsWithBrotherQuerySchema, newsWithBrotherSchema } from './contract.ts';
import { allNewsCategories, getNewsItem, getNewsWithBrother, homeNews, listNews, newsCategoriesBySlug } from './service.ts';
import { newsText } from './messages.ts';

/** A date range whose end is before its start is a 400 naming the end parameter. */
function checkDateRange(begin: string | undefined, end: string | undefined, endField: string): void {
  if (begin && end && end < begin) throw new ValidationError([{ field: endField, messageKey: 'news.rangeInvalid' }], newsText);
}

export const newsPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/news',
  summary: 'A page of news of one category (or group), by year and keyword',
  description: 'The list of `/cms/news` with simpler parameters; the keyword matches titles and summaries in any language.',
  tags: ['news'],
  query: newsQuerySchema,
  response: newsPageSchema,
  handler: ({ query, lang }) =>
    listNews(getDb(), lang, {
      catSlugs: query.slug ? [query.slug] : [],
      includeSubCats: true,
      year: query.year,
      keyword: query.keyword,
      page: query.page,
      pageSize: query.pageSize,
    }),
});

export const allNewsCatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/news/all_news_cat',
  summary: 'Every news category, as a tree',
  tags: ['news'],
  response: z.array(moduleCatSchema),
  handler: ({ lang }) => allNewsCategories(getDb(), lang),
});

export const newsCatsBySlugEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/news/all_news_cat_by_slug',
  summary: 'The news categories under a slug',
  description:
    '`news-press` is a group (press releases, latest news, notices, statements): its categories are answered in that order. A category answers its children, or itself when it has none. Unknown slugs are a 404.',
  tags: ['news'],
  query: z.object({ slug: newsSlugSchema.meta({ example: 'news-press' }) }),
  response: z.array(moduleCatSchema),
  handler: ({ query, lang }) => newsCategoriesBySlug(getDb(), lang, query.slug),
});

export const homeNewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/news/home_news',
  summary: 'News for the home page: the latest pinned entries and the latest entries of each category',
  tags: ['news'],
  response: homeNewsSchema,
  handler: ({ lang }) => homeNews(getDb(), lang),
});

export const newsWithBrotherEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/news/news_with_brother',
  summary: 'A news entry with the previous (newer) and next (older) entries of a list',
  description: '`from` is the category (or group) slug of the list the reader came from; without it, or when unknown, the entry’s own category. Unknown ids are a 404.',
  tags: ['news'],
  query: newsWithBrotherQuerySchema,
  response: newsWithBrotherSchema,
  handler: ({ query, lang }) => getNewsWithBrother(getDb(), lang, query.id, query.from),
});

export const cmsNewsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/news',
  summary: 'A page of news, filtered by category and publication date',
  description:
    'Newest first, pinned entries leading. `Filters.CatSlug` may be repeated and may name a group (`news-press`); an unknown slug is a 404. Dates are Macao dates, both ends included.',
  tags: ['news'],
  query: cmsNewsQuerySchema,
  response: newsPageSchema,
  handler: ({ query, lang }) => {
    checkDateRange(query['Filters.Begin'], query['Filters.End'], 'Filters.End');
    return listNews(getDb(), lang, {
      catSlugs: query['Filters.CatSlug'],
      includeSubCats: query['Filters.IncludeSubCats'],
      begin: query['Filters.Begin'],
      end: query['Filters.End'],
      page: query.Page,
      pageSize: query.PageSize,
    });
  },
});

export const newsItemEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/news/item',
  summary: 'One news entry; with `preview`, `vid` and the preview key, a saved unpublished version',
  description: 'Without a valid key the published entry is answered (`preview: false`). Unknown ids are a 404.',
  tags: ['news'],
  query: newsItemQuerySchema,
  response: newsItemSchema,
  handler: ({ query, lang }) => getNewsItem(getDb(), lang, { id: query.id, preview: query.preview ?? false, vid: query.vid, key: query.key }),
});

export const newsListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/news/list',
  summary: 'A page of news of one category (or group), newest first',
  tags: ['news'],
  query: newsListQuerySchema,
  response: newsPageSchema,
  handler: ({ query, lang }) => listNews(getDb(), lang, { catSlugs: query.slug ? [query.slug] : [], includeSubCats: true, page: query.page, pageSize: query.limit }),
});
