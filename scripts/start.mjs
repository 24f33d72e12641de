// Starts the built site: opens the database (migrating and seeding it when empty)
// before the first request is accepted, then serves the Astro handler.
// Run through `npm start` / `npm run serve`, so the pinned Node 24 runs it.
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

const { readConfig } = await import('../src/server/config.ts');
const { boot, shutdown } = await import('../src/server/boot.ts');
const { createLoggingServer, listen, closeGracefully } = await import('../src/server/http/node-server.ts');
const { logEvent } = await import('../src/server/http/log.ts');
const { loadStaticFiles } = await import('../src/server/http/static-files.ts');
const { createSiteHandler } = await import('../src/server/http/site-handler.ts');
const { createRenderCache } = await import('../src/server/cache/render-cache.ts');
const { readContentRevision, shareRevisionReads } = await import('../src/server/cache/revision.ts');
const { getDb } = await import('../src/server/db/registry.ts');
const { startIdleCollector } = await import('../src/server/idle-gc.ts');

const config = readConfig();
await boot(config);
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
await listen(server, config.PORT, config.HOST);
const address = server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
logEvent('listening', { url: `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}/` });

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logEvent('shutdown', { signal });
    idle.stop();
    void closeGracefully(server, shutdown).then(() => process.exit(0));
  });
}
