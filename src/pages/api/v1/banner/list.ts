import { z } from 'zod';
import { queryFlag } from '#src/lib/api/envelope.ts';
import { bannerCategorySchema, bannerSchema } from '#src/features/home/contract.ts';
import { listBannersWithPreview } from '#src/features/home/banners.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';

const positiveId = z.coerce.number().int().positive();

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1/banner/list',
  summary: 'Banners of a category; with preview, id, vid and the preview key, banner `id` shows its saved version `vid`',
  tags: ['home'],
  query: z.object({
    slug: bannerCategorySchema.optional().meta({ description: 'Banner category', example: 'homepage-slider' }),
    id: positiveId.optional().meta({ description: 'Banner to preview' }),
    preview: queryFlag.optional(),
    vid: positiveId.optional().meta({ description: 'Saved version to show' }),
    key: z.string().max(200).optional().meta({ description: 'Preview key' }),
  }),
  response: z.array(bannerSchema),
  handler: ({ query, lang }) =>
    listBannersWithPreview(getDb(), lang, query.slug, { preview: query.preview ?? false, id: query.id, vid: query.vid, key: query.key }),
});
