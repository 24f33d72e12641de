/**
 * Atom feed of rate publications, one entry per publication day and language
 * (`/feeds/{lang}/rates.atom`): the day's mid rates of the main currencies and
 * the money-market fixings, linking to that day on the exchange rate page.
 */
import type { APIRoute } from 'astro';
import { ratesText } from './messages.ts';
import { formatDate } from '#src/lib/format.ts';
import { isLanguage, LANGUAGE_CODES, type Language } from '#src/lib/i18n/languages.ts';
import { formatFx, formatRate } from './constants.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { getDb } from '#src/server/db/registry.ts';
import { plainNotFound, publicResponse } from '#src/server/http/conditional.ts';
import { publicOrigin } from '#src/server/http/site-url.ts';
import { financialInfo, publicationDays } from './service.ts';

export const RATE_PAGE_PATH = 'financial-information/exchange-rates';
const FEED_DAYS = 20;
const FEATURED = ['USD', 'HKD', 'CNY', 'EUR', 'GBP', 'JPY'];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function rateFeed(db: Queryable, lang: Language, origin: string): Promise<string> {
  const days = await publicationDays(db, FEED_DAYS);
  const first = days[days.length - 1]?.day;
  const last = days[0]?.day;
  const [fx, maibor, monia] =
    first && last
      ? await Promise.all([
          financialInfo(db, lang, { type: 'exchange-rate', begin: first, end: last, currencies: FEATURED }),
          financialInfo(db, lang, { type: 'maibor', begin: first, end: last, terms: ['overnight', '3m'] }),
          financialInfo(db, lang, { type: 'monia', begin: first, end: last }),
        ])
      : [null, null, null];
  const page = `${origin}/${lang}/${RATE_PAGE_PATH}`;
  // The feed changes when a day is published or corrected.
  const feedUpdated = days.map((d) => d.correctedAt ?? d.publishedAt).reduce<Date | null>((a, t) => (!a || t > a ? t : a), null);
  const self = `${origin}/feeds/${lang}/rates.atom`;
  const entries = days.map(({ day, publishedAt, correctedAt }) => {
    const title = ratesText.t(lang, 'rates.feedEntry', { date: formatDate(day, lang) });
    const rows = (fx?.items ?? []).filter((i) => i.date === day).map((i) => `${i.unit === 100 ? '100 ' : ''}${i.currency} ${formatFx(i.midRate ?? 0)}`);
    const mm = [
      ...(maibor?.items ?? []).filter((i) => i.date === day).map((i) => `MAIBOR ${ratesText.t(lang, i.term === '3m' ? 'rates.term.3m' : 'rates.term.overnight')} ${formatRate(i.rate ?? 0)}%`),
      ...(monia?.items ?? []).filter((i) => i.date === day).map((i) => `MONIA ${formatRate(i.rate ?? 0)}%`),
    ];
    const note = correctedAt ? `${correctionNote(correctedAt, lang)} ` : '';
    const summary = `${note}${ratesText.t(lang, 'rates.mid')} (MOP): ${rows.join(', ')}. ${mm.join(', ')}.`;
    const stamp = publishedAt.toISOString();
    const updated = (correctedAt ?? publishedAt).toISOString();
    return `  <entry>
    <id>${esc(`${page}?date=${day}`)}</id>
    <title>${esc(title)}</title>
    <link rel="alternate" type="text/html" href="${esc(`${page}?date=${day}`)}"/>
    <published>${stamp}</published>
    <updated>${updated}</updated>
    <summary>${esc(summary)}</summary>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${LANGUAGE_CODES[lang].htmlLang}">
  <id>${esc(self)}</id>
  <title>${esc(ratesText.t(lang, 'rates.feed'))}</title>
  <link rel="self" type="application/atom+xml" href="${esc(self)}"/>
  <link rel="alternate" type="text/html" href="${esc(page)}"/>
  <author><name>${esc(ratesText.t(lang, 'rates.source'))}</name></author>
  <updated>${feedUpdated?.toISOString() ?? '2000-01-01T00:00:00.000Z'}</updated>
${entries.join('\n')}
</feed>
`;
}

/** The note on a corrected day (page and feed): when, in Macao time. */
export function correctionNote(at: Date, lang: Language): string {
  const macao = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return ratesText.t(lang, 'rates.corrected', { date: formatDate(macao.slice(0, 10), lang), time: macao.slice(11, 16) });
}

/** `GET /feeds/{lang}/rates.atom`. */
export const rateFeedRoute: APIRoute = async ({ params, url, request }) => {
  const lang = params.lang;
  if (!isLanguage(lang)) return plainNotFound(request);
  const body = new TextEncoder().encode(await rateFeed(getDb(), lang, publicOrigin(url)));
  return publicResponse(request, body, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'X-Content-Type-Options': 'nosniff' } });
};
