/**
 * The e-mail outbox (see README.md): features enqueue messages inside their own
 * transaction; the worker (worker.ts) delivers them.
 */
import type { Queryable } from '#src/server/db/open.ts';
import { deleteSuppression, insertOutboxMessage, suppressionsAmong, type SuppressionRow } from './queries.ts';

export { outboxMessage, type OutboxStatus } from './queries.ts';
import type { Language } from '#src/lib/i18n/languages.ts';

export interface MailInput {
  to: string;
  lang: Language;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  headers?: Record<string, string>;
  /** What the message is, e.g. `forms.receipt`, `alerts.confirm`, `alerts.digest`. */
  kind: string;
  /** At most one message per key, ever: a second enqueue with the key is a no-op (returns null). */
  dedupeKey?: string | null;
  /** Earliest delivery time (default: now). */
  notBefore?: Date;
  /** Files sent with the message (e.g. a PDF copy of what was submitted). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  /** The name the recipient sees; no path, no line break. */
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Total attachment bytes one message may carry: mail servers commonly refuse 10 MB and up. */
export const MAX_ATTACHMENT_BYTES = 8 * 1024 * 1024;

/** Header names a caller may not set: the transport owns them. */
const RESERVED_HEADERS = new Set(['from', 'to', 'cc', 'bcc', 'subject', 'message-id', 'date', 'content-type', 'mime-version', 'content-transfer-encoding']);

/**
 * Puts a message in the outbox. Call it with the transaction that writes what the
 * message is about, so both exist or neither. Returns the outbox id, or null when a
 * message with the same `dedupeKey` was already enqueued.
 */
export async function enqueueMail(tx: Queryable, input: MailInput): Promise<number | null> {
  const to = input.to.trim();
  // One address, no header injection: the address ends up in a header line.
  if (!to || /[\r\n,;<>]/.test(to) || !/^[^\s@]+@[^\s@]+$/.test(to)) throw new Error(`enqueueMail: invalid recipient "${input.to}"`);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    if (!/^[A-Za-z0-9-]+$/.test(name) || RESERVED_HEADERS.has(name.toLowerCase())) throw new Error(`enqueueMail: header "${name}" not allowed`);
    if (/[\r\n]/.test(value)) throw new Error(`enqueueMail: header "${name}" has a line break`);
    headers[name] = value;
  }
  if (/[\r\n]/.test(input.subject)) throw new Error('enqueueMail: the subject has a line break');
  const attachments = input.attachments ?? [];
  for (const a of attachments) {
    if (!a.filename || /[\r\n\\/"]/.test(a.filename)) throw new Error(`enqueueMail: attachment name "${a.filename}" not allowed`);
    if (!/^[a-z]+\/[a-z0-9.+-]+$/i.test(a.contentType)) throw new Error(`enqueueMail: attachment type "${a.contentType}" not allowed`);
  }
  if (attachments.reduce((n, a) => n + a.content.length, 0) > MAX_ATTACHMENT_BYTES) throw new Error('enqueueMail: attachments over the size limit');
  return insertOutboxMessage(
    tx,
    {
      kind: input.kind,
      dedupeKey: input.dedupeKey ?? null,
      to,
      lang: input.lang,
      subject: input.subject,
      text: input.text,
      html: input.html ?? null,
      headers,
      // The worker compares due times with its own clock, so they are set from the same
      // kind of clock (the database's now() has microseconds and may run apart).
      nextAttemptAt: input.notBefore ?? new Date(),
    },
    attachments,
  );
}

/** The suppressions among these addresses, by lower-case address: for the staff screens. */
export async function suppressionsOf(db: Queryable, emails: readonly string[]): Promise<Map<string, SuppressionRow>> {
  return suppressionsAmong(
    db,
    emails.map((e) => e.trim().toLowerCase()),
  );
}

/** An address's suppression (it bounced permanently), or null: for the staff screens. */
export async function suppressionOf(db: Queryable, email: string): Promise<SuppressionRow | null> {
  const key = email.trim().toLowerCase();
  return (await suppressionsAmong(db, [key])).get(key) ?? null;
}

/** Lifts an address's suppression (staff, on the person's word that the mailbox works); the row lifted, or null. */
export async function liftSuppression(tx: Queryable, email: string): Promise<SuppressionRow | null> {
  return deleteSuppression(tx, email.trim().toLowerCase());
}
