import { z } from 'zod';
import { homepageSchema } from '#src/features/home/contract.ts';
import { languageSchema } from '#src/features/site/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { getHomepage } from '#src/features/home/service.ts';
import { defineEndpoint } from '#src/server/http/api.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1/bff/homepage',
  summary: 'Everything the home page shows: banners by category, the home news and the quick links',
  tags: ['home'],
  query: z.object({ lang: languageSchema.optional().meta({ description: 'Overrides Api-Language / Accept-Language' }) }),
  response: homepageSchema,
  handler: ({ query, lang }) => getHomepage(getDb(), query.lang ?? lang),
});
