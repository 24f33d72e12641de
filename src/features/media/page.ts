/**
 * Loaders of the media and downloads page modules (SPEC §2): `downloads`,
 * `downloads-advance-release-calendar`, `financial-reports`, `company`,
 * `friendship-links`, `videos` and `graphics`. They read everything the views
 * render; a video or infographic asked for by `?id=` that does not exist is a
 * 404, while the lists stay 200 with their empty states.
 */
import type { EntrySummary, Paged, ModuleCat } from '#src/features/entries/contract.ts';
import { getModuleCats } from '#src/features/entries/module-cats.ts';
import { langAttr } from '#src/lib/i18n/languages.ts';
import { notFound, queryId, view, type Loaded, type LoadContext } from '#src/server/page/page-module.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import type { CompanyItem, DownloadsBySlug, FinancialReportYear, GraphicItem, LinkItem, ReleaseCalendar, VideoItem } from './contract.ts';
import { listCompanies } from './companies.ts';
import { downloadsBySlug, downloadYears, getReleaseCalendar, listDownloads, listFinancialReports } from './downloads.ts';
import { queryInt, queryKeyword, querySlug } from './format.ts';
import { graphics } from './graphics.ts';
import { linksOfType } from './links.ts';
import type { MediaKind } from './list.ts';
import { CATEGORY_SET, COMPANY, DOWNLOAD, FINANCIAL_REPORTS_CAT, FRIENDSHIP_LINK_ROOT, GRAPHIC, LINK, PAGE_SIZE, VIDEO } from './modules.ts';
import { videos } from './videos.ts';

/** Cache tags name the entry module a page is made from (`entries:<module>`), as the news pages do. */
const tags = (...modules: string[]) => ({ tags: modules.map((m) => `entries:${m}`) });

/** Runs a read that throws NotFoundError for an unknown item or category; `fallback` then. */
async function orElse<T>(read: Promise<T>, fallback: T): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof NotFoundError) return fallback;
    throw err;
  }
}

export interface DownloadsModel {
  options: { value: string; label: string; depth: number; lang?: string | undefined }[];
  years: number[];
  cat: string | undefined;
  year: number | undefined;
  keyword: string | undefined;
  page: number;
  /** Without filters, each subcategory with its newest documents. */
  grouped: DownloadsBySlug | undefined;
  list: Paged<EntrySummary> | undefined;
}

/** `downloads`: the documents of the page's category; an overview by subcategory without filters, else a paged list. */
export async function loadDownloads({ db, lang, page, query }: LoadContext): Promise<Loaded<DownloadsModel>> {
  const root = page.moduleCat ?? undefined;
  const tree = await orElse(getModuleCats(db, lang, root ? { module: CATEGORY_SET[DOWNLOAD], slug: root } : { module: CATEGORY_SET[DOWNLOAD] }), [] as ModuleCat[]);
  const options: DownloadsModel['options'] = [];
  const walk = (cats: ModuleCat[], depth: number) => {
    for (const c of cats) {
      options.push({ value: c.slug, label: c.title, depth, lang: langAttr(c.lang, lang) });
      walk(c.children, depth + 1);
    }
  };
  walk(tree, 0);

  const years = await downloadYears(db, root ? [root] : undefined);
  const cat = options.some((o) => o.value === query.cat) ? querySlug(query.cat) : undefined;
  const year = years.includes(queryInt(query.year) ?? 0) ? queryInt(query.year) : undefined;
  const keyword = queryKeyword(query.q);
  const pageNo = queryInt(query.page) ?? 1;
  const rootNode = root ? tree[0] : undefined;
  const overview = !!rootNode && rootNode.children.length > 0 && !cat && !year && !keyword && pageNo === 1;

  let grouped: DownloadsBySlug | undefined;
  let list: Paged<EntrySummary> | undefined;
  if (overview && root) grouped = await downloadsBySlug(db, lang, root, 5);
  else {
    const scope = cat ?? root;
    list = await listDownloads(db, lang, { catSlugs: scope ? [scope] : undefined, keyword, year, page: pageNo, pageSize: PAGE_SIZE.downloads });
  }
  return view({ options, years, cat, year, keyword, page: pageNo, grouped, list }, { cache: tags(DOWNLOAD) });
}

/** `downloads-advance-release-calendar`: the calendar of `?year=`, or the current one for an unknown year. */
export async function loadReleaseCalendar({ db, lang, query }: LoadContext): Promise<Loaded<{ calendar: ReleaseCalendar | null }>> {
  let calendar: ReleaseCalendar | null;
  try {
    calendar = await getReleaseCalendar(db, lang, { year: queryInt(query.year, 2100) });
  } catch (err) {
    if (!(err instanceof NotFoundError)) throw err;
    // An unknown year: show the current calendar instead.
    calendar = await getReleaseCalendar(db, lang);
  }
  return view({ calendar }, { cache: tags(DOWNLOAD) });
}

/** `financial-reports`: by year, the financial statements next to the annual report. */
export async function loadFinancialReports({ db, lang, query }: LoadContext): Promise<Loaded<{ years: FinancialReportYear[] }>> {
  const years = await listFinancialReports(db, lang, querySlug(query.type) ?? FINANCIAL_REPORTS_CAT);
  return view({ years }, { cache: tags(DOWNLOAD) });
}

export interface CompaniesModel {
  subtypes: ModuleCat[];
  sub: string | undefined;
  keyword: string | undefined;
  page: number;
  list: Paged<CompanyItem>;
}

/** `company`: the institutions of the page's type (`type`), by subtype when it has some, filtered by subtype and name. */
export async function loadCompanies({ db, lang, query }: LoadContext): Promise<Loaded<CompaniesModel>> {
  const type = querySlug(query.type);
  const root = type ? (await orElse(getModuleCats(db, lang, { module: CATEGORY_SET[COMPANY], slug: type }), []))[0] : undefined;
  const subtypes = root?.children ?? [];
  const sub = subtypes.some((c) => c.slug === query.sub) ? querySlug(query.sub) : undefined;
  const keyword = queryKeyword(query.q);
  const pageNo = queryInt(query.page) ?? 1;
  const scope = sub ?? root?.slug;
  // A page naming a type that no longer exists lists nothing rather than everything.
  const list = type && !root ? { data: [], total: 0 } : await listCompanies(db, lang, { catSlugs: scope ? [scope] : undefined, keyword, page: pageNo, pageSize: PAGE_SIZE.companies });
  return view({ subtypes, sub, keyword, page: pageNo, list }, { cache: tags(COMPANY) });
}

export interface LinkGroup {
  slug: string;
  title: string;
  items: LinkItem[];
}

/** `friendship-links`: the links of the page's type (default the friendship links), by category in the category order. */
export async function loadFriendshipLinks({ db, lang, query }: LoadContext): Promise<Loaded<{ groups: LinkGroup[] }>> {
  const type = querySlug(query.type) ?? FRIENDSHIP_LINK_ROOT;
  const [root] = await orElse(getModuleCats(db, lang, { module: CATEGORY_SET[LINK], slug: type }), []);
  const links = root ? await orElse(linksOfType(db, lang, type), []) : [];
  const order = root ? [root.slug, ...root.children.map((c) => c.slug)] : [];
  const groups = order
    .map((slug) => ({ slug, title: links.find((l) => l.category?.slug === slug)?.category?.title ?? slug, items: links.filter((l) => l.category?.slug === slug) }))
    .filter((g) => g.items.length > 0);
  return view({ groups }, { cache: tags(LINK) });
}

/** A gallery page (videos, infographics): one item (`?id=`, 404 when unknown) or a filtered, paged list. */
export type GalleryModel<T> =
  | { detail: T }
  | { detail?: undefined; cats: ModuleCat[]; cat: string | undefined; keyword: string | undefined; page: number; pageSize: number; list: Paged<T> };

function galleryLoader<T>(kind: MediaKind<T>, module: typeof VIDEO | typeof GRAPHIC, pageSize: number) {
  const cache = tags(module);
  return async ({ db, lang, query }: LoadContext): Promise<Loaded<GalleryModel<T>>> => {
    if (query.id) {
      const id = queryId(query.id);
      const detail = id ? await orElse<T | undefined>(kind.get(db, id, lang), undefined) : undefined;
      return detail ? view({ detail }, { cache }) : notFound();
    }
    const cat = querySlug(query.cat);
    const keyword = queryKeyword(query.q);
    const pageNo = queryInt(query.page) ?? 1;
    const cats = await getModuleCats(db, lang, { module: CATEGORY_SET[module] });
    const known = cats.some((c) => c.slug === cat);
    const list = await kind.list(db, lang, { catSlugs: known && cat ? [cat] : undefined, keyword, page: pageNo, pageSize });
    return view({ cats, cat, keyword, page: pageNo, pageSize, list }, { cache });
  };
}

export const loadVideos = galleryLoader<VideoItem>(videos, VIDEO, PAGE_SIZE.videos);
export const loadGraphics = galleryLoader<GraphicItem>(graphics, GRAPHIC, PAGE_SIZE.graphics);
