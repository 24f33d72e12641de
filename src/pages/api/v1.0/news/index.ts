import { newsPageSchema, newsQuerySchema } from '#src/features/news/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { listNews } from '#src/features/news/service.ts';

export const ALL = defineEndpoint({
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
