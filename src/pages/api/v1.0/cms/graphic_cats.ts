import { z } from 'zod';
import { moduleCatSchema } from '#src/features/site/cms-contract.ts';
import { getModuleCats } from '#src/features/entries/module-cats.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { CATEGORY_SET } from '#src/features/media/modules.ts';
import { slugParam } from '#src/features/media/query.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/graphic_cats',
  summary: 'Categories of the infographics, as a tree',
  description: 'With `slug`, the subtree of that category (404 when unknown).',
  tags: ['cms'],
  query: z.object({ slug: slugParam.optional() }),
  response: z.array(moduleCatSchema),
  handler: ({ query, lang }) => getModuleCats(getDb(), lang, query.slug ? { module: CATEGORY_SET.graphic, slug: query.slug } : { module: CATEGORY_SET.graphic }),
});
