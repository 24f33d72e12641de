/**
 * Public answers validated by their ETag, shared by the HTML pages (middleware)
 * and the feeds, so both cache and revalidate alike: a CDN may keep them for a
 * short while (PUBLIC_CACHE_CONTROL), and a client whose copy is current gets a
 * 304 without a body.
 */
import { etagMatches, PUBLIC_CACHE_CONTROL, weakEtag } from './headers.ts';

/** `body` with its weak ETag and public caching; a 304 when the request's If-None-Match names it (only a 200 is revalidated). */
export function publicResponse(request: Request, body: Uint8Array<ArrayBuffer>, init: { status?: number; statusText?: string; headers?: HeadersInit } = {}): Response {
  const status = init.status ?? 200;
  const headers = new Headers(init.headers);
  const etag = weakEtag(body);
  headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
  headers.set('ETag', etag);
  headers.delete('Content-Length');
  if (status === 200 && etagMatches(request.headers.get('if-none-match'), etag)) {
    // A 304 has no body, so it names no body type.
    headers.delete('Content-Type');
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status, ...(init.statusText ? { statusText: init.statusText } : {}), headers });
}

/** The 404 of a route outside the HTML pages (feeds): plain text, cached like the 404 page. */
export function plainNotFound(request: Request): Response {
  return publicResponse(request, new TextEncoder().encode('Not found\n'), {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' },
  });
}
