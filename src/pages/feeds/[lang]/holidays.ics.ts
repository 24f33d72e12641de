/**
 * The public holidays as an iCalendar feed per language (RFC 5545), linked from
 * the holidays page: `/feeds/{lang}/holidays.ics`. Stable between requests
 * (DTSTAMP is each holiday's publication time), so it is cached like a page.
 */
import type { APIRoute } from 'astro';
import { LANGUAGE_CODES, isLanguage } from '#src/lib/i18n/languages.ts';
import { getDb } from '#src/server/db/registry.ts';
import { contentDisposition } from '#src/features/files/service.ts';
import { etagMatches, PUBLIC_CACHE_CONTROL, weakEtag } from '#src/server/http/headers.ts';
import { holidayCalendar } from '#src/features/reference/holiday-feed.ts';

export const GET: APIRoute = async ({ params, request }) => {
  const lang = params.lang;
  if (!isLanguage(lang)) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const body = new TextEncoder().encode(await holidayCalendar(getDb(), lang));
  const etag = weakEtag(body);
  const headers = {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': contentDisposition(`amcm-holidays-${lang}.ics`),
    'Content-Language': LANGUAGE_CODES[lang].htmlLang,
    'Cache-Control': PUBLIC_CACHE_CONTROL,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (etagMatches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers });
};
