import { z } from 'zod';
import { homepageSchema } from '../../../../lib/schemas/home.ts';
import { languageSchema } from '../../../../lib/schemas/menu.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { getHomepage } from '../../../../server/home/service.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1/bff/homepage',
  summary: 'Everything the home page shows: banners by category, the home news and the quick links',
  tags: ['home'],
  query: z.object({ lang: languageSchema.optional().meta({ description: 'Overrides Api-Language / Accept-Language' }) }),
  response: homepageSchema,
  handler: ({ query, lang }) => getHomepage(getDb(), query.lang ?? lang),
});
