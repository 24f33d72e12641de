/**
 * Date texts of the reference modules: days written out per language, weekday
 * and month names, and month grids for the holiday calendar. Dates are plain
 * `YYYY-MM-DD` days (no time zone); they are formatted in UTC so the day never shifts.
 */
import { formatDate, INTL_LOCALE as LOCALE } from '#src/lib/format.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { dateTimeFormat } from '#src/lib/intl-cache.ts';

export { macaoDate } from '#src/lib/format.ts';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function utc(date: string): Date | undefined {
  const m = DAY.exec(date);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
}

/** `2026-12-20` as "2026年12月20日" or "20 December 2026"; anything else unchanged. */
export function formatDay(date: string | null | undefined, lang: Language): string {
  if (!date) return '';
  return formatDate(DAY.test(date.slice(0, 10)) ? date.slice(0, 10) : date, lang);
}

/** A range of days: one day, or "first – last". */
export function formatDayRange(start: string | null | undefined, end: string | null | undefined, lang: Language): string {
  if (!start) return '';
  if (!end || end === start) return formatDay(start, lang);
  return `${formatDay(start, lang)} – ${formatDay(end, lang)}`;
}

export function weekdayName(date: string, lang: Language, style: 'long' | 'short' = 'long'): string {
  const d = utc(date);
  return d ? dateTimeFormat(LOCALE[lang], { timeZone: 'UTC', weekday: style }).format(d) : '';
}

export function monthName(year: number, month: number, lang: Language): string {
  return dateTimeFormat(LOCALE[lang], { timeZone: 'UTC', year: 'numeric', month: 'long' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

/**
 * Locales of the short weekday names of the calendar grid. CLDR's pt-PT "short"
 * weekdays are whole words (segunda, terça…) that do not fit a seven-column
 * month; the base Portuguese locale has the abbreviations used in Portugal too
 * (seg., ter., …).
 */
const SHORT_WEEKDAY_LOCALE: Readonly<Record<Language, string>> = { ...LOCALE, pt: 'pt' };

/** Weekday headings, Sunday first as on Macao calendars: a short name and the whole name. */
export function weekdayHeadings(lang: Language): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(SHORT_WEEKDAY_LOCALE[lang], { timeZone: 'UTC', weekday: 'short' });
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const date = `2026-11-0${String(i + 1)}`;
    return { short: short.format(utc(date)), long: weekdayName(date, lang, 'long') };
  });
}

/** The weeks of a month, Sunday first; days outside the month are null. */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** A year from a query value, if it is one of the offered years. */
export function pickYear(value: string | undefined, offered: readonly number[], fallback: number): number {
  const year = Number(value);
  if (Number.isInteger(year) && offered.includes(year)) return year;
  if (offered.includes(fallback)) return fallback;
  return offered.reduce((best, y) => (Math.abs(y - fallback) < Math.abs(best - fallback) ? y : best), offered[0] ?? fallback);
}

/** A positive whole number from a query value. */
export function positiveInt(value: string | undefined): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
