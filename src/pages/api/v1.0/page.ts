import { z } from 'zod';
import { queryFlag } from '#src/lib/api/envelope.ts';
import { pageSchema } from '#src/features/site/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { getPage } from '#src/features/site/page-service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/page',
  summary: 'A page of the site by its path, or its preview version',
  description: 'With `preview`, `id` (page id), `vid` (version id) and the server preview `key`, the saved version is returned; without a valid key, the published page.',
  tags: ['content'],
  query: z.object({
    path: z.string().min(1).max(300).regex(/^[a-z0-9/_-]+$/i).meta({ example: 'about-us/mission' }),
    preview: queryFlag.optional(),
    id: z.coerce.number().int().positive().optional(),
    vid: z.coerce.number().int().positive().optional(),
    key: z.string().max(200).optional(),
  }),
  response: pageSchema,
  handler: ({ query, lang }) =>
    getPage(getDb(), query.path, lang, { preview: !!query.preview, id: query.id, vid: query.vid, key: query.key }),
});
