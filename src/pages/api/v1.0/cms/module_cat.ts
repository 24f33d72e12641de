import { z } from 'zod';
import { moduleCatSchema } from '#src/features/site/cms-contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { getModuleCats } from '#src/features/entries/module-cats.ts';
import { defineEndpoint } from '#src/server/http/api.ts';

const identifier = z.string().min(1).max(64).regex(/^[a-z0-9_-]+$/);

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/module_cat',
  summary: 'Categories of a module, as a tree (or the subtree of one category)',
  tags: ['cms'],
  query: z.object({ Module: identifier.optional().meta({ example: 'news' }), slug: identifier.optional() }),
  response: z.array(moduleCatSchema),
  handler: ({ query, lang }) => {
    const filter: { module?: string; slug?: string } = {};
    if (query.Module) filter.module = query.Module;
    if (query.slug) filter.slug = query.slug;
    return getModuleCats(getDb(), lang, filter);
  },
});
