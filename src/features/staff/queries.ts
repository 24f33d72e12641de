/** SQL of the staff shell (no rules: see service.ts, audit.ts and auth.ts). */
import { and, asc, count, desc, eq, gt, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { auditLog, staffLinks, staffRoles, staffSecret, staffSessions, staffSignInFailures, staffTwoFactors, staffUsers } from './schema.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;
export type StaffUserRow = typeof staffUsers.$inferSelect;
export type StaffLinkRow = typeof staffLinks.$inferSelect;

// --- the server's secret -------------------------------------------------------------

/** The secret, made by the first instance that asks (the insert that loses the race reads the winner's). */
export async function ensureSecret(db: Queryable, candidate: string): Promise<string> {
  await db.insert(staffSecret).values({ id: 1, secret: candidate }).onConflictDoNothing();
  const [row] = await db.select({ secret: staffSecret.secret }).from(staffSecret).where(eq(staffSecret.id, 1));
  if (!row) throw new Error('ensureSecret: no row');
  return row.secret;
}

// --- the audit log -------------------------------------------------------------------

/**
 * Holds out other writers of the audit log until the caller's transaction ends, so
 * that the row read as the chain's head is still the head when the next one is added.
 */
export async function lockAuditLog(tx: Queryable): Promise<void> {
  await tx.execute(sql`LOCK TABLE ${auditLog} IN SHARE ROW EXCLUSIVE MODE`);
}

export async function lastAuditHash(db: Queryable): Promise<string | undefined> {
  const [row] = await db.select({ hash: auditLog.hash }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row?.hash;
}

export async function insertAudit(db: Queryable, row: NewAuditRow): Promise<AuditRow> {
  const [inserted] = await db.insert(auditLog).values(row).returning();
  if (!inserted) throw new Error('insertAudit: no row');
  return inserted;
}

/** Rows in chain order from `afterId`, `limit` at a time (audit:verify walks the whole log this way). */
export async function auditRowsAfter(db: Queryable, afterId: number, limit: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).where(gt(auditLog.id, afterId)).orderBy(asc(auditLog.id)).limit(limit);
}

export interface AuditFilter {
  actorId?: string;
  entity?: string;
  action?: string;
  from?: Date;
  to?: Date;
}

function auditWhere(filter: AuditFilter): SQL | undefined {
  return and(
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lte(auditLog.at, filter.to) : undefined,
  );
}

/** One page of the log, newest first, and how many rows match. */
export async function listAudit(db: Queryable, filter: AuditFilter, offset: number, limit: number): Promise<{ rows: AuditRow[]; total: number }> {
  const where = auditWhere(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).offset(offset).limit(limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// --- people and roles ----------------------------------------------------------------

export async function countStaff(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffUsers);
  return row?.n ?? 0;
}

export async function findStaffById(db: Queryable, id: string): Promise<StaffUserRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  return row;
}

export async function findStaffByEmail(db: Queryable, email: string): Promise<StaffUserRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email));
  return row;
}

export async function rolesOf(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userId, userId)).orderBy(asc(staffRoles.role));
  return rows.map((r) => r.role);
}

export async function setRoles(db: Queryable, userId: string, roles: readonly string[]): Promise<void> {
  await db.delete(staffRoles).where(eq(staffRoles.userId, userId));
  if (roles.length) await db.insert(staffRoles).values(roles.map((role) => ({ userId, role })));
}

export async function listStaff(db: Queryable): Promise<(StaffUserRow & { roles: string[] })[]> {
  const [users, roles] = await Promise.all([db.select().from(staffUsers).orderBy(asc(staffUsers.name)), db.select().from(staffRoles)]);
  return users.map((u) => ({ ...u, roles: roles.filter((r) => r.userId === u.id).map((r) => r.role).sort() }));
}

export async function setStaffDisabled(db: Queryable, id: string, disabled: boolean, now: Date): Promise<void> {
  await db.update(staffUsers).set({ disabled, updatedAt: now }).where(eq(staffUsers.id, id));
}

export async function setStaffLocale(db: Queryable, id: string, locale: 'zh-hant' | 'en' | 'pt', now: Date): Promise<void> {
  await db.update(staffUsers).set({ locale, updatedAt: now }).where(eq(staffUsers.id, id));
}

/** Removes a person's second factor (secret and recovery codes): they set up a new one at the next sign-in. */
export async function clearSecondFactor(db: Queryable, userId: string, now: Date): Promise<void> {
  await db.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, userId));
  await db.update(staffUsers).set({ twoFactorEnabled: false, updatedAt: now }).where(eq(staffUsers.id, userId));
}

export async function deleteSessionsOf(db: Queryable, userId: string): Promise<number> {
  const rows = await db.delete(staffSessions).where(eq(staffSessions.userId, userId)).returning({ id: staffSessions.id });
  return rows.length;
}

export async function sessionsOf(db: Queryable, userId: string) {
  return db
    .select({ id: staffSessions.id, createdAt: staffSessions.createdAt, updatedAt: staffSessions.updatedAt, ipAddress: staffSessions.ipAddress, userAgent: staffSessions.userAgent })
    .from(staffSessions)
    .where(eq(staffSessions.userId, userId))
    .orderBy(desc(staffSessions.updatedAt));
}

// --- setup and invitation links --------------------------------------------------------

export async function insertLink(db: Queryable, values: typeof staffLinks.$inferInsert): Promise<void> {
  await db.insert(staffLinks).values(values);
}

export async function findLiveLink(db: Queryable, hash: string, now: Date): Promise<StaffLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(staffLinks)
    .where(and(eq(staffLinks.hash, hash), gt(staffLinks.expiresAt, now), isNull(staffLinks.usedAt)));
  return row;
}

/** Marks a link used; false when another request used it first (single use, race-free). */
export async function useLink(db: Queryable, hash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffLinks)
    .set({ usedAt: now })
    .where(and(eq(staffLinks.hash, hash), isNull(staffLinks.usedAt), gt(staffLinks.expiresAt, now)))
    .returning({ hash: staffLinks.hash });
  return rows.length === 1;
}

/** Gives a link back (the account it was to create could not be made). */
export async function reopenLink(db: Queryable, hash: string): Promise<void> {
  await db.update(staffLinks).set({ usedAt: null }).where(eq(staffLinks.hash, hash));
}

export async function pendingInvitations(db: Queryable, now: Date): Promise<StaffLinkRow[]> {
  return db
    .select()
    .from(staffLinks)
    .where(and(eq(staffLinks.purpose, 'invitation'), isNull(staffLinks.usedAt), gt(staffLinks.expiresAt, now)))
    .orderBy(desc(staffLinks.createdAt));
}

// --- sign-in failures ------------------------------------------------------------------

export async function findFailures(db: Queryable, key: string) {
  const [row] = await db.select().from(staffSignInFailures).where(eq(staffSignInFailures.key, key));
  return row;
}

/** Counts one failure for `key`: a new window when the old one has passed; returns the count. */
export async function addFailure(db: Queryable, key: string, now: Date, windowStartedAfter: Date): Promise<number> {
  const after = windowStartedAfter.toISOString();
  const [row] = await db
    .insert(staffSignInFailures)
    .values({ key, failures: 1, windowStart: now })
    .onConflictDoUpdate({
      target: staffSignInFailures.key,
      set: {
        failures: sql`CASE WHEN ${staffSignInFailures.windowStart} > ${after}::timestamptz THEN ${staffSignInFailures.failures} + 1 ELSE 1 END`,
        windowStart: sql`CASE WHEN ${staffSignInFailures.windowStart} > ${after}::timestamptz THEN ${staffSignInFailures.windowStart} ELSE ${now.toISOString()}::timestamptz END`,
      },
    })
    .returning({ failures: staffSignInFailures.failures });
  return row?.failures ?? 1;
}

export async function lockKey(db: Queryable, key: string, until: Date): Promise<void> {
  await db.update(staffSignInFailures).set({ lockedUntil: until }).where(eq(staffSignInFailures.key, key));
}

export async function clearFailures(db: Queryable, key: string): Promise<void> {
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.key, key));
}
