import { newsListQuerySchema, newsPageSchema } from '../../../../lib/schemas/news.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';
import { listNews } from '../../../../server/news/service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1/news/list',
  summary: 'A page of news of one category (or group), newest first',
  tags: ['news'],
  query: newsListQuerySchema,
  response: newsPageSchema,
  handler: ({ query, lang }) => listNews(getDb(), lang, { catSlugs: query.slug ? [query.slug] : [], includeSubCats: true, page: query.page, pageSize: query.limit }),
});
