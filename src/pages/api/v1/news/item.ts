import { newsItemQuerySchema, newsItemSchema } from '../../../../lib/schemas/news.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';
import { getNewsItem } from '../../../../server/news/service.ts';

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
