/**
 * Heavy exports (rate and register spreadsheets and PDFs) share a small number of
 * slots per instance (EXPORT_CONCURRENCY, default 2: one per core of a small
 * server), so a burst of exports cannot take the event loop and memory from every
 * other request. A request finding no slot free is refused at once with 429 and
 * `Retry-After` rather than queued: a queue would hold its memory and its socket.
 *
 * A slot is held until the file has been written out (the stream closes, ended,
 * failed or abandoned by the client), not merely until the handler returns.
 */
import type { Readable } from 'node:stream';
import { getConfig } from '#src/server/config.ts';
import { AppError } from './errors.ts';

/** What a refused export is told to wait: about the time of one large export. */
export const EXPORT_RETRY_AFTER_SECONDS = 10;

let running = 0;

export function runningExports(): number {
  return running;
}

/** Takes a slot, or throws 429 when all are busy. Returns the release function (idempotent). */
export function acquireExportSlot(limit: number = getConfig().EXPORT_CONCURRENCY): () => void {
  if (running >= limit) throw new AppError('rate_limited', { retryAfter: EXPORT_RETRY_AFTER_SECONDS });
  running += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running -= 1;
  };
}

/** Releases the slot when the stream is done with, whichever way it ends. */
export function releaseWhenClosed(stream: Readable, release: () => void): Readable {
  stream.once('close', release);
  stream.once('error', release);
  stream.once('end', release);
  return stream;
}

/** Runs a heavy export in a slot; a stream it returns keeps the slot until it closes. */
export async function withExportSlot<T>(work: () => Promise<T>, streamOf: (result: T) => Readable | undefined = () => undefined): Promise<T> {
  const release = acquireExportSlot();
  try {
    const result = await work();
    const stream = streamOf(result);
    if (stream) releaseWhenClosed(stream, release);
    else release();
    return result;
  } catch (err) {
    release();
    throw err;
  }
}
