/**
 * Everything the home page shows besides the shell, read in one go (SPEC §7
 * `/api/v1/bff/homepage`): banners by category, the home news and the quick links.
 * The page and the API call share it.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import { newsDetailHref } from '#src/features/news/contract.ts';
import type { HomeNews, Homepage } from './contract.ts';
import type { EntrySummary } from '#src/features/entries/contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { bannersByCategory } from './banners.ts';
import { listEntries } from '#src/features/entries/service.ts';
import { getMenu } from '#src/features/site/menu-service.ts';

export const NEWS_MODULE = 'news';
export const QUICK_LINKS_MENU = 'quick-links';
/** News items on the home page, of which at most this many pinned ones. */
export const HOME_NEWS_COUNT = 6;
export const HOME_PINNED_COUNT = 3;

function toHomeNews(entry: EntrySummary, lang: Language): HomeNews {
  return {
    id: entry.id,
    title: entry.title,
    publishedAt: entry.publishedAt,
    isTop: entry.isTop,
    category: entry.category ? { slug: entry.category.slug, title: entry.category.title, lang: entry.category.lang } : null,
    // The item's own category is the list it is read in (previous/next on the detail page).
    url: newsDetailHref(lang, entry, entry.category?.slug),
    lang: entry.lang,
    fallback: entry.fallback,
  };
}

/**
 * The home page's news: the newest items marked for the home page (at most
 * `HOME_PINNED_COUNT`), then the newest of the others, `HOME_NEWS_COUNT` in all;
 * an empty list when there is no news.
 */
export async function getHomeNews(db: Queryable, lang: Language, now = new Date()): Promise<HomeNews[]> {
  const pinned = await listEntries(db, lang, { module: NEWS_MODULE, topOnly: true, order: 'newest', page: 1, pageSize: HOME_PINNED_COUNT, now });
  // The "newest" order lists every pinned item first: read past them to the newest others.
  const { data } = await listEntries(db, lang, { module: NEWS_MODULE, order: 'newest', page: 1, pageSize: pinned.total + HOME_NEWS_COUNT, now });
  const others = data.filter((e) => !e.isTop).slice(0, HOME_NEWS_COUNT - pinned.data.length);
  return [...pinned.data, ...others].map((e) => toHomeNews(e, lang));
}

export async function getHomepage(db: Queryable, lang: Language, now = new Date()): Promise<Homepage> {
  const [banners, news, quickLinks] = await Promise.all([bannersByCategory(db, lang, now), getHomeNews(db, lang, now), getMenu(db, QUICK_LINKS_MENU, lang)]);
  return { banners, news, quickLinks };
}
