/**
 * A build step (Vite plugin) that makes Astro compute each CSP hash once per
 * process instead of once per render (issue 17: "CSP hashes computed at build or
 * start, not per request").
 *
 * Why: Astro 7's `security.csp` hashes the route's head scripts and styles in
 * `createResult` on every render, with `crypto.subtle.digest`. Their text is the
 * same for every render of a route, and a profile of uncached content pages put
 * these digests at about 9 % of the server's busy time. Astro has no option for
 * this, so its `generateCspDigest` (astro/dist/core/encryption.js) is wrapped, at
 * build time, in a bounded memo keyed by algorithm and text: the same input gives
 * the same hash, so the policy is unchanged.
 *
 * The build fails when the function is not found (src/server/http/astro-patch.ts).
 */
import type { Plugin } from 'vite';
import { astroPatchPlugin, replaceOnce } from './astro-patch.ts';

const ORIGINAL = 'async function generateCspDigest(data, algorithm) {';

/** At most this many texts (a route has a handful); longer texts are not kept. */
export const MEMO_ENTRIES = 512;
export const MEMO_MAX_CHARS = 256 * 1024;

const MEMO = `const __amcmCspDigests = new Map();
async function generateCspDigest(data, algorithm) {
  if (typeof data !== 'string' || data.length > ${String(MEMO_MAX_CHARS)}) return computeCspDigest(data, algorithm);
  const key = algorithm + '\\u0000' + data;
  let digest = __amcmCspDigests.get(key);
  if (!digest) {
    digest = computeCspDigest(data, algorithm);
    if (__amcmCspDigests.size < ${String(MEMO_ENTRIES)}) __amcmCspDigests.set(key, digest);
    digest.catch(() => __amcmCspDigests.delete(key));
  }
  return digest;
}
async function computeCspDigest(data, algorithm) {`;

/** Rewrites Astro's encryption module; undefined when the code is not that module. */
export function memoizeCspDigestSource(code: string): string | undefined {
  return replaceOnce(code, ORIGINAL, MEMO);
}

export function cspDigestMemo(): Plugin {
  return astroPatchPlugin({ name: 'amcm:csp-digest-memo', file: 'dist/core/encryption.js', rewrite: memoizeCspDigestSource, explainedIn: 'src/server/http/csp-digest-memo.ts' });
}
