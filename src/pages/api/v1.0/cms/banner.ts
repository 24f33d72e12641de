import { z } from 'zod';
import { bannerCategorySchema, bannerSchema } from '#src/features/home/contract.ts';
import { listBanners } from '#src/features/home/banners.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/banner',
  summary: 'Banners of one category (or of all three), in their order, with image, text alternative and link',
  tags: ['cms', 'home'],
  query: z.object({ cat: bannerCategorySchema.optional().meta({ example: 'homepage-slider' }) }),
  response: z.array(bannerSchema),
  handler: ({ query, lang }) => listBanners(getDb(), lang, query.cat),
});
