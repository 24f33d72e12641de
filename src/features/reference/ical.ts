/**
 * A small iCalendar (RFC 5545) writer for all-day events: CRLF line endings,
 * lines folded at 75 octets without splitting a UTF-8 character, TEXT values
 * escaped, one VEVENT per day with DTSTART;VALUE=DATE and an exclusive DTEND.
 */

export interface AllDayEvent {
  uid: string;
  /** First day, `YYYY-MM-DD`. */
  start: string;
  /** Last day (inclusive), `YYYY-MM-DD`; the first day when absent. */
  end?: string | null;
  summary: string;
  description?: string | null;
  categories?: string[];
  /** When the event was last published: DTSTAMP, so the feed is stable between requests. */
  stamp: Date;
}

export interface CalendarOptions {
  prodId: string;
  name: string;
  /** BCP 47 tag of the texts, e.g. `zh-Hant`. */
  language: string;
  timeZone?: string;
  events: readonly AllDayEvent[];
}

const MAX_OCTETS = 75;

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line into physical lines of at most 75 octets (RFC 5545 §3.1). */
export function foldLine(line: string): string[] {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      // A continuation line starts with one space, which counts towards its 75 octets.
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out;
}

const compactDate = (date: string) => date.replace(/-/g, '');

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** `20261102T030000Z` */
export function utcStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

export function buildCalendar(options: CalendarOptions): string {
  const lines: string[] = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ];
  if (options.timeZone) lines.push(`X-WR-TIMEZONE:${options.timeZone}`);
  for (const event of options.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${utcStamp(event.stamp)}`,
      `DTSTART;VALUE=DATE:${compactDate(event.start)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(event.end ?? event.start))}`,
      `SUMMARY;LANGUAGE=${options.language}:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION;LANGUAGE=${options.language}:${escapeText(event.description)}`);
    if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeText).join(',')}`);
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.flatMap(foldLine).join('\r\n')}\r\n`;
}
