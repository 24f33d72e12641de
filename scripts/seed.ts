// Seeds the configured database (DATA_DIR or DATABASE_URL) and prints the result
// as one JSON line. `--reset` first removes everything the seed wrote, so the
// current seed content replaces the old one.
// Run with the pinned Node 24: `npm run seed [-- --reset]` or `npx node scripts/seed.ts`.
import { readConfig } from '../src/server/config.ts';
import { openConfiguredDatabase } from '../src/app/boot.ts';
import { seedDatabase } from '../src/seed/index.ts';
import { resetSeededData } from '../src/seed/reset.ts';
import { lockForScript } from '../src/server/instance-lock.ts';
import { ensureSearchIndex, rebuildSearchIndex } from '../src/features/search/service.ts';

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--reset');
if (unknown.length) {
  console.error(`Unknown argument: ${unknown.join(' ')}\nUsage: node scripts/seed.ts [--reset]`);
  process.exit(2);
}
const reset = args.includes('--reset');

const config = readConfig();
// An embedded database is one process's: never seed under a running server (src/server/instance-lock.ts).
const lock = await lockForScript(config, 'seeding');
const handle = await openConfiguredDatabase(config);
try {
  const started = performance.now();
  if (reset) await resetSeededData(handle.db);
  const result = await seedDatabase(handle.db);
  const seededMs = Math.round(performance.now() - started);
  // The search index follows the content (src/features/search/README.md).
  const search = reset ? { rebuilt: true, rows: await rebuildSearchIndex(handle.db) } : await ensureSearchIndex(handle.db);
  console.log(JSON.stringify({ ...result, search, reset, database: handle.kind, location: handle.location, seedMs: seededMs, ms: Math.round(performance.now() - started) }));
} catch (err) {
  process.exitCode = 1;
  console.error(err);
} finally {
  await handle.close();
  await lock?.release();
}
