/**
 * Downloads (SPEC §7 /cms/downloads, /cms/downloads_by_slug, /api/v1/download):
 * `download` entries filed under the core `downloads` category set, each with its
 * files (a PDF per language, and language-neutral workbooks). Also the financial
 * reports by year and the advance release calendar, which are downloads too.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { EntrySummary, Paged } from '#src/features/entries/contract.ts';
import {
  calendarDataSchema,
  calendarTextDataSchema,
  downloadDataSchema,
  type DownloadGroup,
  type DownloadsBySlug,
  type FinancialReportYear,
  type ReleaseCalendar,
} from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { publishedYearsDescending } from './queries.ts';
import { getModuleCats, moduleCatExists } from '#src/features/entries/module-cats.ts';
import { categoryIds, listEntries, MAX_PAGE_SIZE, type EntryFilter } from '#src/features/entries/service.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { ANNUAL_REPORTS_CAT, CATEGORY_SET, DOWNLOAD, FINANCIAL_REPORTS_CAT, RELEASE_CALENDAR_CAT } from './modules.ts';
import { macaoToday } from '#src/lib/format.ts';

const CAT_SET = CATEGORY_SET[DOWNLOAD];

export interface DownloadFilter {
  catSlugs?: string[] | undefined;
  includeSubCats?: boolean | undefined;
  keyword?: string | undefined;
  year?: number | undefined;
  begin?: string | undefined;
  end?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  now?: Date;
}

function entryFilter(filter: DownloadFilter): EntryFilter {
  const out: EntryFilter = { module: DOWNLOAD, catModule: CAT_SET, includeSubCats: filter.includeSubCats ?? true };
  if (filter.catSlugs?.length) out.catSlugs = filter.catSlugs;
  if (filter.keyword) out.keyword = filter.keyword;
  if (filter.year !== undefined) out.year = filter.year;
  if (filter.begin) out.begin = filter.begin;
  if (filter.end) out.end = filter.end;
  if (filter.page) out.page = filter.page;
  if (filter.pageSize) out.pageSize = filter.pageSize;
  if (filter.now) out.now = filter.now;
  return out;
}

/** A page of downloads, newest first; a category includes its subcategories unless told otherwise. */
export function listDownloads(db: Queryable, lang: Language, filter: DownloadFilter = {}): Promise<Paged<EntrySummary>> {
  return listEntries(db, lang, entryFilter(filter));
}

/**
 * A downloads category with its entries grouped as the downloads page shows them:
 * the category's own entries, then each child category with its subtree, each
 * group with its newest `perGroup` entries and its total. Unknown slugs are a 404.
 */
export async function downloadsBySlug(db: Queryable, lang: Language, slug: string, perGroup = 5, now?: Date): Promise<DownloadsBySlug> {
  const [root] = await getModuleCats(db, lang, { module: CAT_SET, slug });
  if (!root) throw new NotFoundError();
  const size = Math.min(Math.max(perGroup, 1), MAX_PAGE_SIZE);
  const when = now ? { now } : {};
  const groups: DownloadGroup[] = [];
  const own = await listDownloads(db, lang, { catSlugs: [root.slug], includeSubCats: false, pageSize: size, ...when });
  if (own.total > 0 || !root.children.length) {
    groups.push({ category: { id: root.id, slug: root.slug, title: root.title, summary: root.summary }, ...own });
  }
  for (const child of root.children) {
    const page = await listDownloads(db, lang, { catSlugs: [child.slug], includeSubCats: true, pageSize: size, ...when });
    groups.push({ category: { id: child.id, slug: child.slug, title: child.title, summary: child.summary }, ...page });
  }
  return { category: { id: root.id, slug: root.slug, title: root.title, summary: root.summary }, groups };
}

/**
 * The download lists of the older `/api/v1/download?slug=` call: `file-download`
 * is the forms, `financial-information` the financial reports with the annual reports.
 */
export const LEGACY_DOWNLOAD_SLUGS = {
  'file-download': ['forms'],
  'financial-information': [FINANCIAL_REPORTS_CAT, ANNUAL_REPORTS_CAT],
} as const satisfies Record<string, readonly string[]>;
export type LegacyDownloadSlug = keyof typeof LEGACY_DOWNLOAD_SLUGS;

export function legacyDownloads(db: Queryable, lang: Language, slug: LegacyDownloadSlug, page = 1, pageSize = 20): Promise<Paged<EntrySummary>> {
  return listDownloads(db, lang, { catSlugs: [...LEGACY_DOWNLOAD_SLUGS[slug]], includeSubCats: true, page, pageSize });
}

/** The years (Macao time) in which downloads of these categories were published, newest first. */
export async function downloadYears(db: Queryable, catSlugs: string[] | undefined, now = new Date()): Promise<number[]> {
  const catIds = catSlugs?.length ? await categoryIds(db, CAT_SET, catSlugs, true) : undefined;
  const rows = await publishedYearsDescending(db, DOWNLOAD, catIds, now);
  return rows.map((r) => Number(r.year));
}

export async function downloadCategoryExists(db: Queryable, slug: string): Promise<boolean> {
  return moduleCatExists(db, CAT_SET, slug);
}

const yearOf = (entry: EntrySummary): number => {
  const parsed = downloadDataSchema.safeParse(entry.data);
  return parsed.success && parsed.data.year !== undefined ? parsed.data.year : Number(entry.publishedAt.slice(0, 4));
};

/**
 * Financial reports by year, newest first (page `financial-information/financial-reports`,
 * `type=financial-reports`): the statements filed under that category, next to the
 * annual report of the same year.
 */
export async function listFinancialReports(db: Queryable, lang: Language, type: string = FINANCIAL_REPORTS_CAT, now?: Date): Promise<FinancialReportYear[]> {
  const when = now ? { now } : {};
  const [statements, reports] = await Promise.all([
    listDownloads(db, lang, { catSlugs: [type], pageSize: MAX_PAGE_SIZE, ...when }),
    listDownloads(db, lang, { catSlugs: [ANNUAL_REPORTS_CAT], pageSize: MAX_PAGE_SIZE, ...when }),
  ]);
  const years = new Map<number, FinancialReportYear>();
  const yearRow = (year: number) => {
    let row = years.get(year);
    if (!row) {
      row = { year, annualReport: null, statements: [] };
      years.set(year, row);
    }
    return row;
  };
  for (const entry of statements.data) yearRow(yearOf(entry)).statements.push(entry);
  // Annual reports only for years that have statements: the page is about the accounts.
  for (const entry of reports.data) {
    const row = years.get(yearOf(entry));
    if (row && !row.annualReport) row.annualReport = entry;
  }
  return [...years.values()].sort((a, b) => b.year - a.year);
}

/** Today's date in Macao (UTC+8), as YYYY-MM-DD. */

/**
 * The advance release calendar of a year (the current Macao year by default, else
 * the newest published one): each statistic with its release dates, which are
 * past, and the next one. Null when no calendar is published.
 */
export async function getReleaseCalendar(db: Queryable, lang: Language, options: { year?: number | undefined; now?: Date } = {}): Promise<ReleaseCalendar | null> {
  const now = options.now ?? new Date();
  const all = await listDownloads(db, lang, { catSlugs: [RELEASE_CALENDAR_CAT], pageSize: MAX_PAGE_SIZE, now });
  const calendars = all.data.flatMap((entry) => {
    const data = calendarDataSchema.safeParse(entry.data);
    return data.success ? [{ entry, data: data.data }] : [];
  });
  if (!calendars.length) return null;
  const years = [...new Set(calendars.map((c) => c.data.year))].sort((a, b) => b - a);
  const today = macaoToday(now);
  const wanted = options.year ?? Number(today.slice(0, 4));
  const chosen = calendars.find((c) => c.data.year === wanted) ?? (options.year === undefined ? calendars.find((c) => c.data.year === years[0]) : undefined);
  if (!chosen) throw new NotFoundError();
  const names = calendarTextDataSchema.safeParse(chosen.entry.data);
  return {
    year: chosen.data.year,
    years,
    entryId: chosen.entry.id,
    title: chosen.entry.title,
    summary: chosen.entry.summary,
    publishedAt: chosen.entry.publishedAt,
    lang: chosen.entry.lang,
    fallback: chosen.entry.fallback,
    files: chosen.entry.files,
    statistics: chosen.data.statistics.map((s) => {
      // Released when the statistics desk published it (releasedAt), not merely because its date passed:
      // an overdue release stays announced, not shown as done.
      const releases = s.releases.map(({ releasedAt, ...r }) => ({ ...r, released: releasedAt !== undefined }));
      return {
        key: s.key,
        title: (names.success ? names.data.statisticNames[s.key] : undefined) ?? s.key,
        frequency: s.frequency,
        next: releases.find((r) => !r.released) ?? null,
        releases,
      };
    }),
  };
}
