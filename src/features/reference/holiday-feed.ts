/** The iCalendar feed of the public holidays in one language (see ical.ts and the /feeds route). */
import { LANGUAGE_CODES, type Language } from '#src/lib/i18n/languages.ts';
import { referenceText } from './messages.ts';
import { macaoDate } from '#src/lib/format.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { listAll } from './common.ts';
import { buildCalendar } from './ical.ts';
import { HOLIDAY_MODULE } from './modules.ts';
import { isPublicHolidayType, parseHolidayType } from './holidays.ts';

export const HOLIDAY_UID_DOMAIN = 'amcm.gov.mo';

export async function holidayCalendar(db: Queryable, lang: Language, now?: Date): Promise<string> {
  const entries = await listAll(db, lang, { module: HOLIDAY_MODULE, order: 'starts-asc', now });
  // A subscribed calendar wants what is coming: this year's and later holidays only (the
  // register of past years, kept for the rates' business days, stays on the page).
  const fromDay = `${macaoDate((now ?? new Date()).toISOString()).slice(0, 4)}-01-01`;
  const events = entries
    .filter((e) => e.startsOn && e.startsOn >= fromDay && isPublicHolidayType(parseHolidayType(e.data.type).value))
    .map((e) => ({
      uid: `holiday-${e.slug ?? String(e.id)}@${HOLIDAY_UID_DOMAIN}`,
      start: e.startsOn as string,
      end: e.endsOn,
      summary: e.title,
      categories: e.category ? [e.category.title] : [],
      stamp: new Date(e.publishedAt),
    }));
  return buildCalendar({
    prodId: '-//Monetary Authority of Macao//Public Holidays//EN',
    name: referenceText.t(lang, 'holiday.feedName'),
    language: LANGUAGE_CODES[lang].htmlLang,
    timeZone: 'Asia/Macau',
    events,
  });
}
