/** SQL of the privacy feature's own tables (the records it erases are each feature's, through their queries.ts). */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { RETENTION_DEFAULTS, type RetentionDays } from './contract.ts';
import { privacyAccessRequests, privacyRuns, privacySettings } from './schema.ts';

/** The periods in force and their version (0: never saved, the defaults). */
export async function readRetention(db: Queryable): Promise<RetentionDays & { version: number }> {
  const [row] = await db.select().from(privacySettings).where(eq(privacySettings.id, 1));
  if (!row) return { ...RETENTION_DEFAULTS, version: 0 };
  return { ordersDays: row.ordersDays, complaintsDays: row.complaintsDays, applicationsDays: row.applicationsDays, mailDays: row.mailDays, suppressionsDays: row.suppressionsDays, version: row.version };
}

/** Saves the periods when they are still at `version` (0: never saved); false otherwise. */
export async function writeRetention(tx: Queryable, days: RetentionDays, version: number, now: Date): Promise<boolean> {
  if (version === 0) {
    const rows = await tx
      .insert(privacySettings)
      .values({ id: 1, ...days, version: 1, updatedAt: now })
      .onConflictDoNothing()
      .returning({ id: privacySettings.id });
    return rows.length === 1;
  }
  const rows = await tx
    .update(privacySettings)
    .set({ ...days, version: sql`${privacySettings.version} + 1`, updatedAt: now })
    .where(and(eq(privacySettings.id, 1), eq(privacySettings.version, version)))
    .returning({ id: privacySettings.id });
  return rows.length === 1;
}

/**
 * Takes the day for this run: true for the one caller that inserted it. A concurrent
 * caller's insert waits for the first transaction, then finds the day taken.
 */
export async function claimRunDay(tx: Queryable, day: string, now: Date): Promise<boolean> {
  const rows = await tx.insert(privacyRuns).values({ day, ranAt: now, counts: {} }).onConflictDoNothing().returning({ day: privacyRuns.day });
  return rows.length === 1;
}

export async function recordRunCounts(tx: Queryable, day: string, counts: Record<string, number>): Promise<void> {
  await tx.update(privacyRuns).set({ counts }).where(eq(privacyRuns.day, day));
}

export async function lastRun(db: Queryable) {
  const [row] = await db.select().from(privacyRuns).orderBy(desc(privacyRuns.day)).limit(1);
  return row ?? null;
}

export async function insertAccessRequest(tx: Queryable, row: typeof privacyAccessRequests.$inferInsert): Promise<void> {
  await tx.insert(privacyAccessRequests).values(row);
}

export async function accessRequest(db: Queryable, id: string) {
  const [row] = await db.select().from(privacyAccessRequests).where(eq(privacyAccessRequests.id, id));
  return row ?? null;
}

/** Deletes access requests made before `cutoff`; how many. */
export async function deleteAccessRequestsBefore(tx: Queryable, cutoff: Date): Promise<number> {
  const rows = await tx.delete(privacyAccessRequests).where(lt(privacyAccessRequests.createdAt, cutoff)).returning({ id: privacyAccessRequests.id });
  return rows.length;
}
