// Starts the built site: checks the configuration and the port, takes the embedded
// data folder for this process, opens the database (migrating and seeding it when
// empty) before the first request is accepted, then serves the Astro handler.
// Run through `npm start` / `npm run serve`, so the pinned Node 24 runs it.
// A start that cannot succeed says why in one line and exits with status 1.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const entry = new URL('../dist/server/entry.mjs', import.meta.url);
if (!existsSync(entry)) {
  console.error('The site is not built: run `npm start` (which builds it) or `npm run build` first.');
  process.exit(1);
}

// The adapter would otherwise start its own server as soon as it is imported.
process.env.ASTRO_NODE_AUTOSTART = 'disabled';

const { readConfig, ConfigError } = await import('../src/server/config.ts');
const { startupFailure, checkPortFree } = await import('../src/server/startup.ts');

/** Prints why the server cannot start, one line per reason, and exits 1. */
function refuse(lines) {
  for (const line of lines) console.error(line);
  process.exit(1);
}

let config;
try {
  config = readConfig();
} catch (err) {
  if (err instanceof ConfigError) refuse(err.lines);
  throw err;
}

// Before anything slow: a busy port is found in milliseconds, not after the seed.
const portProblem = await checkPortFree(config.PORT, config.HOST);
if (portProblem) refuse([portProblem]);

const { boot, shutdown } = await import('../src/app/boot.ts');
const { createLoggingServer, listen, closeGracefully } = await import('../src/server/http/node-server.ts');
const { logEvent, logError } = await import('../src/server/http/log.ts');
const { loadStaticFiles } = await import('../src/server/http/static-files.ts');
const { createSiteHandler } = await import('../src/server/http/site-handler.ts');
const { createRenderCache } = await import('../src/server/cache/render-cache.ts');
const { readContentRevision, shareRevisionReads } = await import('../src/server/cache/revision.ts');
const { getDb } = await import('../src/server/db/registry.ts');
const { startIdleCollector } = await import('../src/server/idle-gc.ts');
const { lockDataDir } = await import('../src/server/instance-lock.ts');
const { backupHandler } = await import('../src/server/db/backup.ts');

// One server per embedded data folder (PGlite is one process's database).
let lock;
let handle;
try {
  if (!config.DATABASE_URL) lock = await lockDataDir(config.DATA_DIR);
  handle = await boot(config);
} catch (err) {
  const reason = startupFailure(err, config);
  if (reason) refuse([reason]);
  throw err;
}
lock?.handle(backupHandler(handle));

// Read-only requests share one content revision read for up to a second (another
// instance's writes show within it, as in the render cache; this one's at once).
shareRevisionReads(1000);
const { handler } = await import(entry.href);
// Built assets are read into memory once: a page request never checks the disk for a file.
const staticFiles = await loadStaticFiles(fileURLToPath(new URL('../dist/client/', import.meta.url)));
// The cache checks the revision the request renders with (the shared read above), so an
// entry is never stored under a newer revision than its content was read at.
const cache = config.RENDER_CACHE ? createRenderCache({ readRevision: () => readContentRevision(getDb()), revisionCheckMs: 0, maxBytes: config.RENDER_CACHE_MAX_MB * 1024 * 1024 }) : undefined;
const siteHandler = createSiteHandler(handler, staticFiles, cache);
// Memory comes back when the server falls idle after work (src/server/idle-gc.ts);
// health checks, which may come every second, do not count as work. A request is
// work until its response has ended (a streamed export lasts seconds).
const idle = startIdleCollector();
const server = createLoggingServer((req, res) => {
  if (!req.url?.startsWith('/healthz')) res.once('close', idle.begin());
  return siteHandler(req, res);
});
try {
  await listen(server, config.PORT, config.HOST);
} catch (err) {
  // Taken between the check above and now.
  const reason = startupFailure(err, config);
  await shutdown();
  if (reason) refuse([reason]);
  throw err;
}
const address = server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
logEvent('listening', { url: `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}/` });

// SIGTERM (a process manager, `docker stop`) or SIGINT (Ctrl-C): answer every request
// already sent, stop the mail worker after its pass, close the database, free the data
// folder, exit 0; all within SHUTDOWN_GRACE_MS (README, "Stopping").
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logEvent('shutdown', { signal, graceMs: config.SHUTDOWN_GRACE_MS });
    idle.stop();
    void closeGracefully(server, async () => {
      try {
        await shutdown();
      } catch (err) {
        logError('shutdown', err);
      }
      await lock?.release();
    }, { graceMs: config.SHUTDOWN_GRACE_MS }).then(() => {
      logEvent('stopped', {});
      process.exit(0);
    });
  });
}
