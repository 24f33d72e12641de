/**
 * A real SMTP server on loopback for tests that follow an e-mail to its recipient:
 * the mail worker's tests (vitest) and the browser specs' mailbox (tests/e2e/mailbox.ts).
 * It keeps every message it accepts, parsed, and refuses the next messages with the
 * replies queued in `refusals` (then accepts again). Recipients listed in
 * `deadRecipients` are refused at `RCPT TO` with their reply, every time (a mailbox
 * that does not exist, `550`, or one that is full for now, `452`).
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestSmtpServer {
  /** The port it listens on (the one asked for, or a free one). */
  port: number;
  /** Every message accepted, in order of arrival. */
  received: ParsedMail[];
  /** Replies for the next messages (e.g. `{ code: 451, message: 'try later' }`); each is used once. */
  refusals: { code: number; message: string }[];
  /** Address (lower case) → the reply refusing it at `RCPT TO`, each time. */
  deadRecipients: Map<string, { code: number; message: string }>;
  close(): Promise<void>;
}

/**
 * `received`: the list to keep messages in (one the caller already holds), a new one by default;
 * `onMessage`: also handed each accepted message as sent (the browser specs' shared mailbox files it).
 */
export async function startTestSmtp(options: { port?: number; received?: ParsedMail[]; onMessage?: (raw: Buffer) => void } = {}): Promise<TestSmtpServer> {
  const port = options.port ?? 0;
  const received = options.received ?? [];
  const refusals: { code: number; message: string }[] = [];
  const deadRecipients = new Map<string, { code: number; message: string }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = deadRecipients.get(address.address.toLowerCase());
      if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const refusal = refusals.shift();
        if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
        const raw = Buffer.concat(chunks);
        options.onMessage?.(raw);
        void simpleParser(raw).then((mail) => {
          received.push(mail);
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    received,
    refusals,
    deadRecipients,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
