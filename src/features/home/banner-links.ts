/**
 * Banners of the home page (SPEC §3 "Banner categories"): entries of the module
 * `banner`, each in exactly one of these categories of the `banner` set.
 */
export const BANNER_MODULE = 'banner';

export const BANNER_CATEGORIES = ['homepage-slider', 'homepage-right-slider', 'homepage-right-list'] as const;
export type BannerCategory = (typeof BANNER_CATEGORIES)[number];

export function isBannerCategory(value: unknown): value is BannerCategory {
  return typeof value === 'string' && (BANNER_CATEGORIES as readonly string[]).includes(value);
}
