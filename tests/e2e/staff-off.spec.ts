/**
 * A public instance (issue 32): with STAFF_ROUTES=off there is no back office. Runs on
 * the settings server, which is started that way (tests/playwright.config.ts).
 */
import { expect, test } from '@playwright/test';

test('with STAFF_ROUTES=off the back office is not there: every staff path is the ordinary 404', async ({ request, baseURL }) => {
  // What any unknown path answers: a page path without a language goes to the 404 page.
  const unknown = await request.get('/no-such-page', { maxRedirects: 0 });
  for (const path of ['/staff', '/staff/', '/staff/accounts', '/staff/account']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect([path, answer.status(), answer.headers().location]).toEqual([path, unknown.status(), unknown.headers().location]);
    expect((await request.get(path)).status()).toBe(404);
  }
  for (const [method, path] of [['GET', '/api/staff/me'], ['GET', '/api/staff/openapi.json'], ['POST', '/api/staff/session/sign-in'], ['GET', '/api/staff/audit']] as const) {
    const answer = await request.fetch(path, { method, headers: { Origin: baseURL ?? '', 'Content-Type': 'application/json' }, ...(method === 'POST' ? { data: { email: 'a@b.example', password: 'x' } } : {}) });
    expect([path, answer.status(), ((await answer.json()) as { code: number }).code]).toEqual([path, 404, 40400]);
  }
  const openapi = (await (await request.get('/api/v1.0/openapi.json')).json()) as { paths: Record<string, unknown> };
  expect(Object.keys(openapi.paths).filter((p) => p.includes('staff'))).toEqual([]);
});
