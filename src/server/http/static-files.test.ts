import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from './compression.ts';
import { loadStaticFiles } from './static-files.ts';

const css = `.banner{aspect-ratio:16/5}${'.x{color:#123456}'.repeat(200)}`;
let dir: string;
let server: http.Server;
let base: string;
let pageRequests = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro', 'page.abc123.css'), css);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  await precompressDirectory(dir);
  const files = await loadStaticFiles(dir);
  server = http.createServer((req, res) => {
    if (files.serve(req, res)) return;
    pageRequests += 1;
    res.end('page');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('static files from memory', () => {
  it('serves a built asset pre-compressed, immutable, with the same bytes after decoding', async () => {
    const plain = await get('/_astro/page.abc123.css');
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe(css);
    expect(plain.headers['cache-control']).toContain('immutable');
    const br = await get('/_astro/page.abc123.css', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(css);
    const gz = await get('/_astro/page.abc123.css', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gz.body).toString()).toBe(css);
    // The pages' security headers, as on every answer of the node layer (issue 36).
    expect(plain.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['content-security-policy']).toContain("default-src 'none'");
    // The compressed copy is not a file of its own on the site.
    expect((await get('/_astro/page.abc123.css.br')).body.toString()).toBe('page');
  });

  it('answers 304 for a current copy and leaves every other path to the pages', async () => {
    const first = await get('/robots.txt');
    expect(first.headers['cache-control']).not.toContain('immutable');
    const again = await get('/robots.txt', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    const before = pageRequests;
    expect((await get('/en/')).body.toString()).toBe('page');
    expect((await get('/_astro/missing.css')).body.toString()).toBe('page');
    expect(pageRequests).toBe(before + 2);
  });

  it('looks a path up among the built files only: encoded dots and slashes never reach the disk', async () => {
    const before = pageRequests;
    for (const path of ['/_astro/%2e%2e%2frobots.txt', '/_astro/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/etc/passwd', '/_astro/x%2fy', '/_astro/a%00b']) {
      expect((await get(path)).body.toString()).toBe('page');
    }
    expect(pageRequests).toBe(before + 5);
  });
});
