/** Security and caching headers of SPEC-level pages and calls. */
import { expect, test } from '@playwright/test';

test.describe('security headers', () => {
  test('every HTML page sends a CSP header with hashes, no X-Frame-Options, and the other headers', async ({ request }) => {
    for (const path of ['/zh-hant/', '/en/about-us', '/en/no-such-page']) {
      const res = await request.get(path);
      const h = res.headers();
      const csp = h['content-security-policy'] ?? '';
      expect(csp, path).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toMatch(/frame-ancestors 'self'/);
      expect(csp).toMatch(/script-src 'self'( 'sha(256|384|512)-[^']+')*/);
      expect(csp).not.toContain("'unsafe-inline'");
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['x-frame-options']).toBeUndefined();
      expect(h['content-type']).toBe('text/html; charset=utf-8');
      expect(h['strict-transport-security']).toBeUndefined();
    }
  });

  test('HSTS is sent when the site is served over HTTPS behind a proxy', async ({ request }) => {
    const res = await request.get('/en/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers()['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  test('the page scripts run under the CSP without violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
    await page.goto('/en/');
    await page.goto('/zh-hant/about-us');
    expect(violations).toEqual([]);
  });
});

test.describe('caching', () => {
  test('public pages are cacheable by a CDN, with an ETag and 304 on If-None-Match', async ({ request }) => {
    const first = await request.get('/en/about-us');
    expect(first.headers()['cache-control']).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
    const etag = first.headers().etag;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await request.get('/en/about-us', { headers: { 'If-None-Match': etag! } });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
    const changed = await request.get('/en/about-us', { headers: { 'If-None-Match': 'W/"something-else"' } });
    expect(changed.status()).toBe(200);
  });

  test('previews, search results, redirects by cookie and API calls are never cached', async ({ request }) => {
    expect((await request.get('/en/about-us/introduction?preview&id=1&vid=1&key=wrong')).headers()['cache-control']).toContain('no-store');
    expect((await request.get('/en/search?q=bank')).headers()['cache-control']).toContain('no-store');
    expect((await request.get('/xx/', { maxRedirects: 0 })).headers()['cache-control']).toContain('no-store');
    expect((await request.get('/api/bff/common')).headers()['cache-control']).toContain('no-store');
  });
});
