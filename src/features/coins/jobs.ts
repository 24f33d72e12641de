/**
 * The coin shop's periodic work (started by src/app/boot.ts beside the mail worker):
 * every minute, orders unpaid past their deadline expire, their coins go back on sale
 * and the buyer is told. Several instances may run it at once: each order is claimed by
 * one conditional UPDATE (`SKIP LOCKED`), so it expires — and its stock comes back — once.
 */
import { appendAudit } from '#src/features/staff/audit.ts';
import { processMailWorker } from '#src/features/mail/worker.ts';
import type { Database } from '#src/server/db/open.ts';
import { logError, logEvent } from '#src/server/http/log.ts';
import { expireUnpaidOrders, type AuditWriter } from './orders.ts';

/** The job's audit rows: no person, the shop itself. */
export function shopAudit(now: Date): AuditWriter {
  return async (entry, tx) => {
    await appendAudit(tx, { ...entry, actorId: null, actorEmail: null, clientAddress: null }, now);
  };
}

/** One pass now (also what tests call). */
export async function runCoinJobs(db: Database, now = new Date()): Promise<{ expired: number }> {
  const expired = await expireUnpaidOrders(db, shopAudit(now), now);
  if (expired > 0) processMailWorker()?.wake();
  return { expired };
}

export interface CoinJobs {
  stop(): Promise<void>;
}

export function startCoinJobs(db: Database, intervalMs = 60_000): CoinJobs {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = runCoinJobs(db)
      .then((report) => {
        if (report.expired > 0) logEvent('coins.jobs', { ...report });
      })
      .catch((err: unknown) => logError('coins.jobs', err))
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

const JOBS_KEY = Symbol.for('amcm.coinJobs');
type JobsHolder = { [JOBS_KEY]?: CoinJobs };

export function processCoinJobs(): CoinJobs | undefined {
  return (globalThis as JobsHolder)[JOBS_KEY];
}

export function setProcessCoinJobs(jobs: CoinJobs | undefined): void {
  (globalThis as JobsHolder)[JOBS_KEY] = jobs;
}
