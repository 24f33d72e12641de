/**
 * The rows of an uploaded table: CSV (UTF-8, RFC 4180 quoting, with or without a
 * byte-order mark) or the first sheet of an XLSX workbook, as text cells. For the
 * back office's imports; rows are numbered as in the file (index 0 is line 1).
 */
import ExcelJS from 'exceljs';

export class UnreadableTableError extends Error {
  constructor() {
    super('The file cannot be read as CSV (UTF-8) or XLSX.');
    this.name = 'UnreadableTableError';
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

/** A cell's text as shown: dates as ISO days, formulas by their result, rich text joined. */
export function cellText(value: ExcelJS.CellValue): string {
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

/** True when the bytes are a ZIP container (an XLSX workbook). */
export const isXlsxBytes = (bytes: Buffer) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** The cells of the file, trimmed; throws UnreadableTableError for anything but UTF-8 CSV or XLSX. */
export async function readTableFile(bytes: Buffer): Promise<string[][]> {
  if (!isXlsxBytes(bytes)) {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new UnreadableTableError();
    }
    if (text.includes('\u0000')) throw new UnreadableTableError();
    return parseCsv(text).map((r) => r.map((c) => c.trim()));
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableTableError();
  }
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: string[] = [];
    for (let c = 1; c <= Math.max(row.cellCount, 1); c++) cells.push(cellText(row.getCell(c).value).trim());
    rows[n - 1] = cells;
  });
  return Array.from(rows, (r) => r ?? []);
}
