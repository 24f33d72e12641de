import { z } from 'zod';
import { downloadsBySlugSchema } from '#src/features/media/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { downloadsBySlug } from '#src/features/media/downloads.ts';
import { slugParam } from '#src/features/media/query.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/downloads_by_slug',
  summary: 'A downloads category with its entries, grouped by subcategory',
  description: 'The groups are those the downloads page shows: the category’s own entries, then each child category (with its subtree). `PageSize` is the number of newest entries per group; each group has its total. An unknown slug is a 404.',
  tags: ['cms', 'downloads'],
  query: z.object({
    slug: slugParam.meta({ example: 'forms' }),
    PageSize: z.coerce.number().int().min(1).max(100).optional().meta({ description: 'Entries per group (default 5)' }),
  }),
  response: downloadsBySlugSchema,
  handler: ({ query, lang }) => downloadsBySlug(getDb(), lang, query.slug, query.PageSize ?? 5),
});
