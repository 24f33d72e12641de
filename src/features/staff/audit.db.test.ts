/** The audit log: rows chain by hash, the database refuses changes, and a row changed behind the trigger's back is named. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { appendAudit, auditChanges, verifyAuditChain } from './audit.ts';
import { listAudit } from './queries.ts';

let database: TestDatabase;
const db = () => database.db;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

describe('the audit log', () => {
  it('chains rows written at once, in order, and verifies', async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => appendAudit(db(), { actorId: 'u1', actorEmail: 'admin@amcm.gov.mo', entity: 'staff-account', entityId: i, action: 'update', changes: { name: { before: 'A', after: `B${String(i)}` } } })),
    );
    const report = await verifyAuditChain(db());
    expect(report).toEqual({ rows: 12 });
    const { rows, total } = await listAudit(db(), { entity: 'staff-account' }, 0, 5);
    expect(total).toBe(12);
    expect(rows).toHaveLength(5);
  });

  it('keeps a change and its record together: a failed transaction leaves neither', async () => {
    const before = (await listAudit(db(), {}, 0, 1)).total;
    await expect(
      db().transaction(async (tx) => {
        await appendAudit(tx, { entity: 'news', entityId: 1, action: 'publish' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await listAudit(db(), {}, 0, 1)).total).toBe(before);
    expect((await verifyAuditChain(db())).broken).toBeUndefined();
  });

  it('cannot be changed or emptied through the database role the application uses', async () => {
    // Drizzle wraps the database's error: its cause carries the trigger's message.
    const refusal = (e: unknown) => /append only/.test(String((e as { cause?: Error }).cause?.message));
    await expect(db().execute(sql`UPDATE audit_log SET action = 'nothing' WHERE id = 1`)).rejects.toSatisfy(refusal);
    await expect(db().execute(sql`DELETE FROM audit_log WHERE id = 2`)).rejects.toSatisfy(refusal);
    await expect(db().execute(sql`TRUNCATE audit_log`)).rejects.toSatisfy(refusal);
  });

  it('names the first broken row once a row is changed behind the trigger, and a removed row breaks the next link', async () => {
    await db().execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change`);
    try {
      await db().execute(sql`UPDATE audit_log SET entity_id = '99' WHERE id = 4`);
      expect((await verifyAuditChain(db())).broken).toEqual({ id: 4, reason: 'content changed' });
      await db().execute(sql`DELETE FROM audit_log WHERE id = 4`);
      expect((await verifyAuditChain(db())).broken).toEqual({ id: 5, reason: 'previous row changed or removed' });
    } finally {
      await db().execute(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change`);
    }
  });
});

describe('what a row shows of personal data', () => {
  it('masks personal fields, hides secrets, and lists only what changed', () => {
    const changes = auditChanges(
      { name: 'Chan Tai Man', email: 'chan.tm@example.mo', status: 'received', password: 'x', phone: '+853 6612 3456' },
      { name: 'Chan Tai Man', email: 'ctm@example.mo', status: 'answered', password: 'y', phone: null },
      { personal: ['name', 'email', 'phone'], secret: ['password'] },
    );
    expect(changes).toEqual({
      email: { before: 'c***@example.mo', after: 'c***@example.mo' },
      password: { before: '[changed]', after: '[changed]' },
      phone: { before: '+********', after: null },
      status: { before: 'received', after: 'answered' },
    });
    expect(JSON.stringify(changes)).not.toContain('6612');
  });
});
