import { describe, expect, it } from 'vitest';
import { icsText, icsValue, parseIcsStrict } from '../../../tests/e2e/ical-strict.ts';
import { buildCalendar, escapeText, foldLine } from './ical.ts';

const stamp = new Date('2025-10-27T02:00:00Z');

describe('iCalendar writer', () => {
  it('writes all-day events that a strict reader accepts, with an exclusive end date and a fixed DTSTAMP', () => {
    const text = buildCalendar({
      prodId: '-//Test//Holidays//EN',
      name: 'Public holidays',
      language: 'en',
      events: [
        { uid: 'a@example.org', start: '2026-12-31', summary: "New Year's Eve, observed; or not", stamp },
        { uid: 'b@example.org', start: '2027-02-06', end: '2027-02-08', summary: 'Lunar New Year', stamp },
      ],
    });
    const calendar = parseIcsStrict(text);
    expect(calendar.properties.map((p) => p.name)).toEqual(['VERSION', 'PRODID', 'CALSCALE', 'METHOD', 'X-WR-CALNAME']);
    expect(icsValue(calendar, 'VERSION').value).toBe('2.0');
    const [first, second] = calendar.components;
    expect(first?.name).toBe('VEVENT');
    expect(icsValue(first!, 'DTSTART')).toEqual({ name: 'DTSTART', params: { VALUE: 'DATE' }, value: '20261231' });
    expect(icsValue(first!, 'DTEND').value).toBe('20270101');
    expect(icsValue(first!, 'DTSTAMP').value).toBe('20251027T020000Z');
    expect(icsValue(first!, 'UID').value).toBe('a@example.org');
    expect(icsText(icsValue(first!, 'SUMMARY').value)).toBe("New Year's Eve, observed; or not");
    expect(icsValue(first!, 'SUMMARY').params).toEqual({ LANGUAGE: 'en' });
    expect(icsValue(second!, 'DTEND').value).toBe('20270209');
  });

  it('folds long lines at 75 octets without splitting a character, and unfolds to the same text', () => {
    const summary = '澳門特別行政區成立紀念日'.repeat(8);
    const text = buildCalendar({ prodId: '-//Test//EN', name: '日曆', language: 'zh-Hant', events: [{ uid: 'c@example.org', start: '2026-12-20', summary, stamp }] });
    expect(icsValue(parseIcsStrict(text).components[0]!, 'SUMMARY').value).toBe(summary);
    const folded = foldLine(`SUMMARY:${summary}`);
    expect(folded.length).toBeGreaterThan(3);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(folded.map((l) => Buffer.byteLength(l)).every((n) => n <= 75)).toBe(true);
  });

  it('escapes backslashes, commas, semicolons and line breaks in text', () => {
    expect(escapeText('a\\b,c;d\ne')).toBe('a\\\\b\\,c\\;d\\ne');
    expect(icsText(escapeText('a\\b,c;d\ne'))).toBe('a\\b,c;d\ne');
  });

  it('is caught by the strict reader when malformed', () => {
    expect(() => parseIcsStrict('BEGIN:VCALENDAR\nEND:VCALENDAR\r\n')).toThrow(/bare LF/);
    expect(() => parseIcsStrict(`BEGIN:VCALENDAR\r\nX-LONG:${'x'.repeat(80)}\r\nEND:VCALENDAR\r\n`)).toThrow(/75 octets/);
    expect(() => parseIcsStrict('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\n')).toThrow(/does not close/);
  });
});
