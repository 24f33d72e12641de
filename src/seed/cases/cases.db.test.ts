/**
 * The seed's demo case work (part `cases`): complaints, reproduction applications and
 * coin orders in each state staff meet, written through the public forms' tables with
 * the kit's numbering, the staff steps on their timelines and in the audit log, made-up
 * people only; the retention job leaves them alone, and a second seeding is identical.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { complaintEvents, complaints } from '#src/features/complaints/schema.ts';
import { reproductionApplications, reproductionEvents } from '#src/features/reproduction/schema.ts';
import { coinOrderEvents, coinOrderLines, coinOrders } from '#src/features/coins/schema.ts';
import { formSequences, formSubmissions, formUploads } from '#src/features/forms/schema.ts';
import { auditLog } from '#src/features/staff/schema.ts';
import { mailOutbox } from '#src/features/mail/schema.ts';
import { verifyAuditChain } from '#src/features/staff/audit.ts';
import { runRetention } from '#src/features/privacy/service.ts';
import { casesSeedPart } from './index.ts';
import { APPLICATIONS, COMPLAINTS, ORDERS } from './data.ts';

let database: TestDatabase;
const db = () => database.db;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
}, 120_000);
afterAll(() => database.dispose());

const count = (rows: { status: string }[]) => rows.reduce<Record<string, number>>((out, r) => ({ ...out, [r.status]: (out[r.status] ?? 0) + 1 }), {});

/** What the part wrote, without ids' bytes that are rendered (the decision letters). */
async function cases(target: Queryable = db()) {
  return {
    complaints: await target.select().from(complaints).orderBy(asc(complaints.id)),
    complaintEvents: await target.select().from(complaintEvents).orderBy(asc(complaintEvents.id)),
    applications: await target.select().from(reproductionApplications).orderBy(asc(reproductionApplications.id)),
    applicationEvents: (await target.select().from(reproductionEvents).orderBy(asc(reproductionEvents.id))).map((e) => ({ ...e, letter: e.letter ? e.letter.subarray(0, 5).toString('latin1') : null })),
    orders: await target.select().from(coinOrders).orderBy(asc(coinOrders.id)),
    orderEvents: await target.select().from(coinOrderEvents).orderBy(asc(coinOrderEvents.id)),
    orderLines: await target.select().from(coinOrderLines).orderBy(asc(coinOrderLines.orderId), asc(coinOrderLines.coinId)),
    submissions: await target.select().from(formSubmissions).orderBy(asc(formSubmissions.id)),
  };
}

describe('seed part cases', () => {
  it('fills each inbox with cases in every state, in several languages', async () => {
    const seeded = await cases();
    expect(seeded.complaints).toHaveLength(COMPLAINTS.length);
    expect(count(seeded.complaints)).toEqual({ received: 2, 'in-progress': 1, waiting: 1, answered: 1, closed: 2 });
    expect(new Set(seeded.complaints.map((c) => c.lang))).toEqual(new Set(['zh-hant', 'zh-hans', 'en', 'pt']));
    expect(new Set(seeded.complaints.map((c) => c.type))).toEqual(new Set(['dsb', 'dsg', 'def']));
    expect(count(seeded.applications)).toEqual({ received: 1, approved: 1, refused: 1 });
    expect(seeded.applications).toHaveLength(APPLICATIONS.length);
    expect(count(seeded.orders)).toEqual({ received: 1, 'payment-requested': 1, paid: 1, ready: 1, collected: 1, cancelled: 1 });
    expect(seeded.orders).toHaveLength(ORDERS.length);
    // Each order has its lines, and its total adds up.
    for (const order of seeded.orders) {
      const lines = seeded.orderLines.filter((l) => l.orderId === order.id);
      expect(lines.length, order.reference).toBeGreaterThan(0);
      expect(order.totalAvos).toBe(lines.reduce((n, l) => n + l.quantity * l.unitPriceAvos, 0) + order.deliveryAvos);
    }
  });

  it('writes them as the public forms do: one submission each, numbered by the kit, whose next number follows them', async () => {
    const seeded = await cases();
    const records = [...seeded.complaints, ...seeded.applications];
    for (const r of records) expect(seeded.submissions.find((s) => s.id === r.submissionId)?.reference).toBe(r.reference);
    expect(seeded.complaints.map((c) => c.reference)).toEqual(COMPLAINTS.map((_, i) => expect.stringMatching(new RegExp(`^CPL-2026-${String(i + 1).padStart(6, '0')}-[A-Z]$`))));
    for (const order of seeded.orders) expect(seeded.submissions.some((s) => s.formType === 'coins' && s.reference === order.reference)).toBe(true);
    const numbers = await db().select().from(formSequences).orderBy(asc(formSequences.prefix));
    expect(numbers.map((n) => [n.prefix, n.year, n.value])).toEqual([
      ['CN', 2026, ORDERS.length],
      ['CPL', 2026, COMPLAINTS.length],
      ['RP', 2026, APPLICATIONS.length],
    ]);
    const [files] = await db().select({ n: sql<number>`count(*)::int` }).from(formUploads);
    expect(files?.n).toBeGreaterThan(0);
  });

  it('keeps the steps staff took on the timelines, with the audit rows their calls write, and sends nobody mail', async () => {
    const seeded = await cases();
    const audit = await db().select().from(auditLog).orderBy(asc(auditLog.id));
    const rows = (entity: string, action: string) => audit.filter((a) => a.entity === entity && a.action === action);
    expect(rows('complaint', 'status')).toHaveLength(seeded.complaintEvents.filter((e) => e.kind === 'status').length);
    expect(rows('complaint', 'reply')).toHaveLength(seeded.complaintEvents.filter((e) => e.kind === 'reply').length);
    expect(rows('complaint', 'note')).toHaveLength(seeded.complaintEvents.filter((e) => e.kind === 'note').length);
    expect(rows('reproduction-application', 'approved')).toHaveLength(1);
    expect(rows('reproduction-application', 'refused')).toHaveLength(1);
    expect(rows('coin-order', 'mark-collected')).toHaveLength(1);
    expect(rows('coin-order', 'cancel')).toHaveLength(1);
    // A status event names the status the complaint is in afterwards; the last one is where it is now.
    for (const c of seeded.complaints) {
      const moves = seeded.complaintEvents.filter((e) => e.complaintId === c.id && e.kind === 'status');
      expect(moves.at(-1)?.toStatus ?? 'received', c.reference).toBe(c.status);
      expect(c.version).toBe(1 + seeded.complaintEvents.filter((e) => e.complaintId === c.id).length);
    }
    // Decisions keep their letter (a PDF); a request for information has none.
    for (const e of seeded.applicationEvents) expect(e.letter).toBe(e.kind === 'info-requested' ? null : '%PDF-');
    expect((await verifyAuditChain(db())).broken).toBeUndefined();
    const [mail] = await db().select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    expect(mail?.n).toBe(0);
  });

  it('names only made-up people at example.org or example.com', async () => {
    const seeded = await cases();
    for (const email of [...seeded.complaints, ...seeded.applications, ...seeded.orders].map((r) => r.email)) expect(email).toMatch(/@example\.(org|com)$/);
    for (const c of seeded.complaints) expect(c.institution).toMatch(/^demo-/);
  });

  it('is not erased by the retention job with the default periods, today or a year later', async () => {
    for (const now of [new Date('2026-11-29T04:00:00Z'), new Date('2027-11-02T04:00:00Z')]) {
      const report = await runRetention(db(), now);
      expect(report?.counts, now.toISOString()).toMatchObject({ orders: 0, complaints: 0, applications: 0 });
    }
    const erased = await db().select({ id: complaints.id }).from(complaints).where(sql`${complaints.erasedAt} is not null`);
    expect(erased).toHaveLength(0);
    const [pending] = await db().select().from(coinOrders).where(eq(coinOrders.status, 'payment-requested'));
    expect(pending?.payBy?.toISOString()).toBe('2027-01-01T15:59:59.999Z');
  });

  it('writes the same rows again after its reset (as `seed --reset` does)', async () => {
    const before = await cases();
    await db().transaction(async (tx) => {
      await casesSeedPart.reset?.(tx);
      expect(await tx.select({ n: sql<number>`count(*)::int` }).from(complaints)).toEqual([{ n: 0 }]);
      await casesSeedPart.run(tx, {});
    });
    expect(await cases()).toEqual(before);
  });
});
