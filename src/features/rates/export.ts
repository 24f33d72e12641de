/**
 * The rate download (SPEC §7 /cms/export_financial_info): the same items as
 * `financial_info`, as CSV (UTF-8 with a byte-order mark, so Excel reads the
 * Chinese headings) or XLSX (numbers stored as numbers with the published
 * decimals as their format). Values are written with the decimals the pages
 * show, so a download holds exactly what is on screen.
 *
 * Both are written as streams, a few hundred rows at a time with a turn of the event
 * loop between (exceljs's streaming writer for xlsx), so a long range never holds
 * the server up nor builds the whole file in memory (issue 18).
 */
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { t } from '#src/i18n/index.ts';
import type { MessageKey } from '#src/i18n/keys.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { BASE_RATE_DECIMALS, FX_DECIMALS, RATE_DECIMALS } from './constants.ts';
import type { FinancialInfo, RateItem } from './contract.ts';

interface Column {
  header: string;
  /** Excel number format; text columns have none. */
  numFmt?: string;
  decimals?: number;
  width: number;
  value: (item: RateItem) => string | number | null;
}

const fmtOf = (decimals: number) => (decimals ? `0.${'0'.repeat(decimals)}` : '0');

export function exportColumns(info: FinancialInfo, lang: Language): Column[] {
  const num = (header: string, decimals: number, value: (i: RateItem) => number | null, width = 16): Column => ({ header, numFmt: fmtOf(decimals), decimals, width, value });
  const date: Column = { header: t(lang, info.type === 'base-rate' ? 'rates.effectiveOn' : 'rates.date'), width: 12, value: (i) => i.date };
  switch (info.type) {
    case 'exchange-rate':
      return [
        date,
        { header: t(lang, 'rates.currency'), width: 10, value: (i) => i.currency },
        num(t(lang, 'rates.unit'), 0, (i) => i.unit, 8),
        num(`${t(lang, 'rates.mid')} (MOP)`, FX_DECIMALS, (i) => i.midRate),
        num(`${t(lang, 'rates.ttBuying')} (MOP)`, FX_DECIMALS, (i) => i.ttBuying, 24),
        num(`${t(lang, 'rates.chequeBuying')} (MOP)`, FX_DECIMALS, (i) => i.chequeBuying, 18),
      ];
    case 'maibor':
      return [
        date,
        { header: t(lang, 'rates.term'), width: 12, value: (i) => (i.term ? t(lang, `rates.term.${i.term}` as MessageKey) : null) },
        num(t(lang, 'rates.ratePct'), RATE_DECIMALS, (i) => i.rate),
      ];
    case 'base-rate':
      return [
        date,
        num(t(lang, 'rates.baseRatePct'), BASE_RATE_DECIMALS, (i) => i.rate),
        num(t(lang, 'rates.changeBp'), 0, (i) => i.changeBp),
        { header: t(lang, 'rates.announcement'), width: 90, value: (i) => i.text },
      ];
    default:
      return [date, num(t(lang, 'rates.ratePct'), RATE_DECIMALS, (i) => i.rate)];
  }
}

function csvCell(value: string | number | null, decimals: number | undefined): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? value.toFixed(decimals ?? 0) : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows written between two turns of the event loop. */
const ROWS_PER_TURN = 200;
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The CSV as a stream: a byte-order mark, the headings, then the rows. */
export function csvStream(info: FinancialInfo, lang: Language): Readable {
  const columns = exportColumns(info, lang);
  const out = new PassThrough();
  void (async () => {
    out.write(Buffer.from([0xef, 0xbb, 0xbf]));
    out.write(`${columns.map((c) => csvCell(c.header, undefined)).join(',')}\r\n`);
    for (let start = 0; start < info.items.length; start += ROWS_PER_TURN) {
      if (out.destroyed) return;
      let text = '';
      for (const item of info.items.slice(start, start + ROWS_PER_TURN)) text += `${columns.map((c) => csvCell(c.value(item), c.decimals)).join(',')}\r\n`;
      if (!out.write(text)) await new Promise((resolve) => out.once('drain', resolve));
      await tick();
    }
    out.end();
  })();
  return out;
}

/** The workbook as a stream (exceljs streaming writer): rows are committed as they are written. */
export function xlsxStream(info: FinancialInfo, lang: Language): Readable {
  const columns = exportColumns(info, lang);
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  book.creator = t(lang, 'rates.source');
  // Fixed, so the same query gives the same file.
  book.created = new Date(`${info.end ?? info.lastDate ?? '2000-01-01'}T03:00:00Z`);
  book.modified = book.created;
  const sheet = book.addWorksheet(t(lang, `rates.title.${info.type}`).slice(0, 31).replace(/[*?:\\/[\]]/g, ' '), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  void (async () => {
    try {
      for (let start = 0; start < info.items.length; start += ROWS_PER_TURN) {
        if (out.destroyed) return;
        for (const item of info.items.slice(start, start + ROWS_PER_TURN)) {
          const row = sheet.addRow(columns.map((c) => c.value(item)));
          // The streaming writer takes column styles only for cells it is told about.
          columns.forEach((c, i) => {
            if (c.numFmt) row.getCell(i + 1).numFmt = c.numFmt;
          });
          row.commit();
        }
        await tick();
      }
      sheet.commit();
      await book.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}

export function exportFileName(info: FinancialInfo, lang: Language, format: 'csv' | 'xlsx'): string {
  const span = info.begin && info.end && info.begin !== info.end ? `${info.begin}_${info.end}` : (info.end ?? info.begin ?? 'all');
  return `${t(lang, `rates.title.${info.type}`).replace(/[\\/:*?"<>|（）()]+/g, '').trim()}-${span}.${format}`;
}
