/**
 * Forms behind a TLS-terminating proxy (nginx, deploy/nginx/amcm.conf): the browser
 * sends `Origin: https://host`, the connection here is plain HTTP with
 * `X-Forwarded-Proto: https`. With the proxy trusted (TRUST_PROXY_HOPS) the form is
 * same-origin for the guard and for Astro's own check behind it; a client's own
 * header, or another origin, is still refused.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequestFromNodeRequest } from 'astro/app/node';
import { refusalOf } from './guard.ts';
import { createLoggingServer, CROSS_SITE_POST_PATHS } from './node-server.ts';

// Read by the server's configuration on its first request (one proxy in front).
process.env.TRUST_PROXY_HOPS = '1';
process.env.LOG_FORMAT = 'off';

const HOST = 'www.amcm.example';
const form = { 'content-type': 'application/x-www-form-urlencoded', host: HOST };

/** Just enough of a request for the guard's rules. */
function fakeRequest(headers: Record<string, string>): http.IncomingMessage {
  return { method: 'POST', url: '/api/v1.0/some-form', headers, socket: {} } as unknown as http.IncomingMessage;
}

describe('the guard’s cross-site rule with a TLS-terminating proxy', () => {
  it('takes an https Origin as same-origin when a trusted proxy says the client used https', () => {
    expect(refusalOf(fakeRequest({ ...form, origin: `https://${HOST}`, 'x-forwarded-proto': 'https' }), 1024, 1)).toBeUndefined();
  });

  it('believes no X-Forwarded-Proto without a trusted proxy', () => {
    expect(refusalOf(fakeRequest({ ...form, origin: `https://${HOST}`, 'x-forwarded-proto': 'https' }), 1024, 0)?.status).toBe(403);
  });

  it('reads the protocol the outermost trusted proxy wrote, not one the client added', () => {
    // The client wrote "https" itself; the one proxy appended what it saw: "http".
    expect(refusalOf(fakeRequest({ ...form, origin: `https://${HOST}`, 'x-forwarded-proto': 'https, http' }), 1024, 1)?.status).toBe(403);
  });

  it('still refuses another origin', () => {
    expect(refusalOf(fakeRequest({ ...form, origin: 'https://evil.example', 'x-forwarded-proto': 'https' }), 1024, 1)?.status).toBe(403);
  });
});

describe('what Astro’s own origin check sees behind the proxy', () => {
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    // Astro's checkOrigin rule on the Request the adapter builds (origin from the socket and Host).
    server = createLoggingServer((req, res) => {
      const request = createRequestFromNodeRequest(req);
      const sameOrigin = request.headers.get('origin') === new URL(request.url).origin;
      res.writeHead(sameOrigin ? 200 : 403, { 'content-type': 'text/plain' });
      res.end(sameOrigin ? 'accepted' : 'Cross-site POST form submissions are forbidden');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  async function post(headers: Record<string, string>): Promise<number> {
    const res = await fetch(`http://127.0.0.1:${String(port)}/api/v1.0/some-form`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: 'a=1' });
    await res.text();
    return res.status;
  }

  it('accepts a same-origin form posted over HTTPS to the proxy', async () => {
    const host = `127.0.0.1:${String(port)}`;
    expect(await post({ origin: `https://${host}`, 'x-forwarded-proto': 'https' })).toBe(200);
  });

  it('still takes the one-click unsubscribe (a cross-site POST with no Origin) over HTTPS', async () => {
    const res = await fetch(`http://127.0.0.1:${String(port)}${CROSS_SITE_POST_PATHS[0] ?? ''}?token=x`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
      body: 'List-Unsubscribe=One-Click',
    });
    await res.text();
    expect(res.status).toBe(200);
  });

  it('accepts a same-origin form over plain HTTP, and refuses one from another site', async () => {
    const host = `127.0.0.1:${String(port)}`;
    expect(await post({ origin: `http://${host}` })).toBe(200);
    expect(await post({ origin: 'https://evil.example', 'x-forwarded-proto': 'https' })).toBe(403);
  });
});
