/**
 * The notice windows (issue 33): a site notice or pop-up is shown from its start until
 * its end with no write at those moments, so every 10 seconds the server process moves
 * the `notices` content tag when a window edge passed (`bumpNoticesOnWindowEdge`):
 * the home page's cached copies are dropped on every instance and it shows (or stops
 * showing) the notice within seconds, not a cache lifetime later. Several instances
 * may each move the tag: harmless, one more render. Started by src/app/boot.ts.
 */
import type { Database } from '#src/server/db/open.ts';
import { logEvent } from '#src/server/http/log.ts';
import { startPeriodic, type PeriodicJob } from '#src/server/periodic.ts';
import { runScheduledNotices } from './notice-admin.ts';
import { runScheduledPages } from './page-review.ts';
import { bumpNoticesOnWindowEdge } from './queries.ts';

export function startNoticeWindows(db: Database, intervalMs = 10_000): PeriodicJob {
  let since = new Date(Date.now() - intervalMs);
  return startPeriodic('site.notice-windows', intervalMs, async () => {
    const now = new Date();
    if (await bumpNoticesOnWindowEdge(db, since, now)) logEvent('site.notice-window', {});
    since = now;
  });
}

/**
 * Menu pages' and notices' publications and withdrawals scheduled to the minute
 * (decisions 0036 and 0042): every 10 seconds, as the entries' (publishing/jobs.ts); each
 * language is claimed by one conditional UPDATE, so several instances publish it once.
 */
export function startPageSchedules(db: Database, intervalMs = 10_000): PeriodicJob {
  return startPeriodic('site.page-schedules', intervalMs, async () => {
    const run = await runScheduledPages(db);
    if (run.published.length + run.unpublished.length > 0) logEvent('site.page-schedules', { published: run.published.length, unpublished: run.unpublished.length });
    const notices = await runScheduledNotices(db);
    if (notices.published.length + notices.unpublished.length > 0) logEvent('site.notice-schedules', { published: notices.published.length, unpublished: notices.unpublished.length });
  });
}
