import { z } from 'zod';
import { moduleCatSchema } from '../../../../lib/schemas/cms.ts';
import { newsSlugSchema } from '../../../../lib/schemas/news.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';
import { newsCategoriesBySlug } from '../../../../server/news/service.ts';

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
