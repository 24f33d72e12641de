import { cmsNewsQuerySchema, newsPageSchema } from '#src/features/news/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { checkDateRange } from '#src/features/news/api.ts';
import { listNews } from '#src/features/news/service.ts';

export const ALL = defineEndpoint({
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
