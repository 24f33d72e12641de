import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompression } from '#src/server/http/compression.ts';
import { createRenderCache } from './render-cache.ts';

/** A stand-in for the site: pages whose text comes from `content`, rendered on each call it receives. */
const content: Record<string, string> = { '/en/about': 'About us, first version', '/en/news': 'News list' };
let revision = 1;
let renders = 0;
let clock = 0;

const render = (req: http.IncomingMessage, res: http.ServerResponse) => {
  renders += 1;
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  if (path === '/en/form') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store, max-age=0' });
    res.end(`<p>form ${renders}</p>`.repeat(100));
    return;
  }
  const text = content[path];
  const body = `<!doctype html><main>${text ?? 'Not found'}</main>${'<p>padding for compression</p>'.repeat(60)}`;
  res.writeHead(text ? 200 : 404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=300', etag: `W/"${String(text?.length)}-${String(revision)}"` });
  res.end(body);
};

const cache = createRenderCache({ readRevision: () => Promise.resolve(String(revision)), revisionCheckMs: 1000, ttlMs: 60_000, now: () => clock });
const compressed = withCompression(render);
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => void cache.handle(req, res, render, compressed));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

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

/** A content write: the revision moves, and the writer's process notes it. */
function write(path: string, text: string) {
  content[path] = text;
  revision += 1;
  cache.noteWrite();
}

describe('render cache', () => {
  it('serves a public page from the cache, and the changed page once its content changes', async () => {
    const first = await get('/en/about');
    expect(first.headers['x-render-cache']).toBe('miss');
    const rendersAfterFirst = renders;
    const second = await get('/en/about');
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(second.body.equals(first.body)).toBe(true);
    expect(renders).toBe(rendersAfterFirst);

    write('/en/about', 'About us, second version');
    const changed = await get('/en/about');
    expect(changed.headers['x-render-cache']).toBe('miss');
    expect(changed.body.toString()).toContain('second version');
    expect((await get('/en/about')).headers['x-render-cache']).toBe('hit');
  });

  it('sees a write by another instance within the revision check interval', async () => {
    await get('/en/news');
    content['/en/news'] = 'News list, changed elsewhere';
    revision += 1;
    expect((await get('/en/news')).body.toString()).not.toContain('changed elsewhere');
    clock += 1000;
    expect((await get('/en/news')).body.toString()).toContain('changed elsewhere');
  });

  it('never keeps a no-store answer or a preview', async () => {
    const before = renders;
    const a = await get('/en/form');
    const b = await get('/en/form');
    expect(a.headers['x-render-cache']).toBe('bypass');
    expect(b.headers['x-render-cache']).toBe('bypass');
    expect(b.body.toString()).not.toBe(a.body.toString());
    await get('/en/about?preview&key=x');
    await get('/en/about?preview&key=x');
    expect(renders).toBe(before + 4);
  });

  it('leaves a Range request to the route, even when the whole answer is kept', async () => {
    await get('/en/about');
    expect((await get('/en/about')).headers['x-render-cache']).toBe('hit');
    const before = renders;
    await get('/en/about', { range: 'bytes=0-9' });
    expect(renders).toBe(before + 1);
  });

  it('answers If-None-Match from the entry, with no render', async () => {
    const page = await get('/en/about');
    const before = renders;
    const again = await get('/en/about', { 'if-none-match': String(page.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(renders).toBe(before);
  });

  it('sends kept pages compressed by Accept-Encoding, the same bytes after decoding', async () => {
    const plain = await get('/en/about');
    const br = await get('/en/about', { 'accept-encoding': 'br' });
    const gz = await get('/en/about', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it('keeps 404 pages too, and languages apart', async () => {
    expect((await get('/en/missing')).status).toBe(404);
    const again = await get('/en/missing');
    expect(again.status).toBe(404);
    expect(again.headers['x-render-cache']).toBe('hit');
    const api = await get('/en/news', { 'api-language': 'pt' });
    expect(api.headers['x-render-cache']).toBe('miss');
  });
});

describe('render cache by content tags', () => {
  /** The database's revisions per tag, as `readContentRevision` gives them. */
  const tagRevisions: Record<string, number> = { site: 1, 'entries:news': 1, 'entries:banner': 1, rates: 1 };
  const snapshot = () =>
    Object.entries(tagRevisions)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([tag, revision]) => `${tag}=${String(revision)}`)
      .join(' ');
  /** Pages and the tags their loaders name (none: the feed, which depends on everything). */
  const pages: Record<string, string | undefined> = { '/en/rates': 'rates', '/en/news': 'entries:news', '/en/': 'entries:banner entries:news notices', '/feeds/en/news': undefined };
  const rendered: string[] = [];
  const tagged = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = req.url ?? '/';
    rendered.push(path);
    const tags = pages[path];
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=300',
      ...(tags ? { 'x-cache-tags': tags } : {}),
    });
    res.end(`<main>${path} ${String(rendered.length)}</main>${'<p>padding</p>'.repeat(80)}`);
  };
  const tagCache = createRenderCache({ readRevision: () => Promise.resolve(snapshot()), revisionCheckMs: 0, now: () => 0 });
  let tagServer: http.Server;
  let tagBase: string;
  beforeAll(async () => {
    tagServer = http.createServer((req, res) => void tagCache.handle(req, res, tagged, withCompression(tagged)));
    await new Promise<void>((resolve) => tagServer.listen(0, '127.0.0.1', resolve));
    tagBase = `http://127.0.0.1:${(tagServer.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => tagServer.close(() => resolve())));

  const fetchPage = async (path: string) => {
    const res = await fetch(`${tagBase}${path}`);
    return { cache: res.headers.get('x-render-cache'), tags: res.headers.get('x-cache-tags'), body: await res.text() };
  };
  /** Every page once (all kept), then a write, then every page again: which pages rendered anew. */
  async function renderedAfter(write: () => void): Promise<string[]> {
    for (const path of Object.keys(pages)) await fetchPage(path);
    for (const path of Object.keys(pages)) expect((await fetchPage(path)).cache).toBe('hit');
    write();
    rendered.length = 0;
    for (const path of Object.keys(pages)) await fetchPage(path);
    return [...rendered].sort();
  }

  it('renders again only the pages made from the changed content (and untagged ones)', async () => {
    expect(await renderedAfter(() => (tagRevisions['entries:news'] = 2))).toEqual(['/en/', '/en/news', '/feeds/en/news']);
    expect(await renderedAfter(() => (tagRevisions.rates = 2))).toEqual(['/en/rates', '/feeds/en/news']);
    expect(await renderedAfter(() => (tagRevisions['entries:banner'] = 2))).toEqual(['/en/', '/feeds/en/news']);
  });

  it('renders every page again after a change of what all pages show (menus, settings)', async () => {
    expect(await renderedAfter(() => (tagRevisions.site = 2))).toEqual(Object.keys(pages).sort());
  });

  it('renders again the pages of every entry module for a change of what the modules share, and when a tag first appears', async () => {
    expect(await renderedAfter(() => (tagRevisions.entries = 1))).toEqual(['/en/', '/en/news', '/feeds/en/news']);
    expect(await renderedAfter(() => (tagRevisions.notices = 1))).toEqual(['/en/', '/feeds/en/news']);
  });

  it('never sends the tags header to the client', async () => {
    const page = await fetchPage('/en/rates');
    expect(page.cache).toBe('hit');
    expect(page.tags).toBeNull();
    rendered.length = 0;
    tagRevisions.rates = 3;
    const miss = await fetchPage('/en/rates');
    expect(miss.cache).toBe('miss');
    expect(miss.tags).toBeNull();
  });
});
