/**
 * The render cache of the node server layer (issue 17): public answers (pages,
 * feeds, the sitemap) kept in memory, before the Astro handler, so a hit costs no
 * rendering and no database query.
 *
 * - Key: path and query, the API language header, the language cookie and the
 *   forwarded protocol (HEAD shares GET's entry). The encoding is chosen when an
 *   entry is sent: each entry keeps its body compressed once per encoding.
 * - Stored: only what the page itself marks public (`Cache-Control: public`, no
 *   `no-store`/`private`, no Set-Cookie), status 200 or 404. Previews never.
 * - Valid while the content it was made from is unchanged, and at most `ttlMs`
 *   (content that becomes current with time, such as a scheduled publication,
 *   with no write). The page names that content by tags (`X-Cache-Tags`, set by
 *   the middleware from its loader's cache hint, removed here): a news write drops
 *   the news pages and the home page, not the rates (./tags.ts). An answer without
 *   tags depends on every write. The revisions are read at most once per
 *   `revisionCheckMs`, and afresh after any write request this process handled
 *   (`noteWrite`), so a hit costs no query. (The server sets it to 0 and passes the
 *   request's own revision read, which is shared for up to a second instead:
 *   scripts/start.mjs, src/server/cache/revision.ts.)
 * - While one request renders a stale entry again, others get the stale copy.
 * - `If-None-Match` is answered from the entry: a 304 costs no render.
 */
import type http from 'node:http';
import { CACHE_TAGS_HEADER, createRevisionMemo, parseTagsHeader } from './tags.ts';
import { addVary, captureResponse, compress, MIN_COMPRESS_BYTES, negotiateEncoding, type Encoding } from '#src/server/http/compression.ts';
import { etagMatches } from '#src/server/http/headers.ts';

export type CacheStatus = 'hit' | 'miss' | 'stale' | 'bypass';

/** The response header that tells which path served (read by the bench). */
export const CACHE_STATUS_HEADER = 'X-Render-Cache';

interface Entry {
  /** The part of the content revision this answer depends on (see ./tags.ts). */
  revision: string;
  tags: string[] | undefined;
  storedAt: number;
  status: number;
  headers: [string, string | string[]][];
  etag: string | undefined;
  body: Buffer;
  encoded: Map<Encoding, Promise<Buffer>>;
  bytes: number;
}

export interface RenderCacheOptions {
  /** Reads the current content revision (a database query): `tag=revision` pairs, see ./tags.ts. */
  readRevision: () => Promise<string>;
  ttlMs?: number;
  revisionCheckMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

type Render = (req: http.IncomingMessage, res: http.ServerResponse) => unknown;

const NOT_STORED = new Set([CACHE_TAGS_HEADER.toLowerCase(), 'content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'vary', 'set-cookie']);

function cookieValue(header: string | undefined, name: string): string {
  if (!header) return '';
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return '';
}

export function createRenderCache(options: RenderCacheOptions) {
  const ttlMs = options.ttlMs ?? 60_000;
  const revisionCheckMs = options.revisionCheckMs ?? 1_000;
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 128 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const rendering = new Set<string>();
  let bytes = 0;
  let revision: { value: Promise<string>; readAt: number } | undefined;
  const revisionOf = createRevisionMemo();

  function currentRevision(): Promise<string> {
    const t = now();
    if (!revision || t - revision.readAt >= revisionCheckMs) {
      const value = options.readRevision();
      revision = { value, readAt: t };
      value.catch(() => {
        if (revision?.value === value) revision = undefined;
      });
    }
    return revision.value;
  }

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function store(key: string, entry: Entry): void {
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    // The oldest entries go first (a hit moves its entry to the end).
    for (const [oldest] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  function keyOf(req: http.IncomingMessage): string | undefined {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    const url = req.url ?? '/';
    if (/[?&](preview|key|vid)(=|&|$)/.test(url)) return undefined;
    if (req.headers.authorization) return undefined;
    // A part of a file (a video player seeking) is the file's own route's to answer, not a kept whole.
    if (req.headers.range) return undefined;
    const apiLanguage = String(req.headers['api-language'] ?? '');
    const proto = String(req.headers['x-forwarded-proto'] ?? '');
    return `${url}\n${apiLanguage}\n${cookieValue(req.headers.cookie, 'amcm_lang')}\n${proto}`;
  }

  function send(req: http.IncomingMessage, res: http.ServerResponse, entry: Entry, status: CacheStatus, ifNoneMatch: string | undefined): void {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader(CACHE_STATUS_HEADER, status);
    addVary(res);
    if (entry.status === 200 && etagMatches(ifNoneMatch, entry.etag)) {
      res.removeHeader('content-type');
      res.writeHead(304);
      res.end();
      return;
    }
    const encoding = entry.body.byteLength >= MIN_COMPRESS_BYTES ? negotiateEncoding(req.headers['accept-encoding']) : null;
    const write = (body: Buffer) => {
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', String(body.byteLength));
      res.writeHead(entry.status);
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (!encoding) return write(entry.body);
    // Compressed once per entry and encoding, at the best ratio: many clients get it.
    let packed = entry.encoded.get(encoding);
    if (!packed) {
      packed = compress(entry.body, encoding, 'kept');
      entry.encoded.set(encoding, packed);
    }
    packed.then(write, () => {
      entry.encoded.delete(encoding);
      res.destroy();
    });
  }

  function cacheable(res: http.ServerResponse, status: number): boolean {
    if (status !== 200 && status !== 404) return false;
    if (res.getHeader('set-cookie')) return false;
    const cacheControl = String(res.getHeader('cache-control') ?? '').toLowerCase();
    return cacheControl.includes('public') && !cacheControl.includes('no-store') && !cacheControl.includes('private');
  }

  return {
    /**
     * Answers from the cache, or renders through `render` (which must write the
     * whole uncompressed answer) and keeps the answer when it is public.
     * `fallback` serves requests the cache never takes (writes, previews).
     */
    async handle(req: http.IncomingMessage, res: http.ServerResponse, render: Render, fallback: Render): Promise<void> {
      const key = keyOf(req);
      if (!key) {
        await fallback(req, res);
        return;
      }
      const ifNoneMatch = req.headers['if-none-match'];
      let current: string;
      try {
        current = await currentRevision();
      } catch {
        await fallback(req, res);
        return;
      }
      const entry = entries.get(key);
      if (entry) {
        const fresh = entry.revision === revisionOf(current, entry.tags) && now() - entry.storedAt < ttlMs;
        if (fresh) {
          entries.delete(key);
          entries.set(key, entry);
          send(req, res, entry, 'hit', ifNoneMatch);
          return;
        }
        if (rendering.has(key)) {
          send(req, res, entry, 'stale', ifNoneMatch);
          return;
        }
      }
      rendering.add(key);
      // The render must produce a whole body to keep: the 304 is decided here.
      delete req.headers['if-none-match'];
      const startedAt = now();
      res.once('close', () => rendering.delete(key));
      captureResponse(res, async ({ status, body }, sendBody) => {
        rendering.delete(key);
        // A HEAD answer has no body to keep.
        const keep = req.method === 'GET' && cacheable(res, status);
        const tags = parseTagsHeader(res.getHeader(CACHE_TAGS_HEADER));
        res.removeHeader(CACHE_TAGS_HEADER);
        const headers = Object.entries(res.getHeaders())
          .filter(([name, value]) => value !== undefined && !NOT_STORED.has(name) && name !== CACHE_STATUS_HEADER.toLowerCase())
          .map(([name, value]) => [name, Array.isArray(value) ? value.map(String) : String(value)] as [string, string | string[]]);
        const stored: Entry = {
          revision: revisionOf(current, tags),
          tags,
          storedAt: startedAt,
          status,
          headers,
          etag: res.getHeader('etag') as string | undefined,
          body,
          encoded: new Map(),
          bytes: body.byteLength * 2,
        };
        if (keep) store(key, stored);
        else remove(key);
        res.setHeader(CACHE_STATUS_HEADER, keep ? 'miss' : 'bypass');
        addVary(res);
        if (keep && status === 200 && etagMatches(ifNoneMatch, stored.etag)) {
          res.removeHeader('content-type');
          res.statusCode = 304;
          sendBody(Buffer.alloc(0));
          return;
        }
        const encoding = body.byteLength >= MIN_COMPRESS_BYTES ? negotiateEncoding(req.headers['accept-encoding']) : null;
        if (!encoding) return sendBody(req.method === 'HEAD' ? Buffer.alloc(0) : body);
        const packed = compress(body, encoding, keep ? 'kept' : 'fast');
        if (keep) stored.encoded.set(encoding, packed);
        const out = await packed;
        res.setHeader('Content-Encoding', encoding);
        sendBody(out);
      });
      await render(req, res);
    },
    /** A write request was handled here: read the revision again before the next hit. */
    noteWrite(): void {
      revision = undefined;
    },
    clear(): void {
      entries.clear();
      bytes = 0;
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type RenderCache = ReturnType<typeof createRenderCache>;
