import { z } from 'zod';
import { languageSchema, layoutSchema } from '../../../lib/schemas/menu.ts';
import { getDb } from '../../../server/db/registry.ts';
import { defineEndpoint } from '../../../server/http/api.ts';
import { getLayout } from '../../../server/layout/service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/bff/common',
  summary: 'Layout data: the main menu and the mourning (gray) style flag',
  tags: ['layout'],
  query: z.object({ lang: languageSchema.optional().meta({ description: 'Overrides Api-Language / Accept-Language' }) }),
  response: layoutSchema,
  handler: ({ query, lang }) => getLayout(getDb(), query.lang ?? lang),
});
