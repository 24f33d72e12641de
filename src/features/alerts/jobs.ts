/**
 * The alerts jobs of the server process (started by src/app/boot.ts beside the mail
 * worker): every minute, announce what was published since the last scan and send the
 * digests that are due; every hour, delete unconfirmed sign-ups and expired links.
 * Several instances may run them at once: announcements are claimed by a primary key
 * and outbox messages are deduplicated, so an item is announced once.
 */
import type { Database } from '#src/server/db/open.ts';
import { logError, logEvent } from '#src/server/http/log.ts';
import { processMailWorker } from '#src/features/mail/worker.ts';
import { cleanup, scanPublished, sendDigests } from './service.ts';

export interface AlertJobsOptions {
  /** The public origin for links in e-mails (e.g. https://www.amcm.gov.mo). */
  origin: string;
  scanIntervalMs?: number;
  cleanupIntervalMs?: number;
}

export interface AlertJobsReport {
  announced: number;
  digests: number;
  deleted: number;
}

/** One pass of every job now (also the test hook's way to run them without waiting). */
export async function runAlertJobs(db: Database, origin: string, options: { now?: Date; forceDigests?: boolean; cleanup?: boolean } = {}): Promise<AlertJobsReport> {
  const now = options.now ?? new Date();
  const announced = await scanPublished(db, origin, now);
  const digests = await sendDigests(db, origin, now, options.forceDigests ?? false);
  const deleted = options.cleanup === false ? 0 : await cleanup(db, now);
  if (announced + digests > 0) processMailWorker()?.wake();
  return { announced, digests, deleted };
}

export interface AlertJobs {
  stop(): Promise<void>;
}

export function startAlertJobs(db: Database, options: AlertJobsOptions): AlertJobs {
  let running: Promise<unknown> | null = null;
  let lastCleanup = 0;
  const cleanupEvery = options.cleanupIntervalMs ?? 3600_000;
  const tick = () => {
    if (running) return;
    const doCleanup = Date.now() - lastCleanup >= cleanupEvery;
    running = runAlertJobs(db, options.origin, { cleanup: doCleanup })
      .then((report) => {
        if (doCleanup) lastCleanup = Date.now();
        if (report.announced + report.digests + report.deleted > 0) logEvent('alerts.jobs', { ...report });
      })
      .catch((err: unknown) => logError('alerts.jobs', err))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.scanIntervalMs ?? 60_000);
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

const JOBS_KEY = Symbol.for('amcm.alertJobs');
type JobsHolder = { [JOBS_KEY]?: AlertJobs };

export function processAlertJobs(): AlertJobs | undefined {
  return (globalThis as JobsHolder)[JOBS_KEY];
}

export function setProcessAlertJobs(jobs: AlertJobs | undefined): void {
  (globalThis as JobsHolder)[JOBS_KEY] = jobs;
}
