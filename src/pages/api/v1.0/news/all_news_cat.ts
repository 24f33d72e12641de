import { z } from 'zod';
import { moduleCatSchema } from '#src/features/site/cms-contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { allNewsCategories } from '#src/features/news/service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/news/all_news_cat',
  summary: 'Every news category, as a tree',
  tags: ['news'],
  response: z.array(moduleCatSchema),
  handler: ({ lang }) => allNewsCategories(getDb(), lang),
});
