/**
 * Browser tests against the BUILT site (`npm run build` first; `npm run test:e2e`
 * does both). The server runs from `dist/` through `scripts/start.mjs` on a fresh
 * PGlite data directory that is removed when the run ends, so every run starts from
 * the seed.
 *
 * Two servers, two projects:
 * - `chromium` runs every spec against a production-like server (no test hooks);
 * - `chromium-settings` runs the specs that change site-wide settings through the
 *   `/api/test/*` hooks (any spec that uses `settings-hook.ts` or `/api/test/`),
 *   one at a time, against a second server started with TEST_HOOKS=1, so a
 *   setting switched there can never change what a test of the first project sees.
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
/** The test SMTP server alerts.spec.ts starts; the test-hooks server sends its e-mail there. */
export const E2E_SMTP_PORT = MAIN_PORT + 5;
const externalServer = process.env.E2E_BASE_URL;
const mainURL = externalServer ?? `http://127.0.0.1:${String(MAIN_PORT)}`;
const hooksURL = externalServer ?? `http://127.0.0.1:${String(HOOKS_PORT)}`;

/** Chromium from the system (Debian's package): Playwright's own download is not used. */
export const CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
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

/** Specs that switch site-wide settings: they run on their own server, serially. */
const settingSpecs = readdirSync(testDir).filter(
  (file) => file.endsWith('.spec.ts') && /settings-hook|\/api\/test\//.test(readFileSync(join(testDir, file), 'utf8')),
);

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
  if (seeded) for (const name of ['main', 'hooks']) cpSync(seeded, join(dir, name), { recursive: true });
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

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

export default defineConfig({
  testDir,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: settingSpecs,
      use: { ...chromium, baseURL: mainURL },
    },
    {
      name: 'chromium-settings',
      testMatch: settingSpecs.length ? settingSpecs : /^$/,
      workers: 1,
      fullyParallel: false,
      use: { ...chromium, baseURL: hooksURL },
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
        if (settingSpecs.length) servers.push(server('site+hooks', HOOKS_PORT, join(dir, 'hooks'), { TEST_HOOKS: 'true', SMTP_URL: `smtp://127.0.0.1:${String(E2E_SMTP_PORT)}`, COMPLAINTS_NOTIFY_EMAIL: E2E_COMPLAINTS_STAFF }));
        return servers;
      })(),
});
