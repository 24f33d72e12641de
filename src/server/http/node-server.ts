/**
 * The production HTTP server: the built Astro handler behind a thin node:http
 * layer that writes one structured log line per request and shuts down cleanly.
 */
import http from 'node:http';
import net, { type Socket } from 'node:net';
import { getConfig } from '#src/server/config.ts';
import { watchBodyProgress } from './body-timeout.ts';
import { answerRequestTimeout, clientOrigin, guardRequest, guardServer } from './guard.ts';
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

/** How long a client may take to send its request (README: HEADERS_TIMEOUT_MS, BODY_TIMEOUT_MS). */
export interface RequestTimeouts {
  /** The headers, from the connection (or the previous answer) on: Node's `headersTimeout`. */
  headersMs: number;
  /** A body that makes no progress (body-timeout.ts). */
  bodyIdleMs: number;
}

const configuredTimeouts = (): RequestTimeouts => ({ headersMs: getConfig().HEADERS_TIMEOUT_MS, bodyIdleMs: getConfig().BODY_TIMEOUT_MS });

/**
 * The server, with every request guarded (guard.ts) and logged. A client that sends
 * its headers or its body too slowly is answered 408 and its connection closed, so
 * slow or stalled clients cannot hold connections and handlers (issue 36).
 */
export function createLoggingServer(handler: NodeHandler, timeouts: RequestTimeouts = configuredTimeouts()): http.Server {
  const options: http.ServerOptions = {
    headersTimeout: timeouts.headersMs,
    // Node checks the timeout every 30 s by default: a 10 s limit would hold up to 40 s.
    connectionsCheckingInterval: Math.max(25, Math.min(1000, Math.floor(timeouts.headersMs / 4))),
  };
  const server = http.createServer(options, (req, res) => {
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
  watchBodyProgress(server, timeouts.bodyIdleMs, answerRequestTimeout);
  trackConnections(server);
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

/**
 * Stops a server without dropping a request a client has already sent, then runs
 * `cleanup` (the mail worker's pass, the database), all within `graceMs`.
 *
 * Why not only `server.close()` + `closeIdleConnections()`: under load the requests
 * sent just before the signal are still in the kernel's accept queue, or accepted with
 * their bytes not yet parsed, which Node counts as idle; closing the listener resets
 * the former, `closeIdleConnections` the latter (12 concurrent page requests with
 * SIGTERM 0.4 s later: 2 answered). So: accept what is queued before closing the
 * listener (Node accepts one connection per turn of the event loop: the listener
 * closes after two turns in a row with nothing new, or at half the grace); answer every request that arrives on an
 * open connection with `Connection: close`; close keep-alive connections that sit
 * idle after a response at once, and connections that never sent a request after
 * ten sweeps of the event loop (about a second while it is free: under load a
 * request's bytes can wait seconds to be read, and a clock would cut it); after
 * `graceMs` close whatever is left.
 */
export function closeGracefully(
  server: http.Server,
  cleanup: () => Promise<void>,
  { graceMs = 10_000, requestlessSweeps = 10 }: { graceMs?: number; requestlessSweeps?: number } = {},
): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    const state = connectionStates.get(server);
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(hardStop);
      clearInterval(sweep);
      const left = Math.max(1_000, graceMs - (Date.now() - started));
      // The database must close even if a step of cleanup hangs (an SMTP server that
      // stopped answering): the outbox's lease then hands the message to the next start.
      const cut = setTimeout(resolve, left);
      cut.unref();
      void cleanup().finally(() => {
        clearTimeout(cut);
        resolve();
      });
    };
    const hardStop = setTimeout(() => {
      server.closeAllConnections();
      finish();
    }, graceMs);
    hardStop.unref();
    if (state) state.stopping = true;
    const closeIdle = () => {
      if (!state) return server.closeIdleConnections();
      for (const [socket, conn] of state.connections) {
        if (conn.active > 0) continue;
        // A sweep runs after a poll phase, in which the socket's bytes, if any, were read.
        conn.sweeps += 1;
        if (conn.served > 0 || conn.sweeps > requestlessSweeps) socket.destroy();
      }
    };
    const sweep = setInterval(closeIdle, 100);
    sweep.unref();
    // Node accepts one queued connection per turn of the event loop (a busy server
    // takes seconds to accept a burst), and closing the listener resets whatever is
    // still queued: keep it open until a whole turn has passed with nothing to accept.
    let accepted = state?.accepted ?? 0;
    let quietTurns = 0;
    const drainQueue = () => {
      const now = state?.accepted ?? 0;
      quietTurns = now === accepted ? quietTurns + 1 : 0;
      accepted = now;
      // Without the connection counts, three turns; with them, two quiet ones in a row.
      if (quietTurns < (state ? 2 : 3) && Date.now() - started < graceMs / 2) {
        setImmediate(drainQueue);
        return;
      }
      // net.Server's close, not http.Server's: the latter destroys every connection
      // whose request Node has not parsed yet, as if it were an idle keep-alive one.
      net.Server.prototype.close.call(server, () => finish());
      closeIdle();
    };
    setImmediate(drainQueue);
  });
}

interface ConnectionState {
  active: number;
  served: number;
  sweeps: number;
}

const connectionStates = new WeakMap<http.Server, { stopping: boolean; accepted: number; connections: Map<Socket, ConnectionState> }>();

/**
 * Follows each connection of `server` (requests in flight, requests answered), so
 * that closeGracefully can tell a connection that has not sent its request yet from
 * an idle keep-alive one, and asks clients to close once the server is stopping.
 */
export function trackConnections(server: http.Server): void {
  const state = { stopping: false, accepted: 0, connections: new Map<Socket, ConnectionState>() };
  connectionStates.set(server, state);
  server.on('connection', (socket: Socket) => {
    state.accepted += 1;
    state.connections.set(socket, { active: 0, served: 0, sweeps: 0 });
    socket.once('close', () => state.connections.delete(socket));
  });
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const conn = state.connections.get(req.socket);
    if (!conn) return;
    conn.active += 1;
    if (state.stopping) res.shouldKeepAlive = false;
    res.once('close', () => {
      conn.active -= 1;
      conn.served += 1;
      if (state.stopping && conn.active === 0 && !req.socket.destroyed) req.socket.end();
    });
  });
}
