import { newsWithBrotherQuerySchema, newsWithBrotherSchema } from '#src/features/news/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { getNewsWithBrother } from '#src/features/news/service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/news/news_with_brother',
  summary: 'A news entry with the previous (newer) and next (older) entries of a list',
  description: '`from` is the category (or group) slug of the list the reader came from; without it, or when unknown, the entry’s own category. Unknown ids are a 404.',
  tags: ['news'],
  query: newsWithBrotherQuerySchema,
  response: newsWithBrotherSchema,
  handler: ({ query, lang }) => getNewsWithBrother(getDb(), lang, query.id, query.from),
});
