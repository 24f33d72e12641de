/** SQL of the e-mail outbox (no rules: see service.ts and worker.ts). */
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { mailAttachments, mailOutbox } from './schema.ts';

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
