/**
 * The news module (SPEC §2 news-category and news-detail pages, §7 /cms/news and
 * /news/...): paged lists by category, details with the previous and next entry
 * of the list the visitor came from, categories, the home page selection, the
 * years that have news, and feeds. Built on the shared entries layer.
 *
 * Category groups: the core seed's news categories are flat, but SPEC §7 asks for
 * the categories "by slug" `news-press`. Rather than re-parenting core categories,
 * a group is a named list of categories defined here (`NEWS_GROUPS`); wherever a
 * category slug is accepted (lists, `from`, feeds, categories by slug), a group
 * slug stands for its member categories.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { ModuleCat, EntryDetail, EntrySummary, Paged } from '#src/features/entries/contract.ts';
import type { HomeNews, NewsLink, NewsWithBrother } from './contract.ts';
import { getModuleCats } from '#src/features/entries/module-cats.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { newsCategorySlugRows, newsYearsAscending } from './queries.ts';
import { categoryIds, getEntry, getNeighbours, listEntries, type EntryFilter } from '#src/features/entries/service.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { getEntryPreview } from '#src/features/entries/preview.ts';
import type { PreviewRequest } from '#src/server/page/preview-request.ts';

export const NEWS_MODULE = 'news';

/** Named groups of news categories, in the order they are shown. */
export const NEWS_GROUPS: Readonly<Record<string, readonly string[]>> = {
  'news-press': ['press-releases', 'news', 'notices', 'statement'],
};

export const DEFAULT_PAGE_SIZE = 10;

export interface NewsListFilter {
  /** Category (or group) slugs; none means every news category. */
  catSlugs?: readonly string[] | undefined;
  includeSubCats?: boolean | undefined;
  /** Published on or after / on or before these Macao dates (YYYY-MM-DD). */
  begin?: string | undefined;
  end?: string | undefined;
  year?: number | undefined;
  keyword?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  topOnly?: boolean;
  now?: Date;
}

/** The slugs of the news category set. */
export async function newsCategorySlugs(db: Queryable): Promise<string[]> {
  const rows = await newsCategorySlugRows(db, NEWS_MODULE);
  return rows.map((r) => r.slug);
}

export const isNewsGroup = (slug: string) => Object.hasOwn(NEWS_GROUPS, slug);

/**
 * Group slugs replaced by their categories, duplicates removed. Unknown slugs
 * are a 404: a list of a category that does not exist is an error, not an empty list.
 */
export async function resolveNewsSlugs(db: Queryable, slugs: readonly string[]): Promise<string[]> {
  if (!slugs.length) return [];
  const known = new Set(await newsCategorySlugs(db));
  const out: string[] = [];
  for (const slug of slugs) {
    const members = NEWS_GROUPS[slug] ?? [slug];
    for (const member of members) {
      if (!known.has(member)) throw new NotFoundError();
      if (!out.includes(member)) out.push(member);
    }
  }
  return out;
}

function entryFilter(filter: NewsListFilter, catSlugs: string[]): EntryFilter {
  return {
    module: NEWS_MODULE,
    catSlugs: catSlugs.length ? catSlugs : undefined,
    includeSubCats: filter.includeSubCats ?? false,
    begin: filter.begin,
    end: filter.end,
    year: filter.year,
    keyword: filter.keyword,
    page: filter.page ?? 1,
    pageSize: filter.pageSize ?? DEFAULT_PAGE_SIZE,
    order: 'newest',
    ...(filter.topOnly ? { topOnly: true } : {}),
    ...(filter.now ? { now: filter.now } : {}),
  };
}

/** A page of news, newest first (pinned entries lead), and the total matching. */
export async function listNews(db: Queryable, lang: Language, filter: NewsListFilter = {}): Promise<Paged<EntrySummary>> {
  const catSlugs = await resolveNewsSlugs(db, filter.catSlugs ?? []);
  return listEntries(db, lang, entryFilter(filter, catSlugs));
}

const toLink = (entry: EntrySummary | null): NewsLink | null =>
  entry ? { id: entry.id, slug: entry.slug, title: entry.title, publishedAt: entry.publishedAt, category: entry.category, lang: entry.lang } : null;

/** One published news entry; unknown, draft or future ids are a 404. */
export function getNews(db: Queryable, lang: Language, id: number, now?: Date): Promise<EntryDetail> {
  return getEntry(db, NEWS_MODULE, id, lang, now);
}

/**
 * An entry with its neighbours (SPEC §7 news_with_brother) in the list the
 * visitor came from: `from` is a category or group slug; when it is missing or
 * unknown, the entry's own category. `previous` is newer, `next` older.
 */
export async function getNewsWithBrother(db: Queryable, lang: Language, id: number, from?: string | null, now?: Date): Promise<NewsWithBrother> {
  const news = await getNews(db, lang, id, now);
  let list: string | null = null;
  let catSlugs: string[] = [];
  if (from) {
    try {
      catSlugs = await resolveNewsSlugs(db, [from]);
      list = from;
    } catch (err) {
      if (!(err instanceof NotFoundError)) throw err;
    }
  }
  if (!list && news.category) {
    list = news.category.slug;
    catSlugs = [news.category.slug];
  }
  if (!list) return { news, from: null, previous: null, next: null };
  const neighbours = await getNeighbours(db, lang, entryFilter({ includeSubCats: true, ...(now ? { now } : {}) }, catSlugs), id);
  return { news, from: list, previous: toLink(neighbours.previous), next: toLink(neighbours.next) };
}

/** Every news category, as a tree (SPEC §7 all_news_cat). */
export function allNewsCategories(db: Queryable, lang: Language): Promise<ModuleCat[]> {
  return getModuleCats(db, lang, { module: NEWS_MODULE });
}

/**
 * The categories under a slug (SPEC §7 all_news_cat_by_slug): a group's member
 * categories, a category's children, or the category itself when it has none.
 */
export async function newsCategoriesBySlug(db: Queryable, lang: Language, slug: string): Promise<ModuleCat[]> {
  const members = NEWS_GROUPS[slug];
  if (members) {
    const all = await allNewsCategories(db, lang);
    const flat = (cats: ModuleCat[]): ModuleCat[] => cats.flatMap((c) => [c, ...flat(c.children)]);
    const bySlug = new Map(flat(all).map((c) => [c.slug, c]));
    return members.map((m) => bySlug.get(m)).filter((c): c is ModuleCat => c !== undefined);
  }
  const [node] = await getModuleCats(db, lang, { module: NEWS_MODULE, slug });
  if (!node) throw new NotFoundError();
  return node.children.length ? node.children : [node];
}

/**
 * The home page's news (SPEC §7 home_news): the latest pinned entries, then the
 * latest entries of each top-level category that has any.
 */
export async function homeNews(db: Queryable, lang: Language, options: { top?: number; perCategory?: number; now?: Date } = {}): Promise<HomeNews> {
  const now = options.now ? { now: options.now } : {};
  const top = await listNews(db, lang, { topOnly: true, pageSize: options.top ?? 5, ...now });
  const categories: HomeNews['categories'] = [];
  for (const cat of await allNewsCategories(db, lang)) {
    const latest = await listNews(db, lang, { catSlugs: [cat.slug], includeSubCats: true, pageSize: options.perCategory ?? 3, ...now });
    if (latest.data.length) categories.push({ category: { id: cat.id, slug: cat.slug, title: cat.title }, items: latest.data });
  }
  return { top: top.data, categories };
}

/** The years (Macao time) in which news of these categories was published, newest first: the year filter's choices. */
export async function newsYears(db: Queryable, catSlugs: readonly string[] = [], now = new Date()): Promise<number[]> {
  const slugs = await resolveNewsSlugs(db, catSlugs);
  const ids = slugs.length ? await categoryIds(db, NEWS_MODULE, slugs, true) : undefined;
  if (ids && !ids.length) return [];
  const rows = await newsYearsAscending(db, NEWS_MODULE, ids, now);
  return rows.map((r) => Number(r.year)).reverse();
}

/**
 * `/api/v1/news/item`: the published entry, or with a valid preview key its
 * saved version `vid` (SPEC §2 preview, the key check of the preview service).
 */
export async function getNewsItem(db: Queryable, lang: Language, request: PreviewRequest & { id: number }): Promise<EntryDetail & { preview: boolean }> {
  if (!request.preview) return { ...(await getNews(db, lang, request.id)), preview: false };
  const { entry, preview } = await getEntryPreview(db, 'news', lang, request);
  return { ...entry, preview };
}
