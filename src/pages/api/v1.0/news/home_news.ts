import { homeNewsSchema } from '../../../../lib/schemas/news.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';
import { homeNews } from '../../../../server/news/service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/news/home_news',
  summary: 'News for the home page: the latest pinned entries and the latest entries of each category',
  tags: ['news'],
  response: homeNewsSchema,
  handler: ({ lang }) => homeNews(getDb(), lang),
});
