/**
 * The site's middleware on odd paths (issue 36): a missing asset or an odd path under
 * `/_astro/` reaches the page route and renders the ordinary 404 page, which needs the
 * request data the middleware sets; `/staff` and `/api/staff` keep their answers with
 * the back office on and off.
 */
import type { APIContext, MiddlewareHandler } from 'astro';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDb } from '#src/server/db/registry.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { loadMenuPage } from '#src/server/page/page.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

/** The middleware of an instance started with STAFF_ROUTES=`staffRoutes` (the configuration is read once per module graph). */
async function middleware(staffRoutes: 'on' | 'off'): Promise<MiddlewareHandler> {
  process.env.STAFF_ROUTES = staffRoutes;
  vi.resetModules();
  return (await import('./middleware.ts')).onRequest;
}

interface Outcome {
  /** What the route answered, or the middleware's redirect. */
  status: number;
  location: string | null;
  body: string;
  locals: App.Locals;
}

/**
 * Runs the middleware on `path`; the route behind it is `[lang]/[...path].astro` as far
 * as its loader goes (the verdict as the body), or the API's catch-all for /api paths.
 */
async function request(onRequest: MiddlewareHandler, path: string, rest = ''): Promise<Outcome> {
  const url = new URL(path, 'http://localhost');
  const locals = {} as App.Locals;
  const context = {
    url,
    request: new Request(url),
    locals,
    params: {},
    cookies: { get: () => undefined },
    redirect: (location: string, status = 302) => new Response(null, { status, headers: { Location: location } }),
  } as unknown as APIContext;
  const response = await onRequest(context, async () => {
    if (url.pathname.startsWith('/api/')) return new Response('{"code":40400}', { status: 404, headers: { 'Content-Type': 'application/json' } });
    if (locals.staffNonce) return new Response('staff page', { headers: { 'Content-Type': 'text/html' } });
    const result = await loadMenuPage({ db: getDb(), lang: locals.lang, site: locals.site, url }, () => null, rest);
    return new Response(result.kind, { status: result.kind === 'not-found' ? 404 : 200, headers: { 'Content-Type': 'text/plain' } });
  });
  if (!(response instanceof Response)) throw new Error('no response');
  return { status: response.status, location: response.headers.get('location'), body: await response.text(), locals };
}

const ODD = ['x%2fy', '%2e%2e%2fpackage.json', 'a%00b', 'a'.repeat(4000)];

describe('paths outside the pages that reach the page route', () => {
  it('an encoded slash, dots or NUL under /_astro/, /_image/ and /_server-islands/ get the 404 page, not a 500', async () => {
    const onRequest = await middleware('on');
    for (const prefix of ['/_astro/', '/_image/', '/_server-islands/a/']) {
      for (const odd of ODD) {
        const outcome = await request(onRequest, prefix + odd, decodeURIComponent(odd));
        expect([prefix + odd.slice(0, 20), outcome.status, outcome.body]).toEqual([prefix + odd.slice(0, 20), 404, 'not-found']);
      }
    }
  });
});

describe('the back office paths on odd input keep their answers', () => {
  it('with STAFF_ROUTES=off, every /staff path is what any unknown path is; /api/staff paths stay API calls', async () => {
    const onRequest = await middleware('off');
    for (const odd of ['', ...ODD]) {
      const unknown = await request(onRequest, `/no-such-page/${odd}`);
      const staff = await request(onRequest, `/staff/${odd}`);
      expect(unknown).toMatchObject({ status: 302, location: '/zh-hant/404' });
      expect([staff.status, staff.location]).toEqual([unknown.status, unknown.location]);
      expect(staff.locals.staffNonce).toBeUndefined();
      const api = await request(onRequest, `/api/staff/${odd}`);
      expect([api.status, api.body, api.locals.site]).toEqual([404, '{"code":40400}', undefined]);
    }
  });

  it('with STAFF_ROUTES=on, every /staff path is the back office page; /api/staff paths stay API calls', async () => {
    const onRequest = await middleware('on');
    for (const odd of ['', ...ODD]) {
      const staff = await request(onRequest, `/staff/${odd}`);
      expect([staff.status, staff.body]).toEqual([200, 'staff page']);
      expect(staff.locals.staffNonce).toBeTruthy();
      const api = await request(onRequest, `/api/staff/${odd}`);
      expect([api.status, api.body, api.locals.site]).toEqual([404, '{"code":40400}', undefined]);
    }
  });
});
