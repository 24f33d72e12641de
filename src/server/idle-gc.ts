/**
 * Gives memory back once the server falls idle after work. Under load V8 lets its
 * heap grow to hundreds of megabytes of garbage and, measured on this server, never
 * shrinks it while idle: 600 MB resident after a minute of mixed load stayed at
 * 600 MB for the 85 s watched, and fell to under 300 MB after one full collection. So when
 * requests have been handled and then none for `idleMs`, one full collection runs
 * (tens of milliseconds, at a moment no request is waiting), and V8 releases the
 * freed pages. The same happens once after start-up.
 *
 * Idle means no request in flight, not merely none started: a long export (seconds
 * of streaming) is work until its response ends. Counting only starts ran the
 * collection (100–600 ms with the event loop stopped, on a heap swollen by the
 * exports) in the middle of four heavy exports, where it was the worst /healthz
 * latency the bench measured, and then not again after them (issue 18).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export interface IdleCollector {
  /**
   * Call when a request starts (health checks excepted): the server is busy until the
   * returned function is called, once the response has ended whichever way.
   */
  begin(): () => void;
  /** Momentary work that has no end to wait for. */
  noteActivity(): void;
  stop(): void;
  /** Full collections run so far. */
  readonly collections: number;
}

type V8Gc = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * V8's collector as a function (`--expose-gc` set at run time: the server is started
 * without flags), asked for its memory-reducing collection: a plain `gc()` frees the
 * objects but keeps most of the heap's pages (483 → 434 MB resident in a test), the
 * last-resort flavour compacts and gives them back (483 → 66 MB).
 */
export function exposeGc(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as V8Gc;
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

export function startIdleCollector(options: { idleMs?: number; gc?: () => void; now?: () => number } = {}): IdleCollector {
  // One second without a request in flight tells a pause from a burst; the collection
  // then runs at most once per pause. Three seconds (counted from the last request's
  // start) left four heavy exports' garbage resident for the first seconds after them.
  const idleMs = options.idleMs ?? 1_000;
  const gc = options.gc ?? exposeGc();
  const now = options.now ?? Date.now;
  // Start-up (migrations, seeding, the search index) leaves garbage of its own: the
  // first quiet moment after it collects too.
  let lastActivity = now();
  let dirty = true;
  let collections = 0;
  let inFlight = 0;
  const timer = setInterval(
    () => {
      if (!dirty || inFlight > 0 || now() - lastActivity < idleMs) return;
      dirty = false;
      collections++;
      gc();
    },
    Math.max(250, Math.floor(idleMs / 3)),
  );
  timer.unref();
  return {
    begin() {
      inFlight++;
      lastActivity = now();
      dirty = true;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        inFlight--;
        lastActivity = now();
      };
    },
    noteActivity() {
      lastActivity = now();
      dirty = true;
    },
    stop() {
      clearInterval(timer);
    },
    get collections() {
      return collections;
    },
  };
}
