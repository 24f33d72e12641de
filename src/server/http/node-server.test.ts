import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './headers.ts';
import { closeGracefully, createLoggingServer, listen } from './node-server.ts';

/** Holds the event loop for `ms`, as rendering an uncached page does on a loaded machine. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // the loop cannot accept or read meanwhile
  }
}

/** GET `path`; `onSent` runs once the request is written to its connection. */
function get(port: number, path: string, onSent: () => void): Promise<number | string> {
  return new Promise((done) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', (e: NodeJS.ErrnoException) => done(e.code ?? e.message));
    req.on('finish', onSent);
  });
}

describe('closeGracefully', () => {
  it('answers every request already sent when the stop comes while the server is too busy to have read them', async () => {
    const server = createLoggingServer((_req, res) => {
      busy(60);
      res.end('ok');
    });
    await listen(server, 0, '127.0.0.1');
    const { port } = server.address() as AddressInfo;
    let sent = 0;
    let stopped: Promise<void> | undefined;
    const cleaned: string[] = [];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        get(port, `/?n=${String(i)}`, () => {
          // The stop arrives the moment the last request is on the wire: most are
          // then accepted but unread, or still in the kernel's accept queue.
          if (++sent === 20) stopped = closeGracefully(server, async () => void cleaned.push('cleanup'), { graceMs: 10_000 });
        }),
      ),
    );
    await stopped;
    expect(answers).toEqual(Array(20).fill(200));
    expect(cleaned).toEqual(['cleanup']);
    expect(server.listening).toBe(false);
  });
});

/** A connection written by hand; `closed` resolves with what the server sent and when it closed. */
function rawConnection(port: number): { socket: net.Socket; closed: Promise<{ text: string; at: number }> } {
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const closed = new Promise<{ text: string; at: number }>((resolve) => {
    socket.on('close', () => resolve({ text, at: performance.now() }));
    socket.on('error', () => undefined);
  });
  return { socket, closed };
}

/** GETs /healthz every 50 ms until `until` settles; the slowest answer in ms. */
async function slowestHealthCheck(port: number, until: Promise<unknown>): Promise<number> {
  let done = false;
  void until.finally(() => (done = true));
  let slowest = 0;
  while (!done) {
    const started = performance.now();
    expect(await get(port, '/healthz', () => undefined)).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return slowest;
}

/** Short timeouts, so the test waits a second or two rather than the production 10 and 30 s. */
async function serverWithTimeouts(): Promise<{ server: http.Server; port: number }> {
  const server = createLoggingServer(
    async (req, res) => {
      if (req.url === '/healthz') return void res.end('ok');
      // A handler that reads the whole body before it answers, as Astro's do.
      let bytes = 0;
      try {
        for await (const chunk of req) bytes += (chunk as Buffer).byteLength;
      } catch {
        return; // the connection was closed under it
      }
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ bytes }));
    },
    { headersMs: 1000, bodyIdleMs: 1000 },
  );
  await listen(server, 0, '127.0.0.1');
  return { server, port: (server.address() as AddressInfo).port };
}

describe('clients that send too slowly (issue 36)', () => {
  it('a stalled body gets 408 and a closed connection within the timeout while /healthz stays fast; a slow upload that goes on is served', async () => {
    const { server, port } = await serverWithTimeouts();
    try {
      const started = performance.now();
      // A Content-Length larger than what is sent to an API call; chunks that stop; a page's body that stops.
      const api = rawConnection(port);
      api.socket.write('POST /api/v1.0/cms/complaint HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":');
      const chunked = rawConnection(port);
      chunked.socket.write('POST /api/upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\n');
      const page = rawConnection(port);
      page.socket.write('GET /en/about HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nhello');
      // An upload that sends a little every 300 ms for 2.4 s, longer than the timeout, then ends.
      const slow = rawConnection(port);
      slow.socket.write('POST /api/upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 8\r\nConnection: close\r\n\r\n');
      const drip = setInterval(() => slow.socket.write('a'), 300);
      const slowestHealth = slowestHealthCheck(port, Promise.all([api.closed, chunked.closed, page.closed]));

      const [apiAnswer, chunkedAnswer, pageAnswer] = await Promise.all([api.closed, chunked.closed, page.closed]);
      // Answered at once, not after the stalled clients' timeouts.
      expect(await slowestHealth).toBeLessThan(500);
      for (const { at, text } of [apiAnswer, chunkedAnswer, pageAnswer]) {
        expect(at - started, text).toBeGreaterThanOrEqual(950);
        expect(at - started).toBeLessThan(2500);
      }
      expect(apiAnswer.text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(apiAnswer.text).toMatch(/\r\nCache-Control: [^\r]*no-store/);
      expect(apiAnswer.text).toMatch(/\r\nConnection: close\r\n/);
      expect(apiAnswer.text).toContain('\r\n\r\n{"code":40800,"data":null,"message":');
      for (const name of Object.keys(securityHeaders({ frameAncestors: [], analytics: false, https: false }, null))) expect(apiAnswer.text).toContain(`\r\n${name}: `);
      expect(chunkedAnswer.text).toMatch(/^HTTP\/1\.1 408 /);
      expect(chunkedAnswer.text).toContain('{"code":40800,');
      expect(pageAnswer.text).toMatch(/^HTTP\/1\.1 408 /);
      expect(pageAnswer.text).toContain('Content-Type: text/html; charset=utf-8');
      expect(pageAnswer.text).toContain('<html lang="en">');

      const served = await slow.closed;
      clearInterval(drip);
      expect(served.text).toMatch(/^HTTP\/1\.1 200 /);
      expect(served.text).toContain('{"bytes":8}');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('Node’s own limit for a whole request, reported on the connection, is answered as the request’s 408', async () => {
    const { server, port } = await serverWithTimeouts();
    // The body makes progress, so only Node's requestTimeout (5 minutes in production) can end it.
    server.requestTimeout = 1500;
    try {
      const upload = rawConnection(port);
      upload.socket.write('POST /api/upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n');
      const drip = setInterval(() => upload.socket.writable && upload.socket.write('a'), 200);
      const { text } = await upload.closed;
      clearInterval(drip);
      expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(text).toContain('{"code":40800,');
      expect(text.match(/HTTP\/1\.1/g)).toHaveLength(1);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('connections that dribble their headers or send nothing are closed at the headers timeout while /healthz stays fast', async () => {
    const { server, port } = await serverWithTimeouts();
    try {
      const started = performance.now();
      const request = 'GET /en/ HTTP/1.1\r\nHost: x\r\nX-Slow: ' + 'a'.repeat(100);
      const dribblers = Array.from({ length: 200 }, () => rawConnection(port));
      let sent = 0;
      const drip = setInterval(() => {
        for (const { socket } of dribblers) if (socket.writable) socket.write(request[sent] ?? 'a');
        sent += 1;
      }, 100);
      const silent = Array.from({ length: 20 }, () => rawConnection(port));
      const all = Promise.all([...dribblers, ...silent].map((c) => c.closed));
      const slowestHealth = slowestHealthCheck(port, all);
      const closed = await all;
      clearInterval(drip);
      // Answered at once, not after the stalled clients' timeouts.
      expect(await slowestHealth).toBeLessThan(500);
      for (const { at, text } of closed) {
        expect(at - started).toBeGreaterThanOrEqual(950);
        expect(at - started).toBeLessThan(2500);
        expect(text).toMatch(/^HTTP\/1\.1 408 /);
      }
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
