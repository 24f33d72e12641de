/**
 * A real SMTP server for the specs that follow an e-mail end to end (alerts, coins,
 * reproduction, complaints): the test-hooks server sends to it (SMTP_URL in
 * tests/playwright.config.ts). One server serves the whole run (`startRunMailbox`,
 * the config's global setup), because those specs run at the same time in
 * different workers: it files every message it accepts under `E2E_MAIL_DIR`, and a
 * spec reads the messages addressed to it from there. Each spec writes to
 * addresses of its own (or finds its message by reference), so what another spec
 * receives meanwhile does not matter.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { startTestSmtp } from '../../src/features/mail/tests/smtp.ts';

export interface TestMailbox {
  /** Every message received so far in this run, in order of arrival. */
  received(): Promise<ParsedMail[]>;
  /** The messages sent to one address, in order of arrival. */
  addressed(to: string): Promise<ParsedMail[]>;
}

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the mailbox is started by tests/playwright.config.ts (globalSetup).');
  return dir;
}

/** Starts the run's SMTP server on `port`, filing messages under `dir`; returns its stop function. */
export async function startRunMailbox(port: number, dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const smtp = await startTestSmtp({
    port,
    // Filed before the server answers 250, so a message is readable once its sender is told it arrived.
    onMessage: (raw) => {
      count += 1;
      writeFileSync(join(dir, `${String(count).padStart(6, '0')}.eml`), raw);
    },
  });
  return () => smtp.close();
}

const parsed = new Map<string, ParsedMail>();

async function readAll(): Promise<ParsedMail[]> {
  const dir = mailDir();
  const names = readdirSync(dir).filter((name) => name.endsWith('.eml')).sort();
  const mails: ParsedMail[] = [];
  for (const name of names) {
    let mail = parsed.get(name);
    if (!mail) {
      mail = await simpleParser(readFileSync(join(dir, name)));
      parsed.set(name, mail);
    }
    mails.push(mail);
  }
  return mails;
}

const isTo = (mail: ParsedMail, to: string) => (Array.isArray(mail.to) ? mail.to : [mail.to]).some((a) => a?.value.some((v) => v.address === to));

export function useTestMailbox(): TestMailbox {
  return {
    received: readAll,
    addressed: async (to) => (await readAll()).filter((mail) => isTo(mail, to)),
  };
}
