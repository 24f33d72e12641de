// Prints a fresh one-time link (valid 1 hour) that creates an administrator account
// for EMAIL in the configured database (DATA_DIR or DATABASE_URL): for the first
// administrator after the start-up link has expired, or when every administrator is
// locked out. The embedded database is opened by one process at a time: stop the
// server first; on PostgreSQL run it any time. Usage: npm run staff:create-admin -- EMAIL
import { readConfig } from '../src/server/config.ts';
import { openConfiguredDatabase, siteOrigin } from '../src/app/boot.ts';
import { issueSetupLink } from '../src/features/staff/service.ts';
import { staffEmail } from '../src/features/staff/contract.ts';

const email = staffEmail().safeParse(process.argv[2] ?? '');
if (!email.success || process.argv.length !== 3) {
  console.error('Usage: npm run staff:create-admin -- EMAIL');
  process.exit(2);
}
const config = readConfig();
const handle = await openConfiguredDatabase(config);
try {
  const link = await issueSetupLink(handle.db, siteOrigin(config), { email: email.data, onlyWhenEmpty: false });
  console.log(`Open this link within 1 hour to create the administrator account of ${email.data} (it works once):\n${String(link)}`);
} catch (err) {
  process.exitCode = 1;
  console.error(err instanceof Error ? err.message : err);
} finally {
  await handle.close();
}
