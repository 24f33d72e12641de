/**
 * Shapes of the media and downloads modules (SPEC §7 Content): downloads and the
 * advance release calendar, financial reports, videos, infographics, companies,
 * friendship links, and the data-date and change-feed calls for integrators.
 *
 * `*DataSchema` validate what the seed (or the CMS) stores in `entries.data` and
 * `entry_i18n.data`; `*ItemSchema` are what the API answers; the query
 * parameters of the calls are at the end.
 */
import { z } from 'zod';
import { queryArray } from '#src/lib/api/envelope.ts';
import { isoDateParam, keywordParam, pagingQuery, slugParam } from '#src/lib/api/params.ts';
import { entryCategorySchema, entryDetailSchema, entrySummarySchema, fileRefSchema } from '#src/features/entries/contract.ts';
import { languageSchema } from '#src/lib/i18n/language-schema.ts';
import { releaseSchema } from '#src/features/stats/calendar-contract.ts';

const isoDate = isoDateParam;
const isoDateTime = z.string().meta({ description: 'ISO date-time' });

// ---------------------------------------------------------------- stored data

/** `entries.data` of a `download`: the year (and period) the document is about. */
export const downloadDataSchema = z.object({
  year: z.number().int().min(1990).max(2100).optional(),
  period: z.string().max(20).optional().meta({ description: 'Reference period, e.g. 2026-09 or 2026-Q3' }),
  reportType: z.enum(['annual-report', 'financial-statements']).optional(),
});

// The calendar's stored shape belongs to the statistics (their desk marks releases done).
export { calendarDataSchema, calendarTextDataSchema, releaseSchema, type Release } from '#src/features/stats/calendar-contract.ts';

export const videoDataSchema = z.object({
  durationSeconds: z.number().int().positive(),
});

export const graphicDataSchema = z.object({ width: z.number().int().positive(), height: z.number().int().positive() });
export const graphicTextDataSchema = z.object({ alt: z.string().min(1).max(400) });

export const companyDataSchema = z.object({
  phone: z.string().nullable(),
  fax: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  website: z.url().nullable(),
});
export const companyTextDataSchema = z.object({ address: z.string().min(1) });

// ---------------------------------------------------------------- API answers

export const downloadItemSchema = entrySummarySchema.meta({ id: 'DownloadItem' });

export const downloadGroupSchema = z
  .object({
    category: entryCategorySchema.extend({ summary: z.string().nullable() }),
    data: z.array(entrySummarySchema),
    total: z.number().int(),
  })
  .meta({ id: 'DownloadGroup' });
export type DownloadGroup = z.infer<typeof downloadGroupSchema>;

export const downloadsBySlugSchema = z
  .object({
    category: entryCategorySchema.extend({ summary: z.string().nullable() }),
    groups: z.array(downloadGroupSchema).meta({ description: 'The category’s own entries first (when it has any), then one group per child category with its subtree' }),
  })
  .meta({ id: 'DownloadsBySlug' });
export type DownloadsBySlug = z.infer<typeof downloadsBySlugSchema>;

export const financialReportYearSchema = z
  .object({
    year: z.number().int(),
    annualReport: entrySummarySchema.nullable(),
    statements: z.array(entrySummarySchema),
  })
  .meta({ id: 'FinancialReportYear' });
export type FinancialReportYear = z.infer<typeof financialReportYearSchema>;

export const calendarReleaseSchema = releaseSchema.extend({ released: z.boolean() });

export const releaseCalendarSchema = z
  .object({
    year: z.number().int(),
    years: z.array(z.number().int()).meta({ description: 'Years with a published calendar, newest first' }),
    entryId: z.number().int(),
    title: z.string(),
    summary: z.string().nullable(),
    publishedAt: isoDateTime,
    lang: languageSchema,
    fallback: z.boolean(),
    files: z.array(fileRefSchema),
    statistics: z.array(
      z.object({
        key: z.string(),
        title: z.string(),
        frequency: z.enum(['monthly', 'quarterly', 'yearly']),
        next: calendarReleaseSchema.nullable().meta({ description: 'The first release on or after today, if any this year' }),
        releases: z.array(calendarReleaseSchema),
      }),
    ),
  })
  .meta({ id: 'ReleaseCalendar' });
export type ReleaseCalendar = z.infer<typeof releaseCalendarSchema>;

const itemBase = {
  id: z.number().int(),
  slug: z.string().nullable(),
  title: z.string(),
  summary: z.string().nullable(),
  publishedAt: isoDateTime,
  category: entryCategorySchema.nullable(),
  lang: languageSchema,
  fallback: z.boolean(),
  languages: z.array(languageSchema),
};

export const videoItemSchema = z
  .object({
    ...itemBase,
    durationSeconds: z.number().int().nullable(),
    video: fileRefSchema.nullable().meta({ description: 'The video file, when this site hosts it' }),
    poster: fileRefSchema.nullable(),
    captions: z.array(fileRefSchema).meta({ description: 'WebVTT captions, the entry’s language first' }),
    channelUrl: z.string().nullable().meta({ description: 'Where the video can be watched when the file is not hosted here' }),
    transcript: z.string().nullable().meta({ description: 'Sanitised HTML; only when one video is asked for (`id`)' }),
  })
  .meta({ id: 'VideoItem' });
export type VideoItem = z.infer<typeof videoItemSchema>;

export const graphicItemSchema = z
  .object({
    ...itemBase,
    image: fileRefSchema.nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    alt: z.string().meta({ description: 'Short text alternative of the image' }),
    longDescription: z.string().nullable().meta({ description: 'Sanitised HTML (the figures as a table); only when one graphic is asked for (`id`)' }),
  })
  .meta({ id: 'GraphicItem' });
export type GraphicItem = z.infer<typeof graphicItemSchema>;

export const companyItemSchema = z
  .object({
    id: z.number().int(),
    slug: z.string().nullable(),
    name: z.string(),
    note: z.string().nullable(),
    category: entryCategorySchema.nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    fax: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    lang: languageSchema,
    fallback: z.boolean(),
    languages: z.array(languageSchema),
  })
  .meta({ id: 'CompanyItem' });
export type CompanyItem = z.infer<typeof companyItemSchema>;

export const linkItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string().nullable(),
    url: z.string(),
    newWindow: z.boolean(),
    category: entryCategorySchema.nullable(),
    lang: languageSchema,
    fallback: z.boolean(),
  })
  .meta({ id: 'LinkItem' });
export type LinkItem = z.infer<typeof linkItemSchema>;

export const lastDataDateSchema = z
  .object({
    dataset: z.string().meta({ description: '`downloads/<category slug>` or `series/<module>/<series slug>`', example: 'downloads/monthly-bulletin' }),
    kind: z.enum(['category', 'series']),
    title: z.string(),
    lastDate: isoDate.meta({ description: 'Categories: the Macao date of the newest published entry. Series: the first day of the latest period with a value.' }),
    lastPeriod: z.string().nullable().meta({ description: 'Reference period of the newest entry (`data.period`) or of the latest value, when known' }),
    count: z.number().int().meta({ description: 'Published entries of the category (with its subcategories), or values of the series' }),
  })
  .meta({ id: 'LastDataDate' });
export type LastDataDate = z.infer<typeof lastDataDateSchema>;

export const syncItemSchema = z
  .object({
    id: z.number().int(),
    module: z.string(),
    change: z.enum(['upsert', 'withdrawn']).meta({ description: '`upsert`: published (new or changed), with `entry`; `withdrawn`: no longer published, to be removed by mirrors' }),
    changedAt: isoDateTime.meta({ description: 'The latest of the entry’s own change, its texts’ changes and its publication time' }),
    entry: entryDetailSchema.nullable(),
  })
  .meta({ id: 'SyncItem' });
export type SyncItem = z.infer<typeof syncItemSchema>;

export const syncPageSchema = z
  .object({
    data: z.array(syncItemSchema),
    total: z.number().int(),
    since: isoDateTime,
    until: isoDateTime.meta({ description: 'End of the window: pass it as `until` for the next pages, and as `since` for the next sync' }),
  })
  .meta({ id: 'SyncPage' });
export type SyncPage = z.infer<typeof syncPageSchema>;

// ---------------------------------------------------------------- query parameters

/**
 * Query parameters shared by the media and downloads calls, named as in SPEC §7
 * (`PageSize`, `Page`, `Filters.CatSlug` repeated, `Filters.IncludeSubCats`), plus
 * `Filters.Keyword` and `Filters.Year`. Paging, keyword and dates come from
 * src/lib/api/params.ts; the slug and the flag below are this area's own because
 * their contract differs from the shared ones.
 */

export { slugParam };

/** `true`/`false` (or 1/0); a repeated parameter takes its first value. Absent stays undefined (subcategories are then included), where the shared flag means false. */
export const booleanParam = z
  .preprocess((v) => (Array.isArray(v) ? v[0] : v), z.enum(['true', 'false', '1', '0']))
  .transform((v) => v === 'true' || v === '1');

/** The entries layer's largest page. */
const MAX_PAGE_SIZE = 100;

/** Paging of the lists: 10 items a page unless asked (the entries layer's default). */
export const listPaging = pagingQuery({ defaultSize: 10, maxSize: MAX_PAGE_SIZE }).shape;

export const filterQuery = {
  'Filters.CatSlug': queryArray(slugParam).optional().meta({ description: 'Category slugs (repeat the parameter for several)' }),
  'Filters.IncludeSubCats': booleanParam.optional().meta({ description: 'Include the subcategories of the categories (default true)' }),
  'Filters.Keyword': keywordParam.meta({ description: 'Text in the title or summary, in any language' }),
  'Filters.Year': z.coerce.number().int().min(1990).max(2100).optional().meta({ description: 'Year of publication' }),
};
