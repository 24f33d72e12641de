import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
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
