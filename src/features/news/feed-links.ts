/**
 * The `<link rel="alternate">` feeds of a news list page, for the page head
 * (kept apart from links.ts so the browser bundle does not carry the messages).
 */
import { newsText } from './messages.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { FEED_MIME, newsFeedHref } from './contract.ts';

export const NEWS_LIST_MODULES: readonly string[] = ['news-category', 'news-category-medical-malpractice'];

export interface FeedLink {
  type: string;
  href: string;
  title: string;
}

/** Feeds of a page that lists news: its category's RSS and Atom feeds; none for any other page. */
export function newsFeedLinks(lang: Language, page: { module: string | null; moduleCat: string | null; title: string } | undefined): FeedLink[] {
  if (!page?.module || !page.moduleCat || !NEWS_LIST_MODULES.includes(page.module)) return [];
  return [
    { type: FEED_MIME.rss, href: newsFeedHref(lang, page.moduleCat, 'rss'), title: newsText.t(lang, 'news.rssFeed', { title: page.title }) },
    { type: FEED_MIME.atom, href: newsFeedHref(lang, page.moduleCat, 'atom'), title: newsText.t(lang, 'news.atomFeed', { title: page.title }) },
  ];
}
