/** SQL of the complaints feature. */
import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { complaintEvents, complaints, complaintSettings } from './schema.ts';
import type { ComplaintStatus } from './statuses.ts';
import { formUploads } from '#src/features/forms/schema.ts';
import { staffRoles, staffUsers } from '#src/features/staff/schema.ts';
import { containsPattern } from '#src/server/db/like.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { emailMatches, phoneMatches, type PersonKey } from '#src/server/db/person.ts';

export type NewComplaint = typeof complaints.$inferInsert;
export type ComplaintRow = typeof complaints.$inferSelect;
export type ComplaintEventRow = typeof complaintEvents.$inferSelect;
export type NewComplaintEvent = typeof complaintEvents.$inferInsert;

export async function insertComplaint(tx: Queryable, row: NewComplaint): Promise<void> {
  await tx.insert(complaints).values(row);
}

/** The answer target in days (30 when the administrator never set it) and the settings' version. */
export async function readSettings(db: Queryable): Promise<{ answerTargetDays: number; version: number }> {
  const [row] = await db.select({ answerTargetDays: complaintSettings.answerTargetDays, version: complaintSettings.version }).from(complaintSettings).where(eq(complaintSettings.id, 1));
  return row ?? { answerTargetDays: 30, version: 0 };
}

/** Sets the answer target when the settings are still at `version` (0: never saved); false otherwise. */
export async function writeSettings(tx: Queryable, answerTargetDays: number, version: number, now: Date): Promise<boolean> {
  if (version === 0) {
    const rows = await tx.insert(complaintSettings).values({ id: 1, answerTargetDays, version: 1, updatedAt: now }).onConflictDoNothing().returning({ id: complaintSettings.id });
    return rows.length === 1;
  }
  const rows = await tx
    .update(complaintSettings)
    .set({ answerTargetDays, version: sql`${complaintSettings.version} + 1`, updatedAt: now })
    .where(and(eq(complaintSettings.id, 1), eq(complaintSettings.version, version)))
    .returning({ id: complaintSettings.id });
  return rows.length === 1;
}

export interface ComplaintFilter {
  type?: string | undefined;
  status?: ComplaintStatus | undefined;
  /** An account id, or 'none' for the unassigned. */
  assignee?: string | undefined;
  overdue?: boolean | undefined;
  /** Due by this moment and not answered or closed (the home screen's "due soon"). */
  dueBy?: Date | undefined;
  /** Part of the reference. */
  reference?: string | undefined;
  /** Not yet answered or closed. */
  open?: boolean | undefined;
}

const OPEN_STATUSES: ComplaintStatus[] = ['received', 'in-progress', 'waiting'];

function where(filter: ComplaintFilter, now: Date): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.type) parts.push(eq(complaints.type, filter.type as 'dsb'));
  if (filter.status) parts.push(eq(complaints.status, filter.status));
  if (filter.assignee === 'none') parts.push(isNull(complaints.assigneeId));
  else if (filter.assignee) parts.push(eq(complaints.assigneeId, filter.assignee));
  if (filter.overdue) parts.push(and(inArray(complaints.status, OPEN_STATUSES), lt(complaints.dueAt, now)));
  if (filter.dueBy) parts.push(and(inArray(complaints.status, OPEN_STATUSES), lte(complaints.dueAt, filter.dueBy)));
  if (filter.open) parts.push(inArray(complaints.status, OPEN_STATUSES));
  if (filter.reference) parts.push(ilike(complaints.reference, containsPattern(filter.reference)));
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length ? and(...present) : undefined;
}

const SORTS = { id: complaints.id, createdAt: complaints.createdAt, dueAt: complaints.dueAt, reference: complaints.reference, status: complaints.status } as const;
export type ComplaintSort = keyof typeof SORTS;

const listColumns = {
  id: complaints.id,
  reference: complaints.reference,
  type: complaints.type,
  status: complaints.status,
  subject: complaints.subject,
  institutionName: complaints.institutionName,
  assigneeId: complaints.assigneeId,
  assigneeName: staffUsers.name,
  dueAt: complaints.dueAt,
  createdAt: complaints.createdAt,
  version: complaints.version,
};

export async function listComplaints(db: Queryable, filter: ComplaintFilter, now: Date, page: { offset: number; limit: number; sort: ComplaintSort; order: 'ASC' | 'DESC' }) {
  const condition = where(filter, now);
  const orderBy = page.order === 'ASC' ? asc(SORTS[page.sort]) : desc(SORTS[page.sort]);
  const [rows, [total]] = await Promise.all([
    db.select(listColumns).from(complaints).leftJoin(staffUsers, eq(staffUsers.id, complaints.assigneeId)).where(condition).orderBy(orderBy, desc(complaints.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(complaints).where(condition),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countComplaints(db: Queryable, filter: ComplaintFilter, now: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(complaints).where(where(filter, now));
  return row?.n ?? 0;
}

export async function findComplaint(db: Queryable, id: number): Promise<(ComplaintRow & { assigneeName: string | null }) | undefined> {
  const [row] = await db
    .select({ complaint: complaints, assigneeName: staffUsers.name })
    .from(complaints)
    .leftJoin(staffUsers, eq(staffUsers.id, complaints.assigneeId))
    .where(eq(complaints.id, id));
  return row ? { ...row.complaint, assigneeName: row.assigneeName } : undefined;
}

/**
 * Applies a staff change when the complaint is still at `version` (and, given
 * `fromStatus`, still in that status): one conditional UPDATE, so of two officers
 * saving at once exactly one wins. Returns the new version, or null.
 */
export async function updateComplaint(
  tx: Queryable,
  id: number,
  version: number,
  change: Partial<Pick<ComplaintRow, 'status' | 'assigneeId'>>,
  now: Date,
  fromStatus?: ComplaintStatus,
): Promise<number | null> {
  const [row] = await tx
    .update(complaints)
    .set({ ...change, version: sql`${complaints.version} + 1`, updatedAt: now })
    .where(and(eq(complaints.id, id), eq(complaints.version, version), fromStatus ? eq(complaints.status, fromStatus) : undefined))
    .returning({ version: complaints.version });
  return row?.version ?? null;
}

export async function insertComplaintEvent(tx: Queryable, row: NewComplaintEvent): Promise<void> {
  await tx.insert(complaintEvents).values(row);
}

export async function eventsOf(db: Queryable, complaintId: number): Promise<ComplaintEventRow[]> {
  return db.select().from(complaintEvents).where(eq(complaintEvents.complaintId, complaintId)).orderBy(asc(complaintEvents.at), asc(complaintEvents.id));
}

/** Staff accounts, enabled, that hold one of `roles` (the officers a complaint can be given to). */
export async function staffHolding(db: Queryable, roles: readonly string[]) {
  return db
    .selectDistinct({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .innerJoin(staffRoles, eq(staffRoles.userId, staffUsers.id))
    .where(and(eq(staffUsers.disabled, false), inArray(staffRoles.role, [...roles])))
    .orderBy(asc(staffUsers.name));
}

// --- personal data (src/features/privacy) ------------------------------------------------

/** When a complaint was closed: its last move to `closed`, else its last change. */
const complaintClosed = sql`coalesce((select max(e.at) from ${complaintEvents} e where e.complaint_id = ${complaints.id} and e.kind = 'status' and e.to_status = 'closed'), ${complaints.updatedAt})`;

/**
 * Removes the complainant's data from complaints closed at or before `cutoff`: names,
 * ID number, contact details, their account of what happened, the notes and replies on
 * the timeline, and the files they sent. The complaint stays (type, subject,
 * institution, dates, statuses) for the counts. Each complaint once (`erased_at IS NULL`,
 * rows another run holds are skipped). What was erased.
 */
export async function eraseComplaintsClosedBefore(tx: Queryable, cutoff: Date, now: Date): Promise<{ complaints: number; files: number }> {
  const due = tx
    .select({ id: complaints.id })
    .from(complaints)
    .where(and(isNull(complaints.erasedAt), eq(complaints.status, 'closed'), lte(complaintClosed, cutoff)))
    .for('update', { skipLocked: true });
  const erased = await tx
    .update(complaints)
    .set({
      subjectOther: null,
      representativeName: null,
      representativeRelation: null,
      nameZh: null,
      nameEn: null,
      idNumber: '',
      phone: '',
      email: '',
      address: '',
      whatHappened: '',
      actionsTaken: null,
      outcome: '',
      erasedAt: now,
      version: sql`${complaints.version} + 1`,
    })
    .where(inArray(complaints.id, due))
    .returning({ id: complaints.id, submissionId: complaints.submissionId });
  if (!erased.length) return { complaints: 0, files: 0 };
  await tx
    .update(complaintEvents)
    .set({ body: null, details: null })
    .where(inArray(
      complaintEvents.complaintId,
      erased.map((r) => r.id),
    ));
  const files = await tx
    .delete(formUploads)
    .where(inArray(
      formUploads.submissionId,
      erased.map((r) => r.submissionId),
    ))
    .returning({ id: formUploads.id });
  return { complaints: erased.length, files: files.length };
}

/** Every complaint (not erased) sent with this address or phone, with its timeline and the names of its files: a subject access export. */
export async function complaintsOfPerson(db: Queryable, who: PersonKey) {
  const match = who.email ? emailMatches(complaints.email, who.email) : who.phoneDigits ? phoneMatches(complaints.phone, who.phoneDigits) : null;
  if (!match) return [];
  const rows = await db
    .select()
    .from(complaints)
    .where(and(isNull(complaints.erasedAt), match))
    .orderBy(asc(complaints.createdAt));
  if (!rows.length) return [];
  const events = await db
    .select()
    .from(complaintEvents)
    .where(inArray(
      complaintEvents.complaintId,
      rows.map((r) => r.id),
    ))
    .orderBy(asc(complaintEvents.at), asc(complaintEvents.id));
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
    events: events.filter((e) => e.complaintId === r.id),
    files: files.filter((f) => f.submissionId === r.submissionId).map(({ name, mime, size }) => ({ name, mime, size })),
  }));
}
