// Reads the published content of a site that answers the public calls of SPEC §7 (the
// old site, or another instance of this one) into the configured, empty database
// (DATA_DIR or DATABASE_URL), in four languages with its files, printing each unit as it
// goes and a JSON report at the end; a rerun after an interruption resumes. Then
// rebuilds the site search index. See src/features/legacy-import/README.md.
// Run: `npm run import:legacy -- --from https://www.example.org`.
import { readConfig } from '../src/server/config.ts';
import { openConfiguredDatabase } from '../src/app/boot.ts';
import { lockForScript } from '../src/server/instance-lock.ts';
import { legacySource } from '../src/features/legacy-import/client.ts';
import { importLegacy, NonEmptyDatabaseError, OtherSourceError } from '../src/features/legacy-import/service.ts';
import { rebuildSearchIndex } from '../src/features/search/service.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--from');
const from = at >= 0 ? args[at + 1] : undefined;
if (!from || args.length !== 2 || !URL.canParse(from)) {
  console.error('Usage: npm run import:legacy -- --from URL   (the origin of a site that answers the SPEC §7 calls)');
  process.exit(2);
}

const config = readConfig();
const lock = await lockForScript(config, 'importing');
const handle = await openConfiguredDatabase(config);
try {
  const started = performance.now();
  const report = await importLegacy(handle.db, { source: legacySource(from), log: (line) => console.log(line) });
  const search = report.interrupted ? undefined : await rebuildSearchIndex(handle.db);
  console.log('\nRead / written / skipped / resumed per module:');
  for (const [module, c] of Object.entries(report.modules).sort()) console.log(`  ${module.padEnd(36)} ${c.read} / ${c.written} / ${c.skipped} / ${c.resumed}`);
  console.log(`  files: ${report.files.written} written, ${report.files.skipped} skipped`);
  for (const s of report.skips) console.log(`  skipped ${s.module} ${s.item}: ${s.reason}`);
  console.log(JSON.stringify({ ...report, search, database: handle.kind, location: handle.location, ms: Math.round(performance.now() - started) }));
} catch (err) {
  process.exitCode = 1;
  if (err instanceof NonEmptyDatabaseError || err instanceof OtherSourceError) console.error(err.message);
  else if (err instanceof Error && err.message === 'fetch failed') console.error(`Cannot read ${from}: ${String(err.cause)}. Nothing of the unit under way was written; rerun to resume.`);
  else console.error(err);
} finally {
  await handle.close();
  await lock?.release();
}
