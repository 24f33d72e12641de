import { z } from 'zod';
import { moduleCatSchema } from '#src/features/site/cms-contract.ts';
import { newsSlugSchema } from '#src/features/news/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { newsCategoriesBySlug } from '#src/features/news/service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/news/all_news_cat_by_slug',
  summary: 'The news categories under a slug',
  description:
    '`news-press` is a group (press releases, latest news, notices, statements): its categories are answered in that order. A category answers its children, or itself when it has none. Unknown slugs are a 404.',
  tags: ['news'],
  query: z.object({ slug: newsSlugSchema.meta({ example: 'news-press' }) }),
  response: z.array(moduleCatSchema),
  handler: ({ query, lang }) => newsCategoriesBySlug(getDb(), lang, query.slug),
});
