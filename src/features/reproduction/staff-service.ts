/**
 * Rules of the reproduction applications' staff side (issue 34, README "Staff side"):
 * the list, each application with the calculators' size check of every line (rules.ts,
 * the very functions the public calculators use), requests for more information by
 * e-mail, and the decision — approval or refusal — with its letter (PDF, in the
 * applicant's language) attached to the e-mail. Each change is one transaction: the
 * conditional update (`version`), the event, the audit row, the outbox e-mail.
 */
import { submissionFile, submissionFiles } from '#src/features/forms/queries.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { AppError, NotFoundError } from '#src/server/http/errors.ts';
import type { AuditEntry } from '#src/features/staff/audit.ts';
import type { StaffIdentity } from '#src/features/staff/staff-api.ts';
import { enqueueMail } from '#src/features/mail/service.ts';
import { renderMail } from '#src/features/mail/render.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { checkCopy, coinSize, noteSize, type RealSize } from './rules.ts';
import { finishedSize, type ApplicationDetail, type ApplicationStatus } from './contract.ts';
import { reproductionText } from './messages.ts';
import { renderDecisionLetter } from './letter-pdf.ts';
import {
  applicationEvents,
  decisionLetter,
  findApplication,
  insertApplicationEvent,
  listApplications,
  updateApplication,
  type ApplicationRow,
  type ApplicationSort,
} from './queries.ts';

export interface CaseActor {
  db: Database;
  me: StaffIdentity;
  now: Date;
  audit: (entry: Omit<AuditEntry, 'actorId' | 'actorEmail' | 'clientAddress'>, db?: Queryable) => Promise<void>;
}

/** Where an application may go from each status: approved and refused are final. */
export const APPLICATION_MOVES: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  received: ['info-requested', 'approved', 'refused'],
  'info-requested': ['info-requested', 'approved', 'refused'],
  approved: [],
  refused: [],
};

const stale = () => new AppError('conflict', { messageKey: 'reproduction.staff.stale', messages: reproductionText });
const decided = () => new AppError('conflict', { messageKey: 'reproduction.staff.decided', messages: reproductionText });

export async function listForStaff(db: Queryable, query: { status?: ApplicationStatus | undefined; reference?: string | undefined; page: number; perPage: number; sort: ApplicationSort; order: 'ASC' | 'DESC' }) {
  const { rows, total } = await listApplications(db, { status: query.status, reference: query.reference || undefined }, { offset: (query.page - 1) * query.perPage, limit: query.perPage, sort: query.sort, order: query.order });
  return { data: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
}

/** Each line's item in the applicant's (or the officer's) language. */
function itemNames(lang: Language, row: Pick<ApplicationRow, 'banknotes' | 'coins'>): { name: string; quantity: number; real: RealSize }[] {
  const t = (key: Parameters<typeof reproductionText.t>[1], params?: Record<string, string>) => reproductionText.t(lang, key, params);
  return [
    ...row.banknotes.map((l) => ({
      name: `${t(l.bank === 'boc' ? 'reproduction.bank.boc' : 'reproduction.bank.bnu')} ${t('reproduction.mop', { value: l.denomination })} (${t(l.sides === 'single' ? 'reproduction.sides.single' : 'reproduction.sides.double')})`,
      quantity: l.quantity,
      real: noteSize(l.bank as 'bnu' | 'boc', l.denomination as '10'),
    })),
    ...row.coins.map((l) => ({ name: t('reproduction.mop', { value: l.denomination }), quantity: l.quantity, real: coinSize(l.denomination as '1') })),
  ];
}

/** The calculators' check of every line at the planned finished size (rules.ts, unchanged). */
export function lineChecks(lang: Language, row: ApplicationRow): ApplicationDetail['lines'] {
  const size = finishedSize({ finished: row.finished, finishedWidthMm: row.finishedWidthMm ?? undefined, finishedHeightMm: row.finishedHeightMm ?? undefined });
  return itemNames(lang, row).map(({ name, quantity, real }) => {
    const base = { item: name, quantity, realWidthMm: real.known ? real.widthMm : null, realHeightMm: real.known ? real.heightMm : null };
    if (!size) return { ...base, verdict: 'same-as-sample' as const, areaPercent: null };
    if (!real.known) return { ...base, verdict: 'unknown-size' as const, areaPercent: null };
    const check = checkCopy(real, { kind: 'size', ...size });
    return { ...base, verdict: check.allowed ? ('allowed' as const) : ('refused' as const), areaPercent: check.areaPercent };
  });
}

async function load(db: Queryable, id: number): Promise<ApplicationRow> {
  const row = await findApplication(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

/** One application with its size checks, documents and timeline; opening it is audited. */
export async function openApplication(actor: CaseActor, id: number, staffLang: Language): Promise<ApplicationDetail> {
  const row = await load(actor.db, id);
  const [files, events] = await Promise.all([submissionFiles(actor.db, row.submissionId), applicationEvents(actor.db, id)]);
  await actor.audit({ entity: 'reproduction-application', entityId: id, action: 'view' });
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    applicantName: row.applicantName,
    total: row.total,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    lang: row.lang,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: `+${row.areaCode} ${row.phone}`,
    purpose: row.purpose === 'other' ? `other: ${row.purposeOther ?? ''}` : row.purpose,
    finished: row.finished,
    finishedText: row.finishedText,
    finishedWidthMm: row.finishedWidthMm,
    finishedHeightMm: row.finishedHeightMm,
    lines: lineChecks(staffLang, row),
    files,
    events: events.map((e) => ({ ...e, at: e.at.toISOString(), letter: Boolean(e.letter) })),
  };
}

async function move(
  actor: CaseActor,
  row: ApplicationRow,
  version: number,
  to: ApplicationStatus,
  event: { kind: 'info-requested' | 'approved' | 'refused'; body: string; letter?: Buffer },
  mail: { subject: string; text: string; html: string; lang: Language; attachments?: { filename: string; contentType: string; content: Buffer }[] },
) {
  if (row.version !== version) throw stale();
  if (!APPLICATION_MOVES[row.status].includes(to)) throw decided();
  return actor.db.transaction(async (tx) => {
    const next = await updateApplication(tx, row.id, version, row.status, to, actor.now);
    if (next === null) throw stale();
    await insertApplicationEvent(tx, { applicationId: row.id, at: actor.now, actorId: actor.me.user.id, actorName: actor.me.user.name, kind: event.kind, fromStatus: row.status, toStatus: to, body: event.body, letter: event.letter ?? null });
    await actor.audit({ entity: 'reproduction-application', entityId: row.id, action: event.kind, changes: { status: { before: row.status, after: to } } }, tx);
    await enqueueMail(tx, { to: row.email, lang: mail.lang, kind: `reproduction.${event.kind}`, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.attachments ? { attachments: mail.attachments } : {}) });
    return { version: next };
  });
}

/** Asks the applicant for more information by e-mail, in their language. */
export async function requestInformation(actor: CaseActor, id: number, body: { version: number; text: string }) {
  const row = await load(actor.db, id);
  const lang = reproductionText.wholeIn(row.lang, ['reproduction.info.subject', 'reproduction.info.opening']);
  const paragraphs = [reproductionText.t(lang, 'reproduction.info.opening', { reference: row.reference }), ...body.text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean)];
  const mail = renderMail({ lang, title: reproductionText.t(lang, 'reproduction.info.subject', { reference: row.reference }), paragraphs });
  return move(actor, row, body.version, 'info-requested', { kind: 'info-requested', body: body.text }, { ...mail, lang });
}

const LETTER_KEYS = [
  'reproduction.letter.approved.title',
  'reproduction.letter.refused.title',
  'reproduction.letter.approved.body',
  'reproduction.letter.refused.body',
  'reproduction.decision.subject',
  'reproduction.decision.body',
] as const;

/** Approves or refuses, with the letter (PDF, applicant's language) kept on the timeline and sent attached. */
export async function decide(actor: CaseActor, id: number, body: { version: number; decision: 'approved' | 'refused'; text: string }) {
  const row = await load(actor.db, id);
  if (row.version !== body.version) throw stale();
  if (!APPLICATION_MOVES[row.status].includes(body.decision)) throw decided();
  const lang = reproductionText.wholeIn(row.lang, [...LETTER_KEYS]);
  const letter = await renderDecisionLetter({
    lang,
    decision: body.decision,
    reference: row.reference,
    applicantName: row.applicantName,
    contactPerson: row.contactPerson,
    receivedAt: row.createdAt,
    decidedAt: actor.now,
    items: itemNames(lang, row).map((i) => `${i.name} × ${String(i.quantity)}`),
    notes: body.text,
  });
  const mail = renderMail({
    lang,
    title: reproductionText.t(lang, 'reproduction.decision.subject', { reference: row.reference }),
    paragraphs: [reproductionText.t(lang, 'reproduction.decision.body', { reference: row.reference })],
  });
  return move(actor, row, body.version, body.decision, { kind: body.decision, body: body.text, letter }, {
    ...mail,
    lang,
    attachments: [{ filename: `${row.reference}-${body.decision}.pdf`, contentType: 'application/pdf', content: letter }],
  });
}

/** A decision letter as sent, for download; audited. */
export async function letterOf(actor: CaseActor, id: number, eventId: number): Promise<{ name: string; content: Buffer }> {
  const row = await decisionLetter(actor.db, id, eventId);
  if (!row?.letter) throw new NotFoundError();
  await actor.audit({ entity: 'reproduction-application', entityId: id, action: 'download-letter' });
  return { name: `${row.reference}-${row.kind}.pdf`, content: row.letter };
}

/** One of the applicant's files, for download; audited. */
export async function applicationDocument(actor: CaseActor, id: number, fileId: number): Promise<{ name: string; content: Buffer }> {
  const file = await submissionFile(actor.db, (await load(actor.db, id)).submissionId, fileId);
  if (!file) throw new NotFoundError();
  await actor.audit({ entity: 'reproduction-application', entityId: id, action: 'download-attachment', changes: { file: { after: file.name } } });
  return file;
}
