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
 * The build fails when the server bundle was built and the function was not
 * found (an Astro upgrade that moves it must be looked at, not silently slower).
 */
import type { Plugin } from 'vite';

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
  if (!code.includes(ORIGINAL)) return undefined;
  return code.replace(ORIGINAL, MEMO);
}

export function cspDigestMemo(): Plugin {
  let patched = false;
  return {
    name: 'amcm:csp-digest-memo',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]astro[\\/]dist[\\/]core[\\/]encryption\.js$/.test(id.split('?')[0] ?? id)) return undefined;
      const out = memoizeCspDigestSource(code);
      if (!out) this.error(`amcm:csp-digest-memo: generateCspDigest not found in ${id}; Astro changed, see src/server/http/csp-digest-memo.ts`);
      patched = true;
      return { code: out, map: null };
    },
    generateBundle() {
      const ssr = (this.environment as { config?: { consumer?: string } } | undefined)?.config?.consumer === 'server';
      if (ssr && !patched) this.error('amcm:csp-digest-memo: the server bundle was built without astro/dist/core/encryption.js; see src/server/http/csp-digest-memo.ts');
    },
  };
}
