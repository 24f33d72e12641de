/**
 * Periodic work of a server process (the alerts scan, coin order expiry, the rates'
 * 11:00 release, scheduled publications): a pass every `intervalMs`, the first at
 * once, never two passes of one job at a time, a failed pass logged and the next
 * one tried. "Once with several instances" is the pass's business (a conditional
 * UPDATE or a `SKIP LOCKED` claim), not the timer's.
 */
import { logError } from '#src/server/http/log.ts';

export interface PeriodicJob {
  /** No pass starts after this; resolves when the pass under way, if any, has ended. */
  stop(): Promise<void>;
}

export function startPeriodic(name: string, intervalMs: number, pass: () => Promise<void>): PeriodicJob {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = pass()
      .catch((err: unknown) => logError(name, err))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

// The start script (src modules run by Node) and the built server (its own bundled
// copy of this module) are two module graphs: they share the jobs through a global.
const JOBS_KEY = Symbol.for('amcm.periodicJobs');
const jobs: Map<string, PeriodicJob> = ((globalThis as { [JOBS_KEY]?: Map<string, PeriodicJob> })[JOBS_KEY] ??= new Map());

/** Keeps the process's job of this name (src/app/boot.ts starts them). */
export function setProcessJob(name: string, job: PeriodicJob): void {
  jobs.set(name, job);
}

/** Stops every job of the process, each after its pass under way, in the order they were started. */
export async function stopProcessJobs(): Promise<void> {
  const running = [...jobs.values()];
  jobs.clear();
  for (const job of running) await job.stop();
}
