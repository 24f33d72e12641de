/** Editing a bond record in the back office: every field checked (the ISIN check digit above all), all or nothing, audited. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { appendAudit } from '#src/features/staff/audit.ts';
import { listAudit } from '#src/features/staff/queries.ts';
import { ValidationError } from '#src/server/http/errors.ts';
import { bondRecordForm } from './contract.ts';
import { loadBondForm, saveBondRecord, type AuditWriter } from './editing.ts';
import { selectBondPage } from './queries.ts';

let database: TestDatabase;
const audit: AuditWriter = (entry, db) => appendAudit(db ?? database.db, { ...entry, actorId: 'staff-carla', actorEmail: 'carla.data@amcm.gov.mo', clientAddress: '192.0.2.9' }).then(() => undefined);

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

const firstTwo = async () => {
  const rows = await selectBondPage(database.db, { patterns: [] }, 2, 0);
  const [a, b] = await Promise.all(rows.map((r) => loadBondForm(database.db, r.id)));
  if (!a || !b) throw new Error('the seed has no bond records');
  return [a, b] as const;
};

describe('bond record form', () => {
  it('accepts a published ISIN and refuses a wrong check digit, in the form’s own words', () => {
    const base = { bondNumber: 'B-1', typeId: 1, issuerKind: 'corporate', currency: 'USD', couponRate: 2.5, issueDate: '2026-01-05', valueDate: '2026-01-05', maturityDate: '2031-01-05', actualIssueSize: 500_000_000, interestPaymentMethod: 'semi-annual', optionType: 'none', tenorMonths: 60, rating: null, ratingAgency: null, status: 'outstanding', disclosureDate: '2026-01-02', texts: { 'zh-hant': { issuer: '蘋果公司', instrument: '2031年到期票據' }, en: { issuer: 'Apple Inc.', instrument: 'Notes due 2031' } } };
    expect(bondRecordForm.safeParse({ ...base, isin: 'us0378331005' }).data?.isin).toBe('US0378331005');
    const wrong = bondRecordForm.safeParse({ ...base, isin: 'US0378331004' });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['isin', 'bondEdit.isinCheckDigit']]);
    const short = bondRecordForm.safeParse({ ...base, isin: 'US037833100' });
    expect(short.error?.issues.map((i) => i.message)).toEqual(['bondEdit.isinFormat']);
    const dates = bondRecordForm.safeParse({ ...base, isin: 'US0378331005', maturityDate: '2025-12-31', rating: 'AA+' });
    expect(dates.error?.issues.map((i) => [i.path.join('.'), i.message]).sort()).toEqual([
      ['maturityDate', 'bondEdit.maturityBeforeValue'],
      ['ratingAgency', 'bondEdit.ratingPair'],
    ]);
  });
});

describe('saving a bond record', () => {
  it('saves every field and the texts, with the changes in the audit log', async () => {
    const [bond] = await firstTwo();
    const form = bondRecordForm.parse({ ...bond, couponRate: 3.125, rating: 'Aa2', ratingAgency: 'moodys', texts: { ...bond.texts, pt: { issuer: 'Emitente de teste', instrument: 'Obrigações 3,125%' } } });
    const saved = await saveBondRecord(database.db, bond.id, form, audit);
    expect(saved).toMatchObject({ couponRate: 3.125, rating: 'Aa2', ratingAgency: 'moodys', texts: { pt: { issuer: 'Emitente de teste' } } });
    const [row] = (await listAudit(database.db, { entity: 'bond-record' }, 0, 1)).rows;
    expect(row).toMatchObject({ entityId: String(bond.id), action: 'update', actorEmail: 'carla.data@amcm.gov.mo' });
    expect(row?.changes).toMatchObject({ couponRate: { before: bond.couponRate, after: 3.125 }, rating: { after: 'Aa2' } });
  });

  it('refuses an ISIN another record holds, or an unknown bond type, and changes nothing', async () => {
    const [a, b] = await firstTwo();
    const clash = saveBondRecord(database.db, a.id, bondRecordForm.parse({ ...a, isin: b.isin, couponRate: 9.9 }), audit);
    await expect(clash).rejects.toBeInstanceOf(ValidationError);
    await expect(clash).rejects.toMatchObject({ issues: [{ field: 'isin', messageKey: 'bondEdit.taken' }] });
    const badType = saveBondRecord(database.db, a.id, bondRecordForm.parse({ ...a, typeId: 999_999, couponRate: 9.9 }), audit);
    await expect(badType).rejects.toMatchObject({ issues: [{ field: 'typeId' }] });
    expect(await loadBondForm(database.db, a.id)).toEqual(a);
  });
});
