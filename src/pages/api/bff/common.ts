import { z } from 'zod';
import { languageSchema, layoutSchema } from '#src/features/site/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { getLayout } from '#src/features/site/layout-service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/bff/common',
  summary: 'Layout data: the main menu and the mourning (gray) style flag',
  tags: ['layout'],
  query: z.object({ lang: languageSchema.optional().meta({ description: 'Overrides Api-Language / Accept-Language' }) }),
  response: layoutSchema,
  handler: ({ query, lang }) => getLayout(getDb(), query.lang ?? lang),
});
