/**
 * `client:painted`: an island hydrates once the page has painted, when the
 * page's own scripts start (decision 0011, src/features/site/script-loader.ts):
 * the loader marks <html data-scripts="waiting"> until then and dispatches
 * `amcm:painted` on the document. A page without the loader hydrates once it
 * is parsed.
 *
 * Why not `client:idle`: the browser is often idle before its first paint (it
 * waits for the frame), so an idle island fetched its scripts (React, the form
 * schemas: about 85 KB) alongside the stylesheet, and the largest paint came
 * after them on a slow link.
 *
 * Astro builds this file into an inline script of its own (its CSP hash is
 * Astro's) and requires the directive as the default export.
 */
import type { ClientDirective } from 'astro';

export const PAINTED_EVENT = 'amcm:painted';

const painted: ClientDirective = async (load) => {
  // The loader is last in the body: by DOMContentLoaded it has marked the page.
  if (document.readyState === 'loading') await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  if (document.documentElement.getAttribute('data-scripts') === 'waiting') {
    await new Promise((resolve) => document.addEventListener(PAINTED_EVENT, resolve, { once: true }));
  }
  const hydrate = await load();
  await hydrate();
};

export default painted;
