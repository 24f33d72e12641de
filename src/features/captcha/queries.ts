/**
 * The verification code's SQL (SPEC §5 captcha rule): challenges, validate keys
 * (stored as hashes) and per-client rate counters. No rules: the service
 * (service.ts) decides lifetimes, limits and what a check means.
 */
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { captchaChallenges, captchaRateLimits, captchaValidateKeys } from './schema.ts';

/** Adds one to a client's counter of an action in a window (creating it at 1); returns the new count. */
export async function incrementAttempts(db: Queryable, action: (typeof captchaRateLimits.$inferInsert)['action'], client: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(captchaRateLimits)
    .values({ action, client, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [captchaRateLimits.action, captchaRateLimits.client, captchaRateLimits.windowStart],
      set: { count: sql`${captchaRateLimits.count} + 1` },
    })
    .returning({ count: captchaRateLimits.count });
  return row?.count ?? 0;
}

export async function deleteRateLimits(db: Queryable): Promise<void> {
  await db.delete(captchaRateLimits);
}

/** Deletes challenges and keys expired before `now`, and rate windows that started before `windowsBefore`. */
export async function deleteExpired(db: Queryable, now: Date, windowsBefore: Date): Promise<void> {
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, now));
  await db.delete(captchaValidateKeys).where(lt(captchaValidateKeys.expiresAt, now));
  await db.delete(captchaRateLimits).where(lt(captchaRateLimits.windowStart, windowsBefore));
}

export async function insertChallenge(db: Queryable, row: { id: string; code: string; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.insert(captchaChallenges).values(row);
}

/** The code of a challenge still alive at `now`. */
export async function selectLiveChallengeCode(db: Queryable, id: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ code: captchaChallenges.code })
    .from(captchaChallenges)
    .where(and(eq(captchaChallenges.id, id), gt(captchaChallenges.expiresAt, now)));
  return row?.code;
}

/** Deletes a challenge and returns what it was: deleting first means two checks can never both read it. */
export async function takeChallenge(db: Queryable, id: string): Promise<{ code: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .delete(captchaChallenges)
    .where(eq(captchaChallenges.id, id))
    .returning({ code: captchaChallenges.code, expiresAt: captchaChallenges.expiresAt });
  return row;
}

export async function insertValidateKey(db: Queryable, row: { keyHash: string; client: string; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.insert(captchaValidateKeys).values(row);
}

/** Whether a key hash is stored, alive at `now` and was earned by `client` (a client hash). */
export async function liveValidateKeyExists(db: Queryable, keyHash: string, client: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ keyHash: captchaValidateKeys.keyHash })
    .from(captchaValidateKeys)
    .where(and(eq(captchaValidateKeys.keyHash, keyHash), eq(captchaValidateKeys.client, client), gt(captchaValidateKeys.expiresAt, now)));
  return Boolean(row);
}

/**
 * Spends a key on one form submission: one conditional UPDATE, so of any number of
 * submissions with one key (on any instance) exactly one sees its row come back. Run
 * inside the submission's transaction: a rollback gives the key back.
 */
export async function markValidateKeySubmitted(db: Queryable, keyHash: string, client: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(captchaValidateKeys)
    .set({ submittedAt: now })
    .where(and(eq(captchaValidateKeys.keyHash, keyHash), eq(captchaValidateKeys.client, client), gt(captchaValidateKeys.expiresAt, now), isNull(captchaValidateKeys.submittedAt)))
    .returning({ keyHash: captchaValidateKeys.keyHash });
  return rows.length === 1;
}

/**
 * Counts one use of a live key with uses left (atomic across instances); with
 * `exportUntil`, also takes the key's export lease, only when no other export holds it.
 * Returns false when the key is unknown, expired, used up or (for an export) busy.
 */
export async function takeValidateKeyUse(db: Queryable, keyHash: string, now: Date, maxUses: number, exportUntil?: Date): Promise<boolean> {
  const rows = await db
    .update(captchaValidateKeys)
    .set({ uses: sql`${captchaValidateKeys.uses} + 1`, ...(exportUntil ? { exportUntil } : {}) })
    .where(
      and(
        eq(captchaValidateKeys.keyHash, keyHash),
        gt(captchaValidateKeys.expiresAt, now),
        lt(captchaValidateKeys.uses, maxUses),
        exportUntil ? or(isNull(captchaValidateKeys.exportUntil), lte(captchaValidateKeys.exportUntil, now)) : undefined,
      ),
    )
    .returning({ uses: captchaValidateKeys.uses });
  return rows.length > 0;
}

/** Ends a key's export lease. */
export async function releaseValidateKeyExport(db: Queryable, keyHash: string): Promise<void> {
  await db.update(captchaValidateKeys).set({ exportUntil: null }).where(eq(captchaValidateKeys.keyHash, keyHash));
}

/** Whether a live key with uses left is busy with an export (to tell "wait" from "solve a new code"). */
export async function validateKeyExporting(db: Queryable, keyHash: string, now: Date, maxUses: number): Promise<boolean> {
  const [row] = await db
    .select({ keyHash: captchaValidateKeys.keyHash })
    .from(captchaValidateKeys)
    .where(and(eq(captchaValidateKeys.keyHash, keyHash), gt(captchaValidateKeys.expiresAt, now), lt(captchaValidateKeys.uses, maxUses), gt(captchaValidateKeys.exportUntil, now)));
  return Boolean(row);
}
