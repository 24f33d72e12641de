/**
 * Editing bond records and investment funds in the back office (issue 35): the
 * form's values checked (contract.ts `bondRecordForm`, `investmentFundForm`: every
 * field of SPEC §3, the ISIN check digit), the bond type and the unique ISIN and bond
 * number checked against the database, then the record, its texts and the audit row
 * written in one transaction. Every save and removal names the version it was made
 * from; a newer one refuses it (409 `bondEdit.stale`).
 */
import type { AuditEntry } from '#src/features/staff/audit.ts';
import { auditChanges } from '#src/features/staff/audit.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { AppError, NotFoundError, ValidationError } from '#src/server/http/errors.ts';
import { messageSources } from '#src/i18n/catalogue.ts';
import type { BondRecordFormData, InvestmentFundFormData } from './contract.ts';
import { bondEditText } from './staff-messages.ts';
import {
  deleteBondRecord,
  deleteFund,
  insertBondRecords,
  insertFunds,
  replaceBondTexts,
  replaceFundTexts,
  selectBondById,
  selectBondClash,
  selectBondTexts,
  selectFundById,
  selectFundTexts,
  selectModuleCats,
  updateBondRecord,
  updateFund,
  type BondRow,
  type BondTextRow,
  type BondValues,
  type FundRow,
  type FundTextRow,
  type FundTextValues,
} from './queries.ts';

export type AuditWriter = (entry: Omit<AuditEntry, 'actorId' | 'actorEmail' | 'clientAddress'>, db?: Queryable) => Promise<void>;

/** A bond record as the back office shows and edits it. */
export function bondForm(row: BondRow, texts: readonly BondTextRow[]): BondRecordFormData & { id: number; version: number } {
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
    version: row.version,
    texts: { 'zh-hant': text('zh-hant') ?? { issuer: '', instrument: '' }, 'zh-hans': text('zh-hans'), en: text('en') ?? { issuer: '', instrument: '' }, pt: text('pt') },
  };
}

export async function loadBondForm(db: Queryable, id: number): Promise<(BondRecordFormData & { id: number; version: number }) | undefined> {
  const [row] = await selectBondById(db, id);
  return row ? bondForm(row, await selectBondTexts(db, [id])) : undefined;
}

const messages = messageSources(bondEditText);

const stale = () => new AppError('conflict', { messageKey: 'bondEdit.stale', messages });

/** The record's typed values from the form (the bond type checked to exist). */
export async function bondValues(db: Queryable, form: BondRecordFormData): Promise<BondValues> {
  const types = await selectModuleCats(db, 'bond-type');
  if (!types.some((t) => t.id === form.typeId)) throw new ValidationError([{ field: 'typeId', messageKey: 'validation.format' }], messages);
  return {
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
}

/** The form's texts as rows, one per language given. */
export function bondTexts(form: Pick<BondRecordFormData, 'texts'>): { lang: BondTextRow['lang']; issuer: string; instrument: string }[] {
  return (Object.entries(form.texts) as [BondTextRow['lang'], { issuer: string; instrument: string } | undefined][]).flatMap(([lang, t]) => (t ? [{ lang, issuer: t.issuer, instrument: t.instrument }] : []));
}

const flatBond = (f: BondRecordFormData | undefined) => {
  if (!f) return null;
  const { version: _version, ...rest } = f;
  return { ...rest, texts: JSON.stringify(f.texts) };
};

/** Saves a bond record at the version it was opened at: all or nothing, with its audit row (the fields that changed, before and after). */
export async function saveBondRecord(db: Database, id: number, form: BondRecordFormData, audit: AuditWriter, now = new Date()): Promise<BondRecordFormData & { id: number; version: number }> {
  const before = await loadBondForm(db, id);
  if (!before) throw new NotFoundError();
  if (form.version === undefined) throw new ValidationError([{ field: 'version', messageKey: 'validation.required' }], messages);
  if (form.version !== before.version) throw stale();
  const values = await bondValues(db, form);
  if (await selectBondClash(db, id, form.isin, form.bondNumber)) throw new ValidationError([{ field: 'isin', messageKey: 'bondEdit.taken' }], messages);
  await db.transaction(async (tx) => {
    if (!(await updateBondRecord(tx, id, form.version ?? 0, values, now))) {
      if (await loadBondForm(tx, id)) throw stale();
      throw new NotFoundError();
    }
    await replaceBondTexts(tx, id, bondTexts(form));
    const after = await loadBondForm(tx, id);
    await audit({ entity: 'bond-record', entityId: id, action: 'update', changes: auditChanges(flatBond(before), flatBond(after)) }, tx);
  });
  const saved = await loadBondForm(db, id);
  if (!saved) throw new NotFoundError();
  return saved;
}

/** Creates a bond record with its texts and audit row. */
export async function createBondRecord(db: Database, form: BondRecordFormData, audit: AuditWriter, now = new Date()): Promise<BondRecordFormData & { id: number; version: number }> {
  const values = await bondValues(db, form);
  if (await selectBondClash(db, 0, form.isin, form.bondNumber)) throw new ValidationError([{ field: 'isin', messageKey: 'bondEdit.taken' }], messages);
  const id = await db.transaction(async (tx) => {
    const [created] = await insertBondRecords(tx, [values], now);
    if (created === undefined) throw new Error('bond record not created');
    await replaceBondTexts(tx, created, bondTexts(form));
    await audit({ entity: 'bond-record', entityId: created, action: 'create', changes: auditChanges(null, flatBond(await loadBondForm(tx, created))) }, tx);
    return created;
  });
  const saved = await loadBondForm(db, id);
  if (!saved) throw new NotFoundError();
  return saved;
}

/** Removes a bond record at the version the person saw; its texts and links to information items go with it. Audited with what it held. */
export async function removeBondRecord(db: Database, id: number, version: number, audit: AuditWriter): Promise<{ id: number }> {
  const before = await loadBondForm(db, id);
  if (!before) throw new NotFoundError();
  if (before.version !== version) throw stale();
  await db.transaction(async (tx) => {
    if (!(await deleteBondRecord(tx, id, version))) throw stale();
    await audit({ entity: 'bond-record', entityId: id, action: 'delete', changes: auditChanges(flatBond(before), null) }, tx);
  });
  return { id };
}

// --- Investment funds ----------------------------------------------------------------------------

export type FundForm = InvestmentFundFormData & { id: number; version: number };

export function fundForm(row: FundRow, texts: readonly FundTextRow[]): FundForm {
  const text = (lang: FundTextRow['lang']) => {
    const t = texts.find((x) => x.lang === lang);
    return t ? { fundName: t.fundName, subFundName: t.subFundName, manager: t.manager } : undefined;
  };
  const blank = { fundName: '', subFundName: '', manager: '' };
  return { id: row.id, version: row.version, authorizationDate: row.authorizationDate, texts: { 'zh-hant': text('zh-hant') ?? blank, 'zh-hans': text('zh-hans'), en: text('en') ?? blank, pt: text('pt') } };
}

export async function loadFundForm(db: Queryable, id: number): Promise<FundForm | undefined> {
  const [row] = await selectFundById(db, id);
  return row ? fundForm(row, await selectFundTexts(db, [id])) : undefined;
}

export function fundTexts(form: Pick<InvestmentFundFormData, 'texts'>): FundTextValues[] {
  return (Object.entries(form.texts) as [FundTextRow['lang'], Omit<FundTextValues, 'lang'> | undefined][]).flatMap(([lang, t]) => (t ? [{ lang, fundName: t.fundName, subFundName: t.subFundName, manager: t.manager }] : []));
}

const flatFund = (f: InvestmentFundFormData | undefined) => {
  if (!f) return null;
  const { version: _version, ...rest } = f;
  return { ...rest, texts: JSON.stringify(f.texts) };
};

export async function createFund(db: Database, form: InvestmentFundFormData, audit: AuditWriter, now = new Date()): Promise<FundForm> {
  const id = await db.transaction(async (tx) => {
    const [created] = await insertFunds(tx, [{ authorizationDate: form.authorizationDate }], now);
    if (created === undefined) throw new Error('fund not created');
    await replaceFundTexts(tx, created, fundTexts(form));
    await audit({ entity: 'investment-fund', entityId: created, action: 'create', changes: auditChanges(null, flatFund(await loadFundForm(tx, created))) }, tx);
    return created;
  });
  const saved = await loadFundForm(db, id);
  if (!saved) throw new NotFoundError();
  return saved;
}

export async function saveFund(db: Database, id: number, form: InvestmentFundFormData, audit: AuditWriter, now = new Date()): Promise<FundForm> {
  const before = await loadFundForm(db, id);
  if (!before) throw new NotFoundError();
  if (form.version === undefined) throw new ValidationError([{ field: 'version', messageKey: 'validation.required' }], messages);
  if (form.version !== before.version) throw stale();
  await db.transaction(async (tx) => {
    if (!(await updateFund(tx, id, form.version ?? 0, { authorizationDate: form.authorizationDate }, now))) throw stale();
    await replaceFundTexts(tx, id, fundTexts(form));
    await audit({ entity: 'investment-fund', entityId: id, action: 'update', changes: auditChanges(flatFund(before), flatFund(await loadFundForm(tx, id))) }, tx);
  });
  const saved = await loadFundForm(db, id);
  if (!saved) throw new NotFoundError();
  return saved;
}

export async function removeFund(db: Database, id: number, version: number, audit: AuditWriter): Promise<{ id: number }> {
  const before = await loadFundForm(db, id);
  if (!before) throw new NotFoundError();
  if (before.version !== version) throw stale();
  await db.transaction(async (tx) => {
    if (!(await deleteFund(tx, id, version))) throw stale();
    await audit({ entity: 'investment-fund', entityId: id, action: 'delete', changes: auditChanges(flatFund(before), null) }, tx);
  });
  return { id };
}
