import { z } from 'zod';
import { moduleCatSchema } from '#src/features/site/cms-contract.ts';
import { slugParam } from '#src/features/reference/contract.ts';
import { getModuleCats } from '#src/features/entries/module-cats.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { LAW_MODULE } from '#src/features/reference/modules.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/law_cats',
  summary: 'Categories of laws and guidelines, as a tree (or the subtree of one category)',
  tags: ['cms', 'reference'],
  query: z.object({ slug: slugParam.optional().meta({ example: 'banking' }) }),
  response: z.array(moduleCatSchema),
  handler: ({ query, lang }) => getModuleCats(getDb(), lang, query.slug ? { module: LAW_MODULE, slug: query.slug } : { module: LAW_MODULE }),
});
