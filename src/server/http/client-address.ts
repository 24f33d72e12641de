/**
 * The address of the client that made a request, for per-client limits.
 *
 * Astro's node adapter gives the socket address (it would take X-Forwarded-For only
 * for hosts listed in `security.allowedDomains`, which this site does not set).
 * Behind reverse proxies, TRUST_PROXY_HOPS says how many of them append to
 * X-Forwarded-For: the client is the entry that many places from the right, so a
 * value the client wrote itself at the left is never believed.
 */
import { getConfig } from '#src/server/config.ts';

export function clientAddress(context: { request: Request; clientAddress?: string }, hops: number = getConfig().TRUST_PROXY_HOPS): string {
  let socket = '';
  try {
    socket = context.clientAddress ?? '';
  } catch {
    // Astro throws when the adapter gives no address (prerendering, some tests).
  }
  if (hops > 0) {
    const forwarded = (context.request.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const chain = socket ? [...forwarded, socket] : forwarded;
    const picked = chain[Math.max(0, chain.length - 1 - hops)];
    if (picked) return picked;
  }
  return socket || 'unknown';
}

/**
 * Whether the client reached the site over HTTPS: the connection's own protocol, or
 * X-Forwarded-Proto only when TRUST_PROXY_HOPS says proxies are there to write it
 * (the value of the outermost trusted proxy, the one the client talked to). With no
 * trusted proxy a client's own header is ignored.
 */
export function isHttpsRequest(request: Request, url: URL, hops: number = getConfig().TRUST_PROXY_HOPS): boolean {
  if (url.protocol === 'https:') return true;
  return forwardedHttps(request.headers.get('x-forwarded-proto'), hops);
}

/** Whether an X-Forwarded-Proto value, as the outermost of `hops` trusted proxies wrote it, says https. */
export function forwardedHttps(value: string | null | undefined, hops: number): boolean {
  if (hops <= 0) return false;
  const values = (value ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  return values[Math.max(0, values.length - hops)] === 'https';
}
