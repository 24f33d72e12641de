/**
 * Writes the home-page and statistics content: the banner and statistics
 * category sets, the banners with their images, one saved banner version for
 * the preview route, and the statistical series with their points and files.
 */
import { BANNER_CATEGORIES, BANNER_MODULE } from '#src/features/home/banner-links.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { STAT_MODULES } from '#src/features/stats/stat-modules.ts';
import type { Transaction } from '#src/server/db/open.ts';
import { contentVersions, moduleCatI18n, moduleCats } from '#src/features/entries/schema.ts';
import { statPoints, statSeries, statSeriesI18n } from '#src/features/stats/schema.ts';
import { storeFile } from '#src/features/files/service.ts';
import { seriesCsv } from '#src/features/stats/export.ts';
import { BANNER_IMAGE_SIZES } from '#src/features/home/banners.ts';
import { toSimplified } from '#src/server/text/chinese.ts';
import { writeEntries, type EntrySeed, type EntryText } from '#src/seed/entries-writer.ts';
import { deleteContentVersions, deleteEntries, deleteModuleCats, resetIdSequence } from '#src/seed/queries.ts';
import { SEED_BASE_DATE, itemDates, randomFor } from '#src/seed/random.ts';
import type { Texts } from '#src/seed/types.ts';
import type { Counts } from '#src/seed/write.ts';
import { bannerSvg } from './banner-art.ts';
import { BANNER_CATEGORY_TITLES, BANNER_VERSION, BANNERS, VERSIONED_BANNER_SLUG } from './banners-data.ts';
import { generateSeries, type GeneratedFrequency } from './series-generator.ts';
import { deleteStatSeries, deleteUnusedFiles } from './queries.ts';
import { FIRST_PERIOD, LATEST_PERIOD, RELEASE_KEYS, STAT_CATEGORIES, STAT_SERIES } from './statistics-data.ts';

const DAY = 86_400_000;
const CATEGORY_MODULES = [BANNER_MODULE, ...STAT_MODULES];

function expand(texts: Texts): { lang: Language; value: string }[] {
  const out: { lang: Language; value: string }[] = [
    { lang: 'zh-hant', value: texts['zh-hant'] },
    { lang: 'zh-hans', value: toSimplified(texts['zh-hant']) },
    { lang: 'en', value: texts.en },
  ];
  if (texts.pt !== undefined) out.push({ lang: 'pt', value: texts.pt });
  return out;
}

async function writeCategories(tx: Transaction, counts: Counts): Promise<Map<string, number>> {
  const specs = [
    ...BANNER_CATEGORIES.map((slug) => ({ module: BANNER_MODULE, slug, title: BANNER_CATEGORY_TITLES[slug] as Texts })),
    ...STAT_CATEGORIES.map((c) => ({ module: c.module as string, slug: c.slug, title: c.title })),
  ];
  const inserted = await tx
    .insert(moduleCats)
    .values(specs.map((c, index) => ({ module: c.module, slug: c.slug, sortOrder: index, ...itemDates(`module-cat:${c.module}:${c.slug}`) })))
    .onConflictDoNothing({ target: [moduleCats.module, moduleCats.slug] })
    .returning({ id: moduleCats.id, module: moduleCats.module, slug: moduleCats.slug });
  const ids = new Map(inserted.map((r) => [`${r.module}/${r.slug}`, r.id]));
  const texts = specs.flatMap((c) => {
    const id = ids.get(`${c.module}/${c.slug}`);
    return id === undefined ? [] : expand(c.title).map((t) => ({ moduleCatId: id, lang: t.lang, title: t.value }));
  });
  if (texts.length) await tx.insert(moduleCatI18n).values(texts);
  counts.moduleCats = (counts.moduleCats ?? 0) + inserted.length;
  counts.moduleCatI18n = (counts.moduleCatI18n ?? 0) + texts.length;
  return ids;
}

function bannerText(text: { title: string; summary: string; alt: string }, convert = (s: string) => s): EntryText {
  return { title: convert(text.title), summary: convert(text.summary), data: { alt: convert(text.alt) } };
}

async function writeBanners(tx: Transaction, counts: Counts): Promise<number[]> {
  const order = new Map<string, number>();
  const items: EntrySeed[] = BANNERS.map((b) => {
    const sortOrder = order.get(b.category) ?? 0;
    order.set(b.category, sortOrder + 1);
    const size = BANNER_IMAGE_SIZES[b.category];
    const texts: EntrySeed['texts'] = {
      'zh-hant': bannerText(b.texts['zh-hant']),
      // Written out (not left to the writer) so the text alternative is converted too.
      'zh-hans': bannerText(b.texts['zh-hant'], toSimplified),
      en: bannerText(b.texts.en),
    };
    if (b.texts.pt) texts.pt = bannerText(b.texts.pt);
    return {
      slug: b.slug,
      catSlug: b.category,
      publishedAt: new Date(b.publishedAt),
      endsOn: b.endsOn ?? null,
      sortOrder,
      url: b.url,
      data: { imageWidth: size.width, imageHeight: size.height, newWindow: false },
      texts,
      files: [{ name: `banner-${b.slug}.svg`, mime: 'image/svg+xml', content: Buffer.from(bannerSvg(b.slug, b.motif, size.width, size.height)), kind: 'image' }],
    };
  });
  return writeEntries(tx, BANNER_MODULE, items, counts);
}

async function writeBannerVersion(tx: Transaction, bannerIds: number[], counts: Counts): Promise<void> {
  const index = BANNERS.findIndex((b) => b.slug === VERSIONED_BANNER_SLUG);
  const itemId = bannerIds[index];
  if (itemId === undefined) throw new Error(`seed: no banner ${VERSIONED_BANNER_SLUG} for the preview version`);
  const zh = BANNER_VERSION['zh-hant'];
  const data = {
    'zh-hant': { ...zh },
    'zh-hans': { title: toSimplified(zh.title), summary: toSimplified(zh.summary), content: toSimplified(zh.content), alt: toSimplified(zh.alt) },
    en: { ...BANNER_VERSION.en },
  };
  await tx.insert(contentVersions).values({ module: BANNER_MODULE, itemId, data, createdAt: new Date(SEED_BASE_DATE.getTime() - 2 * DAY) });
  counts.contentVersions = (counts.contentVersions ?? 0) + 1;
}

/** When each kind of series was last revised: its latest release before the base date. */
const RELEASED_ON: Readonly<Record<GeneratedFrequency, string>> = {
  monthly: '2026-10-30T08:30:00Z',
  quarterly: '2026-09-30T08:30:00Z',
  yearly: '2026-06-30T08:30:00Z',
};

async function writeStatistics(tx: Transaction, catIds: Map<string, number>, counts: Counts): Promise<void> {
  const generated = STAT_SERIES.map((spec) => ({
    spec,
    points: generateSeries(spec.slug, spec.frequency, FIRST_PERIOD[spec.frequency], LATEST_PERIOD[spec.frequency], spec.model, spec.decimals),
  }));
  const fileIds: number[] = [];
  for (const { spec, points } of generated) fileIds.push((await storeFile(tx, `${spec.slug}.csv`, 'text/csv', Buffer.from(seriesCsv(spec, points), 'utf8'))).id);
  const inserted = await tx
    .insert(statSeries)
    .values(
      generated.map(({ spec }, index) => {
        // A few minutes apart, as a statistician would upload them one by one.
        const minutes = Math.floor(randomFor(`stat-series-time:${spec.slug}`)() * 20);
        return {
          module: spec.module,
          slug: spec.slug,
          catId: spec.cat ? (catIds.get(`${spec.module}/${spec.cat}`) ?? null) : null,
          frequency: spec.frequency,
          decimals: spec.decimals,
          sortOrder: index,
          fileId: fileIds[index] ?? null,
          releaseKey: RELEASE_KEYS[spec.slug] ?? null,
          createdAt: itemDates(`stat-series:${spec.slug}`).createdAt,
          updatedAt: new Date(new Date(RELEASED_ON[spec.frequency]).getTime() + minutes * 60_000),
        };
      }),
    )
    .returning({ id: statSeries.id });
  const texts = generated.flatMap(({ spec }, index) => {
    const seriesId = inserted[index]?.id;
    if (seriesId === undefined) return [];
    const units = new Map(expand(spec.unit).map((u) => [u.lang, u.value]));
    const notes = spec.note ? new Map(expand(spec.note).map((n) => [n.lang, n.value])) : undefined;
    return expand(spec.title).map((t) => ({ seriesId, lang: t.lang, title: t.value, unit: units.get(t.lang) ?? spec.unit.en, note: notes?.get(t.lang) ?? null }));
  });
  await tx.insert(statSeriesI18n).values(texts);
  const points = generated.flatMap(({ points: list }, index) => {
    const seriesId = inserted[index]?.id;
    return seriesId === undefined ? [] : list.map((p) => ({ seriesId, period: p.period, value: p.value.toFixed(6) }));
  });
  for (let i = 0; i < points.length; i += 500) await tx.insert(statPoints).values(points.slice(i, i + 500));
  counts.statSeries = (counts.statSeries ?? 0) + inserted.length;
  counts.statSeriesI18n = (counts.statSeriesI18n ?? 0) + texts.length;
  counts.statPoints = (counts.statPoints ?? 0) + points.length;
  counts.files = (counts.files ?? 0) + fileIds.length;
}

export async function writeHome(tx: Transaction, counts: Counts): Promise<void> {
  const catIds = await writeCategories(tx, counts);
  const bannerIds = await writeBanners(tx, counts);
  await writeBannerVersion(tx, bannerIds, counts);
  await writeStatistics(tx, catIds, counts);
}

export async function resetHome(tx: Transaction): Promise<void> {
  await deleteContentVersions(tx, [BANNER_MODULE]);
  await deleteEntries(tx, [BANNER_MODULE]);
  await deleteStatSeries(tx, [...STAT_MODULES]);
  const names = [...BANNERS.map((b) => `banner-${b.slug}.svg`), ...STAT_SERIES.map((s) => `${s.slug}.csv`)];
  // Only files nothing else uses any more (another part might store the same bytes under the same name).
  await deleteUnusedFiles(tx, names);
  await deleteModuleCats(tx, CATEGORY_MODULES);
  for (const table of ['entries', 'files', 'stat_series']) await resetIdSequence(tx, table);
}
