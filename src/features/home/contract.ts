/** Response shapes of the home page calls: banners and the home-page bundle (SPEC §7). */
import { z } from 'zod';
import { BANNER_CATEGORIES } from './banner-links.ts';
import { menuItemSchema } from '#src/server/page/contract.ts';
import { languageSchema } from '#src/lib/i18n/language-schema.ts';

/** What a banner keeps in `entries.data` (language-independent). */
export const bannerDataSchema = z.object({
  imageWidth: z.number().int().positive(),
  imageHeight: z.number().int().positive(),
  /** Opens the link in a new window (external links do by default). */
  newWindow: z.boolean().optional(),
});

/** What a banner keeps in `entry_i18n.data` (per language). */
export const bannerTextDataSchema = z.object({ alt: z.string() });

export const bannerCategorySchema = z.enum(BANNER_CATEGORIES).meta({ id: 'BannerCategory' });

export const bannerImageSchema = z
  .object({
    url: z.string().meta({ description: 'Image URL on this site' }),
    mime: z.string(),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .meta({ id: 'BannerImage' });

export const bannerSchema = z
  .object({
    id: z.number().int(),
    slug: z.string().nullable(),
    category: bannerCategorySchema,
    title: z.string(),
    summary: z.string().nullable(),
    alt: z.string().meta({ description: 'Text alternative of the image, in the language of the title' }),
    link: z.string().nullable().meta({ description: 'Where the banner leads: a path of this site in the language asked, or an external URL' }),
    external: z.boolean(),
    newWindow: z.boolean(),
    image: bannerImageSchema.nullable(),
    sortOrder: z.number().int(),
    lang: languageSchema,
    fallback: z.boolean().meta({ description: 'True when the texts are not in the language asked for' }),
    preview: z.boolean().meta({ description: 'True when the texts come from an unpublished version' }),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof bannerSchema>;

export const bannersByCategorySchema = z
  .object({
    'homepage-slider': z.array(bannerSchema),
    'homepage-right-slider': z.array(bannerSchema),
    'homepage-right-list': z.array(bannerSchema),
  })
  .meta({ id: 'BannersByCategory' });
export type BannersByCategory = z.infer<typeof bannersByCategorySchema>;

export const homeNewsSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    publishedAt: z.string().meta({ description: 'ISO date-time' }),
    isTop: z.boolean(),
    category: z.object({ slug: z.string(), title: z.string(), lang: languageSchema.optional() }).nullable(),
    url: z.string().meta({ description: 'Detail page of the item in the language asked: news-notice detail (`from` = its category), or statement detail for statements' }),
    lang: languageSchema,
    fallback: z.boolean(),
  })
  .meta({ id: 'HomeNews' });
export type HomeNews = z.infer<typeof homeNewsSchema>;

export const homepageSchema = z
  .object({
    banners: bannersByCategorySchema,
    news: z.array(homeNewsSchema).meta({ description: 'Up to 3 items pinned to the home page, then the newest others (6 in all); empty when there is no news' }),
    quickLinks: z.array(menuItemSchema).meta({ description: 'The quick-links menu' }),
  })
  .meta({ id: 'Homepage' });
export type Homepage = z.infer<typeof homepageSchema>;
