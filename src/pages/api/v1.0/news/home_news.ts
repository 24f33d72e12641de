import { homeNewsSchema } from '#src/features/news/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { homeNews } from '#src/features/news/service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/news/home_news',
  summary: 'News for the home page: the latest pinned entries and the latest entries of each category',
  tags: ['news'],
  response: homeNewsSchema,
  handler: ({ lang }) => homeNews(getDb(), lang),
});
