/** Security and caching headers of SPEC-level pages and calls. */
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';

/** The CSP source of an inline script or style: its SHA-256 in base64. */
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The sources a directive of a CSP header lists. */
function directive(csp: string, name: string): string[] {
  const found = csp.split(';').map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

test.describe('security headers', () => {
  test('every HTML page sends a CSP header with hashes, no X-Frame-Options, and the other headers', async ({ request }) => {
    // Page scripts are built as files; what stays inline is the island bootstrap, so a
    // page with an island (the exchange rates chart) keeps the hash check from being empty.
    let inlineSeen = 0;
    for (const path of ['/zh-hant/', '/en/about-us', '/en/no-such-page', '/en/financial-information/exchange-rates']) {
      const res = await request.get(path);
      const h = res.headers();
      const csp = h['content-security-policy'] ?? '';
      expect(csp, path).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toMatch(/frame-ancestors 'self'/);
      expect(csp).not.toContain("'unsafe-inline'");
      // Every inline script and style of the page is allowed by its hash, and nothing else inline is.
      const html = await res.text();
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter((s) => s.length > 0);
      const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
      inlineSeen += inlineScripts.length;
      const scriptSrc = directive(csp, 'script-src');
      expect(scriptSrc[0]).toBe("'self'");
      for (const script of inlineScripts) expect(scriptSrc, `${path}: hash of an inline script`).toContain(hashOf(script));
      const styleSrc = directive(csp, 'style-src');
      for (const style of inlineStyles) expect(styleSrc, `${path}: hash of an inline style`).toContain(hashOf(style));
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['x-frame-options']).toBeUndefined();
      expect(h['content-type']).toBe('text/html; charset=utf-8');
      expect(h['strict-transport-security']).toBeUndefined();
    }
    expect(inlineSeen, 'inline scripts whose hashes were checked').toBeGreaterThan(0);
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
