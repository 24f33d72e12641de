/** Sets the status and cache policy of a page response from its loader's result, before rendering. */
import type { AstroGlobal } from 'astro';
import type { CacheHint, Loaded } from './page-module.ts';
import type { PageLoadResult } from './page.ts';

type Target = Pick<AstroGlobal, 'response' | 'locals'>;

function applyCache(astro: Target, cache: CacheHint | undefined): void {
  if (cache?.noStore) astro.locals.cache = 'no-store';
  if (cache?.tags?.length) astro.locals.cacheTags = cache.tags;
}

export function applyPageResult(astro: Target, result: Exclude<PageLoadResult, { kind: 'redirect' }>): void {
  if (result.kind === 'not-found') {
    astro.response.status = 404;
    return;
  }
  applyCache(astro, result.cache);
}

/** The same for a named route whose loader answers directly (home, preview). */
export function applyLoaded(astro: Target, result: Exclude<Loaded<unknown>, { kind: 'redirect' }>): void {
  if (result.kind === 'not-found') {
    astro.response.status = 404;
    return;
  }
  applyCache(astro, result.cache);
}
