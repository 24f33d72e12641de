import { z } from 'zod';
import { bondInformationCategorySchema } from '../../../../lib/schemas/bonds.ts';
import { listInformationCategories } from '../../../../server/bonds/service.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/bond/information_cat',
  summary: 'Categories of bond information (SPEC §3 Bond information category)',
  tags: ['bond'],
  response: z.array(bondInformationCategorySchema),
  handler: ({ lang }) => listInformationCategories(getDb(), lang),
});
