import { z } from 'zod';
import { moduleCatSchema } from '../../../../lib/schemas/cms.ts';
import { getModuleCats } from '../../../../server/content/module-cats.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';
import { CATEGORY_SET } from '../../../../server/media/modules.ts';
import { slugParam } from '../../../../server/media/query.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/company_cats',
  summary: 'Categories of the financial institutions (types: bank, insurer, exchange-bureau…), as a tree',
  description: 'With `slug`, the subtree of that category (404 when unknown).',
  tags: ['cms'],
  query: z.object({ slug: slugParam.optional() }),
  response: z.array(moduleCatSchema),
  handler: ({ query, lang }) => getModuleCats(getDb(), lang, query.slug ? { module: CATEGORY_SET.company, slug: query.slug } : { module: CATEGORY_SET.company }),
});
