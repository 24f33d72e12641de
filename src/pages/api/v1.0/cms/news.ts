import { cmsNewsQuerySchema, newsPageSchema } from '../../../../lib/schemas/news.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';
import { checkDateRange } from '../../../../server/news/api.ts';
import { listNews } from '../../../../server/news/service.ts';

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
