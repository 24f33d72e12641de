/**
 * The coin shop's periodic work (started by src/app/boot.ts beside the mail worker):
 * every minute, orders unpaid past their deadline expire, their coins go back on sale
 * and the buyer is told; and issues whose sale opening minute has come are touched, so
 * their pages (tag `coins`) are made again at once (the order call checks the minute itself). Several instances may run it at once: each order is claimed by
 * one conditional UPDATE (`SKIP LOCKED`), so it expires — and its stock comes back — once.
 */
import { appendAudit } from '#src/features/staff/audit.ts';
import { processMailWorker } from '#src/features/mail/worker.ts';
import type { Database } from '#src/server/db/open.ts';
import { logEvent } from '#src/server/http/log.ts';
import { startPeriodic, type PeriodicJob } from '#src/server/periodic.ts';
import { expireUnpaidOrders, type AuditWriter } from './orders.ts';
import { touchOpenedSales } from './queries.ts';

/** The job's audit rows: no person, the shop itself. */
export function shopAudit(now: Date): AuditWriter {
  return async (entry, tx) => {
    await appendAudit(tx, { ...entry, actorId: null, actorEmail: null, clientAddress: null }, now);
  };
}

/** One pass now (also what tests call). */
export async function runCoinJobs(db: Database, now = new Date()): Promise<{ expired: number; opened: number }> {
  const expired = await expireUnpaidOrders(db, shopAudit(now), now);
  if (expired > 0) processMailWorker()?.wake();
  const opened = await db.transaction((tx) => touchOpenedSales(tx, now));
  return { expired, opened };
}

export function startCoinJobs(db: Database, intervalMs = 60_000): PeriodicJob {
  return startPeriodic('coins.jobs', intervalMs, async () => {
    const report = await runCoinJobs(db);
    if (report.expired > 0 || report.opened > 0) logEvent('coins.jobs', { ...report });
  });
}
