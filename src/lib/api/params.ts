/**
 * Query parameters shared by the calls of SPEC §7 and the pages' GET forms,
 * declared once: paging, slugs, ids, keywords, dates and flags. A call that needs
 * another default page size says so through `pagingQuery`, not by redeclaring.
 */
import { z } from 'zod';

/** Slugs of categories, pages and entries: lower-case letters, digits and hyphens, at most 80 characters. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;
export const slugParam = z.string().regex(SLUG_PATTERN).meta({ description: 'A slug: a-z, 0-9 and hyphens, at most 80 characters' });

/** A slug of at most `maxLength` characters, for calls that have always capped theirs lower than 80. */
export function slugParamOf(maxLength: number) {
  return z
    .string()
    .regex(new RegExp(`^[a-z0-9][a-z0-9-]{0,${String(maxLength - 1)}}$`))
    .meta({ description: `A slug: a-z, 0-9 and hyphens, at most ${String(maxLength)} characters` });
}

/** A database id: a positive 32-bit integer. */
export const idParam = z.coerce.number().int().min(1).max(2_147_483_647);

/** The largest page (SPEC §7 paging); a later page of any list is empty anyway. */
export const MAX_PAGE = 100_000;

export interface PagingOptions {
  /** Items per page when `PageSize` is left out (default 20). */
  defaultSize?: number;
  /** The most items a caller may ask for on one page (default 100). */
  maxSize?: number;
  /** The highest page number accepted (default MAX_PAGE). */
  maxPage?: number;
}

/** SPEC §7 paging: `Page` from 1 and `PageSize`, with the call's own default and limit. */
export function pagingQuery({ defaultSize = 20, maxSize = 100, maxPage = MAX_PAGE }: PagingOptions = {}) {
  return z.object({
    Page: z.coerce.number().int().min(1).max(maxPage).default(1).meta({ description: 'Page number, from 1' }),
    PageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(maxSize)
      .default(defaultSize)
      .meta({ description: `Items per page (default ${String(defaultSize)}, at most ${String(maxSize)})` }),
  });
}

/** A free-text search: trimmed, at most 100 characters. */
export const keywordParam = z.string().trim().max(100).optional();

/** True for a `YYYY-MM-DD` that names a real day (not 2024-13-45 or 2023-02-29), years 1000–9999. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const isoDateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/).refine(isCalendarDate, { message: 'validation.format' });

export const yearParam = z.coerce.number().int().min(1900).max(2100);

/** A boolean query value: `true`/`1` or `false`/`0`; absent is false. */
export const booleanParam = z
  .preprocess((v) => (Array.isArray(v) ? v[0] : v), z.enum(['true', 'false', '1', '0']).optional())
  .transform((v) => v === 'true' || v === '1');

/** A module or category identifier (`annual_events`, `press-releases`): module names hold underscores, so not the shared slug. */
export const moduleIdParam = z.string().min(1).max(64).regex(/^[a-z0-9_-]+$/);
