/**
 * Finds requests whose body stopped arriving (issue 36): a Content-Length larger than
 * what is sent, or an upload that stops, would otherwise hold its connection and its
 * handler for Node's whole `requestTimeout` (5 minutes), and the headers' timeout
 * does not apply once the headers are in.
 *
 * Progress is the connection's bytes read, checked a few times per timeout; a body
 * the handler has not read yet (the request's buffer full, so Node stopped reading
 * the socket) is the server's wait, not the client's, and never times out here.
 */
import type http from 'node:http';

interface Watched {
  req: http.IncomingMessage;
  res: http.ServerResponse;
  bytesRead: number;
  since: number;
}

/** Whether the request says a body follows (a length above 0, or chunks). */
function expectsBody(req: http.IncomingMessage): boolean {
  if (req.headers['transfer-encoding'] !== undefined) return true;
  const length = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}

/**
 * Calls `onStall(req, res)` once for a request whose body has made no progress for
 * `timeoutMs` (the caller answers and closes the connection).
 */
export function watchBodyProgress(server: http.Server, timeoutMs: number, onStall: (req: http.IncomingMessage, res: http.ServerResponse) => void): void {
  const watched = new Set<Watched>();
  const check = () => {
    const now = performance.now();
    for (const entry of watched) {
      const { req, res } = entry;
      if (req.complete || req.destroyed || res.writableEnded || req.socket.destroyed) {
        watched.delete(entry);
        continue;
      }
      const bytesRead = req.socket.bytesRead;
      if (bytesRead !== entry.bytesRead || req.readableLength >= req.readableHighWaterMark) {
        entry.bytesRead = bytesRead;
        entry.since = now;
      } else if (now - entry.since >= timeoutMs) {
        watched.delete(entry);
        onStall(req, res);
      }
    }
  };
  // A few checks per timeout: a stall is answered within a quarter of it past the timeout.
  const timer = setInterval(check, Math.max(25, Math.min(1000, Math.floor(timeoutMs / 4))));
  timer.unref();
  server.once('close', () => clearInterval(timer));
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!expectsBody(req) || req.complete) return;
    watched.add({ req, res, bytesRead: req.socket.bytesRead, since: performance.now() });
  });
}
