/**
 * The node layer (issue 18): the real server of node-server.ts, in front of a handler
 * built the way the node adapter builds its Request (astro/app/node with the same
 * bodySizeLimit), serving one defineEndpoint call and one page-like answer.
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { APIContext } from 'astro';
import { createRequestFromNodeRequest, writeResponse } from 'astro/app/node';
import { z } from 'zod';
import { defineEndpoint } from './api.ts';
import { MAX_REQUEST_BODY_BYTES } from './guard.ts';
import { securityHeaders } from './headers.ts';
import { createLoggingServer } from './node-server.ts';

const SMALL_LIMIT = 100;
const echo = defineEndpoint({
  method: 'POST',
  path: '/api/test/echo',
  summary: 'test',
  tags: ['test'],
  body: z.object({ id: z.string().max(200) }),
  maxBodyBytes: SMALL_LIMIT,
  response: z.object({ id: z.string() }),
  handler: ({ body }) => Promise.resolve({ id: body.id }),
});

let server: http.Server;
let port = 0;
const logLines: string[] = [];

beforeAll(async () => {
  process.env.LOG_FORMAT = 'json';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    logLines.push(String(chunk));
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    logLines.push(String(chunk));
    return true;
  });
  server = createLoggingServer(async (req, res) => {
    const request = createRequestFromNodeRequest(req, { bodySizeLimit: MAX_REQUEST_BODY_BYTES });
    const url = new URL(request.url);
    if (url.pathname === '/boom') {
      // What the adapter does when a render throws.
      res.statusCode = 500;
      res.end('Internal Server Error');
      return;
    }
    if (url.pathname.endsWith('/boom-response')) {
      // What the adapter writes when Astro's answer to a throwing page is a bare 500 Response.
      await writeResponse(new Response(null, { status: 500, statusText: 'Internal Server Error' }), res);
      return;
    }
    const response = url.pathname.startsWith('/api/')
      ? await echo({ request, url, params: {}, locals: {}, clientAddress: '127.0.0.1' } as unknown as APIContext)
      : new Response('<!doctype html><p>page</p>', { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    await writeResponse(response, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  vi.restoreAllMocks();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function send(method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers: init.headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** A raw request line, for what http.request will not send. */
function raw(text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let out = '';
    socket.on('data', (c) => (out += c.toString()));
    socket.on('close', () => resolve(out));
    socket.on('error', () => resolve(out));
  });
}

const json = (text: string) => JSON.parse(text) as { code: number; message: string };

describe('methods', () => {
  it('TRACE and other unknown methods answer 405 with Allow: in the envelope on API paths, an error page on pages', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'DELETE']) {
      const api = await send(method, '/api/test/echo', { headers: { 'Api-Language': 'en' } });
      expect(api.status).toBe(405);
      expect(api.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      expect(json(api.text)).toEqual({ code: 40500, data: null, message: `The method ${method} is not allowed here.` });
      expect(api.headers['cache-control']).toContain('no-store');
    }
    const page = await send('TRACE', '/pt/about');
    expect(page.status).toBe(405);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<html lang="pt">');
  });

  it('a page answers GET and HEAD only: PUT and PATCH are 405, not the page', async () => {
    for (const method of ['PUT', 'PATCH', 'POST']) {
      const res = await send(method, '/en/about', { headers: { Origin: `http://127.0.0.1:${String(port)}`, 'Content-Type': 'application/json' }, body: '{}' });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(res.text).not.toContain('page</p>');
    }
    expect((await send('GET', '/en/about')).status).toBe(200);
  });

  it('a request Node cannot parse gets a 400 envelope', async () => {
    const out = await raw('FOO /api/test/echo HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(out).toMatch(/^HTTP\/1\.1 400/);
    expect(out).toContain('"code":40000');
  });
});

describe('framework-level refusals in our shape', () => {
  it('a broken % escape is 400 in the envelope', async () => {
    const res = await send('GET', '/api/v1/%E0%A4%A', { headers: { 'Api-Language': 'en' } });
    expect(res.status).toBe(400);
    expect(json(res.text).code).toBe(40000);
  });

  it('a cross-site form post is 403 in the envelope, in the caller’s language', async () => {
    const res = await send('POST', '/api/test/echo', { headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded', 'Api-Language': 'en' }, body: 'id=1' });
    expect(res.status).toBe(403);
    expect(json(res.text)).toEqual({ code: 40301, data: null, message: 'This request came from another site and was refused.' });
  });

  it('a 500 the adapter writes itself leaves as the envelope / error page, with no stack', async () => {
    const res = await send('GET', '/boom');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.text).not.toContain('Internal Server Error');
  });

  it('every answer has nosniff and a request id', async () => {
    for (const res of [await send('GET', '/en/about'), await send('TRACE', '/x'), await send('POST', '/api/test/echo', { headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${String(port)}` }, body: '{"id":"a"}' })]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('the node layer’s own answers (issue 36)', () => {
  const PAGE_SECURITY_HEADERS = Object.keys(securityHeaders({ frameAncestors: [], analytics: false, https: false }, null)).map((name) => name.toLowerCase());

  it('a broken % escape in an API query string is 400 in the envelope, never stored', async () => {
    const res = await send('GET', '/api/bff/common?lang=%E0%A4%A', { headers: { 'Api-Language': 'en' } });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json(res.text)).toEqual({ code: 40000, data: null, message: 'The request is not valid.' });
    expect(res.headers['cache-control']).toContain('no-store');
    const page = await send('GET', '/en/about?q=%E0%A4%A');
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('odd input to /staff and /api/staff is refused as on any other path (the node layer knows no back office)', async () => {
    const shape = (res: { status: number; headers: http.IncomingHttpHeaders }) => [res.status, res.headers['content-type'], res.headers['cache-control'], res.headers.allow];
    const pairs: [string, string, string][] = [
      ['GET', '/api/staff/me?x=%E0%A4%A', '/api/bff/common?x=%E0%A4%A'],
      ['GET', '/api/staff/%E0%A4%A', '/api/bff/%E0%A4%A'],
      ['TRACE', '/api/staff/me', '/api/bff/common'],
      ['GET', '/staff?x=%E0%A4%A', '/en/about?x=%E0%A4%A'],
      ['GET', '/staff/%E0%A4%A', '/en/%E0%A4%A'],
      ['PUT', '/staff', '/en/about'],
    ];
    for (const [method, staffPath, otherPath] of pairs) {
      const staff = await send(method, staffPath);
      expect([staffPath, ...shape(staff)]).toEqual([staffPath, ...shape(await send(method, otherPath))]);
      expect(staff.status).toBeGreaterThanOrEqual(400);
      expect(staff.headers['cache-control']).toContain('no-store');
      if (staffPath.startsWith('/api/')) expect(json(staff.text).code).toBeGreaterThanOrEqual(40000);
    }
  });

  it('an API path spelled with escapes (as Astro decodes it) is a call here too: its methods, envelope and headers', async () => {
    for (const path of ['/%61pi/test/echo', '/%2561pi/test/echo']) {
      const res = await send('TRACE', path, { headers: { 'Api-Language': 'en' } });
      expect([path, res.status, res.headers.allow]).toEqual([path, 405, 'GET, HEAD, POST, OPTIONS']);
      expect(json(res.text).code).toBe(40500);
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    // An encoded slash is no slash to Astro's router either: a page path.
    expect((await send('TRACE', '/api%2ftest/echo')).headers['content-type']).toMatch(/^text\/html/);
  });

  it('a path with an escaped % (double encoding, read once by a proxy and again here) is 400, never a way past the proxy', async () => {
    for (const path of ['/%2573taff', '/%2573taff/account', '/en/%2525']) expect([path, (await send('GET', path)).status]).toEqual([path, 400]);
    const api = await send('GET', '/%2561pi/staff/me', { headers: { 'Api-Language': 'en' } });
    expect(api.status).toBe(400);
    expect(json(api.text).code).toBe(40000);
    expect(api.headers['cache-control']).toContain('no-store');
  });

  it('a bare 500 Response the adapter writes (writeHead first) leaves as the envelope / error page', async () => {
    const api = await send('GET', '/api/test/boom-response', { headers: { 'Api-Language': 'en' } });
    expect(api.status).toBe(500);
    expect(json(api.text)).toEqual({ code: 50000, data: null, message: expect.any(String) as string });
    expect(api.headers['cache-control']).toContain('no-store');
    const page = await send('GET', '/en/boom-response');
    expect(page.status).toBe(500);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<html lang="en">');
  });

  it('every error answer of the node layer, and every API answer, carries the pages’ security headers', async () => {
    const origin = `http://127.0.0.1:${String(port)}`;
    const answers = [
      await send('TRACE', '/api/test/echo'),
      await send('TRACE', '/en/about'),
      await send('GET', '/api/x%E0%A4%A'),
      await send('GET', '/en/x?%E0%A4%A'),
      await send('POST', '/api/test/echo', { headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' }, body: 'x' }),
      await send('POST', '/api/test/echo', { headers: { Origin: origin, 'Content-Type': 'application/json', 'Content-Length': String(MAX_REQUEST_BODY_BYTES + 1) } }),
      await send('GET', '/boom'),
      await send('GET', '/api/test/boom-response'),
    ];
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      for (const name of PAGE_SECURITY_HEADERS) expect(res.headers[name], `${name} on a ${String(res.status)}`).toBeTruthy();
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.headers['cache-control']).toContain('no-store');
    }
    // The calls' own answers too: a success, and the call's own 413 and 400.
    const headers = { Origin: origin, 'Content-Type': 'application/json' };
    for (const res of [
      await send('POST', '/api/test/echo', { headers, body: '{"id":"a"}' }),
      await send('POST', '/api/test/echo', { headers, body: `{"id":"${'a'.repeat(200)}"}` }),
      await send('POST', '/api/test/echo', { headers, body: '{"id":1}' }),
    ]) {
      for (const name of PAGE_SECURITY_HEADERS) expect(res.headers[name], `${name} on a ${String(res.status)}`).toBeTruthy();
      expect(res.headers['cache-control']).toContain('no-store');
    }
    const unparsed = await raw('FOO /api/test/echo HTTP/1.1\r\nHost: x\r\n\r\n');
    for (const name of PAGE_SECURITY_HEADERS) expect(unparsed.toLowerCase()).toContain(`\r\n${name}: `);
  });
});

describe('bodies', () => {
  const headers = (extra: Record<string, string> = {}) => ({ 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${String(port)}`, 'Api-Language': 'en', ...extra });

  it('a body within the call’s limit is read; one byte over is 413 in the envelope', async () => {
    const fits = `{"id":"${'a'.repeat(SMALL_LIMIT - 9)}"}`;
    expect(fits.length).toBe(SMALL_LIMIT);
    expect((await send('POST', '/api/test/echo', { headers: headers(), body: fits })).status).toBe(200);
    const over = `{"id":"${'a'.repeat(SMALL_LIMIT - 8)}"}`;
    const res = await send('POST', '/api/test/echo', { headers: headers(), body: over });
    expect(res.status).toBe(413);
    expect(json(res.text)).toEqual({ code: 41300, data: null, message: 'The request is too large.' });
    // The same limit for a chunked body (no Content-Length): refused while reading.
    const chunked = await send('POST', '/api/test/echo', { headers: headers({ 'Transfer-Encoding': 'chunked' }), body: over });
    expect(chunked.status).toBe(413);
  });

  it('a declared body over the global limit is 413 before anything is read', async () => {
    const res = await send('POST', '/api/test/echo', { headers: headers({ 'Content-Length': String(MAX_REQUEST_BODY_BYTES + 1) }) });
    expect(res.status).toBe(413);
  });

  it('a 200 MB chunked body to a 100-byte call is refused without the server holding it', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const status = await new Promise<number>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/test/echo', headers: headers({ 'Transfer-Encoding': 'chunked' }) }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', () => {});
      const chunk = Buffer.alloc(1024 * 1024, 0x61);
      let sent = 0;
      const pump = () => {
        while (sent < 200) {
          sent++;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      req.write('{"id":"');
      pump();
    });
    expect(status).toBe(413);
    const grown = process.memoryUsage().rss - before;
    // Client and server share this process: the whole body would be 200 MB more.
    expect(grown).toBeLessThan(50 * 1024 * 1024);
  });

  it('logged refusals as warnings with the request id, never as errors, never a body', () => {
    const refused = logLines.filter((l) => l.includes('"refused"') || l.includes('request.refused') || l.includes('api.refused'));
    expect(refused.length).toBeGreaterThan(3);
    for (const line of refused) {
      expect(line).toContain('"level":"warn"');
      expect(line).toMatch(/"requestId":"[0-9a-f-]{36}"/);
      expect(line).not.toContain('aaaa');
    }
    expect(logLines.filter((l) => l.includes('"level":"error"'))).toEqual([]);
  });
});
