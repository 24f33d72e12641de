/**
 * The built client assets (`dist/client`), read into memory once at start with
 * their pre-compressed copies. A request for one of them is answered from memory;
 * every other request goes to the page handler without touching the disk (the
 * adapter's own static handler checked the disk before every page).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type http from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { negotiateEncoding, type Encoding } from './compression.ts';
import { nodeLayerHeaders } from './guard.ts';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};

/** Hashed build output never changes under its name; other public files are revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

interface StaticFile {
  type: string;
  etag: string;
  cacheControl: string;
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export interface StaticFiles {
  /** Answers the request when it names a built asset (GET/HEAD); false: not one, the caller goes on. */
  serve(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  readonly size: number;
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (current: string) => {
    let entries;
    try {
      entries = await readdir(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) out.push(path);
    }
  };
  await walk(dir);
  return out;
}

/** Reads every file of `clientDir` (and its `.br`/`.gz` copies written at build time). */
export async function loadStaticFiles(clientDir: string, assetsDir = '_astro'): Promise<StaticFiles> {
  const files = new Map<string, StaticFile>();
  const paths = await listFiles(clientDir);
  const present = new Set(paths);
  for (const path of paths) {
    if (/\.(br|gz)$/.test(path) && present.has(path.replace(/\.(br|gz)$/, ''))) continue;
    const urlPath = `/${relative(clientDir, path).split(sep).join('/')}`;
    const body = await readFile(path);
    const encoded: StaticFile['encoded'] = {};
    if (present.has(`${path}.br`)) encoded.br = await readFile(`${path}.br`);
    if (present.has(`${path}.gz`)) encoded.gzip = await readFile(`${path}.gz`);
    files.set(urlPath, {
      type: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: urlPath.startsWith(`/${assetsDir}/`) ? IMMUTABLE : REVALIDATE,
      body,
      encoded,
    });
  }

  return {
    size: files.size,
    serve(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const raw = (req.url ?? '/').split('?')[0] ?? '/';
      let path: string;
      try {
        path = decodeURIComponent(raw);
      } catch {
        return false;
      }
      const file = files.get(path);
      if (!file) return false;
      res.setHeader('Content-Type', file.type);
      res.setHeader('Cache-Control', file.cacheControl);
      res.setHeader('ETag', file.etag);
      // The security headers of the pages, as on every answer of the node layer.
      for (const [name, value] of Object.entries(nodeLayerHeaders(req))) res.setHeader(name, value);
      const encodings = Object.keys(file.encoded) as Encoding[];
      if (encodings.length) res.setHeader('Vary', 'Accept-Encoding');
      const inm = req.headers['if-none-match'];
      if (inm && inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      const wanted = negotiateEncoding(req.headers['accept-encoding']);
      const encoded = wanted ? file.encoded[wanted] : undefined;
      const body = encoded ?? file.body;
      if (encoded && wanted) res.setHeader('Content-Encoding', wanted);
      res.setHeader('Content-Length', String(body.byteLength));
      res.statusCode = 200;
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}
