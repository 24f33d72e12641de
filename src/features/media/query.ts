/**
 * Query parameters shared by the media and downloads API calls, named as in
 * SPEC §7 (`PageSize`, `Page`, `Filters.CatSlug` repeated, `Filters.IncludeSubCats`),
 * plus `Filters.Keyword` and `Filters.Year`.
 */
import { z } from 'zod';
import { queryArray } from '#src/lib/api/envelope.ts';
import { MAX_PAGE_SIZE } from '#src/features/entries/service.ts';
import type { MediaFilter } from './list.ts';

export const slugParam = z.string().min(1).max(80).regex(/^[a-z0-9-]+$/);

/** `true`/`false` (or 1/0); a repeated parameter takes its first value. */
export const booleanParam = z
  .preprocess((v) => (Array.isArray(v) ? v[0] : v), z.enum(['true', 'false', '1', '0']))
  .transform((v) => v === 'true' || v === '1');

export const pagingQuery = {
  PageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional().meta({ description: `Items per page (default 10, at most ${MAX_PAGE_SIZE})` }),
  Page: z.coerce.number().int().min(1).max(100_000).optional().meta({ description: 'Page number, from 1' }),
};

export const filterQuery = {
  'Filters.CatSlug': queryArray(slugParam).optional().meta({ description: 'Category slugs (repeat the parameter for several)' }),
  'Filters.IncludeSubCats': booleanParam.optional().meta({ description: 'Include the subcategories of the categories (default true)' }),
  'Filters.Keyword': z.string().trim().max(100).optional().meta({ description: 'Text in the title or summary, in any language' }),
  'Filters.Year': z.coerce.number().int().min(1990).max(2100).optional().meta({ description: 'Year of publication' }),
};

export interface FilterQuery {
  PageSize?: number | undefined;
  Page?: number | undefined;
  'Filters.CatSlug'?: string[] | undefined;
  'Filters.IncludeSubCats'?: boolean | undefined;
  'Filters.Keyword'?: string | undefined;
  'Filters.Year'?: number | undefined;
}

export function mediaFilterFrom(query: FilterQuery): MediaFilter {
  return {
    catSlugs: query['Filters.CatSlug'],
    includeSubCats: query['Filters.IncludeSubCats'],
    keyword: query['Filters.Keyword'] || undefined,
    year: query['Filters.Year'],
    page: query.Page,
    pageSize: query.PageSize,
  };
}
