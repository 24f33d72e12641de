// Loads the monthly register of insurance intermediaries (CSV or XLSX, the layout
// of src/features/registers/columns.ts, the same as the xlsx export) into the
// configured database (DATA_DIR or DATABASE_URL) in one transaction, and prints
// how many records were added, changed and removed. A file with errors changes
// nothing: every error is listed with its line, column and reason (exit code 1).
// Usage: npm run import:register -- FILE [--date YYYY-MM-DD]
//   --date  the register's last update date (default: the latest record update in the file)
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

const args = process.argv.slice(2);
const dateAt = args.indexOf('--date');
const updatedOn = dateAt >= 0 ? args[dateAt + 1] : undefined;
const files = args.filter((a, i) => !a.startsWith('--') && (dateAt < 0 || i !== dateAt + 1));
if (files.length !== 1 || (dateAt >= 0 && !updatedOn)) {
  console.error('Usage: npm run import:register -- FILE [--date YYYY-MM-DD]');
  process.exit(2);
}

const { readConfig } = await import('../src/server/config.ts');
const { openConfiguredDatabase } = await import('../src/app/boot.ts');
const { seedDatabase } = await import('../src/seed/index.ts');
const { importRegisterFile, RegisterFileError } = await import('../src/features/registers/import.ts');

const bytes = await readFile(files[0]);
const handle = await openConfiguredDatabase(readConfig());
try {
  // An empty database gets its structure and reference lists (insurers) first.
  await seedDatabase(handle.db);
  const started = performance.now();
  const result = await importRegisterFile(handle.db, bytes, basename(files[0]), updatedOn ? { updatedOn } : {});
  console.log(`Imported ${files[0]}: ${result.added} added, ${result.changed} changed, ${result.removed} removed, ${result.unchanged} unchanged; register date ${result.updatedOn} (${Math.round(performance.now() - started)} ms).`);
} catch (err) {
  process.exitCode = 1;
  if (err instanceof RegisterFileError) {
    console.error(err.message);
    for (const issue of err.issues.slice(0, 200)) console.error(`  line ${issue.line}, column ${issue.column}: ${issue.reason}`);
    if (err.issues.length > 200) console.error(`  … and ${err.issues.length - 200} more`);
  } else console.error(err);
} finally {
  await handle.close();
}
