/**
 * The rate download (SPEC §7 /cms/export_financial_info): the same items as
 * `financial_info`, as CSV (UTF-8 with a byte-order mark, so Excel reads the
 * Chinese headings) or XLSX (numbers stored as numbers with the published
 * decimals as their format). Values are written with the decimals the pages
 * show, so a download holds exactly what is on screen.
 *
 * Both are written as streams while the range is read a window of days at a time,
 * so a long range never holds the server up nor is held whole in memory (issue 18):
 * the CSV on the event loop (it is only text), the workbook in the export worker pool.
 */
import { Readable } from 'node:stream';
import { ratesText } from './messages.ts';
import type { KeyOf } from '#src/i18n/catalogue.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Cell } from '#src/server/export/jobs.ts';
import { exportFile } from '#src/server/export/pool.ts';
import { BASE_RATE_DECIMALS, FX_DECIMALS, RATE_DECIMALS } from './constants.ts';
import type { FinancialInfo, RateItem } from './contract.ts';
import type { FinancialInfoStream } from './service.ts';

type MessageKey = KeyOf<typeof ratesText>;

interface Column {
  header: string;
  /** Excel number format; text columns have none. */
  numFmt?: string;
  decimals?: number;
  width: number;
  value: (item: RateItem) => string | number | null;
}

const fmtOf = (decimals: number) => (decimals ? `0.${'0'.repeat(decimals)}` : '0');

export function exportColumns(info: Pick<FinancialInfo, 'type'>, lang: Language): Column[] {
  const num = (header: string, decimals: number, value: (i: RateItem) => number | null, width = 16): Column => ({ header, numFmt: fmtOf(decimals), decimals, width, value });
  const date: Column = { header: ratesText.t(lang, info.type === 'base-rate' ? 'rates.effectiveOn' : 'rates.date'), width: 12, value: (i) => i.date };
  switch (info.type) {
    case 'exchange-rate':
      return [
        date,
        { header: ratesText.t(lang, 'rates.currency'), width: 10, value: (i) => i.currency },
        num(ratesText.t(lang, 'rates.unit'), 0, (i) => i.unit, 8),
        num(`${ratesText.t(lang, 'rates.mid')} (MOP)`, FX_DECIMALS, (i) => i.midRate),
        num(`${ratesText.t(lang, 'rates.ttBuying')} (MOP)`, FX_DECIMALS, (i) => i.ttBuying, 24),
        num(`${ratesText.t(lang, 'rates.chequeBuying')} (MOP)`, FX_DECIMALS, (i) => i.chequeBuying, 18),
      ];
    case 'maibor':
      return [
        date,
        { header: ratesText.t(lang, 'rates.term'), width: 12, value: (i) => (i.term ? ratesText.t(lang, `rates.term.${i.term}` as MessageKey) : null) },
        num(ratesText.t(lang, 'rates.ratePct'), RATE_DECIMALS, (i) => i.rate),
      ];
    case 'base-rate':
      return [
        date,
        num(ratesText.t(lang, 'rates.baseRatePct'), BASE_RATE_DECIMALS, (i) => i.rate),
        num(ratesText.t(lang, 'rates.changeBp'), 0, (i) => i.changeBp),
        { header: ratesText.t(lang, 'rates.announcement'), width: 90, value: (i) => i.text },
      ];
    default:
      return [date, num(ratesText.t(lang, 'rates.ratePct'), RATE_DECIMALS, (i) => i.rate)];
  }
}

function csvCell(value: string | number | null, decimals: number | undefined): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? value.toFixed(decimals ?? 0) : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The CSV as a stream: a byte-order mark, the headings, then the rows as each window of days is read. */
export function csvStream(info: FinancialInfoStream, lang: Language): Readable {
  const columns = exportColumns(info, lang);
  async function* text(): AsyncGenerator<string | Buffer> {
    yield Buffer.from([0xef, 0xbb, 0xbf]);
    yield `${columns.map((c) => csvCell(c.header, undefined)).join(',')}\r\n`;
    for await (const batch of info.batches()) {
      let lines = '';
      for (const item of batch) lines += `${columns.map((c) => csvCell(c.value(item), c.decimals)).join(',')}\r\n`;
      yield lines;
    }
  }
  return Readable.from(text(), { objectMode: false });
}

/** Rows handed to the export worker per message. */
const ROWS_PER_BATCH = 500;

/**
 * The workbook as a stream, written by the export worker (exceljs's streaming
 * writer, in a worker thread: src/server/export/pool.ts) from the rows sent to it
 * a batch at a time; numbers keep their published decimals as their format.
 */
export function xlsxStream(info: FinancialInfoStream, lang: Language): Readable {
  const columns = exportColumns(info, lang);
  async function* batches(): AsyncGenerator<Cell[][]> {
    for await (const batch of info.batches()) {
      for (let start = 0; start < batch.length; start += ROWS_PER_BATCH) {
        yield batch.slice(start, start + ROWS_PER_BATCH).map((item) => columns.map((c) => c.value(item)));
      }
    }
  }
  return exportFile(
    {
      kind: 'xlsx',
      creator: ratesText.t(lang, 'rates.source'),
      // Fixed, so the same query gives the same file.
      created: `${info.end ?? info.lastDate ?? '2000-01-01'}T03:00:00Z`,
      sheetName: ratesText.t(lang, `rates.title.${info.type}`).slice(0, 31).replace(/[*?:\\/[\]]/g, ' '),
      columns: columns.map((c) => ({ width: c.width, ...(c.numFmt ? { numFmt: c.numFmt } : {}) })),
      header: columns.map((c) => c.header),
      cellNumFmt: true,
    },
    batches(),
  );
}

export function exportFileName(info: Pick<FinancialInfo, 'type' | 'begin' | 'end'>, lang: Language, format: 'csv' | 'xlsx'): string {
  const span = info.begin && info.end && info.begin !== info.end ? `${info.begin}_${info.end}` : (info.end ?? info.begin ?? 'all');
  return `${ratesText.t(lang, `rates.title.${info.type}`).replace(/[\\/:*?"<>|（）()]+/g, '').trim()}-${span}.${format}`;
}
