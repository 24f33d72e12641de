/**
 * The public holidays as an iCalendar feed per language (RFC 5545), linked from
 * the holidays page: `/feeds/{lang}/holidays.ics`. Stable between requests
 * (DTSTAMP is each holiday's publication time), so it is cached like a page.
 */
import type { APIRoute } from 'astro';
import { LANGUAGE_CODES, isLanguage } from '#src/lib/i18n/languages.ts';
import { getDb } from '#src/server/db/registry.ts';
import { contentDisposition } from '#src/features/files/service.ts';
import { plainNotFound, publicResponse } from '#src/server/http/conditional.ts';
import { holidayCalendar } from '#src/features/reference/holiday-feed.ts';

export const GET: APIRoute = async ({ params, request }) => {
  const lang = params.lang;
  if (!isLanguage(lang)) return plainNotFound(request);
  const body = new TextEncoder().encode(await holidayCalendar(getDb(), lang));
  return publicResponse(request, body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': contentDisposition(`amcm-holidays-${lang}.ics`),
      'Content-Language': LANGUAGE_CODES[lang].htmlLang,
      'X-Content-Type-Options': 'nosniff',
    },
  });
};
