import { z } from 'zod';
import { moduleCatSchema } from '../../../../lib/schemas/cms.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';
import { allNewsCategories } from '../../../../server/news/service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/news/all_news_cat',
  summary: 'Every news category, as a tree',
  tags: ['news'],
  response: z.array(moduleCatSchema),
  handler: ({ lang }) => allNewsCategories(getDb(), lang),
});
