/**
 * The media API calls (SPEC §7): each `defineEndpoint` spec is re-exported by its
 * route file under src/api, which keeps the URL and the exported name.
 */
import { z } from 'zod';
import { pagedSchema, moduleCatSchema } from '#src/features/entries/contract.ts';
import { getModuleCats } from '#src/features/entries/module-cats.ts';
import { queryArray } from '#src/lib/api/envelope.ts';
import { idParam, isoDateParam, pagingQuery } from '#src/lib/api/params.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { listCompanies } from './companies.ts';
import { companyItemSchema, filterQuery, listPaging, slugParam, downloadItemSchema, downloadsBySlugSchema, graphicItemSchema, lastDataDateSchema, linkItemSchema, releaseCalendarSchema, syncPageSchema, videoItemSchema } from './contract.ts';
import { downloadsBySlug, getReleaseCalendar, LEGACY_DOWNLOAD_SLUGS, legacyDownloads, type LegacyDownloadSlug, listDownloads } from './downloads.ts';
import { getGraphic, listGraphics } from './graphics.ts';
import { linksOfType, listLinks } from './links.ts';
import { mediaFilterFrom } from './list.ts';
import { CATEGORY_SET, FRIENDSHIP_LINK_ROOT } from './modules.ts';
import { lastDataDates, syncData } from './sync.ts';
import { getVideo, listVideos } from './videos.ts';

export const releaseCalendarEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/advance_release_calendar',
  summary: 'The advance release calendar of statistics for a year, with its files',
  description: 'Without `year`: the current year’s calendar (Macao time), or the newest one published. Each statistic lists its release dates (Macao time), which are past, and the next one. A year without a calendar is a 404.',
  tags: ['cms', 'downloads'],
  query: z.object({ year: z.coerce.number().int().min(1990).max(2100).optional() }),
  response: releaseCalendarSchema,
  handler: async ({ query, lang }) => {
    const calendar = await getReleaseCalendar(getDb(), lang, { year: query.year });
    if (!calendar) throw new NotFoundError();
    return calendar;
  },
});

export const companiesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/companies',
  summary: 'Financial institutions by type, in register order, with address, telephone and website',
  description: '`type` is the type of the institution pages (e.g. `bank`, `insurer`, `exchange-bureau`), the same as one `Filters.CatSlug`; subcategories are included.',
  tags: ['cms'],
  query: z.object({ ...listPaging, ...filterQuery, type: slugParam.optional().meta({ example: 'bank' }) }),
  response: pagedSchema(companyItemSchema),
  handler: ({ query, lang }) => {
    const filter = mediaFilterFrom(query);
    if (query.type) filter.catSlugs = [...(filter.catSlugs ?? []), query.type];
    return listCompanies(getDb(), lang, filter);
  },
});

export const companyCatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/company_cats',
  summary: 'Categories of the financial institutions (types: bank, insurer, exchange-bureau…), as a tree',
  description: 'With `slug`, the subtree of that category (404 when unknown).',
  tags: ['cms'],
  query: z.object({ slug: slugParam.optional() }),
  response: z.array(moduleCatSchema),
  handler: ({ query, lang }) => getModuleCats(getDb(), lang, query.slug ? { module: CATEGORY_SET.company, slug: query.slug } : { module: CATEGORY_SET.company }),
});

export const downloadsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/downloads',
  summary: 'Downloads (forms, guidelines, statistics, publications, reports), newest first, with their files',
  description:
    'Filter by downloads category (`Filters.CatSlug`, repeated; subcategories included unless `Filters.IncludeSubCats=false`), keyword, year or publication dates. Each item lists the files of the caller’s language (or of the language the item is shown in) and the language-neutral ones, with type and size.',
  tags: ['cms', 'downloads'],
  query: z.object({
    ...listPaging,
    ...filterQuery,
    'Filters.Begin': isoDateParam.optional().meta({ description: 'Published on or after (YYYY-MM-DD, Macao time)' }),
    'Filters.End': isoDateParam.optional().meta({ description: 'Published on or before (YYYY-MM-DD, Macao time)' }),
  }),
  response: pagedSchema(downloadItemSchema),
  handler: ({ query, lang }) => listDownloads(getDb(), lang, { ...mediaFilterFrom(query), begin: query['Filters.Begin'], end: query['Filters.End'] }),
});

export const downloadsBySlugEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/downloads_by_slug',
  summary: 'A downloads category with its entries, grouped by subcategory',
  description: 'The groups are those the downloads page shows: the category’s own entries, then each child category (with its subtree). `PageSize` is the number of newest entries per group; each group has its total. An unknown slug is a 404.',
  tags: ['cms', 'downloads'],
  query: z.object({
    slug: slugParam.meta({ example: 'forms' }),
    PageSize: pagingQuery({ defaultSize: 5, maxSize: 100 }).shape.PageSize.meta({ description: 'Entries per group (default 5)' }),
  }),
  response: downloadsBySlugSchema,
  handler: ({ query, lang }) => downloadsBySlug(getDb(), lang, query.slug, query.PageSize),
});

export const friendLinksEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/friend_link',
  summary: 'Friendship links (government, regulators, international organisations), paged',
  tags: ['cms'],
  query: z.object({ ...listPaging, ...filterQuery }),
  response: pagedSchema(linkItemSchema),
  handler: ({ query, lang }) => listLinks(getDb(), lang, mediaFilterFrom(query)),
});

export const graphicCatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/graphic_cats',
  summary: 'Categories of the infographics, as a tree',
  description: 'With `slug`, the subtree of that category (404 when unknown).',
  tags: ['cms'],
  query: z.object({ slug: slugParam.optional() }),
  response: z.array(moduleCatSchema),
  handler: ({ query, lang }) => getModuleCats(getDb(), lang, query.slug ? { module: CATEGORY_SET.graphic, slug: query.slug } : { module: CATEGORY_SET.graphic }),
});

export const graphicsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/graphics',
  summary: 'Infographics with their image and text alternative, newest first',
  description: 'The image is an SVG in the caller’s language (or the language the item is shown in). With `id`, the one infographic with its long description (404 when unknown).',
  tags: ['cms', 'media'],
  query: z.object({ ...listPaging, ...filterQuery, id: idParam.optional() }),
  response: pagedSchema(graphicItemSchema),
  handler: async ({ query, lang }) => {
    if (query.id) return { data: [await getGraphic(getDb(), query.id, lang)], total: 1 };
    return listGraphics(getDb(), lang, mediaFilterFrom(query));
  },
});

export const lastDataDateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/last_data_date',
  summary: 'How current each dataset is: the latest data date per downloads category and per statistical series',
  description:
    'Datasets: `downloads/<category>` for every downloads category with published entries (subcategories included: `lastDate` is the Macao date of the newest entry, `lastPeriod` its reference period when it has one), and `series/<module>/<slug>` for every statistical series with values (`lastDate` is the first day of the latest period). Rates: `rates/exchange-rate`, `rates/base-rate`, `rates/maibor`, `rates/monia` and `rates/liquidity-deposit-rate` (`lastDate`: the latest publication day, or the latest base rate change). With `dataset`, that one only (404 when unknown).',
  tags: ['cms', 'sync'],
  query: z.object({ dataset: z.string().min(1).max(120).regex(/^[a-z0-9/_-]+$/).optional().meta({ example: 'downloads/monthly-bulletin' }) }),
  response: z.array(lastDataDateSchema),
  handler: ({ query, lang }) => lastDataDates(getDb(), lang, { dataset: query.dataset }),
});

const instant = z.iso.datetime({ offset: true }).transform((v) => new Date(v));

export const syncDataEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/sync_data',
  summary: 'Change feed for mirrors: module entries changed since a moment, oldest change first',
  description: [
    'Returns entries whose own data, texts or publication time changed after `since` and up to `until` (default: now), oldest change first, paged.',
    '`upsert` items carry the whole entry in the caller’s language; `withdrawn` items (drafts, taken offline) should be removed by the mirror.',
    'Keep `until` from the first page for the following pages, then use it as the next `since`. Delivery is at least once: an item may come again.',
    'Entries deleted outright are not reported; rebuild from `since=1970-01-01T00:00:00Z` from time to time.',
  ].join(' '),
  tags: ['cms', 'sync'],
  query: z.object({
    since: instant.meta({ description: 'ISO 8601 date-time with offset, e.g. 2026-10-01T00:00:00Z', example: '2026-10-01T00:00:00Z' }),
    until: instant.optional(),
    Module: queryArray(z.string().min(1).max(64).regex(/^[a-z0-9-]+$/)).optional().meta({ description: 'Entry modules (repeat for several), e.g. download, video' }),
    ...pagingQuery({ defaultSize: 50, maxSize: 100 }).shape,
  }),
  response: syncPageSchema,
  handler: ({ query, lang }) =>
    syncData(getDb(), lang, { since: query.since, until: query.until, modules: query.Module, page: query.Page, pageSize: query.PageSize }),
});

export const videosEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/videos',
  summary: 'Videos with their poster, captions and where to watch them, newest first',
  description:
    'A video has a `video` file when this site hosts it, otherwise a `channelUrl` (the official channel). Captions are WebVTT files, the caller’s language first. With `id`, the one video with its transcript (404 when unknown).',
  tags: ['cms', 'media'],
  query: z.object({ ...listPaging, ...filterQuery, id: idParam.optional() }),
  response: pagedSchema(videoItemSchema),
  handler: async ({ query, lang }) => {
    if (query.id) return { data: [await getVideo(getDb(), query.id, lang)], total: 1 };
    return listVideos(getDb(), lang, mediaFilterFrom(query));
  },
});

export const videoCatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/videos_cats',
  summary: 'Categories of the videos, as a tree',
  description: 'With `slug`, the subtree of that category (404 when unknown).',
  tags: ['cms'],
  query: z.object({ slug: slugParam.optional() }),
  response: z.array(moduleCatSchema),
  handler: ({ query, lang }) => getModuleCats(getDb(), lang, query.slug ? { module: CATEGORY_SET.video, slug: query.slug } : { module: CATEGORY_SET.video }),
});

const slugs = Object.keys(LEGACY_DOWNLOAD_SLUGS) as [LegacyDownloadSlug, ...LegacyDownloadSlug[]];

export const legacyDownloadEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/download',
  summary: 'Download lists by name: the forms (`file-download`) or the financial reports (`financial-information`)',
  description: '`file-download`: the forms (all form categories). `financial-information`: the financial statements and the annual reports. Newest first.',
  tags: ['downloads'],
  query: z.object({
    slug: z.enum(slugs),
    page: z.coerce.number().int().min(1).max(100_000).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional().meta({ description: 'Items per page (default 20)' }),
  }),
  response: pagedSchema(downloadItemSchema),
  handler: ({ query, lang }) => legacyDownloads(getDb(), lang, query.slug, query.page ?? 1, query.limit ?? 20),
});

export const legacyLinkEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/link',
  summary: 'Links of a type, in display order (`type=friendship-link` for all the friendship links)',
  description: 'A type is a link category; its subcategories are included. Links always open in a new window (`newWindow`).',
  tags: ['layout'],
  query: z.object({ type: slugParam.optional().meta({ description: `Link category (default ${FRIENDSHIP_LINK_ROOT})`, example: FRIENDSHIP_LINK_ROOT }) }),
  response: z.array(linkItemSchema),
  handler: ({ query, lang }) => linksOfType(getDb(), lang, query.type ?? FRIENDSHIP_LINK_ROOT),
});
