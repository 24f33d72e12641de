/** Sets the status and cache policy of a page response from its loader's result, before rendering. */
import type { AstroGlobal } from 'astro';
import type { PageLoadResult } from './page.ts';

export function applyPageResult(astro: Pick<AstroGlobal, 'response' | 'locals'>, result: Exclude<PageLoadResult, { kind: 'redirect' }>): void {
  if (result.kind === 'not-found') {
    astro.response.status = 404;
    return;
  }
  if (result.cache.noStore) astro.locals.cache = 'no-store';
  if (result.cache.tags?.length) astro.locals.cacheTags = result.cache.tags;
}
