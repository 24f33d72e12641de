import { z } from 'zod';
import { pagedSchema } from '#src/features/entries/contract.ts';
import { graphicItemSchema } from '#src/features/media/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { getGraphic, listGraphics } from '#src/features/media/graphics.ts';
import { filterQuery, mediaFilterFrom, pagingQuery } from '#src/features/media/query.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/graphics',
  summary: 'Infographics with their image and text alternative, newest first',
  description: 'The image is an SVG in the caller’s language (or the language the item is shown in). With `id`, the one infographic with its long description (404 when unknown).',
  tags: ['cms', 'media'],
  query: z.object({ ...pagingQuery, ...filterQuery, id: z.coerce.number().int().positive().optional() }),
  response: pagedSchema(graphicItemSchema),
  handler: async ({ query, lang }) => {
    if (query.id) return { data: [await getGraphic(getDb(), query.id, lang)], total: 1 };
    return listGraphics(getDb(), lang, mediaFilterFrom(query));
  },
});
