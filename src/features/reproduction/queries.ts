/** SQL of the reproduction application (no rules here). */
import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#src/server/db/open.ts';
import { emailMatches, phoneMatches, type PersonKey } from '#src/server/db/person.ts';
import { formUploads } from '#src/features/forms/schema.ts';
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

// --- personal data (src/features/privacy) ------------------------------------------------

/** When an application was decided: its approval or refusal, else its last change. */
const applicationDecided = sql`coalesce((select max(e.at) from ${reproductionEvents} e where e.application_id = ${reproductionApplications.id} and e.kind in ('approved', 'refused')), ${reproductionApplications.updatedAt})`;

/**
 * Removes the applicant's data from applications approved or refused at or before
 * `cutoff`: names, contact details, free texts, the officers' texts and the letters
 * kept on the timeline, and the files sent. The application stays (lines, purpose,
 * dates, statuses) for the counts. Each application once (`erased_at IS NULL`, rows
 * another run holds are skipped). What was erased.
 */
export async function eraseApplicationsDecidedBefore(tx: Queryable, cutoff: Date, now: Date): Promise<{ applications: number; files: number; letters: number }> {
  const t = reproductionApplications;
  const due = tx
    .select({ id: t.id })
    .from(t)
    .where(and(isNull(t.erasedAt), inArray(t.status, ['approved', 'refused']), lte(applicationDecided, cutoff)))
    .for('update', { skipLocked: true });
  const erased = await tx
    .update(t)
    .set({ applicantName: '', contactPerson: '', email: '', areaCode: '', phone: '', purposeOther: null, finishedText: null, erasedAt: now, version: sql`${t.version} + 1` })
    .where(inArray(t.id, due))
    .returning({ id: t.id, submissionId: t.submissionId });
  if (!erased.length) return { applications: 0, files: 0, letters: 0 };
  const ids = erased.map((r) => r.id);
  const letters = await tx
    .update(reproductionEvents)
    .set({ letter: null })
    .where(and(inArray(reproductionEvents.applicationId, ids), sql`${reproductionEvents.letter} is not null`))
    .returning({ id: reproductionEvents.id });
  await tx.update(reproductionEvents).set({ body: '' }).where(inArray(reproductionEvents.applicationId, ids));
  const files = await tx
    .delete(formUploads)
    .where(inArray(
      formUploads.submissionId,
      erased.map((r) => r.submissionId),
    ))
    .returning({ id: formUploads.id });
  return { applications: erased.length, files: files.length, letters: letters.length };
}

/** Every application (not erased) made with this address or phone, with its timeline (letters named, not included) and the names of its files: a subject access export. */
export async function applicationsOfPerson(db: Queryable, who: PersonKey) {
  const t = reproductionApplications;
  const match = who.email
    ? emailMatches(t.email, who.email)
    : who.phoneDigits
      ? sql`(${phoneMatches(t.phone, who.phoneDigits)} or ${phoneMatches(sql`${t.areaCode} || ${t.phone}`, who.phoneDigits)})`
      : null;
  if (!match) return [];
  const rows = await db
    .select()
    .from(t)
    .where(and(isNull(t.erasedAt), match))
    .orderBy(asc(t.createdAt));
  if (!rows.length) return [];
  const events = await db
    .select({ applicationId: reproductionEvents.applicationId, at: reproductionEvents.at, actorName: reproductionEvents.actorName, kind: reproductionEvents.kind, fromStatus: reproductionEvents.fromStatus, toStatus: reproductionEvents.toStatus, body: reproductionEvents.body, hasLetter: sql<boolean>`${reproductionEvents.letter} is not null` })
    .from(reproductionEvents)
    .where(inArray(
      reproductionEvents.applicationId,
      rows.map((r) => r.id),
    ))
    .orderBy(asc(reproductionEvents.at), asc(reproductionEvents.id));
  const files = await db
    .select({ submissionId: formUploads.submissionId, name: formUploads.name, mime: formUploads.mime, size: formUploads.size })
    .from(formUploads)
    .where(inArray(
      formUploads.submissionId,
      rows.map((r) => r.submissionId),
    ))
    .orderBy(asc(formUploads.id));
  return rows.map((r) => ({
    ...r,
    events: events.filter((e) => e.applicationId === r.id),
    files: files.filter((f) => f.submissionId === r.submissionId).map(({ name, mime, size }) => ({ name, mime, size })),
  }));
}
