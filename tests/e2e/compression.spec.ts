/**
 * Compression through the real server (issue 17): every text answer a visitor or a
 * crawler fetches comes brotli- or gzip-compressed when asked for, names
 * `Vary: Accept-Encoding`, and decodes to exactly the bytes of the uncompressed answer.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with nothing decoded on the way (Playwright's client would decode it). */
function raw(baseURL: string, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, baseURL), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const decode = (res: Raw) =>
  res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(res.body) : res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.body) : res.body;

test('pages, API answers, feeds, the sitemap and built assets decode to the same bytes compressed or not', async ({ baseURL, request }) => {
  const home = await request.get('/en/');
  const asset = /\/_astro\/[^"]+\.css/.exec(await home.text())?.[0];
  expect(asset, 'the home page links a built stylesheet').toBeTruthy();
  const cases: [string, Record<string, string>][] = [
    ['/en/', { accept: 'text/html' }],
    ['/zh-hant/', { accept: 'text/html' }],
    ['/api/v1/menu', { 'api-language': 'en' }],
    ['/sitemap.xml', {}],
    ['/feeds/en/rates.atom', {}],
    ['/logo.svg', {}],
    [asset ?? '', {}],
  ];
  for (const [path, headers] of cases) {
    const plain = await raw(baseURL ?? '', path, headers);
    expect(plain.status, path).toBe(200);
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const packed = await raw(baseURL ?? '', path, { ...headers, 'accept-encoding': encoding });
      expect(packed.status, path).toBe(200);
      if (plain.body.byteLength >= 1024) {
        expect(packed.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding);
        expect(packed.body.byteLength, `${path} ${encoding}`).toBeLessThan(plain.body.byteLength);
        expect(packed.headers.vary ?? '', path).toMatch(/accept-encoding/i);
      }
      expect(decode(packed).equals(plain.body), `${path} ${encoding} decodes to the uncompressed bytes`).toBe(true);
    }
  }
});
