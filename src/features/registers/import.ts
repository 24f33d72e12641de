/**
 * The monthly register file (layout in columns.ts; CSV or XLSX): parsed and
 * checked line by line, then loaded in ONE transaction that replaces the
 * register and sets its last update date. A file with any error changes nothing
 * and reports every error with its line, column and reason.
 */
import ExcelJS from 'exceljs';
import type { Database } from '#src/server/db/open.ts';
import { REGISTER_COLUMNS } from './columns.ts';
import { LICENCE_CATEGORIES, REGISTER_STATUSES, type IntermediaryRecord, type LicenceCategory, type RegisterStatus } from './records.ts';
import { CANCEL_REASONS } from './contract.ts';
import { afterBulkLoad, deleteAllIntermediaries, lockRegisterImport, selectAllIntermediaries, selectInsurerCodes } from './queries.ts';
import { clearInsurerCache } from './service.ts';
import { insertIntermediaries, setEdition } from './write.ts';

export interface ImportIssue {
  line: number;
  column: string;
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

/** Minimal RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src.charAt(i);
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    return '';
  }
  return String(value);
}

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
  if (!rows.length) issues.push({ line: 1, column: '-', reason: 'the file is empty' });
  rows.forEach((cells, index) => {
    const line = index + 1;
    if (index === 0) return;
    if (cells.every((c) => !c.trim())) return;
    if (cells.length !== width) {
      issues.push({ line, column: '-', reason: `expected ${width} columns, found ${cells.length}` });
      return;
    }
    const v = Object.fromEntries(REGISTER_COLUMNS.map((c, i) => [c.key, (cells[i] ?? '').trim()])) as Record<keyof IntermediaryRecord, string>;
    const bad = (column: keyof IntermediaryRecord, reason: string) => issues.push({ line, column, reason });
    const date = (key: keyof IntermediaryRecord, required = false): string | null => {
      const value = v[key];
      if (!value) {
        if (required) bad(key, 'required');
        return null;
      }
      if (!isDate(value)) bad(key, `not a date (YYYY-MM-DD): "${value}"`);
      return value;
    };
    const reason = (key: keyof IntermediaryRecord): string | null => {
      const value = v[key];
      if (!value) return null;
      if (!(CANCEL_REASONS as readonly string[]).includes(value)) bad(key, `unknown reason "${value}" (one of ${CANCEL_REASONS.join(', ')})`);
      return value;
    };
    const codes = (key: keyof IntermediaryRecord): string[] => {
      const list = v[key]
        .split(';')
        .map((s) => s.trim().split(/\s+/)[0] ?? '')
        .filter(Boolean);
      for (const code of list) if (!insurerCodes.has(code)) bad(key, `unknown insurer code "${code}"`);
      return list;
    };
    const number = Number(v.number);
    if (!/^\d+$/.test(v.number) || !Number.isSafeInteger(number) || number < 1) bad('number', `not a positive whole number: "${v.number}"`);
    const licenceNo = v.licenceNo.toUpperCase();
    if (!LICENCE_FORMAT.test(licenceNo)) bad('licenceNo', `not a licence number (e.g. APS-00123/19): "${v.licenceNo}"`);
    else if (seen.has(licenceNo)) bad('licenceNo', `duplicate of line ${String(seen.get(licenceNo))}`);
    else seen.set(licenceNo, line);
    if (!(LICENCE_CATEGORIES as readonly string[]).includes(v.category)) bad('category', `unknown category "${v.category}" (one of ${LICENCE_CATEGORIES.join(', ')})`);
    else if (LICENCE_FORMAT.test(licenceNo) && !licenceNo.startsWith(v.category)) bad('category', `does not match the licence number ${licenceNo}`);
    if (!(REGISTER_STATUSES as readonly string[]).includes(v.status)) bad('status', `unknown status "${v.status}" (one of ${REGISTER_STATUSES.join(', ')})`);
    if (!v.name) bad('name', 'required');
    if (!['Y', 'N', ''].includes(v.cancelledInPeriod.toUpperCase())) bad('cancelledInPeriod', `Y or N, not "${v.cancelledInPeriod}"`);
    if (v.website && !/^https?:\/\/\S+$/.test(v.website)) bad('website', `must start with http:// or https://: "${v.website}"`);
    const renewalFrom = date('renewalFrom');
    const renewalTo = date('renewalTo');
    if (!!renewalFrom !== !!renewalTo) bad(renewalFrom ? 'renewalTo' : 'renewalFrom', 'a period needs both dates');
    const suspendedFrom = date('suspendedFrom');
    const suspendedTo = date('suspendedTo');
    if (!!suspendedFrom !== !!suspendedTo) bad(suspendedFrom ? 'suspendedTo' : 'suspendedFrom', 'a period needs both dates');
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
    if (!record.lifeValidUntil && !record.generalValidUntil) bad('lifeValidUntil', 'a licence needs a validity date for life or general insurance');
    records.push(record);
  });
  if (rows.length && !records.length && !issues.length) issues.push({ line: 2, column: '-', reason: 'no records' });
  return { records, issues };
}

const comparable = (r: IntermediaryRecord) =>
  JSON.stringify(REGISTER_COLUMNS.map((c) => (Array.isArray(r[c.key]) ? (r[c.key] as string[]).join(';') : r[c.key] ?? null)));

/**
 * Loads a register file: all or nothing. Throws RegisterFileError (nothing
 * changed) when a line is wrong.
 */
export async function importRegisterFile(db: Database, bytes: Buffer, fileName: string, options: { updatedOn?: string } = {}): Promise<ImportResult> {
  const rows = await readRows(bytes, fileName);
  const insurerCodes = new Set(await selectInsurerCodes(db));
  const { records, issues } = checkRows(rows, insurerCodes);
  if (options.updatedOn && !isDate(options.updatedOn)) issues.push({ line: 0, column: '--date', reason: `not a date: ${options.updatedOn}` });
  if (issues.length) throw new RegisterFileError(issues);
  const updatedOn = options.updatedOn ?? records.reduce((max, r) => (r.updatedOn > max ? r.updatedOn : max), '');

  const result = await db.transaction(async (tx) => {
    // One import at a time: the second waits, then compares with what the first wrote.
    await lockRegisterImport(tx);
    const existing = (await selectAllIntermediaries(tx)) as IntermediaryRecord[];
    const before = new Map(existing.map((r) => [r.licenceNo, comparable(r)]));
    let added = 0;
    let changed = 0;
    for (const r of records) {
      const old = before.get(r.licenceNo);
      if (old === undefined) added++;
      else if (old !== comparable(r)) changed++;
      before.delete(r.licenceNo);
    }
    const removed = before.size;
    await deleteAllIntermediaries(tx);
    await insertIntermediaries(tx, records);
    await setEdition(tx, 'intermediaries', updatedOn);
    await afterBulkLoad(tx);
    return { added, changed, removed, unchanged: records.length - added - changed, updatedOn };
  });
  clearInsurerCache();
  return result;
}
