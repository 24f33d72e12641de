/**
 * `/sitemap.xml`: every page of the main menu in every offered language, each
 * with its alternates in the other languages (`xhtml:link rel="alternate"
 * hreflang`) and the date it last changed in that language.
 */
import { BANNER_MODULE } from '#src/features/home/banner-links.ts';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from '#src/lib/i18n/languages.ts';
import { pageUrl } from '#src/lib/paths.ts';
import { isStatModule } from '#src/features/stats/stat-modules.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { newestPublishedUpdate, pageTextUpdates, publishedNewsRows, statUpdatesByModule } from './queries.ts';
import { newsDetailHref } from '#src/features/news/contract.ts';
import { FALLBACK_CHAIN } from '#src/features/entries/translations.ts';
import { NEWS_MODULE } from '#src/features/home/service.ts';
import { loadMenuTree, MAIN_MENU } from '#src/features/site/menu-service.ts';
import { type MenuNode } from '#src/server/page/menu-tree.ts';
import { getSiteSettings } from '#src/features/site/settings.ts';

/**
 * Page modules that are not documents of their own: search results and the news
 * detail shown without an item.
 */
const NOT_INDEXED_MODULES = new Set(['search', 'news-detail']);

export interface SitemapEntry {
  /** Path without the language segment ('' for the home page). */
  path: string;
  /** Last change per language. */
  lastmod: Partial<Record<Language, Date>>;
}

const latest = (...dates: (Date | null | undefined)[]): Date | undefined =>
  dates.filter((d): d is Date => d instanceof Date && !Number.isNaN(d.getTime())).sort((a, b) => b.getTime() - a.getTime())[0];

/** True for menu nodes that are pages of this site worth listing. */
export function isListedPage(node: MenuNode): boolean {
  return (
    !!node.page &&
    !node.url &&
    node.status === 'published' &&
    // Sub-page parents only redirect to their first child.
    node.page.template !== 'sub-pages' &&
    !NOT_INDEXED_MODULES.has(node.page.module ?? '')
  );
}

export async function sitemapEntries(db: Queryable, now = new Date()): Promise<{ languages: Language[]; entries: SitemapEntry[] }> {
  const { languages } = await getSiteSettings(db);
  const tree = await loadMenuTree(db, MAIN_MENU, DEFAULT_LANGUAGE);
  const nodes = [...tree.byPath.values()].filter(isListedPage);
  const pageIds = nodes.map((n) => n.page?.id ?? 0);
  const [bodies, statUpdates, homeUpdate] = await Promise.all([
    pageTextUpdates(db, pageIds),
    // A statistics page changes when its series do.
    statUpdatesByModule(db),
    // The home page shows banners and news.
    newestPublishedUpdate(db, [BANNER_MODULE, NEWS_MODULE], now),
  ]);
  const statByModule = new Map(statUpdates.map((r) => [r.module, new Date(r.updatedAt)]));
  const bodiesByPage = new Map<number, Map<Language, Date>>();
  for (const b of bodies) {
    const map = bodiesByPage.get(b.pageId) ?? new Map<Language, Date>();
    map.set(b.lang, b.updatedAt);
    bodiesByPage.set(b.pageId, map);
  }

  const out: SitemapEntry[] = [];
  const allPages: Date[] = [];
  for (const node of nodes) {
    const page = node.page;
    if (!page) continue;
    const texts = bodiesByPage.get(page.id);
    const module = page.module ?? '';
    const lastmod: Partial<Record<Language, Date>> = {};
    for (const lang of languages) {
      // The text shown is the nearest translation, so its date is the one that counts.
      const shown = FALLBACK_CHAIN[lang].map((l) => texts?.get(l)).find((d) => d !== undefined);
      const date = latest(node.updatedAt, shown, isStatModule(module) ? statByModule.get(module) : undefined);
      if (date) {
        lastmod[lang] = date;
        allPages.push(date);
      }
    }
    out.push({ path: node.path, lastmod });
  }
  const home = latest(homeUpdate?.updatedAt ? new Date(homeUpdate.updatedAt) : undefined) ?? latest(...allPages);
  const homeLastmod: Partial<Record<Language, Date>> = {};
  if (home) for (const lang of languages) homeLastmod[lang] = home;
  return { languages, entries: [{ path: '', lastmod: homeLastmod }, ...out, ...(await newsDetailEntries(db, languages, now))] };
}

/**
 * The detail pages of published news, notices and statements (their own
 * documents, outside the menu): the news-notice detail read in its own category,
 * or the statement route under its canonical slug.
 */
async function newsDetailEntries(db: Queryable, languages: readonly Language[], now: Date): Promise<SitemapEntry[]> {
  const rows = await publishedNewsRows(db, NEWS_MODULE, now);
  return rows
    .filter((row) => !row.url)
    .map((row) => {
      const category = row.catSlug ? { slug: row.catSlug } : null;
      // The link builder gives `/{lang}/…`; the sitemap wants the path after the language.
      const path = newsDetailHref(DEFAULT_LANGUAGE, { id: row.id, slug: row.slug, category }, row.catSlug).replace(`/${DEFAULT_LANGUAGE}/`, '');
      const lastmod: Partial<Record<Language, Date>> = {};
      for (const lang of languages) lastmod[lang] = row.updatedAt;
      return { path, lastmod };
    });
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** W3C date-time in UTC, whole seconds. */
export function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The sitemap document for a site served at `origin` (e.g. `https://www.amcm.gov.mo`). */
export function renderSitemap(origin: string, languages: readonly Language[], list: readonly SitemapEntry[]): string {
  const base = origin.replace(/\/+$/, '');
  const defaultLang = languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : languages[0];
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of list) {
    const alternates = languages.map((l) => `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_CODES[l].htmlLang}" href="${escapeXml(base + pageUrl(l, entry.path))}"/>`);
    if (defaultLang) alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + pageUrl(defaultLang, entry.path))}"/>`);
    for (const lang of languages) {
      const lastmod = entry.lastmod[lang];
      lines.push('  <url>', `    <loc>${escapeXml(base + pageUrl(lang, entry.path))}</loc>`);
      if (lastmod) lines.push(`    <lastmod>${w3cDate(lastmod)}</lastmod>`);
      lines.push(...alternates, '  </url>');
    }
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export async function buildSitemap(db: Queryable, origin: string, now = new Date()): Promise<string> {
  const { languages, entries: list } = await sitemapEntries(db, now);
  return renderSitemap(origin, languages, list);
}
