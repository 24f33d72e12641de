import { defineMiddleware, sequence } from 'astro:middleware';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/registry.ts';
import { isHttpsRequest } from '#src/server/http/client-address.ts';
import { BODY_ETAG_HEADER, NO_STORE, PUBLIC_CACHE_CONTROL, parseOrigins, securityHeaders } from '#src/server/http/headers.ts';
import { publicResponse } from '#src/server/http/conditional.ts';
import { CACHE_TAGS_HEADER } from '#src/server/cache/tags.ts';
import { isApiCallPath, isPagePath, LANG_COOKIE, languageRedirect, legacyRedirect, pathLanguage, widgetRedirect } from '#src/server/http/route-rules.ts';
import { getSiteSettings } from '#src/features/site/settings.ts';
import { loadSiteContext } from '#src/features/site/service.ts';
import { translator } from '#src/features/messages.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#src/lib/i18n/languages.ts';
import { isStaffPagePath, staffPageHeaders, startStaffPage } from '#src/features/staff/page.ts';

const noStore = (response: Response) => {
  response.headers.set('Cache-Control', NO_STORE);
  return response;
};

/**
 * The back office pages (`/staff`, issue 32): no language segment, never cached, not
 * indexed, a CSP nonce for the styles its application inserts. With STAFF_ROUTES=off
 * they are not there: the path is any unknown path, the ordinary 404.
 */
const staffPages = defineMiddleware(async (context, next) => {
  if (!isStaffPagePath(context.url.pathname) || getConfig().STAFF_ROUTES === 'off') return next();
  startStaffPage(context.locals);
  return staffPageHeaders(await next(), context.locals);
});

/** SPEC §2 route rules decided before rendering: legacy paths and the language segment. */
const routeRules = defineMiddleware(async (context, next) => {
  const { pathname, search } = context.url;
  // A back office page was taken care of above.
  if (context.locals.staffNonce) return next();
  const legacy = legacyRedirect(pathname);
  if (legacy) return noStore(context.redirect(legacy + search, 301));
  const widget = widgetRedirect(context.url);
  if (widget) return context.redirect(widget, 301);
  if (!isPagePath(pathname)) {
    // A path outside the pages (favicon.ico, a missing asset, `/_astro/x%2fy`) can still
    // reach a page route, which then renders the 404 page: it needs the request data
    // too. Only API calls never render a page (a list of other prefixes let the 404
    // page render without its data: a 500, issue 36).
    if (!isApiCallPath(pathname)) await setRequestLocals(context, DEFAULT_LANGUAGE);
    return next();
  }
  const settings = await getSiteSettings(getDb());
  const target = languageRedirect(pathname, settings.languages, context.cookies.get(LANG_COOKIE)?.value);
  // The target depends on the visitor's cookie, so the redirect itself is never cached.
  if (target) return noStore(context.redirect(target, 302));
  const first = pathLanguage(pathname);
  await setRequestLocals(context, isLanguage(first) ? first : DEFAULT_LANGUAGE);
  return next();
});

/** What every component of a page reads (SPEC §2 Layout), computed once here rather than per component. */
async function setRequestLocals(context: { locals: App.Locals }, lang: Language): Promise<void> {
  context.locals.lang = lang;
  context.locals.t = translator(lang);
  context.locals.site = await loadSiteContext(getDb(), lang);
}

/** Security headers on every HTML response; public caching with ETag and 304 where allowed. */
const htmlHeaders = defineMiddleware(async (context, next) => {
  const response = await next();
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html')) return response;
  const config = getConfig();
  const https = isHttpsRequest(context.request, context.url, config.TRUST_PROXY_HOPS);
  const analytics = response.headers.get('x-amcm-analytics') === '1';
  response.headers.delete('x-amcm-analytics');
  // The rates widget (`/{lang}/widgets/…`) is made to be framed by any site.
  const widget = /^\/[^/]+\/widgets\//.test(context.url.pathname);
  const headers = securityHeaders({ frameAncestors: widget ? ['*'] : parseOrigins(config.FRAME_ANCESTORS), analytics, https }, response.headers.get('content-security-policy'));
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  response.headers.set('Content-Type', 'text/html; charset=utf-8');

  const cacheable =
    context.locals.cache !== 'no-store' &&
    !context.url.searchParams.has('preview') &&
    (context.request.method === 'GET' || context.request.method === 'HEAD') &&
    (response.status === 200 || response.status === 404);
  if (!cacheable) return noStore(response);

  // The content the page was made from, for the render cache (which removes the header).
  if (context.locals.cacheTags?.length) response.headers.set(CACHE_TAGS_HEADER, context.locals.cacheTags.join(' '));
  if (context.locals.bodyEtag && context.request.method === 'GET') {
    // Under scripts/start.mjs the node server keeps the finished body anyway (to compress
    // it): it hashes it there and answers the 304, so the page is not read into a second
    // Response here. `astro dev` and HEAD (whose body the adapter never writes) are hashed below.
    response.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    response.headers.set(BODY_ETAG_HEADER, '1');
    return response;
  }
  const body = new Uint8Array(await response.arrayBuffer());
  return publicResponse(context.request, body, { status: response.status, statusText: response.statusText, headers: response.headers });
});

export const onRequest = sequence(staffPages, routeRules, htmlHeaders);
