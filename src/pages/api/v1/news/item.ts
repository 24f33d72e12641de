import { newsItemQuerySchema, newsItemSchema } from '#src/features/news/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { getNewsItem } from '#src/features/news/service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1/news/item',
  summary: 'One news entry; with `preview`, `vid` and the preview key, a saved unpublished version',
  description: 'Without a valid key the published entry is answered (`preview: false`). Unknown ids are a 404.',
  tags: ['news'],
  query: newsItemQuerySchema,
  response: newsItemSchema,
  handler: ({ query, lang }) => getNewsItem(getDb(), lang, { id: query.id, preview: query.preview ?? false, vid: query.vid, key: query.key }),
});
