/** Atom feed of rate publications per language: `/feeds/{lang}/rates.atom` (outside the language rule of the middleware). */
import type { APIRoute } from 'astro';
import { isLanguage } from '#src/lib/i18n/languages.ts';
import { getDb } from '#src/server/db/registry.ts';
import { etagMatches, PUBLIC_CACHE_CONTROL, weakEtag } from '#src/server/http/headers.ts';
import { rateFeed } from '#src/features/rates/feed.ts';

export const GET: APIRoute = async ({ params, url, request }) => {
  const lang = params.lang;
  if (!isLanguage(lang)) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const bytes = new TextEncoder().encode(await rateFeed(getDb(), lang, url.origin));
  const etag = weakEtag(bytes);
  const headers = { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL, ETag: etag, 'X-Content-Type-Options': 'nosniff' };
  if (etagMatches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(bytes, { headers });
};
