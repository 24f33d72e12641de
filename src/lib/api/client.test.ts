import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_EVENTS, apiGet, apiPost, apiRequest, ApiError, buildQuery, CLIENT_CODES, languageHeaders } from './client.ts';

const BASE = 'http://site.test';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function mockFetch(response: Response | (() => Promise<Response>)) {
  return vi.fn<typeof fetch>(() => (typeof response === 'function' ? response() : Promise.resolve(response)));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('envelope handling', () => {
  it('resolves data when code is 0', async () => {
    const fetch = mockFetch(jsonResponse({ code: 0, data: { items: [1, 2] }, message: '' }));
    await expect(apiGet('/api/v1/x', undefined, { baseUrl: BASE, fetch })).resolves.toEqual({ items: [1, 2] });
  });

  it('resolves falsy data (0, empty list, null) as data', async () => {
    for (const data of [0, [], null, '']) {
      const fetch = mockFetch(jsonResponse({ code: 0, data, message: '' }));
      await expect(apiGet('/api/v1/x', undefined, { baseUrl: BASE, fetch })).resolves.toEqual(data);
    }
  });

  it('rejects with code and message when code is not 0, even on HTTP 200', async () => {
    const fetch = mockFetch(jsonResponse({ code: 1001, data: null, message: 'Invalid captcha' }));
    const err = await apiGet('/api/v1/x', undefined, { baseUrl: BASE, fetch }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 1001, message: 'Invalid captcha', status: 200 });
  });

  it('rejects an error envelope of HTTP 400 with its code, message and data', async () => {
    const fetch = mockFetch(jsonResponse({ code: 400, data: { errors: [{ field: 'q', message: 'Required' }] }, message: 'Bad request' }, 400));
    const err = (await apiGet('/api/v1/x', undefined, { baseUrl: BASE, fetch }).catch((e: unknown) => e)) as ApiError;
    expect(err.code).toBe(400);
    expect(err.status).toBe(400);
    expect(err.message).toBe('Bad request');
    expect(err.data).toEqual({ errors: [{ field: 'q', message: 'Required' }] });
  });

  it('rejects HTTP 404, with or without an envelope', async () => {
    const withEnvelope = mockFetch(jsonResponse({ code: 404, data: null, message: 'Not found here' }, 404));
    await expect(apiGet('/api/v1/x', undefined, { baseUrl: BASE, fetch: withEnvelope })).rejects.toMatchObject({ code: 404, status: 404, message: 'Not found here' });
    const bare = mockFetch(new Response('<h1>Not found</h1>', { status: 404 }));
    await expect(apiGet('/api/v1/x', undefined, { baseUrl: BASE, fetch: bare })).rejects.toMatchObject({ code: CLIENT_CODES.notFound, status: 404 });
  });

  it('rejects a 404 even when its body claims success', async () => {
    const fetch = mockFetch(jsonResponse({ code: 0, data: {}, message: '' }, 404));
    await expect(apiGet('/api/v1/x', undefined, { baseUrl: BASE, fetch })).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects a body that is not an envelope', async () => {
    const fetch = mockFetch(new Response('oops', { status: 200 }));
    await expect(apiGet('/api/v1/x', undefined, { baseUrl: BASE, fetch })).rejects.toMatchObject({ code: CLIENT_CODES.badResponse });
    const server = mockFetch(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiGet('/api/v1/x', undefined, { baseUrl: BASE, fetch: server })).rejects.toMatchObject({ code: 502, status: 502 });
  });

  it('turns a network failure into an ApiError', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiGet('/api/v1/x', undefined, { baseUrl: BASE, fetch })).rejects.toMatchObject({ code: CLIENT_CODES.network });
  });
});

describe('request', () => {
  it('sends the language, no-cache headers and arrays as repeated parameters', async () => {
    const fetch = mockFetch(jsonResponse({ code: 0, data: null, message: '' }));
    await apiGet('/api/v1.0/cms/news', { PageSize: 10, 'Filters.CatSlug': ['a', 'b'], empty: undefined, none: null, flag: true }, { baseUrl: BASE, fetch, lang: 'zh-hant' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${BASE}/api/v1.0/cms/news?PageSize=10&Filters.CatSlug=a&Filters.CatSlug=b&flag=true`);
    const headers = init?.headers as Record<string, string>;
    expect(headers['Api-Language']).toBe('zh_TW');
    expect(headers['Accept-Language']).toBe('zh-Hant');
    expect(headers['Cache-Control']).toBe('no-cache');
    expect(headers.Pragma).toBe('no-cache');
    expect(init?.cache).toBe('no-store');
    expect(init?.method).toBe('GET');
  });

  it('maps each language to its locale', () => {
    expect(languageHeaders('zh-hans')['Api-Language']).toBe('zh_CN');
    expect(languageHeaders('en')['Api-Language']).toBe('en');
    expect(languageHeaders('zh_TW')['Api-Language']).toBe('zh_TW');
    // Outside a page and without a language: the default locale.
    expect(languageHeaders()['Api-Language']).toBe('zh_TW');
  });

  it('posts JSON', async () => {
    const fetch = mockFetch(jsonResponse({ code: 0, data: { id: 7 }, message: '' }));
    await expect(apiPost('/api/v1.0/coins/order', { name: 'A' }, { baseUrl: BASE, fetch, lang: 'en' })).resolves.toEqual({ id: 7 });
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"A"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('refuses other origins', async () => {
    const fetch = mockFetch(jsonResponse({ code: 0, data: null, message: '' }));
    await expect(apiRequest('https://evil.test/api', { baseUrl: BASE, fetch })).rejects.toBeInstanceOf(ApiError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('builds queries', () => {
    expect(buildQuery(undefined)).toBe('');
    expect(buildQuery({})).toBe('');
    expect(buildQuery({ q: 'a b', ids: [1, 2] })).toBe('?q=a+b&ids=1&ids=2');
  });
});

describe('events for the progress bar', () => {
  function listen() {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const seen: string[] = [];
    for (const type of Object.values(API_EVENTS)) target.addEventListener(type, () => seen.push(type));
    return seen;
  }

  it('announces start and end of a successful call', async () => {
    const seen = listen();
    await apiGet('/x', undefined, { baseUrl: BASE, fetch: mockFetch(jsonResponse({ code: 0, data: 1, message: '' })) });
    expect(seen).toEqual([API_EVENTS.start, API_EVENTS.end]);
  });

  it('announces the failure before the end', async () => {
    const seen = listen();
    await apiGet('/x', undefined, { baseUrl: BASE, fetch: mockFetch(jsonResponse({ code: 5, data: null, message: 'no' })) }).catch(() => undefined);
    expect(seen).toEqual([API_EVENTS.start, API_EVENTS.error, API_EVENTS.end]);
  });

  it('stays quiet when asked', async () => {
    const seen = listen();
    await apiGet('/x', undefined, { baseUrl: BASE, quiet: true, fetch: mockFetch(jsonResponse({ code: 0, data: 1, message: '' })) });
    expect(seen).toEqual([]);
  });
});
