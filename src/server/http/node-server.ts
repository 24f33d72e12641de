/**
 * The production HTTP server: the built Astro handler behind a thin node:http
 * layer that writes one structured log line per request and shuts down cleanly.
 */
import http from 'node:http';
import { logEvent } from './log.ts';

export type NodeHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>;

export function createLoggingServer(handler: NodeHandler): http.Server {
  return http.createServer((req, res) => {
    const started = performance.now();
    res.on('finish', () => {
      logEvent('request', {
        method: req.method,
        path: (req.url ?? '/').split('?')[0],
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    });
    void handler(req, res);
  });
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
