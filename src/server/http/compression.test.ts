import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding, withCompression } from './compression.ts';
import { BODY_ETAG_HEADER, weakEtag } from './headers.ts';

const html = `<!doctype html><title>x</title>${'<p>Monetary Authority of Macao 澳門金融管理局</p>'.repeat(200)}`;

let changingPage = html;

/** A handler that writes the way Astro's does: writeHead with an object, then chunks, then end. */
const pages = withCompression((req, res) => {
  const path = req.url ?? '/';
  if (path === '/html') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: 'W/"a"' });
    res.write(html.slice(0, 500));
    res.write(Buffer.from(html.slice(500)));
    res.end();
  } else if (path === '/changing-page') {
    // A page whose body changes between two requests (a notice that ends, a new rate).
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0', [BODY_ETAG_HEADER]: '1' });
    res.end(Buffer.from(changingPage));
  } else if (path === '/page' || path === '/missing-page') {
    // As the middleware leaves a public page under the node server: its ETag to this layer.
    // Astro's own writeHead: a page that set its status to 404 keeps the phrase "OK".
    res.writeHead(path === '/page' ? 200 : 404, 'OK', { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0', [BODY_ETAG_HEADER]: '1' });
    res.end(Buffer.from(html));
  } else if (path === '/json') {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify({ code: 0, data: Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Item ${i}` })) }));
  } else if (path === '/tiny') {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('short');
  } else if (path === '/head-without-body') {
    // As Astro answers HEAD: the headers of the GET, no body.
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : 'day,rate\n2026-01-05,8.0\n'.repeat(100));
  } else if (path === '/binary') {
    res.writeHead(200, { 'content-type': 'application/pdf' });
    res.end(Buffer.alloc(4096, 7));
  } else {
    res.writeHead(304, { etag: 'W/"a"' });
    res.end();
  }
});

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => void pages(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, acceptEncoding?: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; statusMessage: string; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, statusMessage: res.statusMessage ?? '', headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  return body;
}

function head(path: string): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    http
      .request(`${base}${path}`, { method: 'HEAD' }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      })
      .on('error', reject)
      .end();
  });
}

describe('HEAD', () => {
  it('claims no length of 0 when the handler answered HEAD without its body', async () => {
    const headers = await head('/head-without-body');
    expect(headers['content-type']).toMatch(/^text\/csv/);
    expect(headers['content-length']).toBeUndefined();
    const got = await get('/head-without-body');
    expect(got.body.length).toBeGreaterThan(0);
  });

  it('gives the length of the body a GET gets when the handler wrote it', async () => {
    const headers = await head('/json');
    const got = await get('/json');
    expect(headers['content-length']).toBe(String(got.body.length));
  });
});

describe('negotiateEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });
});

describe('withCompression', () => {
  it('compressed and uncompressed answers carry the same bytes after decoding', async () => {
    for (const path of ['/html', '/json']) {
      const plain = await get(path);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/);
      for (const encoding of ['br', 'gzip']) {
        const res = await get(path, encoding);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/Accept-Encoding/);
        expect(Number(res.headers['content-length'])).toBe(res.body.byteLength);
        expect(res.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
        expect(decode(res.body, encoding).equals(plain.body)).toBe(true);
      }
    }
    expect((await get('/html')).body.toString('utf8')).toBe(html);
  });

  it('keeps the ETag and status of a compressed answer', async () => {
    const res = await get('/html', 'br');
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBe('W/"a"');
  });

  it('leaves tiny, binary and bodiless answers alone', async () => {
    const tiny = await get('/tiny', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('short');
    const binary = await get('/binary', 'br');
    expect(binary.headers['content-encoding']).toBeUndefined();
    expect(binary.headers.vary).toBeUndefined();
    expect(binary.body.byteLength).toBe(4096);
    const notModified = await get('/304', 'br');
    expect(notModified.status).toBe(304);
    expect(notModified.body.byteLength).toBe(0);
  });
});

describe('the ETag of a public page', () => {
  const etag = weakEtag(Buffer.from(html));

  it('is the hash of the body, the same whatever the encoding, and the marker is never sent', async () => {
    for (const encoding of [undefined, 'br', 'gzip']) {
      const res = await get('/page', encoding);
      expect(res.status).toBe(200);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers[BODY_ETAG_HEADER]).toBeUndefined();
      expect(decode(res.body, res.headers['content-encoding']).toString('utf8')).toBe(html);
    }
  });

  it('answers 304 without a body or a body type when If-None-Match names it', async () => {
    for (const ifNoneMatch of [etag, etag.slice(2), `W/"other", ${etag}`]) {
      const res = await get('/page', 'br', { 'if-none-match': ifNoneMatch });
      expect(res.status).toBe(304);
      expect(res.body.byteLength).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['content-type']).toBeUndefined();
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.statusMessage).toBe('Not Modified');
    }
    expect((await get('/page', 'br', { 'if-none-match': 'W/"other"' })).status).toBe(200);
  });

  it('never answers 304 for a page whose body changed since the ETag was sent', async () => {
    changingPage = `${html}<p>before</p>`;
    const first = await get('/changing-page');
    expect(first.headers.etag).toBe(weakEtag(Buffer.from(changingPage)));
    expect((await get('/changing-page', undefined, { 'if-none-match': first.headers.etag! })).status).toBe(304);
    // Same length, one word changed: the client's copy is stale.
    changingPage = `${html}<p>after!</p>`;
    const second = await get('/changing-page', undefined, { 'if-none-match': first.headers.etag! });
    expect(second.status).toBe(200);
    expect(second.body.toString('utf8')).toBe(changingPage);
    expect(second.headers.etag).toBe(weakEtag(Buffer.from(changingPage)));
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect((await get('/changing-page', undefined, { 'if-none-match': second.headers.etag! })).status).toBe(304);
  });

  it('revalidates only a 200: a 404 page is sent whole, with its ETag', async () => {
    const first = await get('/missing-page');
    expect(first.status).toBe(404);
    const again = await get('/missing-page', undefined, { 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(404);
    expect(again.statusMessage).toBe('Not Found');
    expect(again.body.toString('utf8')).toBe(html);
  });
});
