// Walks the staff audit log of the configured database (DATA_DIR or DATABASE_URL)
// from its first row and checks each row's hash and its link to the row before.
// Prints one line: how many rows hold, or the first broken row (exit code 1).
// The embedded database is opened by one process at a time: stop the server first;
// on PostgreSQL run it any time. Run: `npm run audit:verify`.
import { readConfig } from '../src/server/config.ts';
import { openConfiguredDatabase } from '../src/app/boot.ts';
import { verifyAuditChain } from '../src/features/staff/audit.ts';

const handle = await openConfiguredDatabase(readConfig());
try {
  const report = await verifyAuditChain(handle.db);
  if (report.broken) {
    process.exitCode = 1;
    console.error(`The audit log is broken at row ${String(report.broken.id)}: ${report.broken.reason}; the ${String(report.rows)} rows before it hold.`);
  } else {
    console.log(`The audit log holds: ${String(report.rows)} rows, each hash and link checked.`);
  }
} catch (err) {
  process.exitCode = 1;
  console.error(err instanceof Error ? err.message : err);
} finally {
  await handle.close();
}
