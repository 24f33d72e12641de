/**
 * What a heavy export asks the export worker to write (src/server/export/worker.ts):
 * plain data only, so it crosses the thread boundary by structured clone. Every
 * string is already in the visitor's language; the worker knows no catalogue, no
 * database and no request.
 */

/** One cell of an export row. */
export type Cell = string | number | null;

/** An xlsx of one worksheet with a bold, frozen header row (exceljs's streaming writer). */
export interface XlsxJob {
  kind: 'xlsx';
  sheetName: string;
  /** Workbook properties; without them exceljs stamps the time of writing. */
  creator?: string;
  /** ISO instant of the workbook's created and modified properties. */
  created?: string;
  columns: { key?: string; width: number; numFmt?: string }[];
  header: string[];
  /**
   * Whether each row's cells carry their column's number format: the streaming writer
   * applies column styles only to cells it is told about.
   */
  cellNumFmt?: boolean;
}

/** A landscape A4 table in Noto Sans TC (pdfkit), one header on every page. */
export interface PdfTableJob {
  kind: 'pdf-table';
  info: { Title: string; Author: string };
  title: string;
  /** Lines under the title on the first page. */
  intro: string[];
  /** The page footer, `{page}` standing for the page number. */
  pageLabel: string;
  /** Printed when no row is written. */
  empty: string;
  columns: { title: string; width: number }[];
}

export type ExportJob = XlsxJob | PdfTableJob;

/** Main thread → worker. */
export type ToWorker = { type: 'start'; job: ExportJob } | { type: 'rows'; rows: Cell[][] } | { type: 'end' } | { type: 'abort' };

/** Worker → main thread. `ready`: the last message is written, send the next. */
export type FromWorker =
  | { type: 'data'; chunk: Uint8Array }
  | { type: 'ready' }
  | { type: 'done' }
  | { type: 'error'; message: string };
