/**
 * The reproduction applications' staff side over a database (issue 34): the list,
 * the calculators' size check of every line, a request for information and the
 * decision with its letter (PDF in the applicant's language, attached to the e-mail
 * and kept), the version and final-status rules, the documents as downloads only.
 */
import { desc, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { insertSubmission, insertUploads } from '#src/features/forms/queries.ts';
import { rawCall, staffPeople, type Person } from '#src/features/forms/tests/staff-agents.ts';
import { mailAttachments, mailOutbox } from '#src/features/mail/schema.ts';
import { auditLog } from '#src/features/staff/schema.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { insertApplication } from './queries.ts';
import { reproductionApplications } from './schema.ts';
import type { ApplicationDetail } from './contract.ts';
import { ALL as listRoute } from '#src/api/staff/applications/index.ts';
import { ALL as oneRoute } from '#src/api/staff/applications/[id].ts';
import { ALL as infoRoute } from '#src/api/staff/applications/[id]/request-information.ts';
import { ALL as decisionRoute } from '#src/api/staff/applications/[id]/decision.ts';
import { ALL as fileRoute } from '#src/api/staff/applications/[id]/files/[file].ts';
import { ALL as letterRoute } from '#src/api/staff/applications/[id]/letters/[event].ts';
import { ALL as complaintsRoute } from '#src/api/staff/complaints/index.ts';

let database: TestDatabase;
let people: Record<'officer' | 'colleague' | 'auditor' | 'complaints', Person>;
let sequence = 0;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase();
  people = await staffPeople(database.db, { officer: ['applications-officer'], colleague: ['applications-officer'], auditor: ['auditor'], complaints: ['complaints-officer'] });
}, 120_000);
afterAll(() => database.dispose());

/** A fictional application as the public form stores it, finished copies 140 × 70 mm, with one document. */
async function application(lang: Language = 'zh-hant') {
  sequence += 1;
  const reference = `RP-2026-${String(sequence).padStart(6, '0')}-T`;
  const submission = await insertSubmission(database.db, { formType: 'reproduction', idempotencyKey: null, fingerprint: null, client: 'test' });
  if (!submission) throw new Error('no submission');
  const email = `applicant${String(sequence)}@example.mo`;
  await insertApplication(database.db, {
    submissionId: submission.id,
    reference,
    lang,
    applicantName: '澳門教育出版社',
    contactPerson: '李小明',
    email,
    areaCode: '853',
    phone: '28123456',
    purpose: 'teaching',
    banknotes: [
      { bank: 'bnu', denomination: '10', quantity: 200, sides: 'single' },
      { bank: 'boc', denomination: '100', quantity: 50, sides: 'double' },
      { bank: 'bnu', denomination: '100', quantity: 10, sides: 'single' },
    ],
    coins: [{ denomination: '5', quantity: 300 }],
    total: 560,
    finished: 'different',
    finishedText: 'Printed on one side of card for a classroom game.',
    finishedWidthMm: '140',
    finishedHeightMm: '70',
    declaredAt: new Date(),
  });
  const [file] = await insertUploads(database.db, [{ submissionId: submission.id, field: 'attachments', name: 'sample.png', mime: 'image/png', size: 8, sha256: `sha-${reference}`, content: Buffer.from('\x89PNG\r\n\x1a\n') }]);
  const [row] = await database.db.select({ id: reproductionApplications.id }).from(reproductionApplications).where(eq(reproductionApplications.reference, reference));
  return { id: row!.id, reference, email, fileId: file!.id };
}

const path = (id: number, action = '') => `/api/staff/applications/${String(id)}${action ? `/${action}` : ''}`;
const open = async (who: Person, id: number) => (await who.call<ApplicationDetail>(oneRoute, path(id), { params: { id: String(id) } })).body.data;
const mailsTo = (to: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);
const auditRows = (id: number) => database.db.select().from(auditLog).where(eq(auditLog.entityId, String(id))).orderBy(desc(auditLog.id));

describe('the list and the size check', () => {
  it('lists applications and checks every line with the calculators’ rules', async () => {
    const a = await application();
    const list = await people.auditor.call<{ data: { reference: string; status: string }[] }>(listRoute, '/api/staff/applications?status=received');
    expect(list.body.data.data.map((x) => x.reference)).toContain(a.reference);
    const detail = await open(people.officer, a.id);
    expect(detail.lines.map((l) => [l.item, l.quantity, l.verdict])).toEqual([
      ['Banco Nacional Ultramarino (BNU) MOP 10 (Single sided)', 200, 'refused'],
      ['Bank of China, Macau Branch MOP 100 (Double sided)', 50, 'refused'],
      ['Banco Nacional Ultramarino (BNU) MOP 100 (Single sided)', 10, 'unknown-size'],
      ['MOP 5', 300, 'allowed'],
    ]);
    expect(detail.lines[0]).toMatchObject({ realWidthMm: 138, realHeightMm: 69, areaPercent: 102.92 });
    expect((await auditRows(a.id)).map((r) => r.action)).toContain('view');
    expect((await people.complaints.call(listRoute, '/api/staff/applications')).status).toBe(403);
    expect((await people.officer.call(complaintsRoute, '/api/staff/complaints')).status).toBe(403);
  });
});

describe('requests and decisions', () => {
  it('asks for more information by e-mail in the applicant’s language; on the timeline and in the audit log', async () => {
    const a = await application('pt');
    const asked = await people.officer.call(infoRoute, path(a.id, 'request-information'), { body: { version: 1, text: 'Envie, por favor, uma amostra do cartão.' }, params: { id: String(a.id) } });
    expect(asked.status).toBe(200);
    const [mail] = await mailsTo(a.email);
    expect(mail?.subject).toBe(`O seu pedido ${a.reference}: informação necessária`);
    expect(mail?.text).toContain('Envie, por favor, uma amostra do cartão.');
    const detail = await open(people.officer, a.id);
    expect(detail.status).toBe('info-requested');
    expect(detail.events).toEqual([expect.objectContaining({ kind: 'info-requested', fromStatus: 'received', toStatus: 'info-requested', letter: false })]);
    expect((await auditRows(a.id)).map((r) => r.action)).toContain('info-requested');
  });

  it('approves with a letter in the applicant’s language, attached to the e-mail and kept; nothing after a decision', async () => {
    const a = await application('zh-hant');
    expect((await people.officer.call(decisionRoute, path(a.id, 'decision'), { body: { version: 1, decision: 'maybe', text: 'x' }, params: { id: String(a.id) } })).status).toBe(400);
    const approved = await people.officer.call(decisionRoute, path(a.id, 'decision'), { body: { version: 1, decision: 'approved', text: '複製品只可用於課堂教學，不得出售。' }, params: { id: String(a.id) } });
    expect(approved.status).toBe(200);
    const [mail] = await mailsTo(a.email);
    expect(mail?.subject).toBe(`你的申請 ${a.reference}：決定`);
    const [attachment] = await database.db.select().from(mailAttachments).where(eq(mailAttachments.outboxId, mail!.id));
    expect(attachment?.filename).toBe(`${a.reference}-approved.pdf`);
    expect(attachment?.contentType).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(attachment!.content)), { mergePages: true });
    expect(text).toContain('批准複製紙幣及硬幣申請');
    expect(text).toContain('複製品只可用於課堂教學，不得出售。');
    expect(text).toContain('澳門教育出版社');

    const detail = await open(people.auditor, a.id);
    expect(detail.status).toBe('approved');
    const event = detail.events.find((e) => e.kind === 'approved');
    expect(event?.letter).toBe(true);
    const letter = await rawCall(people.auditor, letterRoute, 'x', { params: { id: String(a.id), event: String(event!.id) } });
    expect(letter.status).toBe(200);
    expect(letter.headers.get('content-disposition')).toContain(`filename="${a.reference}-approved.pdf"`);
    expect(Buffer.from(await letter.arrayBuffer()).equals(attachment!.content)).toBe(true);

    // A decision is final, and a stale version is refused.
    expect((await people.colleague.call(decisionRoute, path(a.id, 'decision'), { body: { version: 2, decision: 'refused', text: 'No.' }, params: { id: String(a.id) } })).status).toBe(409);
    expect((await people.colleague.call(infoRoute, path(a.id, 'request-information'), { body: { version: 1, text: 'More?' }, params: { id: String(a.id) } })).status).toBe(409);
    expect(await mailsTo(a.email)).toHaveLength(1);
    expect((await auditRows(a.id)).filter((r) => r.action === 'approved')).toHaveLength(1);
  });

  it('refuses with a letter in English to one who applied in English', async () => {
    const a = await application('en');
    expect((await people.officer.call(decisionRoute, path(a.id, 'decision'), { body: { version: 1, decision: 'refused', text: 'The planned size is within 20% of the real notes.' }, params: { id: String(a.id) } })).status).toBe(200);
    const [mail] = await mailsTo(a.email);
    const [attachment] = await database.db.select().from(mailAttachments).where(eq(mailAttachments.outboxId, mail!.id));
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(attachment!.content)), { mergePages: true });
    expect(text).toContain('Decision on your application to reproduce banknotes and coins');
    expect(text).toContain('The planned size is within 20% of the real notes.');
  });
});

describe('documents', () => {
  it('serves the applicant’s files only as downloads, audited; refused without the permission', async () => {
    const a = await application();
    const params = { id: String(a.id), file: String(a.fileId) };
    const answer = await rawCall(people.officer, fileRoute, 'x', { params });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="sample.png"; filename*=UTF-8''sample.png`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-type')).toBe('application/octet-stream');
    expect(answer.headers.get('cache-control')).toMatch(/no-store/);
    expect((await auditRows(a.id)).find((r) => r.action === 'download-attachment')).toMatchObject({ actorId: people.officer.id });
    expect((await rawCall(people.complaints, fileRoute, 'x', { params })).status).toBe(403);
  });
});
