/**
 * The loader of the home page (SPEC §2 "Home"): banners, latest news and quick
 * links, the site notice and pop-up, and the sections of the site, all read
 * before rendering so the route can answer 404 for an unoffered language.
 */
import { pageUrl } from '#src/lib/paths.ts';
import type { MenuItem } from '#src/server/page/contract.ts';
import type { Notice } from '#src/features/site/contract.ts';
import { getActiveNotices } from '#src/features/site/notices.ts';
import { notFound, view, type Loaded } from '#src/server/page/page-module.ts';
import type { RequestContext } from '#src/server/page/page-module.ts';
import type { SiteContext } from '#src/features/site/service.ts';
import type { Homepage } from './contract.ts';
import { getHomepage } from './service.ts';
import { cachedByRevision, type RevisionCacheOptions } from '#src/server/cache/revision.ts';

/** The list the "more news" link opens (falls back to the news section). */
const NEWS_LIST_PATHS = ['news-notice/news', 'news-notice'];

export interface HomeModel {
  home: Homepage;
  /** The site notice(s) and pop-up(s) shown at the top of the home page (SPEC §2 Layout). */
  notices: Notice[];
  popups: Notice[];
  /** The top-level sections of the main menu shown in the menu. */
  sections: MenuItem[];
  moreNewsUrl: string | undefined;
  /** SPEC §1: Portuguese visitors are told when some of what they see is only in Chinese and English. */
  partial: boolean;
  /** Whether the side column has anything to show. */
  hasSide: boolean;
}

/**
 * What the home page shows is the same for every visitor in a language: it is read
 * once per content revision (any write moves it) and at most a minute, because
 * banners, news and notices also start and end with time, with no write.
 */
const HOME_DATA_CACHE: RevisionCacheOptions = { maxAgeMs: 60_000, maxEntries: 8 };

async function loadNotices({ db, lang }: RequestContext<SiteContext>): Promise<{ notices: Notice[]; popups: Notice[] }> {
  try {
    return await cachedByRevision(
      db,
      `home-notices:${lang}`,
      async () => {
        const [notices, popups] = await Promise.all([getActiveNotices(db, 'notice', lang), getActiveNotices(db, 'popup', lang)]);
        return { notices, popups };
      },
      HOME_DATA_CACHE,
    );
  } catch (err) {
    // A notice must never take the home page down.
    console.error('home notices unavailable', err);
    return { notices: [], popups: [] };
  }
}

/** The home page in the request's language; 404 when the language is not offered (setting frontend-lang). */
export async function loadHome(request: RequestContext<SiteContext>): Promise<Loaded<HomeModel>> {
  const { db, lang, site } = request;
  if (!site.settings.languages.includes(lang)) return notFound();
  const [home, { notices, popups }] = await Promise.all([cachedByRevision(db, `home:${lang}`, () => getHomepage(db, lang), HOME_DATA_CACHE), loadNotices(request)]);
  const newsPath = NEWS_LIST_PATHS.find((p) => site.tree.byPath.has(p));
  const partial =
    lang === 'pt' && [...Object.values(home.banners).flat(), ...home.news, ...home.quickLinks.map((l) => ({ fallback: l.lang !== lang }))].some((i) => i.fallback);
  const hasSide = home.banners['homepage-right-slider'].length + home.banners['homepage-right-list'].length + home.quickLinks.length > 0;
  return view(
    {
      home,
      notices,
      popups,
      sections: site.tree.roots.filter((r) => r.showInMenu),
      moreNewsUrl: newsPath ? pageUrl(lang, newsPath) : undefined,
      partial,
      hasSide,
    },
    { cache: { tags: ['entries:banner', 'entries:news', 'menu', 'notices'] } },
  );
}
