/** The shared entries model's calls (SPEC §7): module categories and the languages of an item. Route files under src/pages/api re-export these. */
import { z } from 'zod';
import { idParam } from '#src/lib/api/params.ts';
import { itemLanguageSchema, moduleCatSchema } from '#src/features/site/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { getItemLanguage } from './item-language.ts';
import { getModuleCats } from './module-cats.ts';

/** Module and category identifiers: the module names hold underscores, so not the shared slug. */
const identifier = z.string().min(1).max(64).regex(/^[a-z0-9_-]+$/);

export const moduleCatEndpoint = defineEndpoint({
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

export const itemLanguageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/item_language',
  summary: 'The languages a content item exists in',
  tags: ['cms'],
  query: z.object({
    module: identifier.meta({ example: 'page' }),
    id: idParam,
  }),
  response: itemLanguageSchema,
  handler: ({ query }) => getItemLanguage(getDb(), query.module, query.id),
});
