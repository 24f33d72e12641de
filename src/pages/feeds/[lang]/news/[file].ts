/**
 * News feeds (RSS 2.0 `.xml`, Atom `.atom`) per language and category:
 * `/feeds/{lang}/news/{category}.xml`. `/feeds/` is outside the language rule
 * of the middleware, so unknown languages and categories answer 404 here.
 */
import type { APIRoute } from 'astro';
import { isLanguage } from '#src/lib/i18n/languages.ts';
import { FEED_MIME } from '#src/features/news/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { plainNotFound, publicResponse } from '#src/server/http/conditional.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { publicOrigin } from '#src/server/http/site-url.ts';
import { loadNewsFeed, renderAtom, renderRss } from '#src/features/news/feeds.ts';

export const GET: APIRoute = async ({ params, url, request }) => {
  const lang = params.lang;
  const match = /^([a-z0-9-]{1,64})\.(xml|atom)$/.exec(params.file ?? '');
  if (!isLanguage(lang) || !match) return plainNotFound(request);
  const slug = match[1] ?? '';
  const format = match[2] === 'xml' ? 'rss' : 'atom';
  try {
    const feed = await loadNewsFeed(getDb(), lang, slug, publicOrigin(url), format);
    const body = new TextEncoder().encode(format === 'rss' ? renderRss(feed) : renderAtom(feed));
    return publicResponse(request, body, { headers: { 'Content-Type': `${FEED_MIME[format]}; charset=utf-8`, 'X-Content-Type-Options': 'nosniff' } });
  } catch (err) {
    if (err instanceof NotFoundError) return plainNotFound(request);
    throw err;
  }
};
