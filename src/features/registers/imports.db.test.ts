/**
 * The monthly register through the back office (issue 35): the difference preview,
 * the four-eyes rule, files refused with the line named, a newer upload superseding
 * a pending one, a preview outdated by a change to the register, and an import that
 * fails halfway leaving the old register whole.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { appendAudit } from '#src/features/staff/audit.ts';
import { listAudit } from '#src/features/staff/queries.ts';
import { AppError } from '#src/server/http/errors.ts';
import { REGISTER_COLUMNS } from './columns.ts';
import { importRegisterFile } from './import.ts';
import { confirmRegisterImport, describeIssue, refuseRegisterImport, uploadRegisterImport, type Actor, type AuditWriter } from './imports.ts';
import { selectAllIntermediaries, selectRegisterImport } from './queries.ts';
import type { IntermediaryRecord } from './records.ts';
import { registerUpdatedOn, searchIntermediaries } from './service.ts';

let database: TestDatabase;
let base: IntermediaryRecord[];
const alice: Actor = { id: 'staff-alice', email: 'alice.data@amcm.gov.mo' };
const bruno: Actor = { id: 'staff-bruno', email: 'bruno.data@amcm.gov.mo' };
const auditAs =
  (actor: Actor): AuditWriter =>
  (entry, db) =>
    appendAudit(db ?? database.db, { ...entry, actorId: actor.id, actorEmail: actor.email, clientAddress: '192.0.2.7' }).then(() => undefined);

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
function toCsv(list: readonly IntermediaryRecord[]): Buffer {
  const header = REGISTER_COLUMNS.map((c) => c.key).join(',');
  const lines = list.map((r) =>
    REGISTER_COLUMNS.map((c) => {
      const v = r[c.key];
      if (Array.isArray(v)) return csvCell(v.join(';'));
      if (typeof v === 'boolean') return v ? 'Y' : 'N';
      return csvCell(v === null ? '' : String(v));
    }).join(','),
  );
  return Buffer.from(`${header}\n${lines.join('\n')}\n`);
}

const byNumber = (a: IntermediaryRecord, b: IntermediaryRecord) => a.number - b.number;
const register = async () => ((await selectAllIntermediaries(database.db)) as IntermediaryRecord[]).sort(byNumber);

/** The month's file: two new agents, one renamed, one gone. */
function monthFile(from: IntermediaryRecord[], tag: string) {
  const list = from.map((r) => ({ ...r }));
  const removed = list.splice(5, 1)[0]!;
  list[0]!.name = `${list[0]!.name} ${tag}`;
  const template = from.find((r) => r.category === 'APS' && r.status === 'valid')!;
  const top = Math.max(...from.map((r) => r.number));
  list.push(
    { ...template, number: top + 1, licenceNo: `APS-9${tag}1/26`, name: `LEONG KAM ${tag}`, nameZh: '梁錦新', updatedOn: '2026-11-30' },
    { ...template, number: top + 2, licenceNo: `APS-9${tag}2/26`, name: `SOU MEI ${tag}`, nameZh: '蘇美新', updatedOn: '2026-11-30' },
  );
  return { bytes: toCsv(list), removed, changed: list[0]!, added: list.slice(-2) };
}

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  // A register small enough to compare whole: the seed's first 300 licences.
  base = (await register()).slice(0, 300);
  await importRegisterFile(database.db, toCsv(base), 'base.csv', { updatedOn: '2026-10-31' });
});
afterAll(() => database.dispose());

describe('monthly register import in the back office', () => {
  it('previews a file with two added, one changed and one removed intermediary, by category, without changing the register', async () => {
    const file = monthFile(base, '0001');
    const stored = await uploadRegisterImport(database.db, alice, { name: 'register-2026-11.csv', bytes: file.bytes }, auditAs(alice));
    expect(stored.status).toBe('pending');
    const diff = stored.diff as { added: { licenceNo: string }[]; changed: { licenceNo: string; fields: string[] }[]; removed: { licenceNo: string }[]; unchanged: number; byCategory: Record<string, unknown> };
    expect(diff.added.map((r) => r.licenceNo)).toEqual(file.added.map((r) => r.licenceNo));
    expect(diff.changed).toEqual([expect.objectContaining({ licenceNo: file.changed.licenceNo, fields: ['name'] })]);
    expect(diff.removed.map((r) => r.licenceNo)).toEqual([file.removed.licenceNo]);
    expect(diff.unchanged).toBe(base.length - 2);
    expect(diff.byCategory.APS).toMatchObject({ added: 2 });
    const expected: Record<string, { added: number; changed: number; removed: number }> = {};
    for (const [r, kind] of [[file.changed, 'changed'], [file.removed, 'removed'], ...file.added.map((a) => [a, 'added'] as const)] as const) {
      const c = (expected[r.category] ??= { added: 0, changed: 0, removed: 0 });
      c[kind] += 1;
    }
    expect(diff.byCategory).toEqual(expected);
    // Nothing changes before a second person confirms.
    expect(await register()).toEqual(base.slice().sort(byNumber));
    expect(await registerUpdatedOn(database.db)).toBe('2026-10-31');
    await refuseRegisterImport(database.db, bruno, stored.id, 'Checked against the October list: fine, but withdrawn for the test.', auditAs(bruno));
  });

  it('lets only a second person confirm; then the register, its date and the public search change, with audit rows', async () => {
    const file = monthFile(base, '0002');
    const stored = await uploadRegisterImport(database.db, alice, { name: 'register-2026-11.csv', bytes: file.bytes }, auditAs(alice));
    const own = await confirmRegisterImport(database.db, alice, stored.id, auditAs(alice)).catch((e: unknown) => e);
    expect(own).toBeInstanceOf(AppError);
    expect((own as AppError).status).toBe(403);
    expect((own as AppError).messageKey).toBe('registerImport.ownUpload');
    expect(await registerUpdatedOn(database.db)).toBe('2026-10-31');
    expect((await selectRegisterImport(database.db, stored.id))?.status).toBe('pending');

    const confirmed = await confirmRegisterImport(database.db, bruno, stored.id, auditAs(bruno));
    expect(confirmed).toMatchObject({ status: 'confirmed', decidedByEmail: bruno.email });
    expect(await registerUpdatedOn(database.db)).toBe('2026-11-30');
    const found = await searchIntermediaries(database.db, 'en', { name: 'LEONG KAM 0002' });
    expect(found.data.map((r) => r.licenceNo)).toEqual(['APS-900021/26']);
    expect((await register()).map((r) => r.licenceNo)).not.toContain(file.removed.licenceNo);
    // A confirmed import cannot be confirmed again.
    await expect(confirmRegisterImport(database.db, bruno, stored.id, auditAs(bruno))).rejects.toMatchObject({ messageKey: 'registerImport.notPending' });

    const audit = (await listAudit(database.db, { entity: 'register-import' }, 0, 50)).rows.filter((r) => r.entityId === stored.id);
    expect(audit.map((r) => [r.action, r.actorEmail]).reverse()).toEqual([
      ['upload', alice.email],
      ['confirm-refused', alice.email],
      ['confirm', bruno.email],
    ]);
    expect(audit[0]?.changes).toMatchObject({ added: { after: 2 }, changed: { after: 1 }, removed: { after: 1 } });
    base = await register();
  });

  it('refuses a duplicate licence number or a malformed date with the line named, in the person’s language, and changes nothing', async () => {
    const list = base.map((r) => ({ ...r }));
    list[3] = { ...list[3]!, licenceNo: list[1]!.licenceNo, category: list[1]!.category };
    list[7] = { ...list[7]!, authorisedOn: '2026-02-30' };
    const before = await register();
    const stored = await uploadRegisterImport(database.db, alice, { name: 'broken.csv', bytes: toCsv(list) }, auditAs(alice));
    expect(stored.status).toBe('invalid');
    const issues = (stored.issues as Parameters<typeof describeIssue>[1][]).map((i) => describeIssue('en', i));
    expect(issues).toEqual(
      expect.arrayContaining([
        { line: 5, column: 'licenceNo', message: `The licence number ${list[1]!.licenceNo} is already on line 3.` },
        { line: 9, column: 'authorisedOn', message: '“2026-02-30” is not a date in the form YYYY-MM-DD.' },
      ]),
    );
    const raw = stored.issues as Parameters<typeof describeIssue>[1][];
    expect(describeIssue('zh-hant', raw.find((i) => i.code === 'duplicate')!).message).toBe(`牌照編號 ${list[1]!.licenceNo} 已見於第 3 行。`);
    expect(describeIssue('pt', raw.find((i) => i.code === 'date')!).message).toBe('«2026-02-30» não é uma data no formato AAAA-MM-DD.');
    await expect(confirmRegisterImport(database.db, bruno, stored.id, auditAs(bruno))).rejects.toMatchObject({ messageKey: 'registerImport.notPending' });
    expect(await register()).toEqual(before);
    expect(await registerUpdatedOn(database.db)).toBe('2026-11-30');
  });

  it('supersedes a pending upload with a newer one, and refuses a preview made against a register that changed since', async () => {
    const first = await uploadRegisterImport(database.db, alice, { name: 'first.csv', bytes: monthFile(base, '0003').bytes }, auditAs(alice));
    const second = await uploadRegisterImport(database.db, alice, { name: 'second.csv', bytes: monthFile(base, '0004').bytes }, auditAs(alice));
    expect((await selectRegisterImport(database.db, first.id))?.status).toBe('superseded');
    await expect(confirmRegisterImport(database.db, bruno, first.id, auditAs(bruno))).rejects.toMatchObject({ messageKey: 'registerImport.notPending' });
    // The command loads another file meanwhile: the preview no longer describes what confirming would do.
    const changed = base.map((r, i) => (i === 10 ? { ...r, name: `${r.name} CHANGED MEANWHILE` } : r));
    await importRegisterFile(database.db, toCsv(changed), 'cli.csv', { updatedOn: '2026-11-30' });
    const afterCli = await register();
    await expect(confirmRegisterImport(database.db, bruno, second.id, auditAs(bruno))).rejects.toMatchObject({ status: 409, messageKey: 'registerImport.outdated' });
    expect((await selectRegisterImport(database.db, second.id))?.status).toBe('outdated');
    expect(await register()).toEqual(afterCli);
    base = afterCli;
  });

  it('leaves the old register whole when the import fails halfway, and the import stays pending', async () => {
    const file = monthFile(base, '0005');
    const stored = await uploadRegisterImport(database.db, alice, { name: 'register.csv', bytes: file.bytes }, auditAs(alice));
    // The last write of the load fails: the records are already replaced inside the transaction by then.
    await database.db.execute(sql.raw(`create function test_kill_import() returns trigger language plpgsql as $$ begin raise exception 'killed halfway'; end $$`));
    await database.db.execute(sql.raw('create trigger test_kill_import before insert or update on register_editions for each row execute function test_kill_import()'));
    try {
      const failure = await confirmRegisterImport(database.db, bruno, stored.id, auditAs(bruno)).catch((e: unknown) => e as Error & { cause?: Error });
      expect(failure).toBeInstanceOf(Error);
      expect(`${String((failure as Error).message)} ${String((failure as { cause?: Error }).cause?.message)}`).toMatch(/killed halfway/);
    } finally {
      await database.db.execute(sql.raw('drop trigger test_kill_import on register_editions'));
      await database.db.execute(sql.raw('drop function test_kill_import()'));
    }
    expect(await register()).toEqual(base);
    expect(await registerUpdatedOn(database.db)).toBe('2026-11-30');
    expect((await selectRegisterImport(database.db, stored.id))?.status).toBe('pending');
    const audit = (await listAudit(database.db, { entity: 'register-import' }, 0, 50)).rows.filter((r) => r.entityId === stored.id);
    expect(audit.map((r) => r.action)).toEqual(['upload']);
    // Once the fault is gone, the same import goes through.
    await confirmRegisterImport(database.db, bruno, stored.id, auditAs(bruno));
    expect((await register()).map((r) => r.licenceNo)).toEqual(expect.arrayContaining(file.added.map((r) => r.licenceNo)));
  });
});
