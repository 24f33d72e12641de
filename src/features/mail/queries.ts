/** SQL of the e-mail outbox (no rules: see service.ts and worker.ts). */
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { mailAttachments, mailOutbox, mailSuppressions } from './schema.ts';

export type OutboxStatus = (typeof mailOutbox.$inferSelect)['status'];

/**
 * Inserts a message and its attachments; null (and nothing written) when a message
 * with the same dedupe key exists.
 */
export async function insertOutboxMessage(
  tx: Queryable,
  message: typeof mailOutbox.$inferInsert,
  attachments: readonly { filename: string; contentType: string; content: Buffer }[],
): Promise<number | null> {
  const [row] = await tx.insert(mailOutbox).values(message).onConflictDoNothing().returning({ id: mailOutbox.id });
  if (row && attachments.length) {
    await tx.insert(mailAttachments).values(attachments.map((a, position) => ({ outboxId: row.id, position, filename: a.filename, contentType: a.contentType, content: a.content })));
  }
  return row?.id ?? null;
}

/** One message's state (tests, support). */
export async function outboxMessage(db: Queryable, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ?? null;
}

/** Claims the due messages (see the module comment). */
export async function claimDue(db: Database, now: Date, batchSize: number, leaseMs: number) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
        and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** A message's attachments, in their order. */
export async function outboxAttachments(db: Queryable, outboxId: number): Promise<{ filename: string; contentType: string; content: Buffer }[]> {
  return db
    .select({ filename: mailAttachments.filename, contentType: mailAttachments.contentType, content: mailAttachments.content })
    .from(mailAttachments)
    .where(eq(mailAttachments.outboxId, outboxId))
    .orderBy(asc(mailAttachments.position));
}

/** Records the outcome of one attempt; only the holder of the claim (same attempt number) may. */
export async function markAttempt(db: Queryable, claim: { id: number; attempts: number }, outcome: Partial<typeof mailOutbox.$inferInsert>): Promise<void> {
  await db
    .update(mailOutbox)
    .set(outcome)
    .where(and(eq(mailOutbox.id, claim.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, claim.attempts)));
}

// --- suppressions (addresses that bounced permanently) -----------------------------

export type SuppressionRow = typeof mailSuppressions.$inferSelect;

/** The suppressions among these addresses (lower case), by address. */
export async function suppressionsAmong(db: Queryable, emails: readonly string[]): Promise<Map<string, SuppressionRow>> {
  if (!emails.length) return new Map();
  const rows = await db.select().from(mailSuppressions).where(inArray(mailSuppressions.email, [...new Set(emails)]));
  return new Map(rows.map((r) => [r.email, r]));
}

/** Records (or renews) an address's suppression. */
export async function upsertSuppression(db: Queryable, row: typeof mailSuppressions.$inferInsert): Promise<void> {
  await db
    .insert(mailSuppressions)
    .values(row)
    .onConflictDoUpdate({ target: mailSuppressions.email, set: { reason: row.reason, source: row.source ?? 'smtp', outboxId: row.outboxId ?? null, suppressedAt: row.suppressedAt } });
}

/** Deletes an address's suppression; the row deleted, or null when there was none. */
export async function deleteSuppression(db: Queryable, email: string): Promise<SuppressionRow | null> {
  const [row] = await db.delete(mailSuppressions).where(eq(mailSuppressions.email, email)).returning();
  return row ?? null;
}

/** Deletes the suppressions recorded at or before `cutoff`; the addresses (retention). */
export async function deleteSuppressionsBefore(tx: Queryable, cutoff: Date): Promise<string[]> {
  const rows = await tx.delete(mailSuppressions).where(lte(mailSuppressions.suppressedAt, cutoff)).returning({ email: mailSuppressions.email });
  return rows.map((r) => r.email);
}

// --- retention and subject access ----------------------------------------------------

/**
 * Blanks the copies of messages sent (or finally failed) at or before `cutoff` and
 * deletes their attachments; the rows stay (dedupe keys, counts). Each copy once:
 * the claim is `erased_at IS NULL`, rows another run holds are skipped.
 */
export async function eraseMailBefore(tx: Queryable, cutoff: Date, now: Date): Promise<{ mails: number; attachments: number }> {
  const due = tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.erasedAt), inArray(mailOutbox.status, ['sent', 'failed']), lte(sql`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`, cutoff)))
    .for('update', { skipLocked: true });
  const erased = await tx
    .update(mailOutbox)
    .set({ to: '', subject: '', text: '', html: null, headers: {}, lastError: null, erasedAt: now })
    .where(inArray(mailOutbox.id, due))
    .returning({ id: mailOutbox.id });
  if (!erased.length) return { mails: 0, attachments: 0 };
  const files = await tx
    .delete(mailAttachments)
    .where(inArray(
      mailAttachments.outboxId,
      erased.map((r) => r.id),
    ))
    .returning({ id: mailAttachments.id });
  return { mails: erased.length, attachments: files.length };
}

/** Every message (not yet erased) to an address, newest first, with its attachments' names: a subject access export. */
export async function mailsTo(db: Queryable, email: string) {
  const rows = await db
    .select({ id: mailOutbox.id, kind: mailOutbox.kind, to: mailOutbox.to, lang: mailOutbox.lang, subject: mailOutbox.subject, text: mailOutbox.text, status: mailOutbox.status, createdAt: mailOutbox.createdAt, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.erasedAt), sql`lower(${mailOutbox.to}) = ${email}`))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  const files = rows.length
    ? await db
        .select({ outboxId: mailAttachments.outboxId, filename: mailAttachments.filename })
        .from(mailAttachments)
        .where(inArray(
          mailAttachments.outboxId,
          rows.map((r) => r.id),
        ))
        .orderBy(asc(mailAttachments.position))
    : [];
  return rows.map((r) => ({ ...r, attachments: files.filter((f) => f.outboxId === r.id).map((f) => f.filename) }));
}
