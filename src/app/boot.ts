/**
 * Opens the database once for the whole process, applies migrations, seeds an
 * empty database with the demo content, and registers the handle for every module
 * graph of the process (the start script's and the built Astro server's).
 *
 * The composition root of the server process, above the features it starts (the
 * mail worker, the alerts jobs, the search index) and the seed: loaded by
 * scripts/start.mjs and the other scripts that open the database, and in `astro dev`
 * through Vite (astro.config.mjs); no module of src/ imports it.
 */
import { join } from 'node:path';
import { readConfig, type ServerConfig } from '#src/server/config.ts';
import { createMailTransport, describeTransport } from '#src/features/mail/transport.ts';
import { processMailWorker, setProcessMailWorker, startMailWorker } from '#src/features/mail/worker.ts';
import { startAlertJobs } from '#src/features/alerts/jobs.ts';
import { startCoinJobs } from '#src/features/coins/jobs.ts';
import { startRateRelease } from '#src/features/rates/jobs.ts';
import { startPublishingJobs } from '#src/features/publishing/jobs.ts';
import { startNoticeWindows, startPageSchedules } from '#src/features/site/jobs.ts';
import { startPrivacyJobs } from '#src/features/privacy/jobs.ts';
import { setProcessJob, stopProcessJobs } from '#src/server/periodic.ts';
import { openDatabase, type DatabaseHandle } from '#src/server/db/open.ts';
import { getDatabaseHandle, hasDatabaseHandle, setDatabaseHandle } from '#src/server/db/registry.ts';
import { logEvent } from '#src/server/http/log.ts';
import { siteOrigin } from '#src/server/http/site-url.ts';
import { seedDatabase } from '#src/seed/index.ts';
import { ensureSearchIndex } from '#src/features/search/service.ts';
import { issueSetupLink } from '#src/features/staff/service.ts';
import { seedDemoStaff } from '#src/seed/staff.ts';

export async function openConfiguredDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX })
    : openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
}

/** Where mail goes: SMTP_URL, else .eml files under MAIL_DIR (default `<DATA_DIR>/mail`). */
export function mailTransportConfig(config: ServerConfig) {
  return { SMTP_URL: config.SMTP_URL, MAIL_DIR: config.MAIL_DIR || join(config.DATA_DIR, 'mail') };
}

/** The public origin of the site, for links in e-mails (src/server/http/site-url.ts). */
export { siteOrigin };

export async function boot(config: ServerConfig = readConfig()): Promise<DatabaseHandle> {
  if (hasDatabaseHandle()) return getDatabaseHandle();
  const started = performance.now();
  logEvent('database.opening', { kind: config.DATABASE_URL ? 'postgres' : 'pglite', message: 'Opening the database and applying migrations.' });
  const handle = await openConfiguredDatabase(config);
  setDatabaseHandle(handle);
  // Instances started together on one PostgreSQL database take turns: the first
  // seeds and indexes, the others find the work done.
  await handle.exclusive(async () => {
    if (config.SEED_ON_START) {
      let announced = false;
      const result = await seedDatabase(handle.db, (step) => {
        // Only a seed that writes reports progress: a seeded database costs a few queries.
        if (!announced) logEvent('seed.start', { message: 'Empty database: filling it with the demo content (the first start takes a minute or two).' });
        announced = true;
        logEvent('seed.progress', { step });
      });
      logEvent('seed', result);
    }
    logEvent('search.index.check', { message: 'Checking the site search index (built in full on a first start).' });
    // Builds the search index of a database that has none (first start, or migrated
    // from before search), else applies what changed while the server was down.
    const index = await ensureSearchIndex(handle.db);
    logEvent('search.index', index);
    await openTheStaffDoor(handle, config);
  });
  logEvent('database.open', { kind: handle.kind, location: handle.location, ms: Math.round(performance.now() - started) });
  // Rates entered before their 11:00 become public at that minute (src/features/rates/jobs.ts).
  setProcessJob('rates.release', startRateRelease(handle.db));
  // Publications and withdrawals scheduled to the minute (issue 33), once whatever the number of instances.
  setProcessJob('publishing.scheduled', startPublishingJobs(handle.db));
  // A site notice or pop-up starts and ends at its minute on every cached page (src/features/site/jobs.ts).
  setProcessJob('site.notice-windows', startNoticeWindows(handle.db));
  // Menu pages' languages scheduled to the minute, once whatever the number of instances (src/features/site/jobs.ts).
  setProcessJob('site.page-schedules', startPageSchedules(handle.db));
  // Personal data past its retention period is erased once a Macao day, by one instance (src/features/privacy/jobs.ts).
  setProcessJob('privacy.retention', startPrivacyJobs(handle.db));
  if (config.MAIL_WORKER) {
    const transportConfig = mailTransportConfig(config);
    setProcessMailWorker(startMailWorker(handle.db, { transport: createMailTransport(transportConfig), from: config.MAIL_FROM }));
    logEvent('mail.worker', { transport: describeTransport(transportConfig), from: config.MAIL_FROM });
    // E-mail alerts of newly published content go out through the same outbox (src/features/alerts/jobs.ts).
    setProcessJob('alerts.jobs', startAlertJobs(handle.db, { origin: siteOrigin(config) }));
    // Coin orders unpaid past their deadline expire and their coins go back on sale (src/features/coins/jobs.ts).
    setProcessJob('coins.jobs', startCoinJobs(handle.db));
  }
  return handle;
}

/**
 * No default password anywhere (issue 32): with no staff account yet, the log gets a
 * one-time link (1 hour) that creates the first administrator. Demo accounts only
 * when asked for, never in production, their passwords printed once.
 */
async function openTheStaffDoor(handle: DatabaseHandle, config: ServerConfig): Promise<void> {
  if (config.STAFF_ROUTES === 'off') return;
  if (config.SEED_DEMO_STAFF) {
    const created = await seedDemoStaff(handle.db, siteOrigin(config), process.env.NODE_ENV ?? config.NODE_ENV);
    for (const account of created) {
      logEvent('staff.demo-account', { message: 'Demo staff account (the password is shown this once; a second factor is set up at the first sign-in).', ...account });
    }
  }
  const link = await issueSetupLink(handle.db, siteOrigin(config), { onlyWhenEmpty: true });
  if (link) logEvent('staff.setup-link', { message: 'No staff account yet. Open this link within 1 hour to create the first administrator (or run `npm run staff:create-admin -- EMAIL` later).', url: link });
}

export async function shutdown(): Promise<void> {
  if (!hasDatabaseHandle()) return;
  // The periodic jobs finish their pass, then the mail worker its own, before the database they write to closes.
  await stopProcessJobs();
  const worker = processMailWorker();
  setProcessMailWorker(undefined);
  await worker?.stop();
  const handle = getDatabaseHandle();
  setDatabaseHandle(undefined);
  await handle.close();
  logEvent('database.closed', { kind: handle.kind });
}
