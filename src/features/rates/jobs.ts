/**
 * The release job of the rates desk: every few seconds, the days whose 11:00
 * Macao time has come are made public (`releaseDueRates`: one conditional UPDATE,
 * so with several instances each day is released once, and the `rates` content tag
 * moves in that statement, dropping the cached rate pages). Started by
 * src/app/boot.ts in every server process.
 */
import type { Database } from '#src/server/db/open.ts';
import { logEvent } from '#src/server/http/log.ts';
import { startPeriodic, type PeriodicJob } from '#src/server/periodic.ts';
import { releaseDueRates } from './desk.ts';

export function startRateRelease(db: Database, intervalMs = 5_000): PeriodicJob {
  return startPeriodic('rates.release', intervalMs, async () => {
    const days = await releaseDueRates(db);
    if (days.length) logEvent('rates.released', { days });
  });
}
