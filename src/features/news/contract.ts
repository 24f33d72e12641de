/**
 * Shapes of the news module (SPEC §7 "Content (cms)" /cms/news and "Bond and
 * news" /news/...): what a news entry keeps in `data`, and the responses of the
 * news calls. Lists are the shared paged entry summaries.
 */
import { z } from 'zod';
import { queryArray, queryFlag } from '#src/lib/api/envelope.ts';
import { idParam, keywordParam, pagingQuery, slugParamOf } from '#src/lib/api/params.ts';
import { isIsoDate } from '#src/lib/format.ts';
import { languageSchema } from '#src/lib/i18n/language-schema.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { entryCategorySchema, entryDetailSchema, entrySummarySchema, pagedSchema } from '#src/features/entries/contract.ts';

/** What a news entry is about; lets lists and feeds group releases of one series. */
export const NEWS_TOPICS = [
  'monetary-statistics',
  'fx-reserves',
  'insurance-statistics',
  'banking-results',
  'base-rate',
  'licence',
  'cooperation',
  'financial-education',
  'market-development',
  'currency',
  'anti-money-laundering',
  'service-arrangements',
  'examination',
  'consultation',
  'procurement',
  'clarification',
  'fraud-alert',
  'speech',
  'medical-liability',
] as const;

/** `entries.data` of a news entry (validated when seeded or written). */
export const newsDataSchema = z
  .object({
    topic: z.enum(NEWS_TOPICS),
    /** The period a statistical release covers: `2026-09`, `2026-Q2`, `2026-H1` or `2026`. */
    referencePeriod: z
      .string()
      .regex(/^\d{4}(-(0[1-9]|1[0-2])|-Q[1-4]|-H[12])?$/)
      .optional(),
    /** A base rate change: the rates in percent and the change in basis points. */
    baseRate: z.object({ previous: z.number(), current: z.number(), changeBp: z.number().int() }).optional(),
  })
  .strict()
  .meta({ id: 'NewsData' });
export type NewsData = z.infer<typeof newsDataSchema>;

export const newsPageSchema = pagedSchema(entrySummarySchema).meta({ id: 'NewsPage' });

/** A neighbour in a list: enough to link to it. */
export const newsLinkSchema = z
  .object({
    id: z.number().int(),
    slug: z.string().nullable(),
    title: z.string(),
    publishedAt: z.string(),
    category: entryCategorySchema.nullable(),
    lang: languageSchema.meta({ description: 'Language the title is written in' }),
  })
  .meta({ id: 'NewsLink' });
export type NewsLink = z.infer<typeof newsLinkSchema>;

/** `/news/news_with_brother`: an entry with the entries before and after it in the list it was opened from. */
export const newsWithBrotherSchema = z
  .object({
    news: entryDetailSchema,
    from: z.string().nullable().meta({ description: 'Category slug (or group) of the list the neighbours come from' }),
    previous: newsLinkSchema.nullable().meta({ description: 'The newer neighbour' }),
    next: newsLinkSchema.nullable().meta({ description: 'The older neighbour' }),
  })
  .meta({ id: 'NewsWithBrother' });
export type NewsWithBrother = z.infer<typeof newsWithBrotherSchema>;

export const newsCategoryGroupSchema = z
  .object({
    category: entryCategorySchema,
    items: z.array(entrySummarySchema),
  })
  .meta({ id: 'NewsCategoryLatest' });

/** `/news/home_news`: pinned entries, then the latest entries of each category. */
export const homeNewsSchema = z
  .object({
    top: z.array(entrySummarySchema),
    categories: z.array(newsCategoryGroupSchema),
  })
  .meta({ id: 'HomeNews' });
export type HomeNews = z.infer<typeof homeNewsSchema>;

/** `/api/v1/news/item`: an entry, flagged when a saved unpublished version is shown. */
export const newsItemSchema = entryDetailSchema.extend({ preview: z.boolean() }).meta({ id: 'NewsItem' });

// ---- Query parameters of the news calls (SPEC §7: exact names, GET arrays as repeated parameters).

export const MAX_NEWS_PAGE_SIZE = 100;

export const newsSlugSchema = slugParamOf(64).meta({ example: 'press-releases', description: 'A news category slug, or a group slug such as news-press' });

export const isoDateSchema = z
  .string()
  .refine((v) => isIsoDate(v))
  .meta({ example: '2026-01-31', description: 'A date, YYYY-MM-DD (Macao time)' });

/** Paging of every news list: 10 entries a page unless asked, at most 100 (the lower-case calls use the same two fields). */
const paging = pagingQuery({ defaultSize: 10, maxSize: MAX_NEWS_PAGE_SIZE }).shape;
/** `true`/`false` (or 1/0), as the site sends `Filters.IncludeSubCats=true`. */
const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .meta({ description: 'true or false' });

export const cmsNewsQuerySchema = z.object({
  ...paging,
  'Filters.CatSlug': queryArray(newsSlugSchema).optional().meta({ description: 'Category slugs; repeat the parameter for several' }),
  'Filters.IncludeSubCats': queryBoolean.optional(),
  'Filters.Begin': isoDateSchema.optional().meta({ description: 'Published on or after this date' }),
  'Filters.End': isoDateSchema.optional().meta({ description: 'Published on or before this date' }),
});

export const newsQuerySchema = z.object({
  slug: newsSlugSchema.optional(),
  page: paging.Page,
  pageSize: paging.PageSize,
  year: z.coerce.number().int().min(1900).max(2999).optional(),
  keyword: keywordParam,
});

export const newsListQuerySchema = z.object({
  slug: newsSlugSchema.optional(),
  limit: paging.PageSize,
  page: paging.Page,
});

export const newsIdSchema = idParam;

export const newsItemQuerySchema = z.object({
  id: newsIdSchema,
  preview: queryFlag.optional(),
  vid: idParam.optional(),
  key: z.string().max(200).optional(),
});

export const newsWithBrotherQuerySchema = z.object({
  id: newsIdSchema,
  from: newsSlugSchema.optional(),
});

// --- Addresses of news pages and feeds ----------------------------------------------
// Shared by the pages, the feeds and the "load more" island, so a link is built the
// same way everywhere.

/** Entries of this category open on the statement detail route `/{lang}/statement/{slug}/{id}` (SPEC §2). */
export const STATEMENT_CATEGORY = 'statement';

export interface NewsLinkTarget {
  id: number;
  slug: string | null;
  category: { slug: string } | null;
}

/**
 * The detail page of an entry. `from` is the category slug of the list the
 * visitor came from: the detail page offers previous/next within that list.
 */
export function newsDetailHref(lang: Language, entry: NewsLinkTarget, from?: string | null): string {
  if (entry.category?.slug === STATEMENT_CATEGORY) {
    return `/${lang}/statement/${encodeURIComponent(entry.slug ?? STATEMENT_CATEGORY)}/${String(entry.id)}`;
  }
  const params = new URLSearchParams({ id: String(entry.id) });
  if (from) params.set('from', from);
  return `/${lang}/news-notice-detail?${params.toString()}`;
}

export type FeedFormat = 'rss' | 'atom';

/** `/feeds/{lang}/news/{category}.xml` (RSS 2.0) or `.atom` (Atom 1.0). */
export function newsFeedHref(lang: Language, category: string, format: FeedFormat): string {
  return `/feeds/${lang}/news/${encodeURIComponent(category)}.${format === 'rss' ? 'xml' : 'atom'}`;
}

export const FEED_MIME: Readonly<Record<FeedFormat, string>> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
};
