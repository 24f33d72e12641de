import { describe, expect, it } from 'vitest';
import { BodyEtags, completeCsp, weakEtag } from './headers.ts';

const page = (text: string) => Buffer.from(`<!doctype html><title>x</title>${'<p>Monetary Authority of Macao 澳門金融管理局</p>'.repeat(200)}${text}`);

describe('BodyEtags', () => {
  it('answers the hash of exactly the bytes given, whether it hashed them or compared them', () => {
    const etags = new BodyEtags();
    const first = page('one');
    expect(etags.etag('/en/a', first)).toBe(weakEtag(first));
    // The same bytes in another buffer: the kept ETag.
    expect(etags.etag('/en/a', Buffer.from(first))).toBe(weakEtag(first));
    // One byte changed, same length, same URL: a new ETag.
    const changed = page('two');
    expect(etags.etag('/en/a', changed)).toBe(weakEtag(changed));
    expect(weakEtag(changed)).not.toBe(weakEtag(first));
    // And back again.
    expect(etags.etag('/en/a', first)).toBe(weakEtag(first));
  });

  it('is not fooled by a sent buffer changed afterwards', () => {
    const etags = new BodyEtags();
    const body = page('one');
    const etag = etags.etag('/en/a', body);
    // A writer reusing its buffer: the kept copy still holds the bytes that were hashed.
    body.write('Z', body.byteLength - 1);
    expect(etags.etag('/en/a', body)).toBe(weakEtag(body));
    expect(etags.etag('/en/a', body)).not.toBe(etag);
  });

  it('keeps bodies per key, a bounded number, and hashes large bodies every time', () => {
    const etags = new BodyEtags();
    for (let i = 0; i < 200; i++) expect(etags.etag(`/en/p${String(i)}`, page(String(i)))).toBe(weakEtag(page(String(i))));
    expect(etags.etag('/en/p0', page('0'))).toBe(weakEtag(page('0')));
    const large = Buffer.alloc(300 * 1024, 'a');
    expect(etags.etag('/en/large', large)).toBe(weakEtag(large));
    large[0] = 98;
    expect(etags.etag('/en/large', large)).toBe(weakEtag(large));
  });
});

describe('completeCsp', () => {
  const policy = { frameAncestors: [], analytics: false, https: false };

  it('completes each policy for its own inputs, computed once or again', () => {
    const a = "script-src 'self' 'sha256-a'; style-src 'self'";
    const b = "script-src 'self' 'sha256-b'; style-src 'self'";
    for (let i = 0; i < 2; i++) {
      expect(completeCsp(a, policy)).toBe(`${a}; frame-ancestors 'self'`);
      expect(completeCsp(b, policy)).toBe(`${b}; frame-ancestors 'self'`);
      expect(completeCsp(a, { ...policy, https: true })).toBe(`${a}; frame-ancestors 'self'; upgrade-insecure-requests`);
      expect(completeCsp(a, { ...policy, frameAncestors: ['https://example.org'] })).toBe(`${a}; frame-ancestors 'self' https://example.org`);
      expect(completeCsp(a, { ...policy, analytics: true })).toContain('https://www.googletagmanager.com');
      // No policy from Astro is not an empty one.
      expect(completeCsp(null, policy)).toBe("script-src 'self'; style-src 'self'; frame-ancestors 'self'");
      expect(completeCsp('', policy)).toBe("frame-ancestors 'self'");
    }
  });
});
