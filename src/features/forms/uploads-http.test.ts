/**
 * A body over the limit is refused before it is read whole: a real HTTP server on
 * 127.0.0.1 hands the request to `readUploads` the way Astro's node adapter does (the
 * IncomingMessage as the Request body stream), and a client streams 50 MB at it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorResponse } from '#src/server/http/api.ts';
import { BOUNDARY } from './tests/upload-samples.ts';
import { readUploads } from './uploads.ts';

const MB = 1024 * 1024;
let server: http.Server;
let base = '';
/** Bytes the server read from each request's connection, and the RSS growth while it ran. */
const seen: { bytesRead: number; rssGrowth: number }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const request = new Request(`http://127.0.0.1${req.url ?? '/'}`, {
      method: req.method ?? 'POST',
      headers: Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : [])),
      body: req as unknown as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    void (async () => {
      let response: Response;
      try {
        await readUploads(request);
        response = new Response('{"code":0}', { status: 200 });
      } catch (err) {
        response = errorResponse(err, 'en');
      }
      const headers: Record<string, string> = {};
      response.headers.forEach((v, k) => (headers[k] = v));
      res.writeHead(response.status, headers);
      res.end(Buffer.from(await response.arrayBuffer()));
      res.on('close', () => {
        clearInterval(sampler);
        seen.push({ bytesRead: req.socket.bytesRead, rssGrowth: Math.max(0, peak - rssBefore) });
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Streams `total` bytes of one file part (from one reused 64 KiB chunk) until the server answers. */
function streamUpload(total: number, contentLength: boolean): Promise<{ status: number; body: string; sent: number }> {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="attachments"; filename="huge.txt"\r\nContent-Type: text/plain\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 'a');
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(`${base}/upload`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(contentLength ? { 'content-length': String(head.length + total + tail.length) } : {}),
      },
    });
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }));
    });
    // Once the server has answered and closed, writes fail: that is the point.
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const write = () => {
      if (sent === 0) req.write(head);
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return req.once('drain', write);
      }
      if (!answered) req.end(tail);
    };
    write();
  });
}

describe('uploads over real HTTP', () => {
  it('stops reading a 50 MB body (no Content-Length) soon after the 5 MB file limit', async () => {
    const result = await streamUpload(50 * MB, false);
    expect(result.status).toBe(413);
    expect(result.body).toContain('larger than 5 MB');
    await new Promise((r) => setTimeout(r, 200));
    const last = seen.at(-1);
    // The server read about the limit plus what was in flight, not the 50 MB.
    expect(last?.bytesRead).toBeLessThan(12 * MB);
    expect(result.sent).toBeLessThan(30 * MB);
    expect(last?.rssGrowth).toBeLessThan(40 * MB);
  });

  it('refuses a 50 MB body by its Content-Length before reading it', async () => {
    const result = await streamUpload(50 * MB, true);
    expect(result.status).toBe(413);
    expect(result.body).toContain('together are larger than 25 MB');
    await new Promise((r) => setTimeout(r, 200));
    expect(seen.at(-1)?.bytesRead).toBeLessThan(4 * MB);
    if (process.env.SHOW_UPLOAD_FIGURES) console.warn(JSON.stringify({ seen, sent: result.sent }));
  });
});
