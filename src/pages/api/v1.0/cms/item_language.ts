import { z } from 'zod';
import { itemLanguageSchema } from '../../../../lib/schemas/cms.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { getItemLanguage } from '../../../../server/content/item-language.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/item_language',
  summary: 'The languages a content item exists in',
  tags: ['cms'],
  query: z.object({
    module: z.string().min(1).max(64).regex(/^[a-z0-9_-]+$/).meta({ example: 'page' }),
    id: z.coerce.number().int().positive(),
  }),
  response: itemLanguageSchema,
  handler: ({ query }) => getItemLanguage(getDb(), query.module, query.id),
});
