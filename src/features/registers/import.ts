/**
 * The monthly register file (layout in columns.ts; CSV or XLSX): parsed and
 * checked line by line, then loaded in ONE transaction that replaces the
 * register and sets its last update date. A file with any error changes nothing
 * and reports every error with its line, column and reason.
 */
import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import { cellText, parseCsv } from '#src/server/text/table-file.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { REGISTER_COLUMNS } from './columns.ts';
import { LICENCE_CATEGORIES, REGISTER_STATUSES, type IntermediaryRecord, type LicenceCategory, type RegisterStatus } from './records.ts';
import { CANCEL_REASONS } from './contract.ts';
import { afterBulkLoad, deleteAllIntermediaries, lockRegisterImport, selectAllIntermediaries, selectInsurerCodes } from './queries.ts';
import { clearInsurerCache } from './service.ts';
import { insertIntermediaries, setEdition } from './write.ts';

/** What is wrong with a line: a code the back office words in the person's language, its values, and the English reason the command prints. */
export const ISSUE_CODES = [
  'empty',
  'unreadable',
  'columns',
  'required',
  'date',
  'reason',
  'insurer',
  'number',
  'licence',
  'duplicate',
  'category',
  'categoryMismatch',
  'status',
  'yesNo',
  'website',
  'period',
  'validity',
  'noRecords',
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

export interface ImportIssue {
  line: number;
  column: string;
  code: IssueCode;
  /** The values the reason names (the text found, the other line, …). */
  params?: Record<string, string | number>;
  reason: string;
}

export interface ImportResult {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  updatedOn: string;
}

export class RegisterFileError extends Error {
  readonly issues: ImportIssue[];
  constructor(issues: ImportIssue[]) {
    super(`The register file has ${issues.length} error(s); nothing was imported.`);
    this.name = 'RegisterFileError';
    this.issues = issues;
  }
}

/** The file's rows (CSV by the shared table reader, or the first sheet's register columns of an XLSX). */
export async function readRows(bytes: Buffer, fileName: string): Promise<string[][]> {
  const isXlsx = /\.xlsx$/i.test(fileName) || (bytes[0] === 0x50 && bytes[1] === 0x4b);
  if (!isXlsx) return parseCsv(bytes.toString('utf8'));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: string[] = [];
    for (let c = 1; c <= REGISTER_COLUMNS.length; c++) cells.push(cellText(row.getCell(c).value).trim());
    rows[n - 1] = cells;
  });
  return Array.from(rows, (r) => r ?? []);
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (v: string) => ISO.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
export const LICENCE_FORMAT = /^[A-Z]{3}-\d{3,8}\/\d{2}$/;

/** Checks the rows (row 1 is the header) against the layout; returns records or every issue found. */
export function checkRows(rows: string[][], insurerCodes: ReadonlySet<string>): { records: IntermediaryRecord[]; issues: ImportIssue[] } {
  const issues: ImportIssue[] = [];
  const records: IntermediaryRecord[] = [];
  const seen = new Map<string, number>();
  const width = REGISTER_COLUMNS.length;
  if (!rows.length) issues.push({ line: 1, column: '-', code: 'empty', reason: 'the file is empty' });
  rows.forEach((cells, index) => {
    const line = index + 1;
    if (index === 0) return;
    if (cells.every((c) => !c.trim())) return;
    if (cells.length !== width) {
      issues.push({ line, column: '-', code: 'columns', params: { expected: width, found: cells.length }, reason: `expected ${width} columns, found ${cells.length}` });
      return;
    }
    const v = Object.fromEntries(REGISTER_COLUMNS.map((c, i) => [c.key, (cells[i] ?? '').trim()])) as Record<keyof IntermediaryRecord, string>;
    const bad = (column: keyof IntermediaryRecord, code: IssueCode, reason: string, params?: Record<string, string | number>) => issues.push({ line, column, code, reason, ...(params ? { params } : {}) });
    const date = (key: keyof IntermediaryRecord, required = false): string | null => {
      const value = v[key];
      if (!value) {
        if (required) bad(key, 'required', 'required');
        return null;
      }
      if (!isDate(value)) bad(key, 'date', `not a date (YYYY-MM-DD): "${value}"`, { value });
      return value;
    };
    const reason = (key: keyof IntermediaryRecord): string | null => {
      const value = v[key];
      if (!value) return null;
      if (!(CANCEL_REASONS as readonly string[]).includes(value)) bad(key, 'reason', `unknown reason "${value}" (one of ${CANCEL_REASONS.join(', ')})`, { value, allowed: CANCEL_REASONS.join(', ') });
      return value;
    };
    const codes = (key: keyof IntermediaryRecord): string[] => {
      const list = v[key]
        .split(';')
        .map((s) => s.trim().split(/\s+/)[0] ?? '')
        .filter(Boolean);
      for (const code of list) if (!insurerCodes.has(code)) bad(key, 'insurer', `unknown insurer code "${code}"`, { value: code });
      return list;
    };
    const number = Number(v.number);
    if (!/^\d+$/.test(v.number) || !Number.isSafeInteger(number) || number < 1) bad('number', 'number', `not a positive whole number: "${v.number}"`, { value: v.number });
    const licenceNo = v.licenceNo.toUpperCase();
    if (!LICENCE_FORMAT.test(licenceNo)) bad('licenceNo', 'licence', `not a licence number (e.g. APS-00123/19): "${v.licenceNo}"`, { value: v.licenceNo });
    else if (seen.has(licenceNo)) bad('licenceNo', 'duplicate', `duplicate of line ${String(seen.get(licenceNo))}`, { value: licenceNo, other: seen.get(licenceNo) ?? 0 });
    else seen.set(licenceNo, line);
    if (!(LICENCE_CATEGORIES as readonly string[]).includes(v.category)) bad('category', 'category', `unknown category "${v.category}" (one of ${LICENCE_CATEGORIES.join(', ')})`, { value: v.category, allowed: LICENCE_CATEGORIES.join(', ') });
    else if (LICENCE_FORMAT.test(licenceNo) && !licenceNo.startsWith(v.category)) bad('category', 'categoryMismatch', `does not match the licence number ${licenceNo}`, { value: v.category, licenceNo });
    if (!(REGISTER_STATUSES as readonly string[]).includes(v.status)) bad('status', 'status', `unknown status "${v.status}" (one of ${REGISTER_STATUSES.join(', ')})`, { value: v.status, allowed: REGISTER_STATUSES.join(', ') });
    if (!v.name) bad('name', 'required', 'required');
    if (!['Y', 'N', ''].includes(v.cancelledInPeriod.toUpperCase())) bad('cancelledInPeriod', 'yesNo', `Y or N, not "${v.cancelledInPeriod}"`, { value: v.cancelledInPeriod });
    if (v.website && !/^https?:\/\/\S+$/.test(v.website)) bad('website', 'website', `must start with http:// or https://: "${v.website}"`, { value: v.website });
    const renewalFrom = date('renewalFrom');
    const renewalTo = date('renewalTo');
    if (!!renewalFrom !== !!renewalTo) bad(renewalFrom ? 'renewalTo' : 'renewalFrom', 'period', 'a period needs both dates');
    const suspendedFrom = date('suspendedFrom');
    const suspendedTo = date('suspendedTo');
    if (!!suspendedFrom !== !!suspendedTo) bad(suspendedFrom ? 'suspendedTo' : 'suspendedFrom', 'period', 'a period needs both dates');
    const record: IntermediaryRecord = {
      number,
      licenceNo,
      category: v.category as LicenceCategory,
      status: v.status as RegisterStatus,
      name: v.name,
      nameZh: v.nameZh || null,
      authorisedOn: date('authorisedOn', true) ?? '',
      renewalFrom,
      renewalTo,
      generalValidUntil: date('generalValidUntil'),
      generalCancelledOn: date('generalCancelledOn'),
      generalCancelReason: reason('generalCancelReason'),
      lifeValidUntil: date('lifeValidUntil'),
      lifeCancelledOn: date('lifeCancelledOn'),
      lifeCancelReason: reason('lifeCancelReason'),
      suspendedFrom,
      suspendedTo,
      cancelledInPeriod: v.cancelledInPeriod.toUpperCase() === 'Y',
      lifeInsurers: codes('lifeInsurers'),
      generalInsurers: codes('generalInsurers'),
      website: v.website || null,
      updatedOn: date('updatedOn', true) ?? '',
      documentation: v.documentation || null,
    };
    if (!record.lifeValidUntil && !record.generalValidUntil) bad('lifeValidUntil', 'validity', 'a licence needs a validity date for life or general insurance');
    records.push(record);
  });
  if (rows.length && !records.length && !issues.length) issues.push({ line: 2, column: '-', code: 'noRecords', reason: 'no records' });
  return { records, issues };
}

/** A record's columns as the file has them, one value each (insurer lists joined). */
function columnValue(r: IntermediaryRecord, key: keyof IntermediaryRecord): string | number | boolean | null {
  const value = r[key];
  return Array.isArray(value) ? value.join(';') : (value ?? null);
}

const comparable = (r: IntermediaryRecord) => JSON.stringify(REGISTER_COLUMNS.map((c) => columnValue(r, c.key)));

/** One record as the difference preview names it. */
export interface DiffEntry {
  licenceNo: string;
  category: LicenceCategory;
  name: string;
  nameZh: string | null;
  /** For a changed record: the columns whose value changed. */
  fields?: (keyof IntermediaryRecord)[];
}

export interface RegisterDiff {
  added: DiffEntry[];
  changed: DiffEntry[];
  removed: DiffEntry[];
  unchanged: number;
  /** Per licence category: how many are added, changed, removed. */
  byCategory: Partial<Record<LicenceCategory, { added: number; changed: number; removed: number }>>;
}

const entry = (r: IntermediaryRecord, fields?: (keyof IntermediaryRecord)[]): DiffEntry => ({ licenceNo: r.licenceNo, category: r.category, name: r.name, nameZh: r.nameZh, ...(fields ? { fields } : {}) });

/** What a file changes in the register: records added, changed (with the columns that changed) and removed. */
export function diffRegister(existing: readonly IntermediaryRecord[], records: readonly IntermediaryRecord[]): RegisterDiff {
  const before = new Map(existing.map((r) => [r.licenceNo, r]));
  const diff: RegisterDiff = { added: [], changed: [], removed: [], unchanged: 0, byCategory: {} };
  const count = (category: LicenceCategory, kind: 'added' | 'changed' | 'removed') => {
    const counts = (diff.byCategory[category] ??= { added: 0, changed: 0, removed: 0 });
    counts[kind] += 1;
  };
  for (const r of records) {
    const old = before.get(r.licenceNo);
    before.delete(r.licenceNo);
    if (!old) {
      diff.added.push(entry(r));
      count(r.category, 'added');
      continue;
    }
    const fields = REGISTER_COLUMNS.filter((c) => columnValue(old, c.key) !== columnValue(r, c.key)).map((c) => c.key);
    if (!fields.length) diff.unchanged += 1;
    else {
      diff.changed.push(entry(r, fields));
      count(r.category, 'changed');
    }
  }
  for (const old of before.values()) {
    diff.removed.push(entry(old));
    count(old.category, 'removed');
  }
  return diff;
}

/** A fingerprint of the register's records: a preview made against one fingerprint is good only while it holds. */
export function registerFingerprint(records: readonly IntermediaryRecord[]): string {
  const hash = createHash('sha256');
  for (const line of records.map(comparable).sort()) hash.update(line).update('\n');
  return hash.digest('hex');
}

/** A file read and checked: its records and the register date it sets. */
export interface CheckedFile {
  records: IntermediaryRecord[];
  updatedOn: string;
}

/**
 * Reads and checks a register file (the one parser of the command and the back
 * office). Throws RegisterFileError, every issue listed, when a line is wrong.
 */
export async function checkRegisterFile(db: Queryable, bytes: Buffer, fileName: string, options: { updatedOn?: string } = {}): Promise<CheckedFile> {
  const rows = await readRows(bytes, fileName).catch((): string[][] | null => null);
  if (rows === null) throw new RegisterFileError([{ line: 1, column: '-', code: 'unreadable', reason: 'the file cannot be read as CSV or XLSX' }]);
  const insurerCodes = new Set(await selectInsurerCodes(db));
  const { records, issues } = checkRows(rows, insurerCodes);
  if (options.updatedOn && !isDate(options.updatedOn)) issues.push({ line: 0, column: '--date', code: 'date', params: { value: options.updatedOn }, reason: `not a date: ${options.updatedOn}` });
  if (issues.length) throw new RegisterFileError(issues);
  return { records, updatedOn: options.updatedOn ?? records.reduce((max, r) => (r.updatedOn > max ? r.updatedOn : max), '') };
}

/** The register as it stands, read inside the import's lock. */
export async function currentRegister(tx: Queryable): Promise<IntermediaryRecord[]> {
  return (await selectAllIntermediaries(tx)) as IntermediaryRecord[];
}

/** Takes the import lock (one import at a time, across instances) for the rest of the transaction. */
export async function lockRegister(tx: Queryable): Promise<void> {
  await lockRegisterImport(tx);
}

/**
 * Replaces the register with a checked file's records and sets its last update
 * date, inside the caller's transaction (holding the import lock).
 */
export async function replaceRegister(tx: Queryable, file: CheckedFile): Promise<void> {
  await deleteAllIntermediaries(tx);
  await insertIntermediaries(tx, file.records);
  await setEdition(tx, 'intermediaries', file.updatedOn);
  await afterBulkLoad(tx);
}

/** After a load committed: caches of this process that hold register data. */
export function afterRegisterLoad(): void {
  clearInsurerCache();
}

const resultOf = (diff: RegisterDiff, updatedOn: string): ImportResult => ({ added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length, unchanged: diff.unchanged, updatedOn });

/**
 * Loads a register file at once (the command): all or nothing. Throws
 * RegisterFileError (nothing changed) when a line is wrong.
 */
export async function importRegisterFile(db: Database, bytes: Buffer, fileName: string, options: { updatedOn?: string } = {}): Promise<ImportResult> {
  const file = await checkRegisterFile(db, bytes, fileName, options);
  const result = await db.transaction(async (tx) => {
    // One import at a time: the second waits, then compares with what the first wrote.
    await lockRegister(tx);
    const diff = diffRegister(await currentRegister(tx), file.records);
    await replaceRegister(tx, file);
    return resultOf(diff, file.updatedOn);
  });
  afterRegisterLoad();
  return result;
}
