/**
 * Every piece of CMS HTML goes through DOMPurify before it reaches a visitor.
 * Sanitising happens on the way out, so content written by any path (seed, import,
 * back office) is covered; results are memoised because the same HTML is served
 * many times between edits.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const window = new JSDOM('').window;
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

// Links that open a new window must not hand the opener to the target page.
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const CONFIG = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
};

const cache = new Map<string, string>();
const CACHE_LIMIT = 1000;

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  const clean = String(purify.sanitize(html, CONFIG));
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(html, clean);
  return clean;
}
