/**
 * The request handler `scripts/start.mjs` serves: built assets from memory (no disk
 * check before a page), everything else through the Astro handler with its text
 * answers compressed and, for reads, one content revision read per request and
 * the render cache in front (src/server/cache/render-cache.ts) when it is on.
 */
import type http from 'node:http';
import { noteContentWrite, withRequestRevision } from '#src/server/cache/revision.ts';
import { withCompression } from './compression.ts';
import type { RenderCache } from '#src/server/cache/render-cache.ts';
import type { StaticFiles } from './static-files.ts';

/** The Astro node adapter's handler: `locals` start each request's `Astro.locals`. */
export type PageHandler = (req: http.IncomingMessage, res: http.ServerResponse, next?: undefined, locals?: Partial<App.Locals>) => unknown;

export function createSiteHandler(astro: PageHandler, staticFiles: StaticFiles, cache?: RenderCache): (req: http.IncomingMessage, res: http.ServerResponse) => void {
  // Every answer that reaches the pages is captured here (compression, the render cache),
  // so a public page's ETag is computed from the body held for that (compression.ts).
  const pages = (req: http.IncomingMessage, res: http.ServerResponse) => astro(req, res, undefined, { bodyEtag: true });
  const compressed = withCompression(pages);
  return (req, res) => {
    // A URL with a broken escape never gets here: the guard answers it (guard.ts).
    if (staticFiles.serve(req, res)) return;
    // A read-only request reads the content revision once for everything it renders.
    if (req.method === 'GET' || req.method === 'HEAD') {
      void withRequestRevision(() => (cache ? cache.handle(req, res, pages, compressed) : compressed(req, res)));
      return;
    }
    // A write may change content: the next read-only request reads the revision
    // again, and so does the cache before its next hit.
    res.once('finish', () => {
      noteContentWrite();
      cache?.noteWrite();
    });
    void compressed(req, res);
  };
}
