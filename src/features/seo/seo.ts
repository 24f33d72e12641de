/**
 * Open Graph and canonical tags of a page, computed from the request: absolute
 * URLs on the site's public origin (SITE_URL; src/server/http/site-url.ts), the page's locale and its alternates in the
 * offered languages, and the site image. Pure, so it is unit-tested; the
 * SeoMeta component only prints what this returns.
 */
import { LANGUAGE_CODES, type Language } from '#src/lib/i18n/languages.ts';

/** The site image for link previews (public/og-image.jpg). */
export const OG_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630, type: 'image/jpeg' } as const;

/** Query parameters that never belong in a shared URL (preview keys and versions). */
const PRIVATE_PARAMS = ['preview', 'key', 'vid'];

export interface SeoInput {
  title: string;
  description?: string | null | undefined;
  lang: Language;
  url: URL;
  /** The public origin of absolute URLs (default: the URL's own origin). */
  origin?: string;
  /** Offered languages (setting frontend-lang), for og:locale:alternate. */
  languages: readonly Language[];
  siteName: string;
  /** Fallback description when the page has none. */
  defaultDescription: string;
  imageAlt: string;
  /** `article` for content pages, `website` for the home and section pages. */
  type: 'website' | 'article';
}

export interface SeoTags {
  canonical: string;
  meta: { property: string; content: string }[];
  /** `name=` meta tags (Twitter cards read these). */
  named: { name: string; content: string }[];
}

/** The page's public URL: absolute, without preview parameters. */
export function canonicalUrl(url: URL, origin: string = url.origin): string {
  const clean = new URL(url.pathname + url.search, origin);
  for (const name of PRIVATE_PARAMS) clean.searchParams.delete(name);
  // URLSearchParams writes `a=` for a bare flag; an emptied query is dropped entirely.
  const search = clean.searchParams.toString();
  return `${clean.origin}${clean.pathname}${search ? `?${search}` : ''}`;
}

export function seoTags(input: SeoInput): SeoTags {
  const origin = input.origin ?? input.url.origin;
  const url = canonicalUrl(input.url, origin);
  const description = input.description?.trim() || input.defaultDescription;
  const image = new URL(OG_IMAGE.path, origin).toString();
  const meta = [
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: input.title || input.siteName },
    { property: 'og:description', content: description },
    { property: 'og:type', content: input.type },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: LANGUAGE_CODES[input.lang].ogLocale },
    ...input.languages.filter((l) => l !== input.lang).map((l) => ({ property: 'og:locale:alternate', content: LANGUAGE_CODES[l].ogLocale })),
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: OG_IMAGE.type },
    { property: 'og:image:width', content: String(OG_IMAGE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE.height) },
    { property: 'og:image:alt', content: input.imageAlt },
  ];
  const named = [
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title || input.siteName },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  return { canonical: url, meta, named };
}
