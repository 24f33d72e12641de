/**
 * The daily deletion job (started by src/app/boot.ts): every hour a pass asks whether
 * today's (Macao day's) run has been made; the first pass of the day, on whichever
 * instance, makes it (service.ts `runRetention`, claimed by the day's row), the others
 * find the day taken and do nothing.
 */
import type { Database } from '#src/server/db/open.ts';
import { logEvent } from '#src/server/http/log.ts';
import { startPeriodic, type PeriodicJob } from '#src/server/periodic.ts';
import { runRetention } from './service.ts';

export function startPrivacyJobs(db: Database, intervalMs = 60 * 60_000): PeriodicJob {
  return startPeriodic('privacy.retention', intervalMs, async () => {
    const report = await runRetention(db);
    if (report) logEvent('privacy.retention', { day: report.day, ...report.counts });
  });
}
