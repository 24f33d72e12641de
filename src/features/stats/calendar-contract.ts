/**
 * The advance release calendar as it is stored: one `download` entry per year in the
 * category `advance-release-calendar`, `entries.data` = `calendarDataSchema`, and the
 * statistics' names per language in `entry_i18n.data.statisticNames`. The media
 * feature shows it (AdvanceReleaseCalendar.astro); the statistics desk marks a release
 * done when it publishes the release's points (`releasedAt`). Here, in stats, because
 * media reads the statistics tables and the desk must not import media back.
 */
import { z } from 'zod';
import { isoDateParam } from '#src/lib/api/params.ts';
import type { StatFrequency } from './stat-modules.ts';

/** Where the calendars are: the entries module and category of a year's calendar. */
export const CALENDAR_MODULE = 'download';
export const CALENDAR_CAT = 'advance-release-calendar';

export const releaseSchema = z.object({
  period: z.string().meta({ description: 'Reference period: YYYY-MM, YYYY-Qn or YYYY' }),
  date: isoDateParam.meta({ description: 'Release date (Macao)' }),
  time: z.string().regex(/^\d{2}:\d{2}$/).meta({ description: 'Release time (Macao)' }),
});
export type Release = z.infer<typeof releaseSchema>;

/** A release as stored: the announced one, and when it was done (set by the statistics desk). */
export const storedReleaseSchema = releaseSchema.extend({
  // Read only in the content editor: the statistics desk sets it.
  releasedAt: z.string().optional().meta({ description: 'ISO date-time the release was published; absent while it is not', readOnly: true }),
});
export type StoredRelease = z.infer<typeof storedReleaseSchema>;

/** `entries.data` of the advance release calendar of one year. */
export const calendarDataSchema = z.object({
  year: z.number().int(),
  statistics: z.array(
    z.object({
      key: z.string(),
      frequency: z.enum(['monthly', 'quarterly', 'yearly']),
      releases: z.array(storedReleaseSchema),
    }),
  ),
});
export type CalendarData = z.infer<typeof calendarDataSchema>;

/**
 * The release marks (`releasedAt`) belong to the statistics desk, which writes them
 * into the live calendar: a version an editor saved before a mark must not erase it
 * when it is published. Returns `next` with each release's mark taken from `live`
 * (matched by statistic key and period) where `live` has one; anything that is not a
 * calendar is returned as it is.
 */
export function keepReleaseMarks(live: unknown, next: Record<string, unknown>): Record<string, unknown> {
  const was = calendarDataSchema.safeParse(live);
  if (!was.success || !calendarDataSchema.safeParse(next).success) return next;
  const marks = new Map<string, string>();
  for (const s of was.data.statistics) for (const r of s.releases) if (r.releasedAt) marks.set(`${s.key}\u0000${r.period}`, r.releasedAt);
  if (!marks.size) return next;
  const statistics = (next as CalendarData).statistics.map((s) => ({
    ...s,
    releases: s.releases.map((r) => {
      const mark = marks.get(`${s.key}\u0000${r.period}`);
      return mark ? { ...r, releasedAt: mark } : r;
    }),
  }));
  return { ...next, statistics };
}

/** `entry_i18n.data` of the calendar: the names of its statistics in that language. */
export const calendarTextDataSchema = z.object({ statisticNames: z.record(z.string(), z.string()) });

/** A point's period (its first day, YYYY-MM-DD) as the calendar names it: `2026-10`, `2026-Q3`, `2026`. */
export function calendarPeriod(period: string, frequency: StatFrequency): string {
  if (frequency === 'yearly') return period.slice(0, 4);
  if (frequency === 'quarterly') return `${period.slice(0, 4)}-Q${String(Math.floor((Number(period.slice(5, 7)) - 1) / 3) + 1)}`;
  if (frequency === 'daily') return period;
  return period.slice(0, 7);
}
