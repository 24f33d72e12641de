/**
 * The export worker pool: heavy exports (rate and register workbooks, the register
 * PDF) are written in worker threads (worker.ts), at most EXPORT_CONCURRENCY at
 * once, the same number as the instance's export slots (src/server/http/export-slots.ts),
 * so a slot always finds a thread. The main thread only reads the rows, a window
 * at a time, and relays the bytes; the event loop stays free for other requests
 * while a file is zipped or laid out (issue 18).
 *
 *   const stream = exportFile(job, rowBatches); // a Readable of the file's bytes
 *
 * Threads start on first use; after a burst one stays ready and ends after
 * EXPORT_WORKER_IDLE_MS (10 s) without work, the others at once, so an idle server
 * holds no copy of exceljs, pdfkit or the fonts. The pool is kept on
 * a global symbol: the start script and the built Astro server are separate module
 * graphs (see src/server/db/registry.ts) and must share one pool.
 */
import { createRequire } from 'node:module';
import { PassThrough, type Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { getConfig } from '#src/server/config.ts';
import type { Cell, ExportJob, FromWorker, ToWorker } from './jobs.ts';

/** How long a thread with no work is kept before it ends (and gives its memory back). */
export const EXPORT_WORKER_IDLE_MS = 10_000;
/**
 * Threads kept waiting after a burst: the others end as soon as they have no work.
 * An idle thread still holds 25–40 MB (its heap after the collection that follows
 * each file, exceljs, pdfkit, the font); four kept for 10 s after four heavy exports
 * were most of the server's memory above its idle size (issue 18).
 */
const WARM_WORKERS = 1;
/**
 * A thread's JavaScript heap limits: an export is streamed, so more means a fault;
 * a small young generation keeps each thread's resident memory small.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 16 };

// Resolved through package.json's `imports`, from the source tree in every mode
// (vitest, astro dev, and the built server, which runs src/ beside dist/).
const WORKER_FILE = createRequire(import.meta.url).resolve('#src/server/export/worker.ts');

interface PoolWorker {
  worker: Worker;
  idleTimer?: NodeJS.Timeout;
}

interface Pool {
  idle: PoolWorker[];
  busy: number;
  waiting: ((w: PoolWorker) => void)[];
  /** Files written by a worker since the process started (tests and the bench read it). */
  completed: number;
  started: number;
}

const KEY = Symbol.for('amcm.exportPool');
function pool(): Pool {
  const holder = globalThis as { [KEY]?: Pool };
  return (holder[KEY] ??= { idle: [], busy: 0, waiting: [], completed: 0, started: 0 });
}

export function exportPoolStats(): { idle: number; busy: number; completed: number; started: number } {
  const p = pool();
  return { idle: p.idle.length, busy: p.busy, completed: p.completed, started: p.started };
}

function spawnWorker(): PoolWorker {
  const p = pool();
  p.started += 1;
  const worker = new Worker(WORKER_FILE, { resourceLimits: WORKER_LIMITS });
  // A thread waiting for work does not keep the process alive.
  worker.unref();
  return { worker };
}

function acquire(): Promise<PoolWorker> {
  const p = pool();
  const idle = p.idle.pop();
  if (idle) {
    clearTimeout(idle.idleTimer);
    p.busy += 1;
    return Promise.resolve(idle);
  }
  if (p.busy < getConfig().EXPORT_CONCURRENCY) {
    p.busy += 1;
    return Promise.resolve(spawnWorker());
  }
  return new Promise((resolve) => p.waiting.push(resolve));
}

/** Back to the pool after a finished file; `broken` threads (failed, abandoned) are ended. */
function release(w: PoolWorker, broken: boolean): void {
  const p = pool();
  if (broken) {
    void w.worker.terminate();
    const next = p.waiting.shift();
    if (next) next(spawnWorker());
    else p.busy -= 1;
    return;
  }
  const next = p.waiting.shift();
  if (next) return next(w);
  p.busy -= 1;
  if (p.idle.length >= WARM_WORKERS) {
    // A burst is over: one thread waiting is enough for the next export.
    void w.worker.terminate();
    return;
  }
  w.idleTimer = setTimeout(() => {
    const at = p.idle.indexOf(w);
    if (at >= 0) p.idle.splice(at, 1);
    void w.worker.terminate();
  }, EXPORT_WORKER_IDLE_MS);
  w.idleTimer.unref();
  p.idle.push(w);
}

/** The V8 heap size (bytes) of each thread waiting for work (tests and the bench read it). */
export function idleExportHeaps(): Promise<number[]> {
  return Promise.all(pool().idle.map(async (w) => (await w.worker.getHeapStatistics()).total_heap_size));
}

/** Ends every idle thread now (tests; shutdown). */
export async function closeExportPool(): Promise<void> {
  const p = pool();
  const idle = p.idle.splice(0);
  await Promise.all(
    idle.map((w) => {
      clearTimeout(w.idleTimer);
      return w.worker.terminate();
    }),
  );
}

/**
 * Writes `job` in a worker from `batches` (rows in the job's column order, read by
 * the caller a window at a time) and returns the file as a stream. The next batch
 * is read only when the worker has written the last and the client keeps up, so
 * memory holds about one batch and one chunk of output per export.
 */
export function exportFile(job: ExportJob, batches: AsyncIterable<Cell[][]>): Readable {
  const out = new PassThrough();
  void (async () => {
    const w = await acquire();
    let settled = false;
    let wake: (() => void) | undefined;
    let failure: Error | undefined;
    let done = false;
    const onMessage = (message: FromWorker) => {
      if (message.type === 'data') {
        if (!out.destroyed) out.write(message.chunk);
      } else if (message.type === 'error') {
        failure = new Error(`export worker: ${message.message}`);
      } else if (message.type === 'done') {
        done = true;
      }
      if (message.type !== 'data') wake?.();
    };
    const onExit = () => {
      failure ??= new Error('export worker: the thread ended');
      wake?.();
    };
    const onAbandoned = () => wake?.();
    w.worker.on('message', onMessage);
    w.worker.on('error', onExit);
    w.worker.on('exit', onExit);
    out.on('close', onAbandoned);
    /** Waits for the worker's next answer (ready, done or error) or the client going. */
    const answer = () => new Promise<void>((resolve) => (wake = resolve));
    const send = async (message: ToWorker) => {
      const next = answer();
      w.worker.postMessage(message);
      await next;
      if (failure) throw failure;
      if (out.destroyed) throw new Error('abandoned');
    };
    const finish = (broken: boolean) => {
      if (settled) return;
      settled = true;
      w.worker.off('message', onMessage);
      w.worker.off('error', onExit);
      w.worker.off('exit', onExit);
      out.off('close', onAbandoned);
      release(w, broken);
    };
    try {
      await send({ type: 'start', job });
      for await (const rows of batches) {
        // The client reads slower than the worker writes: wait before reading more rows.
        if (out.writableNeedDrain) await new Promise<void>((resolve) => out.once('drain', resolve).once('close', resolve));
        await send({ type: 'rows', rows });
      }
      await send({ type: 'end' });
      if (!done) throw new Error('export worker: no end of file');
      finish(false);
      pool().completed += 1;
      out.end();
    } catch (err) {
      if (!out.destroyed) w.worker.postMessage({ type: 'abort' } satisfies ToWorker);
      finish(true);
      if (!out.destroyed) out.destroy(err as Error);
    }
  })();
  return out;
}
