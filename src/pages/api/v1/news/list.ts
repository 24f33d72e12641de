import { newsListQuerySchema, newsPageSchema } from '#src/features/news/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { listNews } from '#src/features/news/service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1/news/list',
  summary: 'A page of news of one category (or group), newest first',
  tags: ['news'],
  query: newsListQuerySchema,
  response: newsPageSchema,
  handler: ({ query, lang }) => listNews(getDb(), lang, { catSlugs: query.slug ? [query.slug] : [], includeSubCats: true, page: query.page, pageSize: query.limit }),
});
