/**
 * The scheduled publications and withdrawals (issue 33), run by the server process
 * (started by src/app/boot.ts): every 10 seconds, whatever is due is carried out by
 * `runScheduled`, whose conditional UPDATE lets only one instance claim each
 * language, so several instances publish it once. 10 seconds keeps "at 10:00" within
 * seconds of 10:00 while costing one small indexed query.
 */
import type { Database } from '#src/server/db/open.ts';
import { logError, logEvent } from '#src/server/http/log.ts';
import { runScheduled } from './service.ts';

export interface PublishingJobs {
  stop(): Promise<void>;
}

export function startPublishingJobs(db: Database, options: { intervalMs?: number } = {}): PublishingJobs {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runScheduled(db)
      .then((run) => {
        if (run.published.length + run.unpublished.length > 0) logEvent('publishing.scheduled', { published: run.published.length, unpublished: run.unpublished.length });
      })
      .catch((err: unknown) => logError('publishing.scheduled', err))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? 10_000);
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

const JOBS_KEY = Symbol.for('amcm.publishingJobs');
type JobsHolder = { [JOBS_KEY]?: PublishingJobs };

export function processPublishingJobs(): PublishingJobs | undefined {
  return (globalThis as JobsHolder)[JOBS_KEY];
}

export function setProcessPublishingJobs(jobs: PublishingJobs | undefined): void {
  (globalThis as JobsHolder)[JOBS_KEY] = jobs;
}
