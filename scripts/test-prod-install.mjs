// Production-install check (`npm run test:prod-install`): does the documented
// production install serve the site with no dev dependency present? The site is
// built where the dev dependencies are, then shipped (decision 0017):
//
//   1. `npm run build` here (this checkout has every dependency);
//   2. copies the project's files (tracked and new, not ignored: no node_modules or
//      data) and the built `dist/` to a temporary directory;
//   3. `npm ci --omit=dev --omit=optional` there (decision 0023): the lock must hold every package for this platform
//      and the pinned Node (the `node` package) must be a dependency; prints the size
//      of the installed node_modules (du, in MB) and fails at PROD_INSTALL_MAX_MB or
//      more; every package the built server imports must be installed;
//   4. `npm run serve` (the documented production start) on a free loopback port with
//      a fresh data directory and SITE_URL set, and fetches a few pages, an API
//      answer and the sitemap (canonical, hreflang and sitemap URLs on SITE_URL);
//      also checks that the copy runs the pinned Node 24.
// Prints one line per step and exits non-zero on the first failure. The temporary
// directory is removed at the end (PROD_INSTALL_KEEP=1 keeps it for a look).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { freePort } from './free-port.mjs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const HOST = '127.0.0.1';
/** The public origin the copy is configured with (not the address it listens on). */
const SITE_URL = 'https://www.amcm.example';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
/** The largest production node_modules accepted, in MB (du's MiB): issue 31; figures in decision 0017. */
const PROD_INSTALL_MAX_MB = 450;

function log(message) {
  process.stderr.write(`[prod-install +${Math.round((Date.now() - started) / 1000)}s] ${message}\n`);
}

/** The environment of a fresh shell: nothing npm set for this script leaks into the copy's npm. */
function cleanEnv(extra = {}) {
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(name) || name === 'NODE' || name === 'INIT_CWD') continue;
    env[name] = value;
  }
  // npm puts this project's node_modules/.bin first on PATH: the copy must use its own.
  env.PATH = (process.env.PATH ?? '')
    .split(':')
    .filter((dir) => !dir.startsWith(root))
    .join(':');
  return { ...env, ...extra };
}

function run(cwd, args, env = cleanEnv()) {
  log(`$ npm ${args.join(' ')}`);
  const result = spawnSync(npm, args, { cwd, env, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed (exit code ${result.status})`);
}

/** What `du -sm` says a directory takes on disk, in MB (MiB); hard links count once. */
function installedMegabytes(path) {
  const du = spawnSync('du', ['-sm', path], { encoding: 'utf8' });
  const megabytes = Number(/^(\d+)/.exec(du.stdout)?.[1]);
  if (du.status !== 0 || !Number.isFinite(megabytes)) throw new Error(`du -sm ${path} failed: ${du.stderr}`);
  return megabytes;
}

/** The ten largest entries of node_modules (scopes as a whole), for a failure message. */
function largestPackages(path) {
  const du = spawnSync('sh', ['-c', 'du -sm -- * .[!.]* 2>/dev/null | sort -n | tail -10'], { cwd: path, encoding: 'utf8' });
  return `largest: ${du.stdout.trim().split('\n').reverse().join(', ')}`;
}

/** The package a bare specifier names (`@scope/name` or `name`), or undefined for a relative path or a Node built-in. */
function packageOf(specifier) {
  if (!specifier || /^[./]/.test(specifier) || specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0])) return undefined;
  return specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
}

/**
 * The packages the built server loads from node_modules. `imports`: every static and
 * dynamic import of dist/server, read by es-module-lexer (Vite's own parser for this);
 * a missing one stops the server from loading. `requires`: the `require("…")` calls
 * that bundled CommonJS code keeps (comment lines left out); bundled libraries wrap
 * optional ones in try/catch (debug's `supports-color`), so a missing one is reported,
 * and the serve-and-fetch checks below find one the server needs.
 */
async function serverModules(distServer) {
  const { init, parse } = await import('es-module-lexer');
  await init;
  const imports = new Set();
  const requires = new Set();
  const files = readdirSync(distServer, { recursive: true }).filter((file) => String(file).endsWith('.mjs'));
  for (const file of files) {
    const code = readFileSync(join(distServer, String(file)), 'utf8');
    const [found] = parse(code, String(file));
    // `n` is the specifier when it is a string literal (an import(expression) has none).
    for (const entry of found) {
      const name = packageOf(entry.n);
      if (name) imports.add(name);
    }
    for (const line of code.split('\n')) {
      if (/^\s*(?:\*|\/\/)/.test(line)) continue;
      for (const match of line.matchAll(/(?<![\w$.])(?:__)?require\(\s*["']([^"']+)["']\s*\)/g)) {
        const name = packageOf(match[1]);
        if (name) requires.add(name);
      }
    }
  }
  return { imports: [...imports].sort(), requires: [...requires].sort() };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function get(base, path, headers = {}) {
  const res = await fetch(new URL(path, base), { headers, redirect: 'manual' });
  const body = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', body };
}

/** What the production server must answer: path, expected status and body type, and a text the body holds. */
const CHECKS = [
  { path: '/en/', status: 200, type: 'text/html', contains: '<html lang="en"' },
  { path: '/zh-hant/', status: 200, type: 'text/html', contains: '<html lang="zh-Hant"' },
  { path: '/en/no-such-page', status: 404, type: 'text/html', contains: '<html' },
  { path: '/api/v1/menu', status: 200, type: 'application/json', contains: '"data"', headers: { 'api-language': 'en' } },
  // The back office page and a staff call answer in production too (its island is built; its API signed out).
  { path: '/staff/login', status: 200, type: 'text/html', contains: 'back-office' },
  { path: '/api/staff/me', status: 401, type: 'application/json', contains: '"code":40100' },
  { path: '/sitemap.xml', status: 200, type: 'xml', contains: '<urlset' },
  // Written by the export worker thread (src/server/export/worker.ts), which must start in the copy.
  { path: '/api/v1.0/cms/export_financial_info?Format=xlsx&Lang=en', status: 200, type: 'spreadsheetml', contains: '[Content_Types].xml' },
  // SITE_URL (set below) makes every absolute URL: canonical, hreflang alternates, sitemap.
  { path: '/en/', status: 200, type: 'text/html', contains: `<link rel="canonical" href="${SITE_URL}/en/"` },
  { path: '/en/', status: 200, type: 'text/html', contains: `<link rel="alternate" hreflang="zh-Hant" href="${SITE_URL}/zh-hant/"` },
  { path: '/sitemap.xml', status: 200, type: 'xml', contains: `<loc>${SITE_URL}/en/` },
];

let dir;
let child;

async function stopChild() {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // The server runs under npm: signal the whole process group.
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      child.kill('SIGKILL');
    }
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

async function main() {
  run(root, ['run', 'build'], { ...process.env });
  dir = mkdtempSync(join(tmpdir(), 'amcm-prod-install-'));
  const app = join(dir, 'app');
  mkdirSync(app);
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error('git ls-files failed: the check copies the files git knows of');
  const files = listed.stdout.split('\0').filter(Boolean);
  for (const file of files) {
    const target = join(app, file);
    mkdirSync(dirname(target), { recursive: true });
    try {
      cpSync(join(root, file), target);
    } catch (err) {
      // A tracked file deleted in the work tree is not part of the copy.
      if (!(err instanceof Error && 'code' in err && err.code === 'ENOENT')) throw err;
    }
  }
  cpSync(join(root, 'dist'), join(app, 'dist'), { recursive: true });
  log(`copied ${files.length} files and dist/ to ${app}`);

  run(app, ['ci', '--omit=dev', '--omit=optional', '--no-audit', '--no-fund']);
  const megabytes = installedMegabytes(join(app, 'node_modules'));
  process.stdout.write(`production install size: ${megabytes} MB of node_modules (limit ${PROD_INSTALL_MAX_MB} MB)\n`);
  if (megabytes >= PROD_INSTALL_MAX_MB) throw new Error(`the production node_modules takes ${megabytes} MB, at or over the ${PROD_INSTALL_MAX_MB} MB limit\n${largestPackages(join(app, 'node_modules'))}`);
  const { imports, requires } = await serverModules(join(app, 'dist', 'server'));
  const installed = (name) => existsSync(join(app, 'node_modules', name, 'package.json'));
  const missing = imports.filter((name) => !installed(name));
  if (missing.length) throw new Error(`the built server imports packages the production install lacks: ${missing.join(', ')}`);
  log(`the built server imports ${imports.length} packages, all installed: ${imports.join(' ')}`);
  const optional = requires.filter((name) => !installed(name));
  log(`bundled CommonJS requires ${requires.length} packages${optional.length ? `; not installed, so optional where they are required: ${optional.join(' ')}` : ', all installed'}`);

  const version = spawnSync(npm, ['exec', '--', 'node', '--version'], { cwd: app, env: cleanEnv(), encoding: 'utf8' });
  if (!/^v24\./.test(version.stdout.trim())) throw new Error(`the installed copy runs Node ${version.stdout.trim() || '(none)'}, not the pinned 24`);
  log(`pinned Node: ${version.stdout.trim()}`);

  const port = await freePort(HOST);
  const base = `http://${HOST}:${port}`;
  let output = '';
  // No NODE_ENV here: `npm run serve` must set it itself.
  const env = cleanEnv({ PORT: String(port), HOST, DATA_DIR: join(dir, 'data'), DATABASE_URL: '', SEED_ON_START: 'true', LOG_FORMAT: 'off', SITE_URL });
  delete env.NODE_ENV;
  child = spawn(npm, ['run', 'serve'], { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output = (output + chunk.toString()).slice(-4000)));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode})\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer /healthz within 180 s\n${output}`);
    try {
      if ((await get(base, '/healthz')).status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  log(`serving on ${base}`);

  const failures = [];
  for (const check of CHECKS) {
    const res = await get(base, check.path, check.headers);
    const ok = res.status === check.status && res.type.includes(check.type) && res.body.includes(check.contains);
    log(`${ok ? 'ok  ' : 'FAIL'} GET ${check.path}: ${res.status} ${res.type} (${res.body.length} chars)`);
    if (!ok) failures.push(`${check.path}: expected ${check.status} ${check.type} containing ${JSON.stringify(check.contains)}, got ${res.status} ${res.type}: ${res.body.slice(0, 200)}`);
  }
  if (failures.length) throw new Error(`${failures.length} check(s) failed:\n${failures.join('\n')}\n--- server output ---\n${output}`);
  // Not the "N passed, N failed" form: CI reads that line as the test count of the whole run.
  process.stdout.write(`production install OK: all ${CHECKS.length} requests answered as expected\n`);
}

let code = 1;
try {
  await main();
  code = 0;
} catch (err) {
  console.error(`[prod-install] failed: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await stopChild();
  if (dir && process.env.PROD_INSTALL_KEEP !== '1') rmSync(dir, { recursive: true, force: true });
  else if (dir) log(`kept ${dir}`);
}
process.exit(code);
