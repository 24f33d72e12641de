/**
 * The alerts jobs of the server process (started by src/app/boot.ts beside the mail
 * worker): every minute, announce what was published since the last scan and send the
 * digests that are due; every hour, delete unconfirmed sign-ups and expired links.
 * Several instances may run them at once: announcements are claimed by a primary key
 * and outbox messages are deduplicated, so an item is announced once.
 */
import type { Database } from '#src/server/db/open.ts';
import { logEvent } from '#src/server/http/log.ts';
import { startPeriodic, type PeriodicJob } from '#src/server/periodic.ts';
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

export function startAlertJobs(db: Database, options: AlertJobsOptions): PeriodicJob {
  let lastCleanup = 0;
  const cleanupEvery = options.cleanupIntervalMs ?? 3600_000;
  return startPeriodic('alerts.jobs', options.scanIntervalMs ?? 60_000, async () => {
    const doCleanup = Date.now() - lastCleanup >= cleanupEvery;
    const report = await runAlertJobs(db, options.origin, { cleanup: doCleanup });
    if (doCleanup) lastCleanup = Date.now();
    if (report.announced + report.digests + report.deleted > 0) logEvent('alerts.jobs', { ...report });
  });
}
