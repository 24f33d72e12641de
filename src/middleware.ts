import { defineMiddleware } from 'astro:middleware';

/**
 * SPEC §7 spells one call `/api/v1//common/selection`: repeated slashes in API
 * paths are folded so that spelling and the single-slash one reach the same route.
 */
export const onRequest = defineMiddleware((context, next) => {
  const { pathname, search } = context.url;
  if (pathname.startsWith('/api/') && pathname.includes('//')) {
    return context.rewrite(new Request(new URL(pathname.replace(/\/{2,}/g, '/') + search, context.url), context.request));
  }
  return next();
});
