/**
 * Annual events (SPEC §7 /cms/annual_events/{slug}/detail, module `annual-event`)
 * and the calendar of statistical releases and activities (SPEC §7 /cms/schedule,
 * /api/v1/calendar/list, /api/v1/calendar/activity, module `calendar-event`).
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { EntryDetail, EntrySummary, Paged } from '#src/features/entries/contract.ts';
import type { AnnualEvent, AnnualEventDetail, CalendarEvent, CalendarKind } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { getEntryBySlug, int, listAll, pageOf, str } from './common.ts';
import { ANNUAL_EVENT_MODULE, CALENDAR_EVENT_MODULE } from './modules.ts';

// --- Annual events ---------------------------------------------------------------

function eventYear(entry: EntrySummary): number {
  return int(entry.data.year) ?? Number((entry.startsOn ?? entry.publishedAt).slice(0, 4));
}

export function toAnnualEvent(entry: EntrySummary): AnnualEvent {
  return { ...entry, venue: str(entry.data.venue), year: eventYear(entry) };
}

export function toAnnualEventDetail(entry: EntryDetail): AnnualEventDetail {
  return { ...entry, venue: str(entry.data.venue), year: eventYear(entry) };
}

export interface AnnualEventFilter {
  year?: number | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  now?: Date | undefined;
}

/** Events of a year (by their first day), in date order; without a year, newest first. */
export async function listAnnualEvents(db: Queryable, lang: Language, filter: AnnualEventFilter = {}): Promise<Paged<AnnualEvent>> {
  const entries = await listAll(db, lang, {
    module: ANNUAL_EVENT_MODULE,
    year: filter.year,
    yearOf: 'starts',
    order: filter.year === undefined ? 'starts-desc' : 'starts-asc',
    now: filter.now,
  });
  return pageOf(entries.map(toAnnualEvent), filter.page, filter.pageSize);
}

export async function annualEventYears(db: Queryable, now?: Date): Promise<number[]> {
  const entries = await listAll(db, 'en', { module: ANNUAL_EVENT_MODULE, order: 'starts-desc', now });
  return [...new Set(entries.map(eventYear))].sort((a, b) => b - a);
}

/** One event by slug with its content and files; unknown slugs are a 404. */
export async function getAnnualEvent(db: Queryable, lang: Language, slug: string, now?: Date): Promise<AnnualEventDetail> {
  return toAnnualEventDetail(await getEntryBySlug(db, ANNUAL_EVENT_MODULE, slug, lang, now));
}

// --- Calendar ----------------------------------------------------------------------

/** The calendar category of each kind of event. */
export const CALENDAR_CATEGORY: Readonly<Record<CalendarKind, string>> = { release: 'statistics-releases', activity: 'activities' };

export function toCalendarEvent(entry: EntrySummary): CalendarEvent {
  return {
    id: entry.id,
    slug: entry.slug,
    title: entry.title,
    summary: entry.summary,
    date: entry.startsOn ?? entry.publishedAt.slice(0, 10),
    endsOn: entry.endsOn,
    kind: entry.category?.slug === CALENDAR_CATEGORY.activity ? 'activity' : 'release',
    category: entry.category,
    lang: entry.lang,
    fallback: entry.fallback,
  };
}

export interface CalendarFilter {
  kind?: CalendarKind | undefined;
  year?: number | undefined;
  month?: number | undefined;
  /** On or after / on or before these days (`YYYY-MM-DD`). */
  from?: string | undefined;
  to?: string | undefined;
  order?: 'asc' | 'desc';
  page?: number | undefined;
  pageSize?: number | undefined;
  now?: Date | undefined;
}

/** Calendar events in date order. */
export async function listCalendarEvents(db: Queryable, lang: Language, filter: CalendarFilter = {}): Promise<Paged<CalendarEvent>> {
  const entries = await listAll(db, lang, {
    module: CALENDAR_EVENT_MODULE,
    catSlugs: filter.kind ? [CALENDAR_CATEGORY[filter.kind]] : undefined,
    year: filter.year,
    month: filter.year === undefined ? undefined : filter.month,
    yearOf: 'starts',
    order: filter.order === 'desc' ? 'starts-desc' : 'starts-asc',
    now: filter.now,
  });
  const events = entries
    .map(toCalendarEvent)
    .filter((e) => (!filter.from || (e.endsOn ?? e.date) >= filter.from) && (!filter.to || e.date <= filter.to));
  // Without a page size the whole selection is the answer (a year's calendar).
  return filter.pageSize === undefined ? { data: events, total: events.length } : pageOf(events, filter.page, filter.pageSize);
}
