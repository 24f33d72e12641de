/**
 * Holidays (SPEC §3 Holiday, §7 /cms/holiday_cat, /cms/holiday): entries of
 * module `holiday` whose `startsOn` is the day, in the category set `holiday`.
 * The holiday's `type` is kept as the JSON text the CMS sends; callers get both
 * the text and its parsed value.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { EntrySummary, Paged } from '#src/features/entries/contract.ts';
import type { Holiday, HolidayCat } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { getModuleCats } from '#src/features/entries/module-cats.ts';
import { listAll } from './common.ts';
import { HOLIDAY_MODULE } from './modules.ts';

export interface ParsedType {
  /** The JSON text as stored (objects stored by mistake are turned back into text). */
  raw: string | null;
  /** The parsed value; null when there is no text or it is not valid JSON. */
  value: unknown;
}

/** Reads a holiday's `type`: a JSON string such as `{"public":true,"bank":true}`. */
export function parseHolidayType(type: unknown): ParsedType {
  if (typeof type === 'string') {
    try {
      return { raw: type, value: JSON.parse(type) as unknown };
    } catch {
      return { raw: type, value: null };
    }
  }
  if (type !== null && typeof type === 'object') return { raw: JSON.stringify(type), value: type };
  return { raw: null, value: null };
}

/** True when a parsed type marks a public holiday (`{"public": true}`). */
export function isPublicHolidayType(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && (value as Record<string, unknown>).public === true;
}

/** True when a parsed type marks a half day (closed in the afternoon). */
export function isHalfDayType(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && (value as Record<string, unknown>).halfDay === true;
}

export function toHoliday(entry: EntrySummary): Holiday {
  const type = parseHolidayType(entry.data.type);
  return {
    id: entry.id,
    slug: entry.slug,
    title: entry.title,
    date: entry.startsOn ?? entry.publishedAt.slice(0, 10),
    endsOn: entry.endsOn,
    type: type.raw,
    typeValue: type.value,
    isPublic: isPublicHolidayType(type.value),
    category: entry.category,
    lang: entry.lang,
    fallback: entry.fallback,
  };
}

export interface HolidayFilter {
  year?: number | undefined;
  /** Slug of a category of the `holiday` set. */
  cat?: string | undefined;
  /** Only public holidays (by their type). */
  publicOnly?: boolean | undefined;
  now?: Date | undefined;
}

/** Holidays in date order; with a year, the holidays falling in that year. */
export async function listHolidays(db: Queryable, lang: Language, filter: HolidayFilter = {}): Promise<Paged<Holiday>> {
  const entries = await listAll(db, lang, {
    module: HOLIDAY_MODULE,
    catSlugs: filter.cat ? [filter.cat] : undefined,
    includeSubCats: true,
    year: filter.year,
    yearOf: 'starts',
    order: 'starts-asc',
    now: filter.now,
  });
  let holidays = entries.map(toHoliday);
  if (filter.publicOnly) holidays = holidays.filter((h) => h.isPublic);
  return { data: holidays, total: holidays.length };
}

/** The years that have holidays, in order (for the year switcher). */
export async function holidayYears(db: Queryable, now?: Date): Promise<number[]> {
  const entries = await listAll(db, 'en', { module: HOLIDAY_MODULE, order: 'starts-asc', now });
  return [...new Set(entries.map((e) => Number((e.startsOn ?? e.publishedAt).slice(0, 4))))].sort((a, b) => a - b);
}

/** The holiday categories (SPEC §3: title and slug). */
export async function listHolidayCats(db: Queryable, lang: Language): Promise<HolidayCat[]> {
  const cats = await getModuleCats(db, lang, { module: HOLIDAY_MODULE });
  const flat: HolidayCat[] = [];
  const walk = (list: typeof cats) => {
    for (const c of list) {
      flat.push({ id: c.id, slug: c.slug, title: c.title, summary: c.summary });
      walk(c.children);
    }
  };
  walk(cats);
  return flat;
}
