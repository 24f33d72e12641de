/**
 * Addresses of news pages and feeds, shared by the pages, the feeds and the
 * "load more" island so a link is built the same way everywhere.
 */
import type { Language } from '#src/lib/i18n/languages.ts';

/** Entries of this category open on the statement detail route `/{lang}/statement/{slug}/{id}` (SPEC §2). */
export const STATEMENT_CATEGORY = 'statement';

export interface NewsLinkTarget {
  id: number;
  slug: string | null;
  category: { slug: string } | null;
}

/**
 * The detail page of an entry. `from` is the category slug of the list the
 * visitor came from: the detail page offers previous/next within that list.
 */
export function newsDetailHref(lang: Language, entry: NewsLinkTarget, from?: string | null): string {
  if (entry.category?.slug === STATEMENT_CATEGORY) {
    return `/${lang}/statement/${encodeURIComponent(entry.slug ?? STATEMENT_CATEGORY)}/${String(entry.id)}`;
  }
  const params = new URLSearchParams({ id: String(entry.id) });
  if (from) params.set('from', from);
  return `/${lang}/news-notice-detail?${params.toString()}`;
}

export type FeedFormat = 'rss' | 'atom';

/** `/feeds/{lang}/news/{category}.xml` (RSS 2.0) or `.atom` (Atom 1.0). */
export function newsFeedHref(lang: Language, category: string, format: FeedFormat): string {
  return `/feeds/${lang}/news/${encodeURIComponent(category)}.${format === 'rss' ? 'xml' : 'atom'}`;
}

export const FEED_MIME: Readonly<Record<FeedFormat, string>> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
};
