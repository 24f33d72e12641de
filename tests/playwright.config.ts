/**
 * Browser tests against the BUILT site (`npm run build` first; `npm run test:e2e`
 * does both). The server runs from `dist/` through `scripts/start.mjs` on a fresh
 * PGlite data directory that is removed when the run ends, so every run starts from
 * the seed.
 *
 * Three servers, three projects, all running at once:
 * - `chromium` runs every other spec against a production-like server (no test hooks);
 * - `chromium-hooks` runs the specs that use the `/api/test/*` hooks (verification
 *   code answers, coin stock, the alert jobs) and read e-mail, against a server
 *   started with TEST_HOOKS=1 that sends its mail to the run's test SMTP server
 *   (`tests/e2e/mailbox.ts`, started in global setup); its spec files run side by
 *   side, each worker as a client address of its own (X-Forwarded-For), so one
 *   file's requests never use up another's per-client limits;
 * - `chromium-settings` runs, one at a time, on a third TEST_HOOKS server, the specs
 *   that change what every other test would see: site-wide settings
 *   (`settings-hook.ts`) and the per-client limits themselves (`captcha.spec.ts`
 *   counts them and clears them), so nothing they switch reaches another project.
 *
 * Set E2E_BASE_URL to test one server that is already running instead (it then
 * needs TEST_HOOKS=1, FRAME_ANCESTORS=http://parent.example and
 * PREVIEW_KEY=e2e-preview-key for every spec to pass).
 */
import { defineConfig, devices } from '@playwright/test';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const testDir = fileURLToPath(new URL('./e2e', import.meta.url));
const CI = !!process.env.CI;
// E2E_PORT lets several checkouts run their suites side by side.
const MAIN_PORT = Number(process.env.E2E_PORT ?? 4399);
const HOOKS_PORT = MAIN_PORT - 1;
const SETTINGS_PORT = MAIN_PORT - 2;
/** The test SMTP server alerts.spec.ts starts; the test-hooks server sends its e-mail there. */
export const E2E_SMTP_PORT = MAIN_PORT + 5;
const externalServer = process.env.E2E_BASE_URL;
const mainURL = externalServer ?? `http://127.0.0.1:${String(MAIN_PORT)}`;
const hooksURL = externalServer ?? `http://127.0.0.1:${String(HOOKS_PORT)}`;
const settingsURL = externalServer ?? `http://127.0.0.1:${String(SETTINGS_PORT)}`;

/**
 * Chromium from the system, Debian's headless shell (package chromium-headless-shell,
 * as Playwright itself runs headless tests): Playwright's own download is not used.
 * E2E_CHROMIUM_PATH=/usr/bin/chromium runs the suite in the full browser instead.
 */
export const CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  // Read by the full browser (headless shell is headless anyway).
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The embedding specs serve a parent page on a made-up public origin (page.route)
  // that frames the site on 127.0.0.1: Chromium's Local Network Access checks would
  // block that frame before the site's own frame-ancestors policy is even consulted.
  '--disable-features=LocalNetworkAccessChecks',
];

/** The origin the embedding specs use as an allow-listed parent page. */
export const E2E_FRAME_ANCESTORS = 'http://parent.example';
export const E2E_PREVIEW_KEY = 'e2e-preview-key';
/** Staff mailbox of the test-hooks server (COMPLAINTS_NOTIFY_EMAIL), read by complaints.spec.ts. */
export const E2E_COMPLAINTS_STAFF = 'complaints-staff@example.test';

const specs = readdirSync(testDir).filter((file) => file.endsWith('.spec.ts'));
const specText = (file: string) => readFileSync(join(testDir, file), 'utf8');
/**
 * Specs that switch site-wide state (settings, the per-client limits): their own server, one at a time.
 * That server also runs without the back office (STAFF_ROUTES=off), which staff-off.spec.ts checks.
 */
const settingSpecs = specs.filter((file) => file === 'captcha.spec.ts' || file === 'staff-off.spec.ts' || /settings-hook/.test(specText(file)));
/** Specs that need the test hooks or the mailbox: the hooks server, files side by side. */
const hookSpecs = specs.filter((file) => !settingSpecs.includes(file) && /\/api\/test\/|useTestMailbox/.test(specText(file)));

/**
 * The config is loaded by the runner and again by every worker; the runner creates
 * the data directory and hands it to the workers through the environment, and
 * removes it when it exits (after the web servers have been stopped).
 */
function dataDirectory(): string {
  const inherited = process.env.E2E_DATA_DIR;
  if (inherited) return inherited;
  const dir = mkdtempSync(join(tmpdir(), 'amcm-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  // scripts/e2e.mjs seeds one folder per run; each server gets its own copy of it.
  const seeded = process.env.E2E_SEEDED_DIR;
  if (seeded) for (const name of ['main', 'hooks', 'settings']) cpSync(seeded, join(dir, name), { recursive: true });
  process.env.E2E_MAIL_DIR = join(dir, 'mailbox');
  process.on('exit', () => {
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

function server(name: string, port: number, dataDir: string, extraEnv: Record<string, string> = {}) {
  return {
    name,
    command: 'npm run serve',
    cwd: root,
    url: `http://127.0.0.1:${String(port)}/healthz`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_ON_START: 'true',
      LOG_FORMAT: 'off',
      PREVIEW_KEY: E2E_PREVIEW_KEY,
      FRAME_ANCESTORS: E2E_FRAME_ANCESTORS,
      NODE_ENV: 'production',
      ...extraEnv,
    },
    reuseExistingServer: !CI,
    // Opening PGlite, migrating and seeding a fresh database takes a while on 2 cores.
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}

/**
 * The client address of this worker on the hooks server (TRUST_PROXY_HOPS=1 there):
 * the config is loaded again in every worker, with its parallel index in the environment.
 */
const workerClient = { 'X-Forwarded-For': `10.0.4.${String(Number(process.env.TEST_PARALLEL_INDEX ?? 0) + 10)}` };

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir,
  globalSetup: fileURLToPath(new URL('./e2e/global-setup.ts', import.meta.url)),
  outputDir: join(root, 'test-results'),
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: join(root, 'playwright-report') }]],
  use: {
    baseURL: mainURL,
    // In CI a failed test runs again with a trace (retries: 1): recording one for every
    // test and keeping it only on failure cost about 15 % of the suite's time
    // (docs/decisions/0024-suite-time-after-the-back-office.md).
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [...settingSpecs, ...hookSpecs],
      use: { ...chromium, baseURL: mainURL },
    },
    {
      name: 'chromium-hooks',
      testMatch: hookSpecs.length ? hookSpecs : /^$/,
      // Files side by side; the tests of one file in order (they follow one flow's e-mail and limits).
      fullyParallel: false,
      use: { ...chromium, baseURL: hooksURL, extraHTTPHeaders: workerClient },
    },
    {
      name: 'chromium-settings',
      testMatch: settingSpecs.length ? settingSpecs : /^$/,
      workers: 1,
      fullyParallel: false,
      use: { ...chromium, baseURL: settingsURL },
    },
  ],
  webServer: externalServer
    ? undefined
    : (() => {
        const dir = dataDirectory();
        // The main server runs as if behind one proxy (TRUST_PROXY_HOPS=1): X-Forwarded-Proto
        // is then believed (HSTS test) and a test can act as another client through
        // X-Forwarded-For (per-client limits) without using up the limits of the others.
        const servers = [server('site', MAIN_PORT, join(dir, 'main'), { TRUST_PROXY_HOPS: '1' })];
        const hooks = { TEST_HOOKS: 'true', TRUST_PROXY_HOPS: '1', SMTP_URL: `smtp://127.0.0.1:${String(E2E_SMTP_PORT)}`, COMPLAINTS_NOTIFY_EMAIL: E2E_COMPLAINTS_STAFF };
        if (hookSpecs.length) servers.push(server('site+hooks', HOOKS_PORT, join(dir, 'hooks'), hooks));
        // Its mail goes to files in its own data folder: none of its specs reads e-mail.
        if (settingSpecs.length) servers.push(server('site+settings', SETTINGS_PORT, join(dir, 'settings'), { TEST_HOOKS: 'true', STAFF_ROUTES: 'off' }));
        return servers;
      })(),
});
