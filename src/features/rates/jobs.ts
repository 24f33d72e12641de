/**
 * The release job of the rates desk: every few seconds, the days whose 11:00
 * Macao time has come are made public (`releaseDueRates`: one conditional UPDATE,
 * so with several instances each day is released once, and the `rates` content tag
 * moves in that statement, dropping the cached rate pages). Started by
 * src/app/boot.ts in every server process.
 */
import type { Database } from '#src/server/db/open.ts';
import { logError, logEvent } from '#src/server/http/log.ts';
import { releaseDueRates } from './desk.ts';

export interface RateRelease {
  stop(): Promise<void>;
}

export function startRateRelease(db: Database, intervalMs = 5_000): RateRelease {
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = releaseDueRates(db)
      .then((days) => {
        if (days.length) logEvent('rates.released', { days });
      })
      .catch((err: unknown) => logError('rates.release', err))
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

const RELEASE_KEY = Symbol.for('amcm.rateRelease');
type Holder = { [RELEASE_KEY]?: RateRelease };

export function processRateRelease(): RateRelease | undefined {
  return (globalThis as Holder)[RELEASE_KEY];
}

export function setProcessRateRelease(release: RateRelease | undefined): void {
  (globalThis as Holder)[RELEASE_KEY] = release;
}
