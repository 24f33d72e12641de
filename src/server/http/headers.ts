/**
 * Headers of every HTML response: security headers (the Content-Security-Policy
 * Astro computes with script and style hashes, completed with the directives that
 * only the server knows) and CDN-friendly caching with an ETag.
 */
import { createHash } from 'node:crypto';
import { setNewest } from '#src/server/cache/newest-last.ts';

export interface HeaderPolicy {
  /** Origins allowed to frame the site (SPEC §1 embedding); empty: same origin only. */
  frameAncestors: string[];
  /** Extra script/connect sources, e.g. Google Analytics when its key is set. */
  analytics: boolean;
  https: boolean;
}

export const ANALYTICS_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const ANALYTICS_CONNECT_ORIGINS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'];

/** Parses FRAME_ANCESTORS (space or comma separated origins) and keeps only real origins. */
export function parseOrigins(value: string | undefined): string[] {
  if (!value) return [];
  const out: string[] = [];
  for (const part of value.split(/[\s,]+/)) {
    if (!part) continue;
    try {
      const url = new URL(part);
      if (url.protocol === 'https:' || url.protocol === 'http:') out.push(url.origin);
    } catch {
      // Not an origin: ignored rather than widening the policy by accident.
    }
  }
  return [...new Set(out)];
}

function addSources(csp: string, directive: string, sources: string[]): string {
  if (!sources.length) return csp;
  const parts = csp.split(';').map((p) => p.trim()).filter(Boolean);
  const index = parts.findIndex((p) => p.split(/\s+/)[0] === directive);
  if (index >= 0) parts[index] = `${parts[index]} ${sources.join(' ')}`;
  else parts.push(`${directive} ${sources.join(' ')}`);
  return parts.join('; ');
}

/** Completed policies by Astro's policy and the run-time settings: a few per process (one per set of inline scripts and styles). */
const completed = new Map<string, string>();
const COMPLETED_MAX = 64;

/** Completes Astro's page CSP (hashes of its scripts and styles) with the run-time directives. */
export function completeCsp(astroCsp: string | null, policy: HeaderPolicy): string {
  const key = `${policy.https ? 's' : '-'}${policy.analytics ? 'a' : '-'}${policy.frameAncestors.join(' ')}\n${astroCsp === null ? '' : `=${astroCsp}`}`;
  let csp = completed.get(key);
  if (csp === undefined) {
    csp = completeCspOnce(astroCsp, policy);
    setNewest(completed, key, csp, COMPLETED_MAX);
  }
  return csp;
}

function completeCspOnce(astroCsp: string | null, policy: HeaderPolicy): string {
  let csp = astroCsp ?? "script-src 'self'; style-src 'self'";
  csp = addSources(csp, 'frame-ancestors', ["'self'", ...policy.frameAncestors]);
  if (policy.analytics) {
    csp = addSources(csp, 'script-src', [ANALYTICS_SCRIPT_ORIGIN]);
    csp = addSources(csp, 'connect-src', ANALYTICS_CONNECT_ORIGINS);
    csp = addSources(csp, 'img-src', ['https://*.google-analytics.com', 'https://*.googletagmanager.com']);
  }
  if (policy.https) csp = `${csp}; upgrade-insecure-requests`;
  return csp;
}

export function securityHeaders(policy: HeaderPolicy, astroCsp: string | null): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': completeCsp(astroCsp, policy),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (policy.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** Public pages: cached by a CDN for a short while and revalidated in the background. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
export const NO_STORE = 'private, no-store, max-age=0';

/**
 * Set by the middleware on a public page whose ETag the node server computes from the
 * finished body it already holds (src/server/http/compression.ts); never sent.
 */
export const BODY_ETAG_HEADER = 'x-amcm-body-etag';

export function weakEtag(body: Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** How many bodies `BodyEtags` keeps, and the largest it keeps: at most 16 MiB in all. */
const KEPT_BODIES = 64;
const KEPT_BODY_MAX_BYTES = 256 * 1024;

/**
 * `weakEtag` of a page's body, hashed only when the body differs from the last one
 * sent under the same key (the page's URL): an uncached page is rendered again on
 * every request, mostly to the same bytes, and comparing bytes costs a fraction of
 * hashing them (decision 0038). The key only finds the body to compare with: the
 * answer is always the hash of exactly these bytes, so a changed body always gets
 * its own ETag. The kept bodies are copies, so no later change to a sent buffer can
 * make a stale ETag match.
 */
export class BodyEtags {
  readonly #kept = new Map<string, { body: Buffer; etag: string }>();

  etag(key: string, body: Uint8Array): string {
    const kept = this.#kept.get(key);
    if (kept && kept.body.equals(body)) {
      setNewest(this.#kept, key, kept);
      return kept.etag;
    }
    const etag = weakEtag(body);
    if (body.byteLength <= KEPT_BODY_MAX_BYTES) setNewest(this.#kept, key, { body: Buffer.from(body), etag }, KEPT_BODIES);
    else if (kept) this.#kept.delete(key);
    return etag;
  }
}

/** True when an If-None-Match header matches the ETag (weak comparison, as RFC 9110 says for GET). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}
