/**
 * Delivers the outbox. One worker runs in each server process (started by
 * src/app/boot.ts once the database is open, stopped before it closes).
 *
 * - Claim: one statement marks up to `batchSize` due messages `sending` with a lease
 *   (`locked_until`), choosing them with `FOR UPDATE SKIP LOCKED`, so two instances
 *   never claim the same message; a message whose sender died mid-way is claimed again
 *   once its lease ends (delivery is at least once; the Message-ID stays the same, so a
 *   receiving system can drop the copy).
 * - Send through the transport (nodemailer: SMTP, or .eml files by default).
 * - Record: `sent` with the Message-ID; on a temporary failure back to `pending`
 *   with exponential backoff (base · 2^(attempt−1), capped); `failed` after
 *   `maxAttempts` or at once on a permanent SMTP refusal (5xx).
 * - Suppression: a 5xx refusal of the recipient (`RCPT TO`) suppresses the address
 *   (`mail_suppressions`); a message to a suppressed address is not sent but marked
 *   `failed` ("suppressed"), except a message the person has just asked for
 *   (REQUESTED_KINDS) written after the suppression: that one is tried, and delivered
 *   it lifts the suppression (docs/decisions/0034-personal-data-retention.md).
 */
import type { Database } from '#src/server/db/open.ts';
import { claimDue, deleteSuppression, markAttempt, outboxAttachments, suppressionsAmong, upsertSuppression } from './queries.ts';
import { logError, logEvent } from '#src/server/http/log.ts';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers: Record<string, string>;
  messageId: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** What the worker needs of a transport (a nodemailer transporter fits). */
export interface MailTransport {
  sendMail(message: OutgoingMail): Promise<{ messageId?: string }>;
  close?(): void;
}

export interface DeliveryOptions {
  transport: MailTransport;
  /** The From address, e.g. `Monetary Authority of Macao <no-reply@amcm.gov.mo>`. */
  from: string;
  batchSize?: number;
  maxAttempts?: number;
  /** First retry delay; doubles each attempt up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How long a claim lasts before another worker may take the message. */
  leaseMs?: number;
}

export const DELIVERY_DEFAULTS = { batchSize: 10, maxAttempts: 8, baseDelayMs: 30_000, maxDelayMs: 6 * 60 * 60_000, leaseMs: 5 * 60_000 } as const;

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** The delay before attempt `attempts + 1`. */
export function backoffMs(attempts: number, base: number = DELIVERY_DEFAULTS.baseDelayMs, max: number = DELIVERY_DEFAULTS.maxDelayMs): number {
  return Math.min(max, base * 2 ** Math.max(0, attempts - 1));
}

function domainOf(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'localhost';
}

function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * A permanent refusal of the recipient itself (nodemailer names the command that was
 * refused, and lists refused recipients): the address, not the message, is at fault.
 * A 5xx to the message's content (`DATA`) fails the message but suppresses nobody.
 */
export function isPermanentBounce(err: unknown): boolean {
  if (!isPermanent(err)) return false;
  const e = err as { command?: unknown; rejected?: unknown };
  return e.command === 'RCPT TO' || (Array.isArray(e.rejected) && e.rejected.length > 0);
}

/**
 * Messages a person has just asked for by acting on the site (a sign-up confirmation,
 * a receipt, a staff invitation or reset): written after their address was suppressed,
 * they are still tried once, since the person may have fixed their mailbox.
 */
export const REQUESTED_KINDS: ReadonlySet<string> = new Set([
  'alerts.confirm',
  'alerts.already',
  'forms.receipt',
  'coins.acknowledgement',
  'complaints.receipt',
  'reproduction.receipt',
  'staff.invitation',
  'staff.password-reset',
]);

/** The text recorded on a message not sent because its address is suppressed. */
export const SUPPRESSED_ERROR = 'suppressed: the address bounced permanently';

export { claimDue } from './queries.ts';

/** One pass: claims due messages, sends them, records the outcome. */
export async function deliverDue(db: Database, options: DeliveryOptions, now: Date = new Date()): Promise<DeliveryReport> {
  const settings = { ...DELIVERY_DEFAULTS, ...options };
  const claimed = await claimDue(db, now, settings.batchSize, settings.leaseMs);
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const suppressed = await suppressionsAmong(
    db,
    claimed.map((r) => r.to.toLowerCase()),
  );
  for (const row of claimed) {
    const suppression = suppressed.get(row.to.toLowerCase());
    const retry = suppression !== undefined && REQUESTED_KINDS.has(row.kind) && row.createdAt > suppression.suppressedAt;
    if (suppression && !retry) {
      await markAttempt(db, row, { status: 'failed', lockedUntil: null, lastError: SUPPRESSED_ERROR });
      report.failed++;
      logEvent('mail.suppressed', { id: row.id, kind: row.kind });
      continue;
    }
    try {
      const files = await outboxAttachments(db, row.id);
      const info = await settings.transport.sendMail({
        from: settings.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        headers: row.headers,
        ...(files.length ? { attachments: files } : {}),
        messageId: `<outbox-${row.id}-${row.createdAt.getTime().toString(36)}@${domainOf(settings.from)}>`,
      });
      await markAttempt(db, row, { status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null, messageId: info.messageId ?? null });
      report.sent++;
      if (retry && (await deleteSuppression(db, row.to.toLowerCase()))) logEvent('mail.unsuppressed', { id: row.id, kind: row.kind });
      logEvent('mail.sent', { id: row.id, kind: row.kind, attempts: row.attempts });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = row.attempts >= settings.maxAttempts || isPermanent(err);
      await markAttempt(
        db,
        row,
        final
          ? { status: 'failed', lockedUntil: null, lastError: message.slice(0, 1000) }
          : {
              status: 'pending',
              lockedUntil: null,
              lastError: message.slice(0, 1000),
              nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts, settings.baseDelayMs, settings.maxDelayMs)),
            },
      );
      if (final) report.failed++;
      else report.retried++;
      if (isPermanentBounce(err)) {
        await upsertSuppression(db, { email: row.to.toLowerCase(), reason: redactAddresses(message).slice(0, 300), source: 'smtp', outboxId: row.id, suppressedAt: new Date() });
        logEvent('mail.bounce', { id: row.id, kind: row.kind });
      }
      logEvent(final ? 'mail.failed' : 'mail.retry', { id: row.id, kind: row.kind, attempts: row.attempts, error: redactAddresses(message).slice(0, 200) });
    }
  }
  return report;
}

export interface MailWorker {
  /** Runs a pass soon (e.g. right after a submission enqueued a message). */
  wake(): void;
  /**
   * Waits for the pass under way, then runs one more: everything due when it was
   * called has been tried when it resolves (the test hooks' way to know mail has left).
   */
  flush(): Promise<void>;
  /** Finishes the pass under way and stops. */
  stop(): Promise<void>;
}

/** Polls the outbox every `intervalMs` (and whenever woken) until stopped. */
export function startMailWorker(db: Database, options: DeliveryOptions & { intervalMs?: number }): MailWorker {
  const intervalMs = options.intervalMs ?? 2_000;
  let stopped = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  const pass = async () => {
    try {
      // Keep going while full batches come back, so a backlog drains without waiting.
      for (;;) {
        const report = await deliverDue(db, options);
        if (stopped || report.sent + report.retried + report.failed < (options.batchSize ?? DELIVERY_DEFAULTS.batchSize)) break;
      }
    } catch (err) {
      logError('mail.worker', err);
    }
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  };
  const tick = () => {
    timer = null;
    if (stopped || running) return schedule(intervalMs);
    running = pass().finally(() => {
      running = null;
      schedule(intervalMs);
    });
  };
  schedule(0);
  return {
    wake: () => schedule(0),
    flush: async () => {
      while (running) await running;
      if (stopped) return;
      running = pass().finally(() => {
        running = null;
      });
      await running;
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      options.transport.close?.();
    },
  };
}

const WORKER_KEY = Symbol.for('amcm.mailWorker');
type WorkerHolder = { [WORKER_KEY]?: MailWorker };

/**
 * The worker of this process, if one runs (set by src/app/boot.ts; a global symbol,
 * since the start script and the built server are separate module graphs). A feature
 * may `processMailWorker()?.wake()` after a commit that enqueued mail, so it leaves now
 * rather than at the next poll.
 */
export function processMailWorker(): MailWorker | undefined {
  return (globalThis as WorkerHolder)[WORKER_KEY];
}

export function setProcessMailWorker(worker: MailWorker | undefined): void {
  (globalThis as WorkerHolder)[WORKER_KEY] = worker;
}

/** A refusal often quotes the recipient (`550 <someone@example.com> …`); the log keeps the reason, not the address. */
export function redactAddresses(text: string): string {
  return text.replace(/[^\s<>"'@,;]+@[^\s<>"'@,;]+/g, '<address>');
}
