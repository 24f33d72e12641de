import { z } from 'zod';
import { bannerCategorySchema, bannerSchema } from '../../../../lib/schemas/home.ts';
import { listBanners } from '../../../../server/banners/service.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/banner',
  summary: 'Banners of one category (or of all three), in their order, with image, text alternative and link',
  tags: ['cms', 'home'],
  query: z.object({ cat: bannerCategorySchema.optional().meta({ example: 'homepage-slider' }) }),
  response: z.array(bannerSchema),
  handler: ({ query, lang }) => listBanners(getDb(), lang, query.cat),
});
