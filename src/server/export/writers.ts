/**
 * The file writers of the heavy exports, run inside the export worker
 * (worker.ts): each takes its job's layout, then rows a batch at a time, and writes
 * the file to `out` as it fills (exceljs's streaming writer, pdfkit piped), so
 * neither the rows nor the file are ever held whole.
 */
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { pdfFont } from '#src/server/pdf/fonts.ts';
import type { Cell, ExportJob, PdfTableJob, XlsxJob } from './jobs.ts';

export interface FileWriter {
  /** Writes a batch of rows (synchronously: the caller is the worker's only task). */
  rows(rows: Cell[][]): void;
  /** Finishes the file; resolves once every byte has been handed to `out`. */
  end(): Promise<void>;
}

function xlsxWriter(job: XlsxJob, out: Writable): FileWriter {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  if (job.creator !== undefined) book.creator = job.creator;
  if (job.created !== undefined) {
    book.created = new Date(job.created);
    book.modified = book.created;
  }
  const sheet = book.addWorksheet(job.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = job.columns.map((c) => ({ ...(c.key ? { key: c.key } : {}), width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  const header = sheet.addRow(job.header);
  header.font = { bold: true };
  header.commit();
  return {
    rows(rows) {
      for (const cells of rows) {
        const row = sheet.addRow(cells);
        if (job.cellNumFmt) {
          job.columns.forEach((c, i) => {
            if (c.numFmt) row.getCell(i + 1).numFmt = c.numFmt;
          });
        }
        row.commit();
      }
    },
    async end() {
      sheet.commit();
      await book.commit();
    },
  };
}

async function pdfTableWriter(job: PdfTableJob, out: Writable): Promise<FileWriter> {
  const font = await pdfFont('tc');
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: job.info });
  const finished = new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('error', reject);
  });
  doc.pipe(out);
  doc.registerFont('cjk', font);
  doc.font('cjk');
  const { columns } = job;
  const tableWidth = columns.reduce((a, c) => a + c.width, 0);
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 16;
  let y = 0;
  let pageNo = 0;
  let written = 0;

  // Pages are written out as they fill (no buffering), so the end of a long export
  // does not compress hundreds of pages at once; each page carries its number.
  const pageHeader = (first: boolean) => {
    pageNo += 1;
    const margin = doc.page.margins.bottom;
    // Writing inside the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    doc.fontSize(8).text(job.pageLabel.replaceAll('{page}', String(pageNo)), left, doc.page.height - margin - 10, {
      width: doc.page.width - left - doc.page.margins.right,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
    y = doc.page.margins.top;
    if (first) {
      doc.fontSize(14).text(job.title, left, y);
      y = doc.y + 4;
      doc.fontSize(9);
      job.intro.forEach((line, i) => {
        doc.text(line, left, y);
        y = doc.y + (i === job.intro.length - 1 ? 8 : 2);
      });
    }
    doc.fontSize(8);
    let x = left;
    const h = Math.max(...columns.map((c) => doc.heightOfString(c.title, { width: c.width - 4 })));
    doc.rect(left, y - 2, tableWidth, h + 4).fill('#e8eef5').fillColor('#000');
    for (const c of columns) {
      doc.text(c.title, x + 2, y, { width: c.width - 4 });
      x += c.width;
    }
    y += h + 6;
  };
  pageHeader(true);

  return {
    rows(rows) {
      for (const cells of rows) {
        const texts = columns.map((_, i) => (cells[i] === null || cells[i] === undefined ? '' : String(cells[i])));
        const h = Math.max(...columns.map((c, i) => doc.heightOfString(texts[i] || ' ', { width: c.width - 4 })));
        if (y + h > bottom()) {
          doc.addPage();
          pageHeader(false);
        }
        let x = left;
        columns.forEach((c, i) => {
          doc.text(texts[i] ?? '', x + 2, y, { width: c.width - 4, lineBreak: true });
          x += c.width;
        });
        y += h + 3;
        doc.moveTo(left, y - 1.5).lineTo(left + tableWidth, y - 1.5).lineWidth(0.3).strokeColor('#c0c8d0').stroke();
        written += 1;
      }
    },
    async end() {
      if (written === 0) doc.fontSize(10).text(job.empty, left, y + 4);
      doc.end();
      await finished;
    },
  };
}

export async function createFileWriter(job: ExportJob, out: Writable): Promise<FileWriter> {
  return job.kind === 'xlsx' ? xlsxWriter(job, out) : pdfTableWriter(job, out);
}
