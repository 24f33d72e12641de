/**
 * RSS 2.0 and Atom 1.0 feeds of news per category (or group, or `all`) and
 * language: `/feeds/{lang}/news/{category}.xml` and `.atom`. Texts are escaped
 * for XML and characters XML cannot carry are dropped, so any CMS text gives a
 * well-formed document.
 */
import { LANGUAGE_CODES, type Language } from '#src/lib/i18n/languages.ts';
import { excerpt } from '#src/lib/format.ts';
import { newsDetailHref, newsFeedHref, type FeedFormat } from './contract.ts';
import type { EntrySummary } from '#src/features/entries/contract.ts';
import { pageUrl } from '#src/lib/paths.ts';
import { newsText } from './messages.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { listPagePath } from './queries.ts';
import { allNewsCategories, isNewsGroup, listNews, NEWS_GROUPS } from './service.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { siteText } from '#src/features/site/messages.ts';

export const FEED_SIZE = 20;
/** Feed slug for every news category at once. */
export const ALL_NEWS = 'all';
const NEWS_SECTION_PATH = 'news-notice';
const LIST_MODULES = ['news-category', 'news-category-medical-malpractice'];

export interface NewsFeed {
  lang: Language;
  slug: string;
  title: string;
  description: string;
  /** Absolute URLs. */
  selfUrl: string;
  listUrl: string;
  /** The newest entry's date, or the time of the request for an empty feed. */
  updated: string;
  items: (EntrySummary & { link: string })[];
}

/** The menu path of the list page of a news category, if the site has one. */
export async function newsListPath(db: Queryable, slug: string): Promise<string | undefined> {
  return listPagePath(db, slug, LIST_MODULES);
}

export async function loadNewsFeed(db: Queryable, lang: Language, slug: string, origin: string, format: FeedFormat, now = new Date()): Promise<NewsFeed> {
  const siteName = siteText.t(lang, 'site.name');
  let title: string;
  let description = newsText.t(lang, 'news.feedAllDescription');
  let listPath: string | undefined;
  if (slug !== ALL_NEWS) {
    const cats = await allNewsCategories(db, lang);
    const flat = cats.flatMap(function walk(c): typeof cats {
      return [c, ...c.children.flatMap(walk)];
    });
    if (isNewsGroup(slug)) {
      const members = (NEWS_GROUPS[slug] ?? []).map((m) => flat.find((c) => c.slug === m)?.title).filter(Boolean);
      title = `${members.join(newsText.t(lang, 'news.listSeparator'))} | ${siteName}`;
    } else {
      const cat = flat.find((c) => c.slug === slug);
      if (!cat) throw new NotFoundError();
      title = `${cat.title} | ${siteName}`;
      description = cat.summary ?? description;
      listPath = await newsListPath(db, slug);
    }
  } else title = `${newsText.t(lang, 'news.feedAllTitle')} | ${siteName}`;
  const list = await listNews(db, lang, { catSlugs: slug === ALL_NEWS ? [] : [slug], includeSubCats: true, pageSize: FEED_SIZE, now });
  // Pinned entries lead lists on the site; a feed is in publication order.
  const items = [...list.data]
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)
    .map((e) => ({ ...e, link: origin + newsDetailHref(lang, e, slug === ALL_NEWS ? null : slug) }));
  return {
    lang,
    slug,
    title,
    description,
    selfUrl: origin + newsFeedHref(lang, slug, format),
    listUrl: origin + pageUrl(lang, listPath ?? NEWS_SECTION_PATH),
    updated: items[0]?.publishedAt ?? now.toISOString(),
    items,
  };
}

/** Characters XML 1.0 allows: tab, line feed, carriage return and the printable planes (no lone surrogates). */
const xmlAllowed = (code: number) =>
  code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);

/** Text for XML: markup characters escaped, characters outside the XML 1.0 range removed. */
export function xmlText(text: string | null | undefined): string {
  return [...(text ?? '')]
    .filter((c) => xmlAllowed(c.codePointAt(0) ?? 0))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** RFC 822 date, as RSS 2.0 requires. */
const rfc822 = (iso: string) => new Date(iso).toUTCString().replace('GMT', '+0000');

const summaryOf = (e: EntrySummary) => excerpt(e.summary, e.lang);

export function renderRss(feed: NewsFeed): string {
  const items = feed.items
    .map(
      (e) => `    <item>
      <title>${xmlText(e.title)}</title>
      <link>${xmlText(e.link)}</link>
      <guid isPermaLink="true">${xmlText(e.link)}</guid>
      <pubDate>${rfc822(e.publishedAt)}</pubDate>
${e.category ? `      <category>${xmlText(e.category.title)}</category>\n` : ''}      <description>${xmlText(summaryOf(e))}</description>
${e.fallback ? `      <dc:language>${LANGUAGE_CODES[e.lang].htmlLang}</dc:language>\n` : ''}    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlText(feed.title)}</title>
    <link>${xmlText(feed.listUrl)}</link>
    <description>${xmlText(feed.description)}</description>
    <language>${LANGUAGE_CODES[feed.lang].htmlLang.toLowerCase()}</language>
    <lastBuildDate>${rfc822(feed.updated)}</lastBuildDate>
    <atom:link href="${xmlText(feed.selfUrl)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}

export function renderAtom(feed: NewsFeed): string {
  const author = xmlText(siteText.t(feed.lang, 'site.name'));
  const entries = feed.items
    .map(
      (e) => `  <entry${e.fallback ? ` xml:lang="${LANGUAGE_CODES[e.lang].htmlLang}"` : ''}>
    <id>${xmlText(e.link)}</id>
    <title type="text">${xmlText(e.title)}</title>
    <link rel="alternate" type="text/html" href="${xmlText(e.link)}"/>
    <published>${new Date(e.publishedAt).toISOString()}</published>
    <updated>${new Date(e.publishedAt).toISOString()}</updated>
${e.category ? `    <category term="${xmlText(e.category.slug)}" label="${xmlText(e.category.title)}"/>\n` : ''}    <summary type="text">${xmlText(summaryOf(e))}</summary>
  </entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${LANGUAGE_CODES[feed.lang].htmlLang}">
  <id>${xmlText(feed.selfUrl)}</id>
  <title type="text">${xmlText(feed.title)}</title>
  <subtitle type="text">${xmlText(feed.description)}</subtitle>
  <updated>${new Date(feed.updated).toISOString()}</updated>
  <link rel="self" type="application/atom+xml" href="${xmlText(feed.selfUrl)}"/>
  <link rel="alternate" type="text/html" href="${xmlText(feed.listUrl)}"/>
  <author><name>${author}</name></author>
${entries}
</feed>
`;
}
