/**
 * Rules of the complaints' staff side (issue 34, README "Staff side"): the inboxes,
 * assignment, the statuses and their moves, notes, replies from templates with
 * attachments, the due date and the answer target, the PDF copy. Every change is one
 * transaction: the conditional update of the complaint (its `version`), the event on
 * its timeline, the audit row and, for a reply, the outbox e-mail.
 */
import { submissionFile, submissionFiles } from '#src/features/forms/queries.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { AppError, NotFoundError, ValidationError } from '#src/server/http/errors.ts';
import type { AuditEntry } from '#src/features/staff/audit.ts';
import type { StaffIdentity } from '#src/features/staff/staff-api.ts';
import { rolesOf, findStaffById } from '#src/features/staff/queries.ts';
import { allows } from '#src/features/staff/permissions.ts';
import { enqueueMail } from '#src/features/mail/service.ts';
import { renderMail } from '#src/features/mail/render.ts';
import { renderSubmissionPdf } from '#src/features/forms/copy-pdf.ts';
import { EXTENSION_MIME, type UploadedFile } from '#src/features/forms/uploads.ts';
import { COMPLAINT_MOVES, MAX_REPLY_BYTES, MAX_REPLY_FILES, OFFERED_TEMPLATE_PREFIXES, REPLY_TEMPLATES, type ComplaintDetail, type OfferedTemplate, type ComplaintForm, type ComplaintStatus, type ComplaintSummary, type ReplyTemplate } from './contract.ts';
import { complaintsText } from './messages.ts';
import { COMPLAINTS_PERMISSIONS } from './permissions.ts';
import { complaintSections } from './service.ts';
import { messageTemplatesByPrefix } from '#src/features/reference/templates.ts';
import { plainText } from '#src/lib/format.ts';
import {
  eventsOf,
  findComplaint,
  insertComplaintEvent,
  listComplaints,
  readSettings,
  staffHolding,
  updateComplaint,
  writeSettings,
  type ComplaintFilter,
  type ComplaintRow,
  type ComplaintSort,
} from './queries.ts';

const DAY_MS = 86_400_000;
/** "Due soon" on the home screen and in the inbox: within this many days. */
export const DUE_SOON_DAYS = 3;
const OPEN: readonly ComplaintStatus[] = ['received', 'in-progress', 'waiting'];

/** Who acts, when, and how their audit rows are written (the staff call's `audit`). */
export interface CaseActor {
  db: Database;
  me: StaffIdentity;
  now: Date;
  audit: (entry: Omit<AuditEntry, 'actorId' | 'actorEmail' | 'clientAddress'>, db?: Queryable) => Promise<void>;
}

/** A complaint's due date: its receipt plus the answer target in days. */
export function dueDate(receivedAt: Date, answerTargetDays: number): Date {
  return new Date(receivedAt.getTime() + answerTargetDays * DAY_MS);
}

/** The due date of a complaint received now, under the answer target in force. */
export async function dueDateForNew(db: Queryable, now: Date): Promise<Date> {
  return dueDate(now, (await readSettings(db)).answerTargetDays);
}

export function isOverdue(row: Pick<ComplaintRow, 'status' | 'dueAt'>, now: Date): boolean {
  return OPEN.includes(row.status) && row.dueAt.getTime() < now.getTime();
}

export function canMove(from: ComplaintStatus, to: ComplaintStatus): boolean {
  return COMPLAINT_MOVES[from].includes(to);
}

const stale = () => new AppError('conflict', { messageKey: 'complaints.staff.stale', messages: complaintsText });
const closed = () => new AppError('conflict', { messageKey: 'complaints.staff.closed', messages: complaintsText });

function summary(row: ComplaintRow & { assigneeName: string | null }, now: Date): ComplaintSummary {
  return {
    id: row.id,
    reference: row.reference,
    type: row.type,
    status: row.status,
    subject: row.subject,
    institutionName: row.institutionName,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName,
    dueAt: row.dueAt.toISOString(),
    overdue: isOverdue(row, now),
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

export interface ListRequest {
  type?: ComplaintFilter['type'];
  status?: ComplaintStatus | undefined;
  assignee?: string | undefined;
  overdue?: 'true' | 'false' | undefined;
  dueSoon?: 'true' | 'false' | undefined;
  reference?: string | undefined;
  page: number;
  perPage: number;
  sort: ComplaintSort;
  order: 'ASC' | 'DESC';
}

/** An inbox: complaints of a type (or all), by status, officer (`me`, `none`), overdue, reference. */
export async function listInbox(db: Queryable, me: StaffIdentity, query: ListRequest, now: Date) {
  const assignee = query.assignee === 'me' ? me.user.id : query.assignee;
  const { rows, total } = await listComplaints(
    db,
    {
      type: query.type,
      status: query.status,
      assignee,
      overdue: query.overdue === 'true',
      dueBy: query.dueSoon === 'true' ? new Date(now.getTime() + DUE_SOON_DAYS * DAY_MS) : undefined,
      reference: query.reference || undefined,
    },
    now,
    { offset: (query.page - 1) * query.perPage, limit: query.perPage, sort: query.sort, order: query.order },
  );
  return { data: rows.map((r) => ({ ...r, overdue: isOverdue(r, now), dueAt: r.dueAt.toISOString(), createdAt: r.createdAt.toISOString() })), total };
}

async function load(db: Queryable, id: number) {
  const row = await findComplaint(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

/** One complaint with its documents and timeline; opening it (personal data) is audited. */
export async function openComplaint(actor: CaseActor, id: number): Promise<ComplaintDetail> {
  const row = await load(actor.db, id);
  const [files, events] = await Promise.all([submissionFiles(actor.db, row.submissionId), eventsOf(actor.db, id)]);
  await actor.audit({ entity: 'complaint', entityId: id, action: 'view' });
  return {
    ...summary(row, actor.now),
    lang: row.lang,
    subjectOther: row.subjectOther,
    role: row.role,
    representativeName: row.representativeName,
    representativeRelation: row.representativeRelation,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    idNumber: row.idNumber,
    phone: row.phone,
    email: row.email,
    address: row.address,
    happenedOn: row.happenedOn,
    whatHappened: row.whatHappened,
    contactedInstitution: row.contactedInstitution,
    actionsTaken: row.actionsTaken,
    outcome: row.outcome,
    files,
    events: events.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      actorName: e.actorName,
      kind: e.kind,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      assigneeId: e.assigneeId,
      body: e.body,
      template: e.details?.template ?? null,
      fromTemplate: e.details?.fromTemplate ?? null,
      files: e.details?.files ?? [],
    })),
    moves: [...COMPLAINT_MOVES[row.status]],
  };
}

/** The accounts a complaint can be given to: enabled, holding complaints.manage. */
export function officers(db: Queryable) {
  return staffHolding(db, COMPLAINTS_PERMISSIONS['complaints.manage'].roles);
}

/**
 * Runs one change: the complaint still at `version` (else 409), not closed, the
 * update, its event and audit row in one transaction (and whatever `more` adds).
 */
async function change(
  actor: CaseActor,
  id: number,
  version: number,
  apply: { set?: Partial<Pick<ComplaintRow, 'status' | 'assigneeId'>>; fromStatus?: ComplaintStatus; event: Omit<Parameters<typeof insertComplaintEvent>[1], 'complaintId' | 'actorId' | 'actorName' | 'at'>; audit: Omit<AuditEntry, 'entity' | 'entityId' | 'actorId' | 'actorEmail' | 'clientAddress'> },
  row: ComplaintRow,
  more?: (tx: Queryable) => Promise<void>,
): Promise<{ version: number }> {
  if (row.version !== version) throw stale();
  return actor.db.transaction(async (tx) => {
    const next = await updateComplaint(tx, id, version, apply.set ?? {}, actor.now, apply.fromStatus ?? row.status);
    if (next === null) throw stale();
    await insertComplaintEvent(tx, { ...apply.event, complaintId: id, actorId: actor.me.user.id, actorName: actor.me.user.name, at: actor.now });
    await actor.audit({ entity: 'complaint', entityId: id, ...apply.audit }, tx);
    await more?.(tx);
    return { version: next };
  });
}

/** Gives the complaint to an officer (or to nobody). */
export async function assignComplaint(actor: CaseActor, id: number, body: { version: number; assigneeId: string | null }) {
  const row = await load(actor.db, id);
  if (row.status === 'closed') throw closed();
  if (body.assigneeId !== null) {
    const person = await findStaffById(actor.db, body.assigneeId);
    if (!person || person.disabled || !allows(await rolesOf(actor.db, person.id), COMPLAINTS_PERMISSIONS['complaints.manage'])) {
      throw new ValidationError([{ field: 'assigneeId', messageKey: 'complaints.staff.assignee' }], complaintsText);
    }
  }
  return change(
    actor,
    id,
    body.version,
    { set: { assigneeId: body.assigneeId }, event: { kind: 'assigned', assigneeId: body.assigneeId }, audit: { action: 'assign', changes: { assignee: { before: row.assigneeId, after: body.assigneeId } } } },
    row,
  );
}

/** One move along the statuses (COMPLAINT_MOVES); any other is 409. */
export async function moveComplaint(actor: CaseActor, id: number, body: { version: number; status: ComplaintStatus }) {
  const row = await load(actor.db, id);
  if (row.version !== body.version) throw stale();
  if (!canMove(row.status, body.status)) {
    const name = (s: ComplaintStatus) => s;
    throw new AppError('conflict', { messageKey: 'complaints.staff.transition', params: { from: name(row.status), to: name(body.status) }, messages: complaintsText });
  }
  return change(
    actor,
    id,
    body.version,
    { set: { status: body.status }, fromStatus: row.status, event: { kind: 'status', fromStatus: row.status, toStatus: body.status }, audit: { action: 'status', changes: { status: { before: row.status, after: body.status } } } },
    row,
  );
}

/** An internal note on the timeline (never sent; in the audit log as a note, without its text). */
export async function noteComplaint(actor: CaseActor, id: number, body: { version: number; text: string; fromTemplate?: string | undefined }) {
  const row = await load(actor.db, id);
  const from = body.fromTemplate;
  return change(actor, id, body.version, { event: { kind: 'note', body: body.text, ...(from ? { details: { fromTemplate: from } } : {}) }, audit: { action: 'note', ...(from ? { changes: { fromTemplate: { after: from } } } : {}) } }, row);
}

/** A template's HTML as the plain text of a reply: one paragraph per block, separated by a blank line. */
export function templateText(html: string | null): string {
  return (html ?? '')
    .split(/<\/(?:p|li|h[1-6]|div|tr|blockquote)>|<br\s*\/?>/i)
    .map((part) => plainText(part))
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The message templates offered to fill a reply or a note on this complaint: the
 * published `complaint-reply-…` and `complaint-staff-note-…` entries, in the
 * complainant's language or the nearest one, with `{reference}` and `{name}` filled in.
 */
export async function offeredTemplates(db: Queryable, id: number, now: Date): Promise<OfferedTemplate[]> {
  const row = await load(db, id);
  const name = (row.lang.startsWith('zh') ? (row.nameZh ?? row.nameEn) : (row.nameEn ?? row.nameZh)) ?? '';
  const fill = (text: string) => text.replaceAll('{reference}', row.reference).replaceAll('{name}', name);
  const out: OfferedTemplate[] = [];
  for (const use of ['reply', 'note'] as const) {
    for (const t of await messageTemplatesByPrefix(db, row.lang, OFFERED_TEMPLATE_PREFIXES[use], now)) {
      const text = fill(templateText(t.content));
      if (!text) continue;
      const named = use === 'reply' ? REPLY_TEMPLATES.find((k) => t.alias === `${OFFERED_TEMPLATE_PREFIXES.reply}${k}` || t.alias.startsWith(`${OFFERED_TEMPLATE_PREFIXES.reply}${k}-`)) : undefined;
      out.push({ alias: t.alias, use, kind: named ?? null, title: t.title, text, lang: t.lang, fallback: t.fallback });
    }
  }
  return out;
}

export const REPLY_KEYS = (template: ReplyTemplate) => [`complaints.reply.${template}.subject`, `complaints.reply.${template}.opening`, 'complaints.reply.closing', 'complaints.reply.files'] as const;

/** The reply e-mail, in the complainant's language (English where a template lacks it). */
export function renderReply(row: Pick<ComplaintRow, 'lang' | 'reference'>, template: ReplyTemplate, text: string, files: readonly string[]) {
  const lang = complaintsText.wholeIn(row.lang, [...REPLY_KEYS(template)]);
  const t = (key: Parameters<typeof complaintsText.t>[1], params?: Record<string, string>) => complaintsText.t(lang, key, params);
  const paragraphs = [t(`complaints.reply.${template}.opening`, { reference: row.reference }), ...text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean)];
  if (files.length) paragraphs.push(t('complaints.reply.files', { files: files.join(', ') }));
  paragraphs.push(t('complaints.reply.closing'));
  return { lang, ...renderMail({ lang, title: t(`complaints.reply.${template}.subject`, { reference: row.reference }), paragraphs }) };
}

/**
 * A reply to the complainant by e-mail from a template, with the officer's text and
 * files (already checked like the public's uploads: `readUploads`). The e-mail is
 * in the outbox when the event and the audit row are written, or none of them is.
 */
export async function replyToComplaint(actor: CaseActor, id: number, body: { version: number; template: ReplyTemplate; text: string; fromTemplate?: string | undefined }, files: readonly UploadedFile[]) {
  const row = await load(actor.db, id);
  if (row.status === 'closed') throw closed();
  if (files.length > MAX_REPLY_FILES || files.reduce((n, f) => n + f.size, 0) > MAX_REPLY_BYTES) {
    throw new ValidationError([{ field: 'attachments', messageKey: 'complaints.staff.replyFiles' }], complaintsText);
  }
  const names = files.map((f) => f.name);
  const mail = renderReply(row, body.template, body.text, names);
  return change(
    actor,
    id,
    body.version,
    {
      event: { kind: 'reply', body: body.text, details: { template: body.template, lang: mail.lang, files: names, ...(body.fromTemplate ? { fromTemplate: body.fromTemplate } : {}) } },
      audit: { action: 'reply', changes: { template: { after: body.template }, files: { after: names.length }, ...(body.fromTemplate ? { fromTemplate: { after: body.fromTemplate } } : {}) } },
    },
    row,
    async (tx) => {
      await enqueueMail(tx, {
        to: row.email,
        lang: mail.lang,
        kind: 'complaints.reply',
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // The type of the file's checked extension, without parameters (the outbox takes a bare type).
        attachments: files.map((f) => ({ filename: f.name, contentType: EXTENSION_MIME[f.ext].replace(/;.*$/, ''), content: f.content })),
      });
    },
  );
}

/** The answer target (days) and its version, for the settings screen. */
export async function complaintSettings(db: Queryable) {
  return { id: 'answer-target' as const, ...(await readSettings(db)) };
}

/** Sets the answer target; complaints received from now on are due that many days later (those already received keep their date). */
export async function setAnswerTarget(actor: CaseActor, body: { version: number; answerTargetDays: number }) {
  const before = await readSettings(actor.db);
  if (before.version !== body.version) throw stale();
  await actor.db.transaction(async (tx) => {
    if (!(await writeSettings(tx, body.answerTargetDays, body.version, actor.now))) throw stale();
    await actor.audit({ entity: 'complaint-settings', entityId: 'answer-target', action: 'update', changes: { answerTargetDays: { before: before.answerTargetDays, after: body.answerTargetDays } } }, tx);
  });
  return complaintSettings(actor.db);
}

/** The complaint as the complainant sent it, as the PDF copy they were e-mailed (their language); audited. */
export async function complaintCopy(actor: CaseActor, id: number): Promise<{ name: string; content: Buffer }> {
  const row = await load(actor.db, id);
  const files = await submissionFiles(actor.db, row.submissionId);
  const form = { ...row, agreed: true, subjectOther: row.subjectOther ?? undefined } as unknown as ComplaintForm;
  const typeName = complaintsText.t(row.lang, `complaints.type.${row.type}`);
  const content = await renderSubmissionPdf({
    lang: row.lang,
    title: complaintsText.t(row.lang, 'complaints.copyTitle', { type: typeName }),
    reference: row.reference,
    submittedAt: row.createdAt,
    sections: complaintSections(row.lang, form, row.institutionName),
    attachments: files.map((f) => f.name),
  });
  await actor.audit({ entity: 'complaint', entityId: id, action: 'download-copy' });
  return { name: `${row.reference}.pdf`, content };
}

/** One of the complainant's files, for download; audited. */
export async function complaintDocument(actor: CaseActor, id: number, fileId: number): Promise<{ name: string; content: Buffer }> {
  const file = await submissionFile(actor.db, (await load(actor.db, id)).submissionId, fileId);
  if (!file) throw new NotFoundError();
  await actor.audit({ entity: 'complaint', entityId: id, action: 'download-attachment', changes: { file: { after: file.name } } });
  return file;
}
