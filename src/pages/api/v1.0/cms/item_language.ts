import { z } from 'zod';
import { itemLanguageSchema } from '#src/features/site/cms-contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { getItemLanguage } from '#src/features/entries/item-language.ts';
import { defineEndpoint } from '#src/server/http/api.ts';

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
