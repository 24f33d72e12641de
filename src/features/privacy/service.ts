/**
 * Personal data protection (Macao's Law 8/2005; README.md): the retention periods, the
 * daily deletion job's pass, and the subject access request. The records are each
 * feature's: this module asks each feature's queries to erase or find them.
 */
import { randomBytes } from 'node:crypto';
import { AppError } from '#src/server/http/errors.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import type { PersonKey } from '#src/server/db/person.ts';
import { appendAudit, maskEmail, maskText, type AuditEntry } from '#src/features/staff/audit.ts';
import { eraseOrdersEndedBefore, ordersOfPerson } from '#src/features/coins/queries.ts';
import { complaintsOfPerson, eraseComplaintsClosedBefore } from '#src/features/complaints/queries.ts';
import { applicationsOfPerson, eraseApplicationsDecidedBefore } from '#src/features/reproduction/queries.ts';
import { deleteSubscriptionsOfEmails, subscriptionsOfEmail } from '#src/features/alerts/queries.ts';
import { deleteSuppressionsBefore, eraseMailBefore, mailsTo } from '#src/features/mail/queries.ts';
import { suppressionOf } from '#src/features/mail/service.ts';
import { RETENTION_KINDS, subjectKind, type AccessCounts, type RetentionDays, type RetentionRecord } from './contract.ts';
import { privacyText } from './messages.ts';
import { accessRequest, claimRunDay, deleteAccessRequestsBefore, insertAccessRequest, lastRun, readRetention, recordRunCounts, writeRetention } from './queries.ts';

const DAY_MS = 86_400_000;
/** How long an access request's export may be downloaded, and how long the request itself is kept. */
export const ACCESS_DOWNLOAD_MS = 60 * 60_000;
export const ACCESS_KEEP_MS = DAY_MS;

/** The Macao day (UTC+8, no daylight saving) of an instant, YYYY-MM-DD. */
export const macaoDay = (at: Date): string => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

type Audit = (entry: Omit<AuditEntry, 'actorId' | 'actorEmail' | 'clientAddress'>, tx?: Queryable) => Promise<void>;

// --- retention periods ------------------------------------------------------------------

export async function retentionSettings(db: Queryable): Promise<RetentionRecord> {
  const [days, run] = await Promise.all([readRetention(db), lastRun(db)]);
  return { id: 'retention', ...days, lastRun: run ? { day: run.day, ranAt: run.ranAt.toISOString(), counts: run.counts } : null };
}

const stale = () => new AppError('conflict', { messageKey: 'privacy.stale', messages: privacyText });

/** Saves the periods (409 when someone saved after `version`); the audit row names each change. */
export async function saveRetention(db: Database, body: RetentionDays & { version: number }, audit: Audit, now: Date): Promise<RetentionRecord> {
  await db.transaction(async (tx) => {
    const before = await readRetention(tx);
    if (before.version !== body.version) throw stale();
    const days = Object.fromEntries(RETENTION_KINDS.map((k) => [k, body[k]])) as RetentionDays;
    if (!(await writeRetention(tx, days, body.version, now))) throw stale();
    const changes = Object.fromEntries(RETENTION_KINDS.filter((k) => before[k] !== days[k]).map((k) => [k, { before: before[k], after: days[k] }]));
    await audit({ entity: 'privacy-retention', entityId: 'retention', action: 'update', changes }, tx);
  });
  return retentionSettings(db);
}

// --- the daily deletion job --------------------------------------------------------------

export interface RetentionReport {
  day: string;
  counts: Record<string, number>;
}

/**
 * One day's pass: in one transaction, takes the Macao day (another instance, or a
 * second pass the same day, finds it taken and does nothing: null), erases what is past
 * its period, and writes one audit row with the counts — numbers only, never what was
 * erased. A failure rolls everything back, the day included, so the next pass tries again.
 */
export async function runRetention(db: Database, now = new Date()): Promise<RetentionReport | null> {
  const day = macaoDay(now);
  return db.transaction(async (tx) => {
    if (!(await claimRunDay(tx, day, now))) return null;
    const days = await readRetention(tx);
    const cutoff = (n: number) => new Date(now.getTime() - n * DAY_MS);
    const orders = await eraseOrdersEndedBefore(tx, cutoff(days.ordersDays), now);
    const complaints = await eraseComplaintsClosedBefore(tx, cutoff(days.complaintsDays), now);
    const applications = await eraseApplicationsDecidedBefore(tx, cutoff(days.applicationsDays), now);
    const mail = await eraseMailBefore(tx, cutoff(days.mailDays), now);
    const suppressed = await deleteSuppressionsBefore(tx, cutoff(days.suppressionsDays));
    const subscriptions = await deleteSubscriptionsOfEmails(tx, suppressed);
    const accessRequests = await deleteAccessRequestsBefore(tx, new Date(now.getTime() - ACCESS_KEEP_MS));
    const counts = {
      orders,
      complaints: complaints.complaints,
      complaintFiles: complaints.files,
      applications: applications.applications,
      applicationFiles: applications.files,
      letters: applications.letters,
      mails: mail.mails,
      mailAttachments: mail.attachments,
      suppressions: suppressed.length,
      subscriptions,
      accessRequests,
    };
    await recordRunCounts(tx, day, counts);
    await appendAudit(
      tx,
      {
        actorId: null,
        actorEmail: null,
        clientAddress: null,
        entity: 'privacy-retention',
        entityId: day,
        action: 'run',
        changes: { ...Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, { after: n }])), periods: { after: days } },
      },
      now,
    );
    return { day, counts };
  });
}

// --- subject access request --------------------------------------------------------------

/** Who a typed address or phone number designates: an address in lower case, a number by its digits without +853/00853. */
export function personKey(subject: string): PersonKey & { kind: 'email' | 'phone' } {
  const kind = subjectKind(subject);
  if (kind === 'email') return { kind, email: subject.trim().toLowerCase(), phoneDigits: null };
  if (kind === 'phone') {
    const digits = subject.replace(/\D/g, '');
    const local = /^(?:00)?853(\d{8})$/.exec(digits)?.[1];
    return { kind, email: null, phoneDigits: local ?? digits };
  }
  throw new AppError('bad_request', { messageKey: 'privacy.subject', messages: privacyText });
}

const masked = (subject: string) => (subject.includes('@') ? maskEmail(subject.trim()) : maskText(subject.replace(/\s/g, '')));

/** Everything held on one address or phone number, each feature's records with their timelines. */
export async function gatherPersonalData(db: Queryable, subject: string) {
  const who = personKey(subject);
  const [orders, complaints, applications, subscriptions, mails, suppression] = await Promise.all([
    ordersOfPerson(db, who),
    complaintsOfPerson(db, who),
    applicationsOfPerson(db, who),
    who.email ? subscriptionsOfEmail(db, who.email) : Promise.resolve([]),
    who.email ? mailsTo(db, who.email) : Promise.resolve([]),
    who.email ? suppressionOf(db, who.email) : Promise.resolve(null),
  ]);
  return { subject: subject.trim(), kind: who.kind, orders, complaints, applications, subscriptions, mails, suppression };
}
export type PersonalData = Awaited<ReturnType<typeof gatherPersonalData>>;

export function countsOf(data: PersonalData): AccessCounts {
  return { orders: data.orders.length, complaints: data.complaints.length, applications: data.applications.length, subscriptions: data.subscriptions.length, mails: data.mails.length, suppressed: data.suppression !== null };
}

/**
 * Records a subject access request and says what was found. The address travels in
 * this POST's body only: the export is then fetched by the request's id.
 */
export async function requestAccess(db: Database, subject: string, actorId: string, audit: Audit, now: Date) {
  const data = await gatherPersonalData(db, subject);
  const counts = countsOf(data);
  const id = randomBytes(16).toString('hex');
  await db.transaction(async (tx) => {
    await insertAccessRequest(tx, { id, subject: data.subject, requestedBy: actorId, createdAt: now });
    await audit({ entity: 'privacy-access-request', entityId: id, action: 'create', changes: { subject: { after: masked(data.subject) }, found: { after: counts } } }, tx);
  });
  return { id, kind: data.kind, counts, download: `/api/staff/privacy-access/${id}/export` };
}

/** The request's data, for its maker within the hour (else 404 with `privacy.expired`). */
export async function accessRequestData(db: Queryable, id: string, actorId: string, now: Date): Promise<{ data: PersonalData; subject: string; createdAt: Date }> {
  const row = /^[0-9a-f]{32}$/.test(id) ? await accessRequest(db, id) : null;
  if (!row || row.requestedBy !== actorId || now.getTime() - row.createdAt.getTime() > ACCESS_DOWNLOAD_MS) {
    throw new AppError('not_found', { messageKey: 'privacy.expired', messages: privacyText });
  }
  return { data: await gatherPersonalData(db, row.subject), subject: masked(row.subject), createdAt: row.createdAt };
}
