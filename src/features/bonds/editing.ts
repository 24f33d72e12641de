/**
 * Editing bond records in the back office (issue 35): the form's values checked
 * (contract.ts `bondRecordForm`: every field of SPEC §3, the ISIN check digit), the
 * bond type and the unique ISIN and bond number checked against the database, then
 * the record, its texts and the audit row written in one transaction.
 */
import type { AuditEntry } from '#src/features/staff/audit.ts';
import { auditChanges } from '#src/features/staff/audit.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { NotFoundError, ValidationError } from '#src/server/http/errors.ts';
import { messageSources } from '#src/i18n/catalogue.ts';
import type { BondRecordFormData } from './contract.ts';
import { bondEditText } from './staff-messages.ts';
import { replaceBondTexts, selectBondById, selectBondClash, selectBondTexts, selectModuleCats, updateBondRecord, type BondRow, type BondTextRow, type BondValues } from './queries.ts';

export type AuditWriter = (entry: Omit<AuditEntry, 'actorId' | 'actorEmail' | 'clientAddress'>, db?: Queryable) => Promise<void>;

/** A bond record as the back office shows and edits it. */
export function bondForm(row: BondRow, texts: readonly BondTextRow[]): BondRecordFormData & { id: number } {
  const of = (lang: BondTextRow['lang']) => texts.find((t) => t.lang === lang);
  const text = (lang: BondTextRow['lang']) => {
    const t = of(lang);
    return t ? { issuer: t.issuer, instrument: t.instrument } : undefined;
  };
  return {
    id: row.id,
    bondNumber: row.bondNumber,
    isin: row.isin,
    typeId: row.typeId,
    issuerKind: row.issuerKind,
    currency: row.currency,
    couponRate: Number(row.couponRate),
    issueDate: row.issueDate,
    valueDate: row.valueDate,
    maturityDate: row.maturityDate,
    actualIssueSize: Number(row.issueSize),
    interestPaymentMethod: row.interestPayment,
    optionType: row.optionType,
    tenorMonths: row.tenorMonths,
    rating: row.rating,
    ratingAgency: row.ratingAgency,
    status: row.status,
    disclosureDate: row.disclosureDate,
    texts: { 'zh-hant': text('zh-hant') ?? { issuer: '', instrument: '' }, 'zh-hans': text('zh-hans'), en: text('en') ?? { issuer: '', instrument: '' }, pt: text('pt') },
  };
}

export async function loadBondForm(db: Queryable, id: number): Promise<(BondRecordFormData & { id: number }) | undefined> {
  const [row] = await selectBondById(db, id);
  return row ? bondForm(row, await selectBondTexts(db, [id])) : undefined;
}

const messages = messageSources(bondEditText);

/** Saves a bond record: all or nothing, with its audit row (the fields that changed, before and after). */
export async function saveBondRecord(db: Database, id: number, form: BondRecordFormData, audit: AuditWriter, now = new Date()): Promise<BondRecordFormData & { id: number }> {
  const before = await loadBondForm(db, id);
  if (!before) throw new NotFoundError();
  const old: BondRecordFormData = before;
  const types = await selectModuleCats(db, 'bond-type');
  if (!types.some((t) => t.id === form.typeId)) throw new ValidationError([{ field: 'typeId', messageKey: 'validation.format' }], messages);
  if (await selectBondClash(db, id, form.isin, form.bondNumber)) throw new ValidationError([{ field: 'isin', messageKey: 'bondEdit.taken' }], messages);
  const values: BondValues = {
    bondNumber: form.bondNumber,
    isin: form.isin,
    typeId: form.typeId,
    issuerKind: form.issuerKind,
    currency: form.currency,
    couponRate: form.couponRate.toFixed(4),
    issueDate: form.issueDate,
    valueDate: form.valueDate,
    maturityDate: form.maturityDate,
    issueSize: form.actualIssueSize.toFixed(2),
    interestPayment: form.interestPaymentMethod,
    optionType: form.optionType,
    tenorMonths: form.tenorMonths,
    rating: form.rating || null,
    ratingAgency: form.rating ? (form.ratingAgency ?? null) : null,
    status: form.status,
    disclosureDate: form.disclosureDate,
  };
  const texts = (Object.entries(form.texts) as [BondTextRow['lang'], { issuer: string; instrument: string } | undefined][]).flatMap(([lang, t]) => (t ? [{ lang, ...t }] : []));
  await db.transaction(async (tx) => {
    if (!(await updateBondRecord(tx, id, values, now))) throw new NotFoundError();
    await replaceBondTexts(tx, id, texts);
    const after = await loadBondForm(tx, id);
    const flat = (f: BondRecordFormData | undefined) => (f ? { ...f, texts: JSON.stringify(f.texts) } : null);
    await audit({ entity: 'bond-record', entityId: id, action: 'update', changes: auditChanges(flat(old), flat(after)) }, tx);
  });
  const saved = await loadBondForm(db, id);
  if (!saved) throw new NotFoundError();
  return saved;
}
