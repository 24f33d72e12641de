/** The home page's calls (SPEC §7): banners by category, with preview, and everything the home page shows. Route files under src/api re-export these. */
import { z } from 'zod';
import { idParam } from '#src/lib/api/params.ts';
import { queryFlag } from '#src/lib/api/envelope.ts';
import { languageSchema } from '#src/lib/i18n/language-schema.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { listBanners, listBannersWithPreview } from './banners.ts';
import { bannerCategorySchema, bannerSchema, homepageSchema } from './contract.ts';
import { getHomepage } from './service.ts';

export const cmsBannerEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/banner',
  summary: 'Banners of one category (or of all three), in their order, with image, text alternative and link',
  tags: ['cms', 'home'],
  query: z.object({ cat: bannerCategorySchema.optional().meta({ example: 'homepage-slider' }) }),
  response: z.array(bannerSchema),
  handler: ({ query, lang }) => listBanners(getDb(), lang, query.cat),
});



export const bannerListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/banner/list',
  summary: 'Banners of a category; with preview, id, vid and the preview key, banner `id` shows its saved version `vid`',
  tags: ['home'],
  query: z.object({
    slug: bannerCategorySchema.optional().meta({ description: 'Banner category', example: 'homepage-slider' }),
    id: idParam.optional().meta({ description: 'Banner to preview' }),
    preview: queryFlag.optional(),
    vid: idParam.optional().meta({ description: 'Saved version to show' }),
    key: z.string().max(200).optional().meta({ description: 'Preview key' }),
  }),
  response: z.array(bannerSchema),
  handler: ({ query, lang }) =>
    listBannersWithPreview(getDb(), lang, query.slug, { preview: query.preview ?? false, id: query.id, vid: query.vid, key: query.key }),
});

export const homepageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/bff/homepage',
  summary: 'Everything the home page shows: banners by category, the home news and the quick links',
  tags: ['home'],
  query: z.object({ lang: languageSchema.optional().meta({ description: 'Overrides Api-Language / Accept-Language' }) }),
  response: homepageSchema,
  handler: ({ query, lang }) => getHomepage(getDb(), query.lang ?? lang),
});
