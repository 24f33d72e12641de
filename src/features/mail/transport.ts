/**
 * How the outbox sends (configuration in README.md):
 * - `SMTP_URL` set (`smtp://user:pass@host:587`, `smtps://…:465`): nodemailer's SMTP
 *   transport.
 * - Otherwise the embedded default: each message is built by nodemailer exactly as it
 *   would be sent and written as an `.eml` file under `MAIL_DIR` (default
 *   `<DATA_DIR>/mail`), with one log line, so `npm start` works without a mail server
 *   and every message can be opened in a mail program.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import { logEvent } from '#src/server/http/log.ts';
import type { MailTransport, OutgoingMail } from './worker.ts';

export interface TransportConfig {
  SMTP_URL?: string | undefined;
  MAIL_DIR: string;
}

/** A transport that writes each message as `<time>-<id>.eml` in `dir`. */
export function fileTransport(dir: string): MailTransport & { dir: string } {
  const absolute = resolve(dir);
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    dir: absolute,
    async sendMail(message: OutgoingMail) {
      const info = await builder.sendMail(message);
      mkdirSync(absolute, { recursive: true });
      const safeId = message.messageId.replace(/[^A-Za-z0-9.-]/g, '_');
      const file = join(absolute, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`);
      writeFileSync(file, info.message as Buffer);
      // No recipient or subject: the log is no place for personal data (the file holds them).
      logEvent('mail.file', { file });
      return { messageId: info.messageId };
    },
    close: () => builder.close(),
  };
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async sendMail(message: OutgoingMail) {
      const info = await transporter.sendMail(message);
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: TransportConfig): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : fileTransport(config.MAIL_DIR);
}

/** Where a transport sends, for the start-up log (no password). */
export function describeTransport(config: TransportConfig): string {
  if (!config.SMTP_URL) return `files in ${resolve(config.MAIL_DIR)}`;
  try {
    const url = new URL(config.SMTP_URL);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'smtp';
  }
}
