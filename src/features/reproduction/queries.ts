/** SQL of the reproduction application (no rules here). */
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { containsPattern } from '#src/server/db/like.ts';
import { reproductionApplications, reproductionEvents } from './schema.ts';
import type { ApplicationStatus } from './statuses.ts';

export type NewApplication = typeof reproductionApplications.$inferInsert;
export type ApplicationRow = typeof reproductionApplications.$inferSelect;

export async function insertApplication(tx: Queryable, row: NewApplication): Promise<void> {
  await tx.insert(reproductionApplications).values(row);
}

const SORTS = { id: reproductionApplications.id, createdAt: reproductionApplications.createdAt, reference: reproductionApplications.reference, status: reproductionApplications.status } as const;
export type ApplicationSort = keyof typeof SORTS;

export async function listApplications(db: Queryable, filter: { status?: ApplicationStatus | undefined; reference?: string | undefined }, page: { offset: number; limit: number; sort: ApplicationSort; order: 'ASC' | 'DESC' }) {
  const parts: SQL[] = [];
  if (filter.status) parts.push(eq(reproductionApplications.status, filter.status));
  if (filter.reference) parts.push(ilike(reproductionApplications.reference, containsPattern(filter.reference)));
  const condition = parts.length ? and(...parts) : undefined;
  const columns = {
    id: reproductionApplications.id,
    reference: reproductionApplications.reference,
    status: reproductionApplications.status,
    applicantName: reproductionApplications.applicantName,
    total: reproductionApplications.total,
    createdAt: reproductionApplications.createdAt,
    version: reproductionApplications.version,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(reproductionApplications)
      .where(condition)
      .orderBy(page.order === 'ASC' ? asc(SORTS[page.sort]) : desc(SORTS[page.sort]), asc(reproductionApplications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(reproductionApplications).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countApplications(db: Queryable, status: ApplicationStatus): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reproductionApplications).where(eq(reproductionApplications.status, status));
  return row?.n ?? 0;
}

export async function findApplication(db: Queryable, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(reproductionApplications).where(eq(reproductionApplications.id, id));
  return row;
}

/** The status change when the application is still at `version` and in `from`; the new version, or null. */
export async function updateApplication(tx: Queryable, id: number, version: number, from: ApplicationStatus, to: ApplicationStatus, now: Date): Promise<number | null> {
  const [row] = await tx
    .update(reproductionApplications)
    .set({ status: to, version: sql`${reproductionApplications.version} + 1`, updatedAt: now })
    .where(and(eq(reproductionApplications.id, id), eq(reproductionApplications.version, version), eq(reproductionApplications.status, from)))
    .returning({ version: reproductionApplications.version });
  return row?.version ?? null;
}

export async function insertApplicationEvent(tx: Queryable, row: typeof reproductionEvents.$inferInsert): Promise<void> {
  await tx.insert(reproductionEvents).values(row);
}

export async function applicationEvents(db: Queryable, applicationId: number) {
  return db
    .select({
      id: reproductionEvents.id,
      at: reproductionEvents.at,
      actorName: reproductionEvents.actorName,
      kind: reproductionEvents.kind,
      fromStatus: reproductionEvents.fromStatus,
      toStatus: reproductionEvents.toStatus,
      body: reproductionEvents.body,
      letter: sql<boolean>`${reproductionEvents.letter} is not null`,
    })
    .from(reproductionEvents)
    .where(eq(reproductionEvents.applicationId, applicationId))
    .orderBy(asc(reproductionEvents.at), asc(reproductionEvents.id));
}

/** The decision letter kept with its event. */
export async function decisionLetter(db: Queryable, applicationId: number, eventId: number) {
  const [row] = await db
    .select({ letter: reproductionEvents.letter, reference: reproductionApplications.reference, kind: reproductionEvents.kind })
    .from(reproductionEvents)
    .innerJoin(reproductionApplications, eq(reproductionApplications.id, reproductionEvents.applicationId))
    .where(and(eq(reproductionEvents.applicationId, applicationId), eq(reproductionEvents.id, eventId)));
  return row;
}

