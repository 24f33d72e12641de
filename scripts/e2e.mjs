// Runs the browser tests (`npm run test:e2e`): makes sure the system Chromium is
// there (installing it with apt when running as root, failing loudly otherwise:
// the browser tests are never skipped), builds the site, then runs Playwright
// against the built server. Extra arguments go to `playwright test`, e.g.
// `npm run test:e2e -- tests/e2e/templates.spec.ts --workers=1`.
// Environment: E2E_SKIP_BUILD=1 reuses dist/ as it is; E2E_CHROMIUM_PATH points
// at another Chromium binary; E2E_BASE_URL tests an already running server.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// Debian's Chromium headless shell: the same engine as its chromium package without the
// browser's windowing, about 40 % less time for the suite (docs/decisions/0019).
const DEFAULT_CHROMIUM = '/usr/bin/chromium-headless-shell';
const chromium = process.env.E2E_CHROMIUM_PATH ?? DEFAULT_CHROMIUM;
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function banner(text) {
  console.log(`\n=== ${text} ===`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? (result.signal ? 128 : 1);
}

/** Like run(), without blocking the event loop (the seed runs beside it). */
function runAsync(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function ensureChromium() {
  if (isExecutable(chromium)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (chromium === DEFAULT_CHROMIUM && isRoot && hasCommand('apt-get')) {
    banner('Installing Chromium\'s headless shell and CJK fonts with apt (chromium-headless-shell fonts-noto-cjk)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const steps = [
      ['apt-get', ['update']],
      ['apt-get', ['install', '-y', 'chromium-headless-shell', 'fonts-noto-cjk']],
    ];
    for (const [cmd, args] of steps) {
      const code = run(cmd, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
      if (code !== 0) {
        console.error(`\`${cmd} ${args.join(' ')}\` failed with exit code ${code}.`);
        process.exit(1);
      }
    }
    if (isExecutable(chromium)) return;
  }
  console.error(
    [
      `The browser tests need Chromium at ${chromium}, and it is missing.`,
      'Install it, then run `npm run test:e2e` again:',
      '  Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium-headless-shell fonts-noto-cjk',
      '  elsewhere:     set E2E_CHROMIUM_PATH to a Chromium or Chrome binary.',
      'The browser tests are not skipped when the browser is missing.',
    ].join('\n'),
  );
  process.exit(1);
}

ensureChromium();

// The servers of the browser tests (and the service tests' own) start from copies of
// one seeded data folder (tests/playwright.config.ts), so the demo content and the
// search index are written once per run instead of once per server. The seed reads
// the sources, not dist/, so it runs while the site builds (two cores, two jobs).
const env = { ...process.env, E2E_CHROMIUM_PATH: chromium };
let seededParent;
let seeding;
if (!process.env.E2E_BASE_URL && !process.env.E2E_SEEDED_DIR) {
  banner('Seeding the demo content once for the test servers (npm run seed), beside the build');
  const started = Date.now();
  seededParent = mkdtempSync(join(tmpdir(), 'amcm-e2e-seed-'));
  const seeded = join(seededParent, 'data');
  env.E2E_SEEDED_DIR = seeded;
  seeding = new Promise((resolve) => {
    const child = spawn(npm, ['run', '--silent', 'seed'], { cwd: root, env: { ...process.env, DATA_DIR: seeded, DATABASE_URL: '', LOG_FORMAT: 'off' }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', () => resolve(1));
    child.on('close', (code, signal) => {
      if (code === 0) console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

if (!process.env.E2E_BASE_URL && process.env.E2E_SKIP_BUILD !== '1') {
  banner('Building the site (npm run build)');
  const started = Date.now();
  const code = await runAsync(npm, ['run', 'build']);
  if (code !== 0) {
    console.error(`The build failed (exit code ${code}).`);
    await seeding;
    if (seededParent) rmSync(seededParent, { recursive: true, force: true });
    process.exit(code);
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (seeding) {
  const seedCode = await seeding;
  if (seedCode !== 0) {
    console.error(`Seeding failed (exit code ${seedCode}).`);
    rmSync(seededParent, { recursive: true, force: true });
    process.exit(seedCode);
  }
}

banner('Running the browser tests (playwright test)');
const code = run(npx, ['playwright', 'test', '--config', 'tests/playwright.config.ts', ...process.argv.slice(2)], { env });
if (seededParent) rmSync(seededParent, { recursive: true, force: true });
process.exit(code);
