/** X-Forwarded-For and X-Forwarded-Proto are believed only within TRUST_PROXY_HOPS (issue 18). */
import { describe, expect, it } from 'vitest';
import { clientAddress, isHttpsRequest } from './client-address.ts';

const request = (headers: Record<string, string>) => new Request('http://site.example/en/', { headers });

describe('forwarded headers', () => {
  it('with no trusted proxy, a client’s own X-Forwarded-For and X-Forwarded-Proto are ignored', () => {
    const spoofed = request({ 'X-Forwarded-For': '203.0.113.5', 'X-Forwarded-Proto': 'https' });
    expect(clientAddress({ request: spoofed, clientAddress: '192.0.2.1' }, 0)).toBe('192.0.2.1');
    expect(isHttpsRequest(spoofed, new URL(spoofed.url), 0)).toBe(false);
  });

  it('behind one proxy, the entry that proxy wrote is believed, not one the client put before it', () => {
    const forwarded = request({ 'X-Forwarded-For': '198.51.100.9, 203.0.113.5', 'X-Forwarded-Proto': 'https' });
    expect(clientAddress({ request: forwarded, clientAddress: '10.0.0.2' }, 1)).toBe('203.0.113.5');
    expect(isHttpsRequest(forwarded, new URL(forwarded.url), 1)).toBe(true);
    // A client claiming https before a proxy that says http.
    const claimed = request({ 'X-Forwarded-Proto': 'https, http' });
    expect(isHttpsRequest(claimed, new URL(claimed.url), 1)).toBe(false);
  });

  it('a connection that is HTTPS itself is HTTPS whatever the headers', () => {
    const direct = new Request('https://site.example/en/');
    expect(isHttpsRequest(direct, new URL(direct.url), 0)).toBe(true);
  });
});
