/**
 * Banners of the home page (SPEC §3, §7 `/cms/banner`, `/banner/list`): entries
 * of the module `banner` in one of the three banner categories, in their manual
 * order, within their dates, each with one image, a text alternative per
 * language and a link. A valid preview key shows a saved version of one banner.
 */
import { BANNER_CATEGORIES, BANNER_MODULE, isBannerCategory, type BannerCategory } from './banner-links.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { pageUrl } from '#src/lib/paths.ts';
import { bannerDataSchema, bannerTextDataSchema, type Banner, type BannersByCategory } from './contract.ts';

export { bannerDataSchema, bannerTextDataSchema };
import type { Queryable } from '#src/server/db/open.ts';
import { bannerCategoryRows, bannerEntryRows, bannerImages, bannerTexts, type EntryRow } from './queries.ts';
import { groupBy, pickTranslation } from '#src/features/entries/translations.ts';
import { fileUrl } from '#src/features/files/service.ts';
import { getVersionData, versionTextsFor } from '#src/features/entries/versions.ts';
import type { PreviewRequest } from '#src/server/page/preview-request.ts';
import { macaoToday } from '#src/lib/format.ts';

/** Image sizes by category, used when an entry does not give its own. */
export const BANNER_IMAGE_SIZES: Readonly<Record<BannerCategory, { width: number; height: number }>> = {
  'homepage-slider': { width: 1200, height: 450 },
  'homepage-right-slider': { width: 600, height: 400 },
  'homepage-right-list': { width: 480, height: 270 },
};

const EXTERNAL = /^https?:\/\//i;


/** A banner's link: external URLs as they are, site paths in the visitor's language. */
export function bannerLink(url: string | null, lang: Language): { link: string | null; external: boolean } {
  if (!url) return { link: null, external: false };
  if (EXTERNAL.test(url)) return { link: url, external: true };
  const [path = '', query] = url.split('?');
  return { link: pageUrl(lang, path) + (query ? `?${query}` : ''), external: false };
}

interface BannerQuery {
  categories: readonly BannerCategory[];
  now: Date;
  /** Also include this entry whatever its status and dates (the banner being previewed). */
  includeId?: number | undefined;
}

function isLive(row: EntryRow, today: string, now: Date): boolean {
  return (
    row.status === 'published' &&
    row.publishedAt.getTime() <= now.getTime() &&
    (row.startsOn === null || row.startsOn <= today) &&
    (row.endsOn === null || row.endsOn >= today)
  );
}

async function loadBanners(db: Queryable, lang: Language, query: BannerQuery): Promise<Banner[]> {
  const cats = await bannerCategoryRows(db, query.categories);
  if (!cats.length) return [];
  const slugById = new Map(cats.map((c) => [c.id, c.slug]));
  const rows = await bannerEntryRows(db, cats.map((c) => c.id), query.includeId === undefined ? query.now : undefined);
  const today = macaoToday(query.now);
  const shown = rows.filter((r) => r.id === query.includeId || isLive(r, today, query.now));
  if (!shown.length) return [];
  const ids = shown.map((r) => r.id);
  const [texts, images] = await Promise.all([bannerTexts(db, ids), bannerImages(db, ids)]);
  const textsById = groupBy(texts, (t) => t.entryId);
  const imagesById = groupBy(images, (i) => i.entryId);
  const out: Banner[] = [];
  for (const row of shown) {
    const category = slugById.get(row.catId ?? -1);
    const picked = pickTranslation(textsById.get(row.id) ?? [], lang);
    if (!picked || !isBannerCategory(category)) continue;
    const data = bannerDataSchema.safeParse(row.data);
    const size = data.success ? { width: data.data.imageWidth, height: data.data.imageHeight } : BANNER_IMAGE_SIZES[category];
    const textData = bannerTextDataSchema.safeParse(picked.value.data);
    const rowImages = imagesById.get(row.id) ?? [];
    const image = rowImages.find((i) => i.lang === lang) ?? rowImages.find((i) => i.lang === picked.lang) ?? rowImages.find((i) => i.lang === null);
    const { link, external } = bannerLink(row.url, lang);
    out.push({
      id: row.id,
      slug: row.slug,
      category,
      title: picked.value.title,
      summary: picked.value.summary,
      alt: textData.success ? textData.data.alt : '',
      link,
      external,
      newWindow: (data.success ? data.data.newWindow : undefined) ?? external,
      image: image ? { url: fileUrl(image), mime: image.mime, ...size } : null,
      sortOrder: row.sortOrder,
      lang: picked.lang,
      fallback: picked.fallback,
      preview: false,
    });
  }
  return out;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Plain text of a short HTML fragment (a version's `content`), for the summary line. */
function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The banners of one category (or of all three), in their order. */
export async function listBanners(db: Queryable, lang: Language, category?: BannerCategory, now = new Date()): Promise<Banner[]> {
  return loadBanners(db, lang, { categories: category ? [category] : BANNER_CATEGORIES, now });
}

/** The banners of every category, for the home page. */
export async function bannersByCategory(db: Queryable, lang: Language, now = new Date()): Promise<BannersByCategory> {
  const all = await listBanners(db, lang, undefined, now);
  return {
    'homepage-slider': all.filter((b) => b.category === 'homepage-slider'),
    'homepage-right-slider': all.filter((b) => b.category === 'homepage-right-slider'),
    'homepage-right-list': all.filter((b) => b.category === 'homepage-right-list'),
  };
}

/**
 * SPEC §7 `/banner/list`: the banners of a category; with a valid preview
 * (`preview`, `id`, `vid` and the key), banner `id` shows its saved version
 * `vid` in its place (or joins the list when it is not published yet).
 */
export async function listBannersWithPreview(
  db: Queryable,
  lang: Language,
  category: BannerCategory | undefined,
  request: PreviewRequest,
  now = new Date(),
): Promise<Banner[]> {
  const version = request.preview && request.id ? await getVersionData(db, BANNER_MODULE, request) : null;
  const texts = version ? versionTextsFor(version, lang) : undefined;
  if (!texts || !request.id) return listBanners(db, lang, category, now);
  const banners = await loadBanners(db, lang, { categories: category ? [category] : BANNER_CATEGORIES, now, includeId: request.id });
  return banners.map((b) => {
    if (b.id !== request.id) return b;
    const content = text(texts.content);
    return {
      ...b,
      title: text(texts.title) ?? b.title,
      summary: text(texts.summary) ?? (content !== undefined ? plain(content) || null : b.summary),
      alt: text(texts.alt) ?? b.alt,
      preview: true,
    };
  });
}
