import { z } from 'zod';
import { bondInformationCategorySchema } from '#src/features/bonds/contract.ts';
import { listInformationCategories } from '#src/features/bonds/service.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/bond/information_cat',
  summary: 'Categories of bond information (SPEC §3 Bond information category)',
  tags: ['bond'],
  response: z.array(bondInformationCategorySchema),
  handler: ({ lang }) => listInformationCategories(getDb(), lang),
});
