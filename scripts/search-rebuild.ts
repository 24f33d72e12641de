// Rebuilds the site search index of the configured database (DATA_DIR or
// DATABASE_URL) from the published content, in one transaction, and prints the
// rows written as one JSON line. For imports that bypassed the triggers, or after
// a change of the indexing rules. Run: `npm run search:rebuild`.
import { readConfig } from '../src/server/config.ts';
import { openConfiguredDatabase } from '../src/app/boot.ts';
import { rebuildSearchIndex } from '../src/features/search/service.ts';

const handle = await openConfiguredDatabase(readConfig());
try {
  const started = performance.now();
  const rows = await rebuildSearchIndex(handle.db);
  console.log(JSON.stringify({ rows, database: handle.kind, location: handle.location, ms: Math.round(performance.now() - started) }));
} catch (err) {
  process.exitCode = 1;
  console.error(err);
} finally {
  await handle.close();
}
