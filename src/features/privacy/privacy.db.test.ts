/**
 * Personal data (issue 34, Law 8/2005): the daily job erases exactly what is past its
 * retention period and nothing else (a day either side of each period), runs once with
 * two runners at the same time and writes one audit row of counts; the subject access
 * request finds one person's order, complaint, application, subscription and e-mails
 * by address (any case) or phone (with or without spaces or +853), and its export is a
 * download holding JSON and XLSX; periods are saved with a version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import ExcelJS from 'exceljs';
import { openDatabase, type Database, type DatabaseHandle } from '#src/server/db/open.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { coinOrderEvents, coinOrders, coins } from '#src/features/coins/schema.ts';
import { complaintEvents, complaints } from '#src/features/complaints/schema.ts';
import { reproductionApplications, reproductionEvents } from '#src/features/reproduction/schema.ts';
import { formSubmissions, formUploads } from '#src/features/forms/schema.ts';
import { alertSubscriptions } from '#src/features/alerts/schema.ts';
import { mailAttachments, mailOutbox, mailSuppressions } from '#src/features/mail/schema.ts';
import { auditLog } from '#src/features/staff/schema.ts';
import { listAudit } from '#src/features/staff/queries.ts';
import { signedInAgent, type StaffAgent, TEST_ORIGIN } from '#src/features/staff/tests/agent.ts';
import { ALL as accessRoute } from '#src/api/staff/privacy-access/index.ts';
import { ALL as exportRoute } from '#src/api/staff/privacy-access/[id]/export.ts';
import { GET as retentionRoute, POST as retentionSaveRoute } from '#src/api/staff/privacy-retention/[id].ts';
import type { APIContext } from 'astro';
import type { AccessRequestAnswer, RetentionRecord } from './contract.ts';
import { gatherPersonalData, runRetention } from './service.ts';

let database: TestDatabase;
let second: DatabaseHandle | undefined;
const db = (): Database => database.db;
const NOW = new Date('2026-11-29T02:00:00Z');
const ago = (days: number, from = NOW) => new Date(from.getTime() - days * 86_400_000);

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase();
  // On PostgreSQL a second pool on the same database stands for a second server instance.
  if (database.url) second = await openDatabase({ kind: 'postgres', url: database.url, poolMax: 4 });
}, 60_000);
afterAll(async () => {
  await second?.close();
  await database.dispose();
});

let serial = 0;
let coinId = 0;
async function coin(): Promise<number> {
  if (coinId) return coinId;
  const [row] = await db()
    .insert(coins)
    .values({ slug: 'privacy-coin', year: 2024, type: 'silver', series: 'test', diameterHmm: 4000, weightCg: 3110, metal: 'silver', fineness: 999, faceValue: 10000, mintage: 100, priceAvos: 50000, orderLimit: 5, buyerLimit: 10, stock: 100, status: 'on-sale', issueDate: '2024-01-01', picture: '<svg/>' })
    .returning();
  coinId = row!.id;
  return coinId;
}

interface Person {
  email: string;
  phone: string;
}
const someone = (): Person => ({ email: `person${String(++serial)}@example.mo`, phone: `6600${String(1000 + serial)}` });

/** An order placed `placedDaysAgo`, moved to `status` `endedDaysAgo` (its timeline says so), with a staff note. */
async function order(status: 'collected' | 'cancelled' | 'expired' | 'paid', endedDaysAgo: number, who: Person = someone()) {
  await coin();
  const [row] = await db()
    .insert(coinOrders)
    .values({ reference: `CO-T-${String(++serial)}`, lang: 'en', name: 'Chan Tai Man', address: 'Rua Central 1', phone: who.phone, email: who.email, contactSlot: 'either', smsConsent: true, delivery: 'counter', itemsAvos: 50000, deliveryAvos: 0, totalAvos: 50000, status, createdAt: ago(endedDaysAgo + 30), updatedAt: ago(endedDaysAgo) })
    .returning();
  await db().insert(coinOrderEvents).values([
    { orderId: row!.id, at: ago(endedDaysAgo + 30), note: 'Buyer phoned: collects on Friday' },
    { orderId: row!.id, at: ago(endedDaysAgo), fromStatus: 'received', toStatus: status },
  ]);
  // A later staff note does not move the end of the order's life.
  await db().update(coinOrders).set({ updatedAt: ago(endedDaysAgo - 10) }).where(eq(coinOrders.id, row!.id));
  return row!;
}

async function submission(formType: string) {
  const [row] = await db().insert(formSubmissions).values({ formType, reference: `${formType}-${String(++serial)}`, client: 'h' }).returning();
  await db().insert(formUploads).values({ submissionId: row!.id, field: 'files', name: 'bank-statement.pdf', mime: 'application/pdf', size: 4, sha256: `sha-${String(serial)}`, content: Buffer.from('%PDF') });
  return row!;
}

async function complaint(status: 'closed' | 'answered', endedDaysAgo: number, who: Person = someone()) {
  const sub = await submission('CP');
  const [row] = await db()
    .insert(complaints)
    .values({ submissionId: sub.id, reference: sub.reference!, lang: 'en', type: 'dsb', subject: 'fees', role: 'customer', nameEn: 'Chan Tai Man', idNumber: '1234567(8)', phone: who.phone, email: who.email, address: 'Rua Central 1', institution: 'bank-a', institutionName: 'Bank A', happenedOn: '2020-01-01', whatHappened: 'A fee was charged twice.', contactedInstitution: 'yes', outcome: 'A refund', status, createdAt: ago(endedDaysAgo + 40), updatedAt: ago(endedDaysAgo - 5) })
    .returning();
  await db().insert(complaintEvents).values([
    { complaintId: row!.id, at: ago(endedDaysAgo + 20), kind: 'reply', body: 'Dear Mr Chan, …', details: { template: 'answer', files: ['answer.pdf'] } },
    { complaintId: row!.id, at: ago(endedDaysAgo), kind: 'status', fromStatus: 'answered', toStatus: status },
  ]);
  return row!;
}

async function application(status: 'approved' | 'refused' | 'received', endedDaysAgo: number, who: Person = someone(), areaCode = '+853') {
  const sub = await submission('RP');
  const [row] = await db()
    .insert(reproductionApplications)
    .values({ submissionId: sub.id, reference: sub.reference!, lang: 'en', applicantName: 'Escola Exemplo', contactPerson: 'Chan Tai Man', email: who.email, areaCode, phone: who.phone, purpose: 'teaching', banknotes: [], coins: [{ denomination: '1', quantity: 2 }], total: 2, finished: 'same', declaredAt: ago(endedDaysAgo + 30), status, createdAt: ago(endedDaysAgo + 30), updatedAt: ago(endedDaysAgo) })
    .returning();
  if (status !== 'received') await db().insert(reproductionEvents).values({ applicationId: row!.id, at: ago(endedDaysAgo), kind: status, fromStatus: 'received', toStatus: status, body: 'Approved for class use.', letter: Buffer.from('%PDF-letter') });
  return row!;
}

async function mail(status: 'sent' | 'pending', daysAgo: number, to = someone().email) {
  const [row] = await db()
    .insert(mailOutbox)
    .values({ kind: 'complaints.reply', to, lang: 'en', subject: 'Your complaint', text: 'Dear Mr Chan', status, createdAt: ago(daysAgo), sentAt: status === 'sent' ? ago(daysAgo) : null })
    .returning();
  await db().insert(mailAttachments).values({ outboxId: row!.id, position: 0, filename: 'answer.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF') });
  return row!;
}

async function suppressed(daysAgo: number) {
  const who = someone();
  await db().insert(mailSuppressions).values({ email: who.email, reason: '550 no such user', suppressedAt: ago(daysAgo) });
  await db().insert(alertSubscriptions).values({ status: 'active', email: who.email.toUpperCase(), lang: 'en', region: 'MO', occupation: 'other', institution: '-', topics: ['press'], frequency: 'daily' });
  return who.email;
}

describe('the retention job', () => {
  it('erases exactly what is past its period (a day either side), once with two runners, with one audit row of counts', async () => {
    // Defaults: orders 730 days, complaints and applications 1825, e-mail copies 180, suppressions 365.
    const oldOrder = await order('collected', 731);
    const oldCancelled = await order('cancelled', 731);
    const youngOrder = await order('collected', 729);
    const openOrder = await order('paid', 2000);
    const oldComplaint = await complaint('closed', 1826);
    const youngComplaint = await complaint('closed', 1824);
    const openComplaint = await complaint('answered', 3000);
    const oldApplication = await application('approved', 1826);
    const youngApplication = await application('refused', 1824);
    const openApplication = await application('received', 3000);
    const oldMail = await mail('sent', 181);
    const youngMail = await mail('sent', 179);
    const waitingMail = await mail('pending', 500);
    const oldSuppression = await suppressed(366);
    const youngSuppression = await suppressed(364);

    const runners = [db(), second?.db ?? db()];
    const reports = await Promise.all(runners.map((r) => runRetention(r, NOW)));
    const report = reports.find((r) => r !== null);
    expect(reports.filter((r) => r !== null)).toHaveLength(1);
    expect(report?.counts).toEqual({ orders: 2, complaints: 1, complaintFiles: 1, applications: 1, applicationFiles: 1, letters: 1, mails: 1, mailAttachments: 1, suppressions: 1, subscriptions: 1, accessRequests: 0 });

    const orders = await db().select().from(coinOrders).where(inArray(coinOrders.id, [oldOrder.id, oldCancelled.id, youngOrder.id, openOrder.id])).orderBy(coinOrders.id);
    expect(orders.map((o) => [o.email === '', o.name === '', o.phone === '', o.erasedAt !== null])).toEqual([
      [true, true, true, true],
      [true, true, true, true],
      [false, false, false, false],
      [false, false, false, false],
    ]);
    // The erased order stays for the counts, its notes gone.
    expect(orders[0]).toMatchObject({ status: 'collected', totalAvos: 50000, smsConsent: false, address: '' });
    const notes = await db().select({ orderId: coinOrderEvents.orderId, note: coinOrderEvents.note }).from(coinOrderEvents).where(inArray(coinOrderEvents.orderId, [oldOrder.id, youngOrder.id]));
    expect(notes.filter((n) => n.orderId === oldOrder.id).every((n) => n.note === null)).toBe(true);
    expect(notes.some((n) => n.orderId === youngOrder.id && n.note)).toBe(true);

    const cs = await db().select().from(complaints).where(inArray(complaints.id, [oldComplaint.id, youngComplaint.id, openComplaint.id])).orderBy(complaints.id);
    expect(cs.map((c) => [c.email, c.idNumber === '', c.whatHappened === '', c.nameEn])).toEqual([
      ['', true, true, null],
      [youngComplaint.email, false, false, 'Chan Tai Man'],
      [openComplaint.email, false, false, 'Chan Tai Man'],
    ]);
    expect(cs[0]).toMatchObject({ type: 'dsb', institution: 'bank-a', status: 'closed' });
    const files = await db().select({ submissionId: formUploads.submissionId }).from(formUploads).where(inArray(formUploads.submissionId, [oldComplaint.submissionId, youngComplaint.submissionId, oldApplication.submissionId, youngApplication.submissionId]));
    expect(files.map((f) => f.submissionId).sort()).toEqual([youngComplaint.submissionId, youngApplication.submissionId].sort());
    const [reply] = await db().select().from(complaintEvents).where(eq(complaintEvents.complaintId, oldComplaint.id)).orderBy(complaintEvents.id);
    expect(reply).toMatchObject({ kind: 'reply', body: null, details: null });

    const apps = await db().select().from(reproductionApplications).where(inArray(reproductionApplications.id, [oldApplication.id, youngApplication.id, openApplication.id])).orderBy(reproductionApplications.id);
    expect(apps.map((a) => [a.email === '', a.contactPerson === '', a.erasedAt !== null])).toEqual([
      [true, true, true],
      [false, false, false],
      [false, false, false],
    ]);
    const letters = await db().select({ applicationId: reproductionEvents.applicationId, letter: reproductionEvents.letter }).from(reproductionEvents).where(inArray(reproductionEvents.applicationId, [oldApplication.id, youngApplication.id]));
    expect(letters.find((l) => l.applicationId === oldApplication.id)?.letter).toBeNull();
    expect(letters.find((l) => l.applicationId === youngApplication.id)?.letter).not.toBeNull();

    const mails = await db().select().from(mailOutbox).where(inArray(mailOutbox.id, [oldMail.id, youngMail.id, waitingMail.id])).orderBy(mailOutbox.id);
    expect(mails.map((m) => [m.to === '', m.text === '', m.erasedAt !== null])).toEqual([
      [true, true, true],
      [false, false, false],
      [false, false, false],
    ]);
    const attachments = await db().select({ outboxId: mailAttachments.outboxId }).from(mailAttachments).where(inArray(mailAttachments.outboxId, [oldMail.id, youngMail.id, waitingMail.id]));
    expect(attachments.map((a) => a.outboxId).sort()).toEqual([youngMail.id, waitingMail.id].sort());

    const suppressions = await db().select({ email: mailSuppressions.email }).from(mailSuppressions);
    expect(suppressions.map((s) => s.email)).toEqual([youngSuppression]);
    const subscriptions = await db().select({ email: alertSubscriptions.email }).from(alertSubscriptions);
    expect(subscriptions.map((s) => s.email.toLowerCase()).sort()).toEqual([youngSuppression]);
    expect(subscriptions.map((s) => s.email.toLowerCase())).not.toContain(oldSuppression);

    // One audit row, by no person, with numbers only.
    const { rows } = await listAudit(db(), { entity: 'privacy-retention' }, 0, 10);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: null, entityId: '2026-11-29', action: 'run', changes: { orders: { after: 2 }, complaintFiles: { after: 1 }, mails: { after: 1 } } });
    expect(JSON.stringify(rows[0])).not.toMatch(/@example\.mo|Chan/);

    // Later the same day: nothing. The next day: what has reached its period since (the young ones, one day
    // short yesterday), and nothing open. The day after: nothing more.
    expect(await runRetention(db(), new Date(NOW.getTime() + 3_600_000))).toBeNull();
    const next = await runRetention(db(), new Date(NOW.getTime() + 86_400_000));
    expect(next?.counts).toMatchObject({ orders: 1, complaints: 1, applications: 1, mails: 1, suppressions: 1, subscriptions: 1 });
    const after = await runRetention(db(), new Date(NOW.getTime() + 2 * 86_400_000));
    expect(after?.counts).toMatchObject({ orders: 0, complaints: 0, applications: 0, mails: 0, suppressions: 0, subscriptions: 0 });
    expect((await db().select({ erasedAt: coinOrders.erasedAt }).from(coinOrders).where(eq(coinOrders.id, openOrder.id)))[0]?.erasedAt).toBeNull();
    expect(await db().$count(auditLog, eq(auditLog.entity, 'privacy-retention'))).toBe(3);
  });
});

describe('the subject access request', () => {
  let admin: StaffAgent;
  const chan: Person = { email: 'Chan.TM@Example.MO', phone: '+853 6612 3456' };

  beforeAll(async () => {
    admin = await signedInAgent(db(), 'privacy-admin', ['administrator'], '192.0.2.51');
    await order('collected', 10, chan);
    await complaint('answered', 10, { email: 'chan.tm@example.mo', phone: '66123456' });
    await application('received', 10, { email: 'CHAN.TM@example.mo', phone: '6612-3456' }, '+853');
    await db().insert(alertSubscriptions).values({ status: 'active', email: 'chan.tm@example.mo', lang: 'pt', region: 'MO', occupation: 'other', institution: '-', topics: ['press'], frequency: 'daily' });
    await mail('sent', 3, 'chan.tm@example.mo');
    // Someone else.
    await order('collected', 10, { email: 'lee@example.mo', phone: '66129999' });
  });

  it('finds the order, complaint, application, subscription and e-mails by address in any case', async () => {
    const data = await gatherPersonalData(db(), '  chan.tm@EXAMPLE.mo ');
    expect([data.orders.length, data.complaints.length, data.applications.length, data.subscriptions.length, data.mails.length]).toEqual([1, 1, 1, 1, 1]);
    expect(data.complaints[0]?.files.map((f) => f.name)).toEqual(['bank-statement.pdf']);
    expect(data.complaints[0]?.events.length).toBe(2);
    expect(data.orders[0]?.events.length).toBe(2);
    expect(data.mails[0]?.attachments).toEqual(['answer.pdf']);
  });

  it('finds the order, complaint and application by phone, with or without spaces or +853', async () => {
    for (const phone of ['66123456', '6612 3456', '+853 6612 3456', '+85366123456', '00853 6612-3456']) {
      const data = await gatherPersonalData(db(), phone);
      expect([data.orders.length, data.complaints.length, data.applications.length], phone).toEqual([1, 1, 1]);
      expect(data.orders[0]?.email).toBe('Chan.TM@Example.MO');
    }
    expect((await gatherPersonalData(db(), '66123457')).orders).toHaveLength(0);
  });

  it('answers counts and a download link; the export is an attachment, no-store, holding JSON and XLSX; both audited, the address masked', async () => {
    const answer = await admin.call<AccessRequestAnswer>(accessRoute, '/api/staff/privacy-access', { body: { subject: 'chan.tm@example.mo' } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.counts).toEqual({ orders: 1, complaints: 1, applications: 1, subscriptions: 1, mails: 1, suppressed: false });
    expect(answer.body.data.download).not.toContain('chan');

    const headers = new Headers({ Cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'Api-Language': 'en' });
    const request = new Request(new URL(answer.body.data.download, TEST_ORIGIN), { headers });
    const response = await exportRoute({ request, url: new URL(request.url), params: { id: answer.body.data.id }, locals: {}, clientAddress: admin.address } as unknown as APIContext);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="access-request-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['access-request.json', 'access-request.xlsx']);
    const doc = JSON.parse(strFromU8(files['access-request.json']!)) as { coinOrders: { reference: string; events: unknown[] }[]; complaints: unknown[]; reproductionApplications: unknown[]; alertSubscriptions: unknown[]; emails: unknown[] };
    expect(doc.coinOrders[0]?.events).toHaveLength(2);
    expect([doc.complaints.length, doc.reproductionApplications.length, doc.alertSubscriptions.length, doc.emails.length]).toEqual([1, 1, 1, 1]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(files['access-request.xlsx']!) as unknown as ArrayBuffer);
    expect(book.getWorksheet('Coin orders')?.getRow(2).values).toContain(doc.coinOrders[0]?.reference);

    const { rows } = await listAudit(db(), { entity: 'privacy-access-request' }, 0, 10);
    expect(rows.map((r) => r.action)).toEqual(['download', 'create']);
    expect(rows[1]?.changes).toMatchObject({ subject: { after: 'c***@example.mo' }, found: { after: { orders: 1 } } });
    expect(JSON.stringify(rows)).not.toContain('chan.tm');

    // Someone else's request, or one past its hour, is not downloadable.
    const other = await signedInAgent(db(), 'privacy-admin-2', ['administrator'], '192.0.2.52');
    const theirs = new Request(new URL(answer.body.data.download, TEST_ORIGIN), { headers: new Headers({ Cookie: [...other.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }) });
    expect((await exportRoute({ request: theirs, url: new URL(theirs.url), params: { id: answer.body.data.id }, locals: {}, clientAddress: other.address } as unknown as APIContext)).status).toBe(404);
  });

  it('refuses what is neither an address nor a phone number, field by field (400)', async () => {
    const answer = await admin.call(accessRoute, '/api/staff/privacy-access', { body: { subject: 'chan tai man' } });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('Enter one e-mail address or one phone number.');
  });
});

describe('retention periods in the back office', () => {
  it('an administrator saves them with a version (stale: 409); the audit row has before and after', async () => {
    const admin = await signedInAgent(db(), 'privacy-admin-3', ['administrator'], '192.0.2.53');
    const read = async () => (await admin.call<RetentionRecord>(retentionRoute, '/api/staff/privacy-retention/retention', { params: { id: 'retention' } })).body.data;
    const before = await read();
    expect(before).toMatchObject({ ordersDays: 730, complaintsDays: 1825, applicationsDays: 1825, mailDays: 180, suppressionsDays: 365, version: 0 });
    const { id: _id, lastRun: _run, ...form } = before;
    const saved = await admin.call<RetentionRecord>(retentionSaveRoute, '/api/staff/privacy-retention/retention', { params: { id: 'retention' }, body: { ...form, ordersDays: 365 } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ ordersDays: 365, version: 1 });
    const stale = await admin.call(retentionSaveRoute, '/api/staff/privacy-retention/retention', { params: { id: 'retention' }, body: { ...form, ordersDays: 400 } });
    expect(stale.status).toBe(409);
    const bad = await admin.call(retentionSaveRoute, '/api/staff/privacy-retention/retention', { params: { id: 'retention' }, body: { ...form, version: 1, mailDays: 0 } });
    expect(bad.status).toBe(400);
    const { rows } = await listAudit(db(), { entity: 'privacy-retention' }, 0, 10);
    expect(rows.find((r) => r.action === 'update')?.changes).toEqual({ ordersDays: { before: 730, after: 365 } });
  });
});
