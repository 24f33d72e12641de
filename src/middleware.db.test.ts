/**
 * The site's middleware on requests that reach a page route without being a page
 * path (issue 36): a missing asset or an odd path under `/_astro/` renders the
 * ordinary 404 page, which needs the request data the middleware sets.
 */
import type { APIContext } from 'astro';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '#src/server/db/registry.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { loadMenuPage } from '#src/server/page/page.ts';
import { onRequest } from './middleware.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

/** What `[lang]/[...path].astro` does with the locals the middleware left: the loader's verdict. */
async function pageRouteAnswer(path: string, rest: string): Promise<string> {
  const url = new URL(path, 'http://localhost');
  const locals = {} as App.Locals;
  const context = {
    url,
    request: new Request(url),
    locals,
    params: {},
    routePattern: '/[lang]/[...path]',
    cookies: { get: () => undefined },
    redirect: (location: string, status = 302) => new Response(null, { status, headers: { Location: location } }),
  } as unknown as APIContext;
  const response = await onRequest(context, async () => {
    const result = await loadMenuPage({ db: getDb(), lang: locals.lang, site: locals.site, url }, () => null, rest);
    return new Response(result.kind, { headers: { 'Content-Type': 'text/plain' } });
  });
  return response instanceof Response ? response.text() : '';
}

describe('paths outside the pages that reach the page route', () => {
  it('an encoded slash or dots under /_astro/ and /_image/ get the 404 page, not a 500', async () => {
    expect(await pageRouteAnswer('/_astro/x%2fy', 'x/y')).toBe('not-found');
    expect(await pageRouteAnswer('/_astro/%2e%2e%2fpackage.json', '../package.json')).toBe('not-found');
    expect(await pageRouteAnswer('/_astro/a%00b', 'a\0b')).toBe('not-found');
    expect(await pageRouteAnswer('/_image/a/b', 'a/b')).toBe('not-found');
    expect(await pageRouteAnswer('/_server-islands/a/b', 'a/b')).toBe('not-found');
    expect(await pageRouteAnswer(`/_astro/${'a'.repeat(4000)}`, 'a'.repeat(4000))).toBe('not-found');
  });
});
