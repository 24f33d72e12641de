/**
 * Writes the demo case work (data.ts) through the tables the public forms fill — the
 * forms kit's submission (with its reference from the kit's sequence), the feature's
 * record and its files — then the steps staff took: the timeline events and the audit
 * rows the staff calls would have written, at their dates. No e-mail is put in the
 * outbox: the addresses are made up and nothing must be sent to them.
 */
import { sha256Hex } from '#src/server/crypto.ts';
import type { Transaction } from '#src/server/db/open.ts';
import { appendAudit, type AuditChanges } from '#src/features/staff/audit.ts';
import { complaints } from '#src/features/complaints/schema.ts';
import type { ComplaintStatus } from '#src/features/complaints/contract.ts';
import { insertComplaintEvent, readSettings } from '#src/features/complaints/queries.ts';
import { reproductionApplications } from '#src/features/reproduction/schema.ts';
import { insertApplicationEvent } from '#src/features/reproduction/queries.ts';
import { renderDecisionLetter } from '#src/features/reproduction/letter-pdf.ts';
import { coinOrderLines, coinOrders } from '#src/features/coins/schema.ts';
import { insertOrderEvent } from '#src/features/coins/queries.ts';
import { SPECIAL_MAIL_CHARGE } from '#src/features/coins/contract.ts';
import { ORDER_ACTIONS, type OrderStatus } from '#src/features/coins/staff-contract.ts';
import { paymentDeadline } from '#src/features/coins/orders.ts';
import { formSubmissions } from '#src/features/forms/schema.ts';
import { completeSubmission, insertUploads, nextSequence } from '#src/features/forms/queries.ts';
import { formClientHash } from '#src/features/forms/service.ts';
import { formatReference, macaoYear } from '#src/features/forms/reference.ts';
import { writeEntries } from '#src/seed/entries-writer.ts';
import { SEED_BASE_DATE } from '#src/seed/random.ts';
import type { Counts } from '#src/seed/write.ts';
import { APPLICATIONS, CASE_STAFF, COMPLAINTS, DEMO_PAY_BY_DAYS, ORDERS, STAFF_TEMPLATES, type ComplaintCase } from './data.ts';
import { demoCoins } from './queries.ts';

const DAY_MS = 86_400_000;
/** A moment `daysAgo` days before the base date, spread over office hours by `index`. */
const at = (daysAgo: number, index = 0) => new Date(SEED_BASE_DATE.getTime() - daysAgo * DAY_MS + (index % 6) * 3_600_000);

type Staff = (typeof CASE_STAFF)[keyof typeof CASE_STAFF];

async function audit(tx: Transaction, who: Staff, when: Date, entity: string, entityId: string | number, action: string, changes?: AuditChanges) {
  await appendAudit(tx, { actorEmail: who.email, entity, entityId, action, changes: changes ?? null }, when);
}

/** The forms kit's row of one submission, numbered as the public form numbers it. */
async function submission(tx: Transaction, formType: string, prefix: string, createdAt: Date): Promise<{ id: number; reference: string }> {
  const [row] = await tx.insert(formSubmissions).values({ formType, idempotencyKey: null, fingerprint: null, client: formClientHash('seed'), createdAt }).returning({ id: formSubmissions.id });
  if (!row) throw new Error('seed: submission not inserted');
  const reference = formatReference(prefix, macaoYear(createdAt), await nextSequence(tx, prefix, macaoYear(createdAt)));
  await completeSubmission(tx, row.id, reference, JSON.stringify({ reference }));
  return { id: row.id, reference };
}

async function writeComplaint(tx: Transaction, c: ComplaintCase, index: number, targetDays: number): Promise<void> {
  const received = at(c.receivedDaysAgo, index);
  const { id: submissionId, reference } = await submission(tx, 'complaint', 'CPL', received);
  let status: ComplaintStatus = 'received';
  for (const step of c.steps) if (step.kind === 'status') status = step.to;
  const last = c.steps.at(-1);
  const [row] = await tx
    .insert(complaints)
    .values({
      submissionId,
      reference,
      lang: c.lang,
      type: c.type,
      subject: c.subject,
      role: 'customer',
      nameZh: c.nameZh,
      nameEn: c.nameEn,
      idNumber: `X${String(1000000 + index)}(0)`,
      phone: c.phone,
      email: c.email,
      address: c.lang.startsWith('zh') ? '澳門示範街（虛構地址）' : 'Example Street, Macao (fictitious address)',
      institution: c.institution.slug,
      institutionName: c.institution.name,
      happenedOn: at(c.happenedDaysAgo).toISOString().slice(0, 10),
      whatHappened: c.whatHappened,
      contactedInstitution: c.contacted,
      actionsTaken: c.actionsTaken,
      outcome: c.outcome,
      createdAt: received,
      status,
      dueAt: new Date(received.getTime() + targetDays * DAY_MS),
      version: 1 + c.steps.length,
      updatedAt: last ? at(last.daysAgo, index) : received,
    })
    .returning({ id: complaints.id });
  if (!row) throw new Error('seed: complaint not inserted');
  if (c.file) {
    const content = Buffer.from(c.file.text, 'utf8');
    await insertUploads(tx, [{ submissionId, field: 'attachments', name: c.file.name, mime: 'text/plain', size: content.length, sha256: sha256Hex(content), content }]);
  }
  let from: typeof status = 'received';
  const who = CASE_STAFF.complaints;
  for (const step of c.steps) {
    const when = at(step.daysAgo, index);
    const base = { complaintId: row.id, at: when, actorId: null, actorName: who.name };
    if (step.kind === 'status') {
      await insertComplaintEvent(tx, { ...base, kind: 'status', fromStatus: from, toStatus: step.to });
      await audit(tx, who, when, 'complaint', row.id, 'status', { status: { before: from, after: step.to } });
      from = step.to;
    } else if (step.kind === 'note') {
      await insertComplaintEvent(tx, { ...base, kind: 'note', body: step.text });
      await audit(tx, who, when, 'complaint', row.id, 'note');
    } else {
      await insertComplaintEvent(tx, { ...base, kind: 'reply', body: step.text, details: { template: step.template, lang: c.lang, files: [] } });
      await audit(tx, who, when, 'complaint', row.id, 'reply', { template: { after: step.template }, files: { after: 0 } });
    }
  }
}

async function writeApplications(tx: Transaction, counts: Counts): Promise<void> {
  const who = CASE_STAFF.applications;
  for (const [index, a] of APPLICATIONS.entries()) {
    const received = at(a.receivedDaysAgo, index);
    const { id: submissionId, reference } = await submission(tx, 'reproduction', 'RP', received);
    const last = a.steps.at(-1);
    const [row] = await tx
      .insert(reproductionApplications)
      .values({
        submissionId,
        reference,
        lang: a.lang,
        applicantName: a.applicantName,
        contactPerson: a.contactPerson,
        email: a.email,
        areaCode: '853',
        phone: a.phone,
        purpose: a.purpose,
        purposeOther: a.purposeOther,
        banknotes: a.banknotes,
        coins: a.coins,
        total: [...a.banknotes, ...a.coins].reduce((n, l) => n + l.quantity, 0),
        finished: a.finished,
        finishedText: a.finished === 'different' ? 'SPECIMEN' : null,
        finishedWidthMm: a.finished === 'different' ? '120' : null,
        finishedHeightMm: a.finished === 'different' ? '60' : null,
        declaredAt: received,
        createdAt: received,
        status: last?.to ?? 'received',
        version: 1 + a.steps.length,
        updatedAt: last ? at(last.daysAgo, index) : received,
      })
      .returning({ id: reproductionApplications.id });
    if (!row) throw new Error('seed: application not inserted');
    let from: string = 'received';
    for (const step of a.steps) {
      const when = at(step.daysAgo, index);
      const letter =
        step.kind === 'info-requested'
          ? null
          : await renderDecisionLetter({
              lang: a.lang,
              decision: step.kind,
              reference,
              applicantName: a.applicantName,
              contactPerson: a.contactPerson,
              receivedAt: received,
              decidedAt: when,
              items: [...a.banknotes.map((b) => `${b.bank.toUpperCase()} ${b.denomination} MOP × ${String(b.quantity)}`), ...a.coins.map((c) => `${c.denomination} MOP × ${String(c.quantity)}`)],
              notes: step.text,
            });
      await insertApplicationEvent(tx, { applicationId: row.id, at: when, actorId: null, actorName: who.name, kind: step.kind, fromStatus: from, toStatus: step.to, body: step.text, letter });
      await audit(tx, who, when, 'reproduction-application', row.id, step.kind, { status: { before: from, after: step.to } });
      from = step.to;
    }
  }
  counts.reproductionApplications = (counts.reproductionApplications ?? 0) + APPLICATIONS.length;
}

async function writeOrders(tx: Transaction, counts: Counts): Promise<void> {
  const coins = await demoCoins(tx);
  const who = CASE_STAFF.shop;
  for (const [index, o] of ORDERS.entries()) {
    const placed = at(o.placedDaysAgo, index);
    const { reference } = await submission(tx, 'coins', 'CN', placed);
    const lines = o.lines.map((l) => {
      const coin = coins[l.coin];
      if (!coin) throw new Error(`seed: no coin at position ${String(l.coin)}`);
      return { coinId: coin.id, quantity: l.quantity, unitPriceAvos: coin.priceAvos };
    });
    const itemsAvos = lines.reduce((n, l) => n + l.quantity * l.unitPriceAvos, 0);
    const deliveryAvos = o.delivery === 'mail' ? SPECIAL_MAIL_CHARGE * 100 : 0;
    const asked = o.steps.some((s) => s.action === 'request-payment');
    const last = o.steps.at(-1);
    const status: OrderStatus = last ? ORDER_ACTIONS[last.action].to : 'received';
    const [row] = await tx
      .insert(coinOrders)
      .values({
        reference,
        lang: o.lang,
        name: o.name,
        address: o.address,
        phone: o.phone,
        fax: null,
        email: o.email,
        contactSlot: 'either',
        smsConsent: false,
        delivery: o.delivery,
        itemsAvos,
        deliveryAvos,
        totalAvos: itemsAvos + deliveryAvos,
        createdAt: placed,
        status,
        version: 1 + o.steps.length,
        payBy: asked ? paymentDeadline(SEED_BASE_DATE, DEMO_PAY_BY_DAYS) : null,
        updatedAt: last ? at(last.daysAgo, index) : placed,
      })
      .returning({ id: coinOrders.id });
    if (!row) throw new Error('seed: order not inserted');
    await tx.insert(coinOrderLines).values(lines.map((l) => ({ ...l, orderId: row.id })));
    let from: OrderStatus = 'received';
    for (const step of o.steps) {
      const when = at(step.daysAgo, index);
      const to = ORDER_ACTIONS[step.action].to;
      await insertOrderEvent(tx, { orderId: row.id, at: when, actorId: null, actorName: who.name, fromStatus: from, toStatus: to, note: step.note ?? null });
      const payBy: AuditChanges = step.action === 'request-payment' ? { payBy: { after: paymentDeadline(SEED_BASE_DATE, DEMO_PAY_BY_DAYS).toISOString() } } : {};
      await audit(tx, who, when, 'coin-order', reference, step.action, { status: { before: from, after: to }, ...(step.note ? { note: { after: step.note } } : {}), ...payBy });
      from = to;
    }
  }
  counts.coinOrders = (counts.coinOrders ?? 0) + ORDERS.length;
}

export async function runCases(tx: Transaction, counts: Counts): Promise<void> {
  const { answerTargetDays } = await readSettings(tx);
  for (const [index, c] of COMPLAINTS.entries()) await writeComplaint(tx, c, index, answerTargetDays);
  counts.complaints = (counts.complaints ?? 0) + COMPLAINTS.length;
  await writeApplications(tx, counts);
  await writeOrders(tx, counts);
  await writeEntries(
    tx,
    'message-template',
    STAFF_TEMPLATES.map((t) => ({
      slug: t.alias,
      publishedAt: at(30),
      texts: {
        'zh-hant': { title: t.title['zh-hant'], content: t.content['zh-hant'] },
        en: { title: t.title.en, content: t.content.en },
        ...(t.content.pt && t.title.pt ? { pt: { title: t.title.pt, content: t.content.pt } } : {}),
      },
    })),
    counts,
  );
}
