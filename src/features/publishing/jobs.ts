/**
 * The scheduled publications and withdrawals (issue 33), run by the server process
 * (started by src/app/boot.ts): every 10 seconds, whatever is due is carried out by
 * `runScheduled`, whose conditional UPDATE lets only one instance claim each
 * language, so several instances publish it once. 10 seconds keeps "at 10:00" within
 * seconds of 10:00 while costing one small indexed query.
 */
import type { Database } from '#src/server/db/open.ts';
import { logEvent } from '#src/server/http/log.ts';
import { startPeriodic, type PeriodicJob } from '#src/server/periodic.ts';
import { runScheduled } from './service.ts';

export function startPublishingJobs(db: Database, options: { intervalMs?: number } = {}): PeriodicJob {
  return startPeriodic('publishing.scheduled', options.intervalMs ?? 10_000, async () => {
    const run = await runScheduled(db);
    if (run.published.length + run.unpublished.length > 0) logEvent('publishing.scheduled', { published: run.published.length, unpublished: run.unpublished.length });
  });
}
