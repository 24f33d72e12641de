/**
 * Response compression for the node server layer (brotli or gzip, chosen by the
 * request's Accept-Encoding, with `Vary: Accept-Encoding`), and the build step that
 * writes `.br` and `.gz` copies of the built assets beside them.
 *
 * Text answers (HTML, JSON, SVG, CSS, JS, XML feeds and the sitemap) are kept whole
 * while the handler writes them, then compressed once and sent with a
 * Content-Length. Anything else (exports, uploads, images) and anything already
 * encoded, or marked `no-transform`, streams through untouched.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { CACHE_TAGS_HEADER } from '../cache/tags.ts';
import { BODY_ETAG_HEADER, BodyEtags, etagMatches } from './headers.ts';

export type Encoding = 'br' | 'gzip';

/** Below this many bytes compression saves less than its headers cost. */
export const MIN_COMPRESS_BYTES = 1024;

const COMPRESSIBLE = /^(text\/(html|css|javascript|plain|xml|csv)|application\/(json|javascript|xml|atom\+xml|rss\+xml|manifest\+json|problem\+json)|image\/svg\+xml)\b/i;

export function isCompressibleType(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType.trim());
}

/** The encoding to answer with: brotli when accepted, else gzip, else none (a `q=0` refuses one). */
export function negotiateEncoding(acceptEncoding: string | string[] | null | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? (weights.get('*') ?? 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Compresses a body. `fast` suits an answer compressed per request; `kept` one
 * compressed once and sent many times (render cache); `max` one compressed at
 * build time.
 */
export async function compress(body: Uint8Array, encoding: Encoding, level: 'fast' | 'kept' | 'max' = 'fast'): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: level === 'max' ? 11 : level === 'kept' ? 9 : 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return gzip(body, { level: level === 'fast' ? 6 : 9 });
}

/** Adds `Accept-Encoding` to a response's Vary header (once). */
export function addVary(res: http.ServerResponse): void {
  const current = res.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding')) return;
  res.setHeader('Vary', [...list, 'Accept-Encoding'].join(', '));
}

/** A whole response as the handler wrote it: what `captureResponse` hands on. */
export interface CapturedResponse {
  status: number;
  body: Buffer;
}

/** The ETags of the pages this process sent last, by URL (headers.ts). */
const bodyEtags = new BodyEtags();

/**
 * Lets `handler` write to `res` as usual, but keeps a compressible answer whole:
 * `finish(captured, send)` is called once it has ended, with the response's
 * headers still open on `res`, and sends it (after changing headers or body) through
 * `send`. Other answers pass straight through, as does everything written before
 * the head is known to be compressible.
 */
export function captureResponse(res: http.ServerResponse, finish: (captured: CapturedResponse, send: (body: Buffer) => void) => Promise<void>): void {
  const writeHead = res.writeHead.bind(res) as (status: number) => http.ServerResponse;
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  let decided: 'capture' | 'pass' | undefined;
  let status = 200;
  const chunks: Buffer[] = [];

  const restore = () => {
    res.writeHead = writeHead as typeof res.writeHead;
    res.write = write as typeof res.write;
    res.end = end as typeof res.end;
  };
  const decide = () => {
    if (decided) return;
    status = res.statusCode;
    const cacheControl = String(res.getHeader('cache-control') ?? '');
    const capture =
      status !== 204 &&
      status !== 304 &&
      !res.getHeader('content-encoding') &&
      !/no-transform/i.test(cacheControl) &&
      isCompressibleType(String(res.getHeader('content-type') ?? ''));
    decided = capture ? 'capture' : 'pass';
    if (!capture) {
      // A page's content tags are for the render cache, which reads only captured answers;
      // the ETag of a body that is not kept cannot be computed.
      res.removeHeader(CACHE_TAGS_HEADER);
      res.removeHeader(BODY_ETAG_HEADER);
      restore();
    }
  };
  const toBuffer = (chunk: unknown, encoding?: unknown): Buffer | undefined => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
    if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    return undefined;
  };

  res.writeHead = ((code: number, ...args: unknown[]) => {
    res.statusCode = code;
    for (const arg of args) {
      if (typeof arg === 'string') res.statusMessage = arg;
      else if (Array.isArray(arg)) {
        // Raw header pairs: rare, and written as given.
        restore();
        decided = 'pass';
        return writeHead(code, ...(args as []));
      } else if (arg && typeof arg === 'object') {
        for (const [name, value] of Object.entries(arg as Record<string, string | string[] | number | undefined>)) {
          if (value !== undefined) res.setHeader(name, value);
        }
      }
    }
    decide();
    if (decided === 'pass') return writeHead(code);
    return res;
  }) as typeof res.writeHead;

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    decide();
    if (decided === 'pass') return write(chunk, ...rest);
    const buffer = toBuffer(chunk, rest[0]);
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    // A writer may reuse its chunk once told it was written (the callback, called at once
    // here): that chunk is copied. Astro's writes pass none, and are kept as they are.
    if (buffer) chunks.push(callback ? Buffer.from(buffer) : buffer);
    if (callback) queueMicrotask(callback);
    return true;
  }) as typeof res.write;

  res.end = ((...args: unknown[]) => {
    decide();
    if (decided === 'pass') return end(...args);
    const buffer = toBuffer(args[0], args[1]);
    if (buffer) chunks.push(buffer);
    const callback = args.find((r) => typeof r === 'function') as (() => void) | undefined;
    restore();
    // Astro writes a page as one chunk: it is sent as it is, not copied.
    const body = chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks);
    // The finisher may change the status (a 304 answered from a kept body).
    const send = (out: Buffer) => {
      // A HEAD answer the handler wrote without its body (as Astro does) has a length, just
      // not 0: none is claimed then (Node adds none to a HEAD answer).
      // A 304 names no length (the handler's is that of the body not sent).
      if (res.statusCode === 304) res.removeHeader('content-length');
      else if (res.req.method !== 'HEAD' || out.byteLength > 0) res.setHeader('Content-Length', String(out.byteLength));
      // The standard phrase of the status sent: the handler's may be that of another
      // (Astro keeps "OK" on a page that set a 404).
      res.statusMessage = http.STATUS_CODES[res.statusCode] ?? '';
      writeHead(res.statusCode);
      end(res.statusCode === 304 ? undefined : out, callback);
    };
    if (res.getHeader(BODY_ETAG_HEADER) !== undefined) {
      // A public page's ETag, from the body held here (src/middleware.ts leaves it to this layer).
      res.removeHeader(BODY_ETAG_HEADER);
      const etag = bodyEtags.etag(res.req.url ?? '', body);
      res.setHeader('ETag', etag);
      const ifNoneMatch = res.req.headers['if-none-match'];
      if (res.statusCode === 200 && etagMatches(ifNoneMatch, etag)) {
        // The client's copy is current: no body, so no body type either.
        res.removeHeader(CACHE_TAGS_HEADER);
        res.removeHeader('content-type');
        addVary(res);
        res.statusCode = 304;
        send(body.subarray(0, 0));
        return res;
      }
    }
    finish({ status, body }, send).catch((err: unknown) => {
      // The body is complete: on a compression failure it is sent as it is.
      console.error('compression failed', err);
      if (!res.headersSent) {
        res.removeHeader('content-encoding');
        send(body);
      } else res.destroy();
    });
    return res;
  }) as typeof res.end;
}

/**
 * Wraps a node handler so its text answers are compressed by Accept-Encoding. Each
 * compressible answer names `Vary: Accept-Encoding`, compressed or not, so a shared
 * cache never gives one client's encoding to another.
 */
export function withCompression<H extends (req: http.IncomingMessage, res: http.ServerResponse) => unknown>(handler: H): (req: http.IncomingMessage, res: http.ServerResponse) => unknown {
  return (req, res) => {
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    captureResponse(res, async ({ body }, send) => {
      // Only the render cache reads a page's content tags; without it they stay inside.
      res.removeHeader(CACHE_TAGS_HEADER);
      addVary(res);
      if (!encoding || body.byteLength < MIN_COMPRESS_BYTES) return send(body);
      const out = await compress(body, encoding);
      res.setHeader('Content-Encoding', encoding);
      send(out);
    });
    return handler(req, res);
  };
}

const PRECOMPRESS = /\.(js|mjs|css|svg|html|json|xml|txt|map|webmanifest)$/i;

/** Writes `.br` and `.gz` beside every compressible file of `dir` (the built client assets) that compression makes smaller. */
export async function precompressDirectory(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const walk = async (current: string): Promise<void> => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile() && PRECOMPRESS.test(entry.name)) {
        const body = await readFile(path);
        if (body.byteLength < MIN_COMPRESS_BYTES) continue;
        const [br, gz] = await Promise.all([compress(body, 'br', 'max'), compress(body, 'gzip', 'max')]);
        if (br.byteLength < body.byteLength) await writeFile(`${path}.br`, br);
        if (gz.byteLength < body.byteLength) await writeFile(`${path}.gz`, gz);
        totals.files += 1;
        totals.bytes += body.byteLength;
        totals.brotliBytes += Math.min(br.byteLength, body.byteLength);
      }
    }
  };
  await walk(dir);
  return totals;
}
