/**
 * Global setup of the browser tests: the run's test SMTP server, which the hooks
 * server sends its e-mail to and the specs read through `useTestMailbox()`
 * (tests/e2e/mailbox.ts). It lives as long as the run; the function returned stops it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRunMailbox } from './mailbox.ts';
import { E2E_SMTP_PORT } from '../playwright.config.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Set by the config next to the servers' data; a run against E2E_BASE_URL gets a folder of its own.
  const dir = (process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'amcm-e2e-mail-')));
  return startRunMailbox(E2E_SMTP_PORT, dir);
}
