/** The shared entries model's calls (SPEC §7): module categories and one item of any module. Route files under src/api re-export these. */
import { z } from 'zod';
import { idParam, moduleIdParam as identifier, slugParam } from '#src/lib/api/params.ts';
import { moduleCatSchema, entryDetailSchema } from './contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { ValidationError } from '#src/server/http/errors.ts';
import { getInformation } from './service.ts';
import { getModuleCats } from './module-cats.ts';

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

export const informationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/information',
  summary: 'One published content item of any module (news, law, FAQ, download, video…) with its text and files',
  description:
    "By `id` (with `Module` it must be the item's module), or by `Module` and `slug`. The text is in the caller's language or the nearest one (`lang`, `fallback`); files link to `/files/{id}/{name}` and can be previewed with `file/review`. Draft, offline, future and unknown items are 404.",
  tags: ['cms'],
  query: z.object({
    id: idParam.optional(),
    Module: identifier.optional().meta({ example: 'law' }),
    slug: slugParam.optional(),
  }),
  response: entryDetailSchema,
  handler: ({ query, lang }) => {
    if (query.id === undefined && (query.Module === undefined || query.slug === undefined)) {
      throw new ValidationError([{ field: 'id', messageKey: 'validation.required' }]);
    }
    return getInformation(getDb(), lang, { id: query.id, module: query.Module, slug: query.slug });
  },
});
