/**
 * The production HTTP server: the built Astro handler behind a thin node:http
 * layer that writes one structured log line per request and shuts down cleanly.
 */
import http from 'node:http';
import { clientOrigin, guardRequest, guardServer } from './guard.ts';
import { logEvent } from './log.ts';
import { runInRequestContext } from './request-context.ts';

/**
 * Paths that take cross-site POSTs on purpose: RFC 8058 one-click unsubscribe, which mail
 * providers send from their servers with no Origin header (and no cookies). Astro's
 * `checkOrigin` would refuse them with 403, so for exactly these paths the request is
 * marked same-origin before Astro sees it. Safe because the endpoint acts only on the
 * unguessable token in its URL, uses no cookies, and only ever removes a subscription.
 */
export const CROSS_SITE_POST_PATHS: readonly string[] = ['/api/v1.0/cms/email_notification/unsubscribe'];

function allowCrossSitePost(req: http.IncomingMessage): void {
  if (req.method !== 'POST') return;
  const path = (req.url ?? '/').split('?')[0];
  if (!path || !CROSS_SITE_POST_PATHS.includes(path)) return;
  // The client's own origin (https behind a trusted TLS proxy): the guard then shows
  // Astro the origin as Astro sees the request (guard.ts, presentOriginToAstro).
  if (req.headers.host) req.headers.origin = clientOrigin(req);
}

export type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>;

export function createLoggingServer(handler: NodeHandler): http.Server {
  const server = http.createServer((req, res) => {
    const started = performance.now();
    res.on('finish', () => {
      logEvent('request', {
        method: req.method,
        path: (req.url ?? '/').split('?')[0],
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    });
    allowCrossSitePost(req);
    if (guardRequest(req, res)) return;
    // Log lines written deep inside (Astro's own) name the request by id and path.
    const context = { requestId: String(req.headers['x-request-id']), method: req.method ?? 'GET', path: (req.url ?? '/').split('?')[0] ?? '/' };
    runInRequestContext(context, () => void handler(req, res));
  });
  guardServer(server);
  return server;
}

export function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Stops accepting connections, lets requests in flight finish (up to `graceMs`), then runs `cleanup`. */
export function closeGracefully(server: http.Server, cleanup: () => Promise<void>, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      void cleanup().finally(resolve);
    });
    server.closeIdleConnections();
  });
}
