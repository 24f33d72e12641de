/**
 * The complaints' staff side over a database (issue 34): inboxes per type, assignment,
 * the statuses (one step at a time, 409 otherwise and for a stale version), notes,
 * replies by e-mail in the complainant's language with files, the due date and the
 * overdue view, the answer target, the PDF copy and the documents as downloads only
 * — each change on the timeline and in the audit log, in one transaction.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { insertSubmission, insertUploads } from '#src/features/forms/queries.ts';
import { multipart } from '#src/features/forms/tests/upload-samples.ts';
import { rawCall, staffPeople, type Person } from '#src/features/forms/tests/staff-agents.ts';
import { mailAttachments, mailOutbox } from '#src/features/mail/schema.ts';
import { auditLog } from '#src/features/staff/schema.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { insertComplaint } from './queries.ts';
import { complaintEvents, complaints } from './schema.ts';
import { dueDateForNew } from './staff-service.ts';
import type { ComplaintDetail, ComplaintSummary } from './contract.ts';
import { ALL as listRoute } from '#src/api/staff/complaints/index.ts';
import { ALL as oneRoute } from '#src/api/staff/complaints/[id].ts';
import { ALL as assignRoute } from '#src/api/staff/complaints/[id]/assign.ts';
import { ALL as statusRoute } from '#src/api/staff/complaints/[id]/status.ts';
import { ALL as noteRoute } from '#src/api/staff/complaints/[id]/note.ts';
import { ALL as replyRoute } from '#src/api/staff/complaints/[id]/reply.ts';
import { ALL as copyRoute } from '#src/api/staff/complaints/[id]/copy.ts';
import { ALL as fileRoute } from '#src/api/staff/complaints/[id]/files/[file].ts';
import { ALL as homeRoute } from '#src/api/staff/home.ts';
import { ALL as officersRoute } from '#src/api/staff/complaints/officers.ts';
import { GET as settingsRoute, POST as settingsSaveRoute } from '#src/api/staff/complaint-settings/[id].ts';

let database: TestDatabase;
let people: Record<'officer' | 'colleague' | 'admin' | 'auditor' | 'clerk', Person>;
let sequence = 0;

beforeAll(async () => {
  process.env.LOG_FORMAT = process.env.DEBUG_LOG ?? 'off';
  database = await openTestDatabase();
  people = await staffPeople(database.db, {
    officer: ['complaints-officer'],
    colleague: ['complaints-officer'],
    admin: ['administrator'],
    auditor: ['auditor'],
    clerk: ['shop-clerk'],
  });
}, 120_000);
afterAll(() => database.dispose());

/** A fictional complaint as the public form stores it (no real person), with one document. */
async function complaint(values: { type?: 'dsb' | 'dsg' | 'def'; lang?: Language; dueAt?: Date } = {}) {
  sequence += 1;
  const reference = `CPL-2026-${String(sequence).padStart(6, '0')}-T`;
  const submission = await insertSubmission(database.db, { formType: 'complaint', idempotencyKey: null, fingerprint: null, client: 'test' });
  if (!submission) throw new Error('no submission');
  await insertComplaint(database.db, {
    submissionId: submission.id,
    reference,
    type: values.type ?? 'dsb',
    lang: values.lang ?? 'zh-hant',
    subject: 'cards',
    role: 'customer',
    nameZh: '陳大文',
    nameEn: 'Chan Tai Man',
    idNumber: '51234567',
    phone: '66123456',
    email: `complainant${String(sequence)}@example.mo`,
    address: '澳門新馬路100號3樓A座',
    institution: 'tai-fung-bank',
    institutionName: '大豐銀行',
    happenedOn: '2026-09-14',
    whatHappened: 'Two card payments that I did not make were charged.',
    contactedInstitution: 'no',
    outcome: 'Refund of the two payments.',
    ...(values.dueAt ? { dueAt: values.dueAt } : {}),
  });
  const [file] = await insertUploads(database.db, [
    { submissionId: submission.id, field: 'attachments', name: 'statement.pdf', mime: 'application/pdf', size: 20, sha256: `sha-${reference}`, content: Buffer.from('%PDF-1.4 <script>x</script>') },
  ]);
  const [row] = await database.db.select({ id: complaints.id }).from(complaints).where(eq(complaints.reference, reference));
  return { id: row!.id, reference, fileId: file!.id, email: `complainant${String(sequence)}@example.mo` };
}

const path = (id: number, action = '') => `/api/staff/complaints/${String(id)}${action ? `/${action}` : ''}`;
const open = async (who: Person, id: number) => (await who.call<ComplaintDetail>(oneRoute, path(id), { params: { id: String(id) } })).body.data;
const auditRows = (entityId: number) => database.db.select().from(auditLog).where(eq(auditLog.entityId, String(entityId))).orderBy(desc(auditLog.id));

describe('inboxes and assignment', () => {
  it('lists each type in its own inbox, and the unassigned', async () => {
    const a = await complaint({ type: 'dsg' });
    const b = await complaint({ type: 'def' });
    const inbox = async (query: string) => (await people.officer.call<{ data: ComplaintSummary[]; total: number }>(listRoute, `/api/staff/complaints?${query}`)).body.data.data.map((c) => c.reference);
    expect(await inbox('type=dsg')).toContain(a.reference);
    expect(await inbox('type=dsg')).not.toContain(b.reference);
    expect(await inbox('type=def')).toContain(b.reference);
    expect(await inbox('assignee=none')).toEqual(expect.arrayContaining([a.reference, b.reference]));
    expect((await people.clerk.call(listRoute, '/api/staff/complaints')).status).toBe(403);
  });

  it('assigns to an officer holding complaints.manage, never to someone else; on the timeline and in the audit log', async () => {
    const c = await complaint();
    const officers = (await people.auditor.call<{ data: { id: string }[] }>(officersRoute, '/api/staff/complaints/officers')).body.data.data.map((o) => o.id);
    expect(officers).toEqual(expect.arrayContaining([people.officer.id, people.colleague.id, people.admin.id]));
    expect(officers).not.toContain(people.auditor.id);

    const refused = await people.officer.call(assignRoute, path(c.id, 'assign'), { body: { version: 1, assigneeId: people.auditor.id }, params: { id: String(c.id) } });
    expect(refused.status).toBe(400);
    const given = await people.officer.call<{ version: number }>(assignRoute, path(c.id, 'assign'), { body: { version: 1, assigneeId: people.colleague.id }, params: { id: String(c.id) } });
    expect(given.status).toBe(200);
    expect(given.body.data.version).toBe(2);
    const detail = await open(people.colleague, c.id);
    expect(detail.assigneeName).toBe('colleague');
    expect(detail.events).toEqual([expect.objectContaining({ kind: 'assigned', actorName: 'officer', assigneeId: people.colleague.id })]);
    const mine = (await people.colleague.call<{ data: ComplaintSummary[] }>(listRoute, '/api/staff/complaints?assignee=me')).body.data.data.map((x) => x.reference);
    expect(mine).toEqual([c.reference]);
    expect((await auditRows(c.id)).map((r) => r.action)).toEqual(expect.arrayContaining(['assign', 'view']));
    // The auditor reads but does not act.
    expect((await people.auditor.call(assignRoute, path(c.id, 'assign'), { body: { version: 2, assigneeId: null }, params: { id: String(c.id) } })).status).toBe(403);
  });
});

describe('statuses', () => {
  const move = (who: Person, id: number, version: number, status: string) => who.call<{ version: number }>(statusRoute, path(id, 'status'), { body: { version, status }, params: { id: String(id) } });

  it('moves one step at a time, waiting ↔ in progress both ways, and refuses skips, going back and stale versions with 409', async () => {
    const c = await complaint();
    expect((await move(people.officer, c.id, 1, 'answered')).status).toBe(409);
    expect((await move(people.officer, c.id, 1, 'closed')).status).toBe(409);
    expect((await move(people.officer, c.id, 1, 'in-progress')).status).toBe(200);
    // Another officer still holding version 1 is refused.
    const stale = await move(people.colleague, c.id, 1, 'waiting');
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed this complaint/);
    expect((await move(people.officer, c.id, 2, 'received')).status).toBe(409);
    expect((await move(people.officer, c.id, 2, 'waiting')).status).toBe(200);
    expect((await move(people.officer, c.id, 3, 'in-progress')).status).toBe(200);
    expect((await move(people.officer, c.id, 4, 'answered')).status).toBe(200);
    expect((await move(people.officer, c.id, 5, 'in-progress')).status).toBe(409);
    expect((await move(people.officer, c.id, 5, 'closed')).status).toBe(200);
    expect((await move(people.officer, c.id, 6, 'in-progress')).status).toBe(409);
    const detail = await open(people.officer, c.id);
    expect(detail.status).toBe('closed');
    expect(detail.moves).toEqual([]);
    expect(detail.events.map((e) => `${e.fromStatus ?? ''}→${e.toStatus ?? ''}`)).toEqual(['received→in-progress', 'in-progress→waiting', 'waiting→in-progress', 'in-progress→answered', 'answered→closed']);
    const audited = (await auditRows(c.id)).filter((r) => r.action === 'status');
    expect(audited).toHaveLength(5);
    expect(audited[0]?.changes).toEqual({ status: { before: 'answered', after: 'closed' } });
  });

  it('keeps notes on the timeline, internal, with the version rule', async () => {
    const c = await complaint();
    const note = await people.officer.call(noteRoute, path(c.id, 'note'), { body: { version: 1, text: 'Called the bank’s complaints desk; they will reply by Friday.' }, params: { id: String(c.id) } });
    expect(note.status).toBe(200);
    expect((await people.officer.call(noteRoute, path(c.id, 'note'), { body: { version: 1, text: 'again' }, params: { id: String(c.id) } })).status).toBe(409);
    expect((await people.officer.call(noteRoute, path(c.id, 'note'), { body: { version: 2, text: '  ' }, params: { id: String(c.id) } })).status).toBe(400);
    const detail = await open(people.auditor, c.id);
    expect(detail.events).toEqual([expect.objectContaining({ kind: 'note', body: 'Called the bank’s complaints desk; they will reply by Friday.' })]);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.email));
    expect(mails).toHaveLength(0);
    const row = (await auditRows(c.id)).find((r) => r.action === 'note');
    expect(JSON.stringify(row)).not.toContain('Friday');
  });
});

describe('replies', () => {
  const reply = (who: Person, id: number, fields: Record<string, string>, files: { filename: string; data: string }[] = []) =>
    who.call<{ version: number }>(replyRoute, path(id, 'reply'), {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=----amcm-test-boundary-7MA4YWxkTrZu0gW' },
      body: multipart([...Object.entries(fields).map(([name, data]) => ({ name, data })), ...files.map((f) => ({ name: 'attachments', filename: f.filename, contentType: 'text/plain', data: f.data }))]).toString('utf8'),
      params: { id: String(id) },
    });

  it('e-mails the complainant in their language from the template, with the files; on the timeline and in the audit log', async () => {
    const c = await complaint({ lang: 'zh-hant' });
    const answer = await reply(people.officer, c.id, { version: '1', template: 'answer', text: 'The bank has agreed to refund both payments within 7 days.' }, [{ filename: 'bank-letter.txt', data: 'Refund confirmed by the bank.' }]);
    expect(answer.status).toBe(200);
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.email));
    expect(mail?.subject).toBe(`你的投訴 ${c.reference}：本局的答覆`);
    expect(mail?.lang).toBe('zh-hant');
    expect(mail?.text).toContain('The bank has agreed to refund both payments');
    expect(mail?.text).toContain('附件：bank-letter.txt。');
    const attached = await database.db.select().from(mailAttachments).where(eq(mailAttachments.outboxId, mail!.id));
    expect(attached.map((a) => [a.filename, a.content.toString()])).toEqual([['bank-letter.txt', 'Refund confirmed by the bank.']]);
    const detail = await open(people.officer, c.id);
    expect(detail.events).toEqual([expect.objectContaining({ kind: 'reply', template: 'answer', files: ['bank-letter.txt'] })]);
    expect((await auditRows(c.id)).map((r) => r.action)).toContain('reply');
  });

  it('writes in Portuguese or simplified Chinese to those who wrote in it', async () => {
    for (const [lang, subject] of [['pt', 'A sua reclamação'], ['zh-hans', '你的投诉'], ['en', 'Your complaint']] as const) {
      const c = await complaint({ lang });
      expect((await reply(people.officer, c.id, { version: '1', template: 'information', text: 'Please send the card statement of September.' })).status).toBe(200);
      const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.email));
      expect(mail?.subject.startsWith(subject)).toBe(true);
    }
  });

  it('checks the files like the public’s, and a refused reply leaves nothing: no e-mail, no event, no audit row', async () => {
    const c = await complaint();
    const badName = await reply(people.officer, c.id, { version: '1', template: 'progress', text: 'Update.' }, [{ filename: 'run me.exe', data: 'MZ' }]);
    expect(badName.status).toBe(400);
    const badType = await reply(people.officer, c.id, { version: '1', template: 'progress', text: 'Update.' }, [{ filename: 'letter.pdf', data: 'not a pdf at all' }]);
    expect(badType.status).toBe(400);
    expect((await reply(people.officer, c.id, { version: '1', template: 'nonsense', text: 'Update.' })).status).toBe(400);
    expect((await reply(people.officer, c.id, { version: '7', template: 'progress', text: 'Update.' })).status).toBe(409);
    expect((await people.officer.call(replyRoute, path(c.id, 'reply'), { body: { version: 1, template: 'progress', text: 'JSON' }, params: { id: String(c.id) } })).status).toBe(400);
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.email))).toHaveLength(0);
    expect(await database.db.select().from(complaintEvents).where(eq(complaintEvents.complaintId, c.id))).toHaveLength(0);
    expect((await auditRows(c.id)).filter((r) => r.action === 'reply')).toHaveLength(0);
  });
});

describe('due dates', () => {
  it('shows what is overdue until it is answered', async () => {
    const late = await complaint({ dueAt: new Date(Date.now() - 86_400_000) });
    const onTime = await complaint();
    const overdue = async () => (await people.officer.call<{ data: ComplaintSummary[] }>(listRoute, '/api/staff/complaints?overdue=true&perPage=200')).body.data.data;
    expect((await overdue()).map((c) => c.reference)).toContain(late.reference);
    expect((await overdue()).map((c) => c.reference)).not.toContain(onTime.reference);
    expect((await overdue()).every((c) => c.overdue)).toBe(true);
    for (const [version, status] of [[1, 'in-progress'], [2, 'answered']] as const) {
      await people.officer.call(statusRoute, path(late.id, 'status'), { body: { version, status }, params: { id: String(late.id) } });
    }
    expect((await overdue()).map((c) => c.reference)).not.toContain(late.reference);
  });

  it('puts what is due within 3 days, overdue or unassigned on the home screen of those who read complaints', async () => {
    await complaint({ dueAt: new Date(Date.now() - 3_600_000) });
    await complaint({ dueAt: new Date(Date.now() + 2 * 86_400_000) });
    const tasks = async (who: Person) => (await who.call<{ tasks: { key: string; count: number; href: string }[] }>(homeRoute, '/api/staff/home')).body.data.tasks;
    const mine = Object.fromEntries((await tasks(people.officer)).map((t) => [t.key, t.count]));
    const [due, overdueCount, unassigned] = await Promise.all([
      people.officer.call<{ total: number }>(listRoute, '/api/staff/complaints?dueSoon=true').then((a) => a.body.data.total),
      people.officer.call<{ total: number }>(listRoute, '/api/staff/complaints?overdue=true').then((a) => a.body.data.total),
      database.db.select().from(complaints).then((rows) => rows.filter((r) => !r.assigneeId && ['received', 'in-progress', 'waiting'].includes(r.status)).length),
    ]);
    expect(due).toBeGreaterThanOrEqual(2);
    expect(mine).toMatchObject({ 'complaints.home.due': due, 'complaints.home.overdue': overdueCount, 'complaints.home.unassigned': unassigned });
    expect((await tasks(people.clerk)).filter((t) => t.key.startsWith('complaints.'))).toEqual([]);
  });

  it('the administrator sets the answer target (30 days by default); new complaints are due that many days after receipt', async () => {
    const params = { id: 'answer-target' };
    const read = await people.admin.call<{ answerTargetDays: number; version: number }>(settingsRoute, '/api/staff/complaint-settings/answer-target', { params });
    expect(read.body.data).toMatchObject({ answerTargetDays: 30, version: 0 });
    const now = new Date('2026-11-02T02:00:00Z');
    expect((await dueDateForNew(database.db, now)).toISOString()).toBe('2026-12-02T02:00:00.000Z');
    expect((await people.officer.call(settingsSaveRoute, '/api/staff/complaint-settings/answer-target', { body: { version: 0, answerTargetDays: 10 }, params })).status).toBe(403);
    expect((await people.admin.call(settingsSaveRoute, '/api/staff/complaint-settings/answer-target', { body: { version: 0, answerTargetDays: 0 }, params })).status).toBe(400);
    const saved = await people.admin.call<{ answerTargetDays: number; version: number }>(settingsSaveRoute, '/api/staff/complaint-settings/answer-target', { body: { version: 0, answerTargetDays: 10 }, params });
    expect(saved.body.data).toMatchObject({ answerTargetDays: 10, version: 1 });
    expect((await people.admin.call(settingsSaveRoute, '/api/staff/complaint-settings/answer-target', { body: { version: 0, answerTargetDays: 12 }, params })).status).toBe(409);
    expect((await dueDateForNew(database.db, now)).toISOString()).toBe('2026-11-12T02:00:00.000Z');
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.entity, 'complaint-settings'));
    expect(row?.changes).toEqual({ answerTargetDays: { before: 30, after: 10 } });
  });
});

describe('documents', () => {
  it('serves the complainant’s files only as downloads, audited, and refuses a role without the permission', async () => {
    const c = await complaint();
    const params = { id: String(c.id), file: String(c.fileId) };
    const answer = await rawCall(people.auditor, fileRoute, `${path(c.id)}/files/${String(c.fileId)}`, { params });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="statement.pdf"; filename*=UTF-8''statement.pdf`);
    expect(answer.headers.get('content-type')).toBe('application/octet-stream');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toMatch(/no-store/);
    expect(answer.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(Buffer.from(await answer.arrayBuffer()).toString()).toBe('%PDF-1.4 <script>x</script>');
    const [row] = (await auditRows(c.id)).filter((r) => r.action === 'download-attachment');
    expect(row).toMatchObject({ actorId: people.auditor.id, entity: 'complaint', changes: { file: { after: 'statement.pdf' } } });

    const refused = await rawCall(people.clerk, fileRoute, `${path(c.id)}/files/${String(c.fileId)}`, { params });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-disposition')).toBeNull();
    // Another complaint's file number does not open through this complaint.
    const other = await complaint();
    expect((await rawCall(people.officer, fileRoute, 'x', { params: { id: String(c.id), file: String(other.fileId) } })).status).toBe(404);
  });

  it('gives the complaint’s PDF copy as a download, audited', async () => {
    const c = await complaint({ lang: 'en' });
    const answer = await rawCall(people.officer, copyRoute, path(c.id, 'copy'), { params: { id: String(c.id) } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain(`filename="${c.reference}.pdf"`);
    expect(Buffer.from(await answer.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await auditRows(c.id)).map((r) => r.action)).toContain('download-copy');
  });
});
