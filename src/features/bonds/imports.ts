/**
 * Importing bond records and investment funds from a file (issue 35): CSV (UTF-8)
 * or XLSX with the layout below, read by the register import's reader (one CSV and
 * XLSX reader for the back office's files). Every line is checked with the very zod
 * schema the forms use (the ISIN check digit among it), the bond type by its code,
 * and duplicates within the file and against the database; any error refuses the
 * whole file, every error named by line and column in the person's language. A file
 * without errors adds its records, is kept byte for byte (`bond_imports`) and is in
 * the audit log, all in one transaction.
 *
 * Layout: the first line names the columns (the keys below, in this order); one
 * record per line after it. Texts are per language (`issuer.en`, …); Traditional
 * Chinese and English are required, Simplified Chinese and Portuguese may be empty.
 */
import type { z } from 'zod';
import { readRows } from '#src/features/registers/import.ts';
import { commonText } from '#src/i18n/common-messages.ts';
import { messageSources, type MessageSource } from '#src/i18n/catalogue.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { AppError, ValidationError, type FieldIssue } from '#src/server/http/errors.ts';
import { BOND_IMPORT_COLUMNS, FUND_IMPORT_COLUMNS, IMPORT_TEXT_LANGS as TEXT_LANGS, bondRecordForm, investmentFundForm, type BondImportRowData, type BondRecordFormData, type InvestmentFundFormData } from './contract.ts';
import { bondTexts, bondValues, fundTexts, type AuditWriter } from './editing.ts';
import { insertBondImport, insertBondRecords, insertBondTexts, insertFunds, insertFundTexts, selectBondsByKeys, selectFundEnglishNames, selectModuleCats, type BondImportSummary } from './queries.ts';
import type { BondImportRow } from './queries.ts';
import { bondEditText } from './staff-messages.ts';
import { sha256Hex } from '#src/server/crypto.ts';

export { BOND_IMPORT_COLUMNS, FUND_IMPORT_COLUMNS };

export type BondImportKind = BondImportRow['kind'];

export interface ImportFile {
  name: string;
  bytes: Buffer;
}

export interface Importer {
  id: string;
  email: string;
}

const cellMessages: MessageSource = messageSources(bondEditText, commonText);

/** The issues of a refused file: each with its line and column, in the person's language. */
class Problems {
  readonly issues: FieldIssue[] = [];
  readonly lang: Language;
  constructor(lang: Language) {
    this.lang = lang;
  }
  add(line: number, column: string, key: string, params?: Record<string, string | number>) {
    const problem = cellMessages.t(this.lang, key, params);
    this.issues.push({ field: `line.${String(line)}.${column}`, messageKey: 'bondImport.line', params: { text: bondEditText.t(this.lang, 'bondImport.at', { line, column, problem }) } });
  }
  refuse(): never {
    throw new AppError('bad_request', { messageKey: 'bondImport.refused', params: { count: this.issues.length }, issues: this.issues, messages: IMPORT_ISSUES });
  }
}

/** Issues carry their text already in the person's language (line and column named). */
const IMPORT_ISSUES: MessageSource = {
  has: (key) => key === 'bondImport.line' || bondEditText.has(key),
  t: (lang, key, params) => (key === 'bondImport.line' ? String(params?.text ?? '') : bondEditText.t(lang, key as never, params)),
};

function fileIssue(key: string, params?: Record<string, string | number>): ValidationError {
  return new ValidationError([{ field: 'content', messageKey: key, ...(params ? { params } : {}) }], bondEditText);
}

/** The lines of the file under its heading, each cell keyed by its column; a line of another width is a problem. */
async function readLines(file: ImportFile, columns: readonly string[], problems: Problems): Promise<{ line: number; cells: Record<string, string> }[]> {
  let rows: string[][];
  try {
    const isXlsx = file.bytes[0] === 0x50 && file.bytes[1] === 0x4b;
    if (!isXlsx) new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
    rows = await readRows(file.bytes, isXlsx ? file.name : `${file.name}.csv`);
  } catch {
    throw fileIssue('bondImport.unreadable');
  }
  const trimEnd = (cells: string[]) => {
    const out = cells.map((c) => c.trim());
    while (out.length > columns.length && out.at(-1) === '') out.pop();
    return out;
  };
  const heading = trimEnd(rows[0] ?? []);
  if (heading.length !== columns.length || columns.some((c, i) => heading[i] !== c)) throw fileIssue('bondImport.headings', { expected: columns.join(', ') });
  const lines = rows
    .slice(1)
    .map((cells, i) => ({ line: i + 2, raw: trimEnd(cells) }))
    .filter((r) => r.raw.some((c) => c !== ''));
  if (!lines.length) throw fileIssue('bondImport.empty');
  const good: { line: number; cells: Record<string, string> }[] = [];
  for (const { line, raw } of lines) {
    if (raw.length !== columns.length) problems.add(line, '-', 'bondImport.columns', { found: raw.length, expected: columns.length });
    else good.push({ line, cells: Object.fromEntries(columns.map((c, i) => [c, raw[i] ?? ''])) });
  }
  return good;
}

/** The column of a form issue's path (`texts.en.issuer` → `issuer.en`). */
function columnOf(path: readonly PropertyKey[]): string {
  const [first, lang, field] = path.map(String);
  if (first === 'texts' && lang && field) return `${field}.${lang}`;
  if (first === 'texts' && lang) return `${TEXT_LANGS.includes(lang as never) ? `issuer.${lang}` : 'texts'}`;
  if (first === 'typeId') return 'bondType';
  return first ?? '-';
}

function textsOf(cells: Record<string, string>, fields: readonly string[]): Record<string, Record<string, string> | undefined> {
  return Object.fromEntries(
    TEXT_LANGS.map((lang) => {
      const values = Object.fromEntries(fields.map((f) => [f, cells[`${f}.${lang}`] ?? '']));
      const empty = Object.values(values).every((v) => v === '');
      // Simplified Chinese and Portuguese may be left out; the required languages are checked by the form.
      return [lang, empty && (lang === 'zh-hans' || lang === 'pt') ? undefined : values];
    }),
  );
}

function parseLine<S extends z.ZodType>(schema: S, input: unknown, line: number, problems: Problems, columnFor: (path: readonly PropertyKey[]) => string): z.output<S> | undefined {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const column = columnFor(issue.path);
    if (seen.has(column)) continue;
    seen.add(column);
    problems.add(line, column, issue.message && cellMessages.has(issue.message) ? issue.message : 'validation.format');
  }
  return undefined;
}

async function keep(tx: Queryable, kind: BondImportKind, file: ImportFile, records: number, importer: Importer, now: Date): Promise<number> {
  return insertBondImport(tx, {
    kind,
    fileName: file.name.slice(0, 200),
    mediaType: file.bytes[0] === 0x50 && file.bytes[1] === 0x4b ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv',
    sha256: sha256Hex(file.bytes),
    content: file.bytes,
    records,
    importedBy: importer.id,
    importedByEmail: importer.email,
    importedAt: now,
  });
}

/** Imports a bond records file: all or nothing (see above). Returns the import as kept. */
export async function importBondRecords(db: Database, file: ImportFile, lang: Language, importer: Importer, audit: AuditWriter, now = new Date()): Promise<{ importId: number; records: number }> {
  const problems = new Problems(lang);
  const lines = await readLines(file, BOND_IMPORT_COLUMNS, problems);
  const types = await selectModuleCats(db, 'bond-type');
  const typeBySlug = new Map(types.map((t) => [t.slug, t.id]));
  const forms: { line: number; form: BondRecordFormData }[] = [];
  const firstIsin = new Map<string, number>();
  const firstNumber = new Map<string, number>();
  for (const { line, cells } of lines) {
    const typeId = typeBySlug.get(cells.bondType ?? '');
    if (typeId === undefined) problems.add(line, 'bondType', 'bondImport.bondType', { values: types.map((t) => t.slug).join(', ') });
    const input = {
      ...cells,
      typeId: typeId ?? 1,
      rating: cells.rating || null,
      ratingAgency: cells.ratingAgency || null,
      texts: textsOf(cells, ['issuer', 'instrument']),
    };
    const form = parseLine(bondRecordForm, input, line, problems, columnOf);
    if (!form) continue;
    const isinLine = firstIsin.get(form.isin);
    if (isinLine !== undefined) problems.add(line, 'isin', 'bondImport.duplicateInFile', { other: isinLine });
    else firstIsin.set(form.isin, line);
    const numberLine = firstNumber.get(form.bondNumber);
    if (numberLine !== undefined) problems.add(line, 'bondNumber', 'bondImport.duplicateInFile', { other: numberLine });
    else firstNumber.set(form.bondNumber, line);
    if (typeId !== undefined) forms.push({ line, form });
  }
  const existing = await selectBondsByKeys(db, [...firstIsin.keys()], [...firstNumber.keys()]);
  const takenIsins = new Set(existing.map((r) => r.isin));
  const takenNumbers = new Set(existing.map((r) => r.bondNumber));
  for (const { line, form } of forms) {
    if (takenIsins.has(form.isin)) problems.add(line, 'isin', 'bondImport.exists');
    if (takenNumbers.has(form.bondNumber)) problems.add(line, 'bondNumber', 'bondImport.exists');
  }
  if (problems.issues.length) problems.refuse();
  const values = await Promise.all(forms.map(({ form }) => bondValues(db, form)));
  return db.transaction(async (tx) => {
    const ids = await insertBondRecords(tx, values, now);
    await insertBondTexts(
      tx,
      forms.flatMap(({ form }, i) => bondTexts(form).map((t) => ({ bondId: ids[i] ?? 0, ...t }))),
    );
    const importId = await keep(tx, 'bond-records', file, ids.length, importer, now);
    await audit(
      {
        entity: 'bond-import',
        entityId: importId,
        action: 'import',
        changes: { kind: { after: 'bond-records' }, file: { after: { name: file.name, sha256: sha256Hex(file.bytes), bytes: file.bytes.length } }, records: { after: ids.length }, isins: { after: forms.map((f) => f.form.isin) } },
      },
      tx,
    );
    return { importId, records: ids.length };
  });
}

/** Imports an investment funds file: all or nothing; a fund is a duplicate by its English fund and sub-fund names. */
export async function importFunds(db: Database, file: ImportFile, lang: Language, importer: Importer, audit: AuditWriter, now = new Date()): Promise<{ importId: number; records: number }> {
  const problems = new Problems(lang);
  const lines = await readLines(file, FUND_IMPORT_COLUMNS, problems);
  const forms: { line: number; form: InvestmentFundFormData }[] = [];
  const key = (fund: string, sub: string) => `${fund.toLowerCase()}\u0000${sub.toLowerCase()}`;
  const existing = new Set((await selectFundEnglishNames(db)).map((r) => key(r.fundName, r.subFundName)));
  const first = new Map<string, number>();
  const fundColumn = (path: readonly PropertyKey[]) => {
    const [head, l, field] = path.map(String);
    if (head === 'texts' && l && field) return `${field}.${l}`;
    if (head === 'texts' && l) return `fundName.${l}`;
    return head ?? '-';
  };
  for (const { line, cells } of lines) {
    const form = parseLine(investmentFundForm, { authorizationDate: cells.authorizationDate, texts: textsOf(cells, ['fundName', 'subFundName', 'manager']) }, line, problems, fundColumn);
    if (!form) continue;
    const k = key(form.texts.en.fundName, form.texts.en.subFundName);
    const other = first.get(k);
    if (other !== undefined) problems.add(line, 'subFundName.en', 'bondImport.duplicateInFile', { other });
    else first.set(k, line);
    if (existing.has(k)) problems.add(line, 'subFundName.en', 'bondImport.fundExists');
    forms.push({ line, form });
  }
  if (problems.issues.length) problems.refuse();
  return db.transaction(async (tx) => {
    const ids = await insertFunds(
      tx,
      forms.map(({ form }) => ({ authorizationDate: form.authorizationDate })),
      now,
    );
    await insertFundTexts(
      tx,
      forms.flatMap(({ form }, i) => fundTexts(form).map((t) => ({ fundId: ids[i] ?? 0, ...t }))),
    );
    const importId = await keep(tx, 'investment-funds', file, ids.length, importer, now);
    await audit(
      { entity: 'bond-import', entityId: importId, action: 'import', changes: { kind: { after: 'investment-funds' }, file: { after: { name: file.name, sha256: sha256Hex(file.bytes), bytes: file.bytes.length } }, records: { after: ids.length } } },
      tx,
    );
    return { importId, records: ids.length };
  });
}

/** An import as the back office lists it. */
export function importRow(r: BondImportSummary): BondImportRowData {
  return { id: r.id, kind: r.kind, fileName: r.fileName, sha256: r.sha256, records: r.records, importedByEmail: r.importedByEmail, importedAt: r.importedAt.toISOString() };
}
