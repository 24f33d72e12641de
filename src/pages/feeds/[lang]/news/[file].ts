/**
 * News feeds (RSS 2.0 `.xml`, Atom `.atom`) per language and category:
 * `/feeds/{lang}/news/{category}.xml`. `/feeds/` is outside the language rule
 * of the middleware, so unknown languages and categories answer 404 here.
 */
import type { APIRoute } from 'astro';
import { isLanguage } from '#src/lib/i18n/languages.ts';
import { FEED_MIME } from '#src/features/news/links.ts';
import { getDb } from '#src/server/db/registry.ts';
import { PUBLIC_CACHE_CONTROL, etagMatches, weakEtag } from '#src/server/http/headers.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { loadNewsFeed, renderAtom, renderRss } from '#src/features/news/feeds.ts';

const notFound = () => new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL } });

export const GET: APIRoute = async ({ params, url, request }) => {
  const lang = params.lang;
  const match = /^([a-z0-9-]{1,64})\.(xml|atom)$/.exec(params.file ?? '');
  if (!isLanguage(lang) || !match) return notFound();
  const slug = match[1] ?? '';
  const format = match[2] === 'xml' ? 'rss' : 'atom';
  try {
    const feed = await loadNewsFeed(getDb(), lang, slug, url.origin, format);
    const body = format === 'rss' ? renderRss(feed) : renderAtom(feed);
    const bytes = new TextEncoder().encode(body);
    const etag = weakEtag(bytes);
    const headers = { 'Content-Type': `${FEED_MIME[format]}; charset=utf-8`, 'Cache-Control': PUBLIC_CACHE_CONTROL, ETag: etag, 'X-Content-Type-Options': 'nosniff' };
    if (etagMatches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
    return new Response(bytes, { headers });
  } catch (err) {
    if (err instanceof NotFoundError) return notFound();
    throw err;
  }
};
