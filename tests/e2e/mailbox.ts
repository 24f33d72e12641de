/**
 * A real SMTP server for the specs that follow an e-mail end to end (alerts, coins,
 * reproduction, complaints): the test-hooks server sends to it (SMTP_URL in
 * tests/playwright.config.ts). Call `useTestMailbox()` at the top of a spec file: it
 * starts the server before the file's tests and stops it after them. These specs run
 * one after another on the test-hooks server (the `chromium-settings` project), so
 * they can share one port.
 */
import { test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { startTestSmtp, type TestSmtpServer } from '../../src/features/mail/smtp.testing.ts';
import { E2E_SMTP_PORT } from '../playwright.config.ts';

export interface TestMailbox {
  /** Every message received, in order of arrival. */
  received: ParsedMail[];
  /** The messages sent to one address. */
  addressed(to: string): ParsedMail[];
}

export function useTestMailbox(): TestMailbox {
  const received: ParsedMail[] = [];
  let smtp: TestSmtpServer | undefined;
  test.beforeAll(async () => {
    smtp = await startTestSmtp({ port: E2E_SMTP_PORT, received });
  });
  test.afterAll(async () => {
    await smtp?.close();
  });
  return {
    received,
    addressed: (to) => received.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.value.some((v) => v.address === to))),
  };
}
