/**
 * Issue 18 against the built server: what the node layer refuses, headers on every
 * kind of answer, bodies over a call's limit, the licence pages' per-client limit.
 */
import { expect, test } from '@playwright/test';

test.describe('refused before Astro, in our shape', () => {
  test('TRACE and other unknown methods are 405 with Allow; a page answers GET and HEAD only', async ({ request }) => {
    const api = await request.fetch('/api/v1.0/page?path=about-us', { method: 'TRACE', headers: { 'Api-Language': 'en' } });
    expect(api.status()).toBe(405);
    expect(api.headers().allow).toBe('GET, HEAD, POST, OPTIONS');
    expect(await api.json()).toMatchObject({ code: 40500, data: null });
    for (const method of ['TRACE', 'PUT', 'PATCH', 'DELETE']) {
      const page = await request.fetch('/en/about-us', { method, headers: { Origin: 'http://127.0.0.1' } });
      expect(page.status(), method).toBe(405);
      expect(page.headers().allow).toBe('GET, HEAD');
      expect(page.headers()['cache-control']).toContain('no-store');
      expect(await page.text()).not.toContain('<nav');
    }
    expect((await request.head('/en/about-us')).status()).toBe(200);
  });

  test('a broken escape and a cross-site form are refused in the envelope, in the caller’s language', async ({ request, baseURL }) => {
    const bad = await request.get('/api/v1/%E0%A4%A', { headers: { 'Api-Language': 'en' } });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 40000, message: 'The request is not valid.' });
    const cross = await request.post('/api/v1.0/cms/common/captcha_validate', {
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded', 'Api-Language': 'en' },
      data: 'id=x&code=1',
    });
    expect(cross.status()).toBe(403);
    expect(await cross.json()).toMatchObject({ code: 40301, message: 'This request came from another site and was refused.' });
    expect(baseURL).toBeTruthy();
  });

  test('nosniff on pages, API answers, files and /_astro assets', async ({ request }) => {
    const html = await (await request.get('/en/')).text();
    const asset = /(?:src|href)="(\/_astro\/[^"]+)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    for (const path of ['/en/', '/api/bff/common', asset!, '/api/no-such-call', '/healthz']) {
      const res = await request.get(path);
      expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers()['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

test.describe('bodies', () => {
  test('a 64 KB body to a call that takes 100 bytes is 413 in the envelope; malformed JSON and a NUL are 400', async ({ request, baseURL }) => {
    const headers = { Origin: new URL(baseURL!).origin, 'Content-Type': 'application/json', 'Api-Language': 'pt' };
    const big = await request.post('/api/v1.0/cms/common/captcha_validate', { headers, data: JSON.stringify({ id: 'x'.repeat(64 * 1024), code: '1' }) });
    expect(big.status()).toBe(413);
    expect(await big.json()).toEqual({ code: 41300, data: null, message: 'O pedido é demasiado grande.' });
    const broken = await request.post('/api/v1.0/cms/common/captcha_validate', { headers, data: '{"id":' });
    expect(broken.status()).toBe(400);
    const nul = await request.post('/api/v1.0/cms/common/captcha_validate', { headers, data: JSON.stringify({ id: 'a\u0000b', code: '1' }) });
    expect(nul.status()).toBe(400);
    const multipart = await request.post('/api/v1.0/cms/common/captcha_validate', {
      headers: { ...headers, 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      data: '--XYZ\r\nContent-Disposition: form-data; name="id"\r\n\r\nabc',
    });
    expect(multipart.status()).toBe(400);
  });

  test('impossible dates, huge ids and NUL in a query are 400, never 5xx', async ({ request }) => {
    for (const path of [
      '/api/v1.0/cms/downloads?Filters.Begin=2024-13-45',
      '/api/v1.0/cms/graphics?id=2147483648',
      '/api/v1.0/cms/item_language?module=page&id=2147483648',
      '/api/v1.0/cms/laws?Filters.Keyword=a%00b',
      '/api/v1.0/cms/export_financial_info?Filters.Begin=2024-02-30&Format=xlsx',
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(400);
      expect((await res.json()).code, path).toBe(40000);
    }
  });
});

test.describe('per-client limits', () => {
  test('licence pages: after 60 in ten minutes a client gets 429 with Retry-After; other clients do not', async ({ request }) => {
    // The server trusts one proxy here: X-Forwarded-For names a client of this test only.
    const client = { 'X-Forwarded-For': `198.51.100.${String(Math.floor(Math.random() * 200) + 20)}` };
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await request.get(`/en/registers/intermediary/APS-${String(90000 + i)}-19`, { headers: client })).status();
    expect(last).toBe(429);
    const limited = await request.get('/en/registers/intermediary/APS-00001-19', { headers: client });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers()['cache-control']).toContain('no-store');
    expect(await limited.text()).toContain('Too many requests');
    const other = await request.get('/en/registers/intermediary/APS-90000-19', { headers: { 'X-Forwarded-For': '192.0.2.201' } });
    expect(other.status()).toBe(404);
  });
});
