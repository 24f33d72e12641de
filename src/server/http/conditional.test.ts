import { describe, expect, it } from 'vitest';
import { plainNotFound, publicResponse } from './conditional.ts';
import { PUBLIC_CACHE_CONTROL } from './headers.ts';

const body = new TextEncoder().encode('<feed/>');
const request = (ifNoneMatch?: string) => new Request('http://localhost/feeds/en/news/news-press.xml', ifNoneMatch ? { headers: { 'If-None-Match': ifNoneMatch } } : {});

describe('publicResponse', () => {
  it('answers the body with a weak ETag and public caching', async () => {
    const res = publicResponse(request(), body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Content-Length': '99' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).toMatch(/^W\/"[\w-]+"$/);
    expect(res.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.get('Content-Length')).toBeNull();
    expect(await res.text()).toBe('<feed/>');
  });

  it('answers 304 without a body when If-None-Match names the ETag, weak or strong', async () => {
    const etag = publicResponse(request(), body).headers.get('ETag') ?? '';
    for (const tag of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`, '*']) {
      const res = publicResponse(request(tag), body, { headers: { 'Content-Type': 'text/calendar' } });
      expect(res.status).toBe(304);
      expect(res.headers.get('ETag')).toBe(etag);
      expect(res.headers.get('Content-Type')).toBeNull();
      expect(await res.text()).toBe('');
    }
    expect(publicResponse(request('"other"'), body).status).toBe(200);
  });

  it('never revalidates a 404', () => {
    const etag = plainNotFound(request()).headers.get('ETag') ?? '';
    const res = plainNotFound(request(etag));
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe(PUBLIC_CACHE_CONTROL);
  });
});
