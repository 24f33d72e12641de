/**
 * Browser tests against the BUILT site (`npm run build` first; `npm run test:e2e`
 * does both). The server runs from `dist/` through `scripts/start.mjs` on a fresh
 * PGlite data directory that is removed when the run ends, so every run starts from
 * the seed. Set E2E_BASE_URL to test a server that is already running instead.
 */
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const CI = !!process.env.CI;
const PORT = 4399;
const externalServer = process.env.E2E_BASE_URL;
const baseURL = externalServer ?? `http://127.0.0.1:${String(PORT)}`;

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
];

/**
 * The config is loaded by the runner and again by every worker; the runner creates
 * the data directory and hands it to the workers through the environment, and
 * removes it when it exits (after the web server has been stopped).
 */
function dataDirectory(): string {
  const inherited = process.env.E2E_DATA_DIR;
  if (inherited) return inherited;
  const dir = mkdtempSync(join(tmpdir(), 'amcm-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  process.on('exit', () => {
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

export default defineConfig({
  testDir: './e2e',
  outputDir: join(root, 'test-results'),
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: join(root, 'playwright-report') }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: externalServer
    ? undefined
    : {
        command: 'npm run serve',
        cwd: root,
        url: `${baseURL}/healthz`,
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATA_DIR: join(dataDirectory(), 'data'),
          DATABASE_URL: '',
          SEED_ON_START: 'true',
          LOG_FORMAT: 'off',
          PREVIEW_KEY: 'e2e-preview-key',
          NODE_ENV: 'production',
        },
        reuseExistingServer: !CI,
        // Opening PGlite, migrating and seeding a fresh database takes a while on 2 cores.
        timeout: 180_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        stdout: 'pipe',
        stderr: 'pipe',
      },
});
