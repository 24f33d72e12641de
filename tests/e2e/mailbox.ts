/**
 * A real SMTP server for the specs that follow an e-mail end to end (alerts, coins,
 * reproduction, complaints): the test-hooks server sends to it (SMTP_URL in
 * tests/playwright.config.ts). Call `useTestMailbox()` at the top of a spec file: it
 * starts the server before the file's tests and stops it after them. These specs run
 * one after another on the test-hooks server (the `chromium-settings` project), so
 * they can share one port.
 */
import { test } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP_PORT } from '../playwright.config.ts';

export interface TestMailbox {
  /** Every message received, in order of arrival. */
  received: ParsedMail[];
  /** The messages sent to one address. */
  addressed(to: string): ParsedMail[];
}

export function useTestMailbox(): TestMailbox {
  const received: ParsedMail[] = [];
  let smtp: SMTPServer | undefined;
  test.beforeAll(async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          void simpleParser(Buffer.concat(chunks)).then((mail) => {
            received.push(mail);
            callback();
          });
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve());
    });
    smtp = server;
  });
  test.afterAll(async () => {
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });
  return {
    received,
    addressed: (to) => received.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.value.some((v) => v.address === to))),
  };
}
