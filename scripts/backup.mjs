// `npm run backup -- FILE`: a consistent snapshot of the embedded database (DATA_DIR,
// default var/) written to FILE (a gzipped tar: every table, uploads included, and the
// mail folder), taken by the server while it runs or directly when none does.
// `npm run restore -- FILE`: the same scripts, restoring FILE into an empty DATA_DIR.
// PostgreSQL (DATABASE_URL) is backed up with pg_dump: see the README ("Backups").
import { fileURLToPath } from 'node:url';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
process.env.LOG_FORMAT ??= 'off';
const restoring = process.argv.includes('--restore');
const [file] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const command = restoring ? 'npm run restore -- FILE' : 'npm run backup -- FILE';
if (!file) {
  console.error(`Usage: ${command} (DATA_DIR names the data folder, default var/)`);
  process.exit(2);
}

const { readConfig, ConfigError } = await import('../src/server/config.ts');
let config;
try {
  config = readConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  for (const line of err.lines) console.error(line);
  process.exit(1);
}
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up a PostgreSQL server with pg_dump and restore it with pg_restore (README, "Backups").');
  process.exit(1);
}

const { backupDataDir, restoreDataDir } = await import('../src/server/db/backup.ts');
const { InstanceLockedError } = await import('../src/server/instance-lock.ts');
const started = performance.now();
try {
  if (restoring) {
    await restoreDataDir(file, config.DATA_DIR);
    console.log(`Restored ${file} into ${config.DATA_DIR} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } else {
    const result = await backupDataDir(config.DATA_DIR, file);
    const mb = (result.bytes / 1024 / 1024).toFixed(1);
    const by = result.takenBy === 'server' ? 'by the running server' : 'directly (no server was running)';
    console.log(`Backed up ${config.DATA_DIR} to ${result.file} (${mb} MB, taken ${by}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
} catch (err) {
  if (err instanceof InstanceLockedError) console.error(`${err.message.split(':')[0]}: stop it before restoring.`);
  else console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
