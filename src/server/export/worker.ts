/**
 * The export worker (a node:worker_threads thread of the pool in pool.ts): writes
 * one file at a time from the rows the main thread sends, and posts the file's
 * bytes back as they are produced. Laying out a PDF and zipping a workbook are
 * CPU work of seconds for a long export; here they run beside the event loop that
 * serves every other request, not on it (issue 18).
 *
 * Run by Node itself (type stripping), not through Vite: it imports only
 * packages and the modules of this folder and src/server/pdf.
 */
import { setPriority } from 'node:os';
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import { exposeGc } from '#src/server/idle-gc.ts';
import type { FromWorker, ToWorker } from './jobs.ts';
import type { FileWriter } from './writers.ts';

const port = parentPort;
if (!port) throw new Error('export worker: start it with new Worker(), not directly');

// On a small server the export threads and the event loop share the cores: the
// threads yield to it (a nice value is per thread on Linux, so this lowers this
// thread only). A file then takes longer under load; other requests do not wait.
try {
  setPriority(15);
} catch {
  // Not permitted on this system: the thread keeps the process's priority.
}
// exceljs, pdfkit and fontkit are loaded only now, at the lowered priority: a static
// import would load them first, at the event loop's priority, and three threads
// starting at once for a burst of exports took the cores from it for a few hundred ms.
const writers = import('./writers.ts');

/**
 * A thread's heap after a file is tens of megabytes of garbage (rows, cells, zip and
 * PDF buffers) that V8 keeps while the thread waits: four threads after four heavy
 * exports held about 100 MB more than once they ended. One memory-reducing
 * collection after each file gives it back while the thread stays ready (issue 18).
 * It runs on this thread, at its low priority, not on the event loop.
 */
const collect = exposeGc();

const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

let writer: FileWriter | undefined;
// Messages are handled strictly in order (starting a PDF waits for its font).
let queue = Promise.resolve();

async function handle(message: ToWorker): Promise<void> {
  switch (message.type) {
    case 'start': {
      const out = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          // A copy: the chunk may be a view of a pooled buffer that cannot be transferred.
          const bytes = new Uint8Array(chunk);
          post({ type: 'data', chunk: bytes }, [bytes.buffer]);
          callback();
        },
      });
      writer = await (await writers).createFileWriter(message.job, out);
      post({ type: 'ready' });
      return;
    }
    case 'rows':
      writer?.rows(message.rows);
      post({ type: 'ready' });
      return;
    case 'end':
      await writer?.end();
      writer = undefined;
      post({ type: 'done' });
      // After the message has gone, before the next job's first message is read.
      await new Promise<void>((resolve) => setImmediate(resolve));
      collect();
      return;
    case 'abort':
      // The pool ends a thread whose file was abandoned; nothing to keep.
      writer = undefined;
      return;
  }
}

port.on('message', (message: ToWorker) => {
  queue = queue
    .then(() => handle(message))
    .catch((err: unknown) => {
      writer = undefined;
      post({ type: 'error', message: err instanceof Error ? err.message : String(err) });
    });
});
