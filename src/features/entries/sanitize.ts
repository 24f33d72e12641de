/**
 * Every piece of CMS HTML goes through DOMPurify before it reaches a visitor.
 * Sanitising happens on the way out, so content written by any path (seed, import,
 * back office) is covered; results are memoised because the same HTML is served
 * many times between edits.
 *
 * DOMPurify needs a DOM, which on the server is jsdom: about 75 MB of resident
 * memory. It is loaded on the first HTML that needs cleaning, not when the server
 * starts.
 */
import { createRequire } from 'node:module';
import type createDOMPurifyType from 'dompurify';
import type { JSDOM as JSDOMType } from 'jsdom';

// Loaded synchronously on first use: rendering calls this synchronously.
const require = createRequire(import.meta.url);

type Purifier = ReturnType<typeof createDOMPurifyType>;
let purify: Purifier | undefined;

function purifier(): Purifier {
  if (purify) return purify;
  const { JSDOM } = require('jsdom') as { JSDOM: typeof JSDOMType };
  const dompurify = require('dompurify') as typeof createDOMPurifyType | { default: typeof createDOMPurifyType };
  const createDOMPurify = 'default' in dompurify ? dompurify.default : dompurify;
  const window = new JSDOM('').window;
  const instance = createDOMPurify(window as unknown as Parameters<typeof createDOMPurifyType>[0]);
  // Links that open a new window must not hand the opener to the target page.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purify = instance;
  return instance;
}

const CONFIG = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
};

const cache = new Map<string, string>();
const CACHE_LIMIT = 1000;
/** The memo's size in characters (source and result): articles are long, so a count alone does not bound it. */
const CACHE_CHARS = 4_000_000;
let cachedChars = 0;

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = String(purifier().sanitize(html, CONFIG));
  const size = html.length + clean.length;
  if (size > CACHE_CHARS) return clean;
  // Oldest first (a Map keeps insertion order) until the new entry fits.
  while (cache.size && (cache.size >= CACHE_LIMIT || cachedChars + size > CACHE_CHARS)) {
    const [oldest, value] = cache.entries().next().value as [string, string];
    cache.delete(oldest);
    cachedChars -= oldest.length + value.length;
  }
  cache.set(html, clean);
  cachedChars += size;
  return clean;
}
