/**
 * Register exports (SPEC §7): an xlsx in the import layout (columns.ts), written
 * with exceljs's streaming writer, and a PDF table (pdfkit) with the Chinese names
 * in an embedded subset of Noto Sans TC. Both read the rows in chunks and yield to
 * the event loop between chunks, so a 10,000-row export does not hold up other
 * requests.
 */
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { t } from '#src/i18n/index.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Intermediary } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { contentDisposition } from '#src/features/files/service.ts';
import { cjkFont } from '#src/server/pdf/fonts.ts';
import { REGISTER_COLUMNS } from './columns.ts';
import { countIntermediaries, intermediaryChunks, registerUpdatedOn, type RegisterFilter } from './service.ts';

/** At most this many rows per export: more is bulk extraction, not a search. */
export const EXPORT_MAX_ROWS = 10_000;

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

function cellValue(r: Intermediary, key: (typeof REGISTER_COLUMNS)[number]['key']): string | number | null {
  switch (key) {
    case 'renewalFrom': return r.renewalPeriod?.from ?? null;
    case 'renewalTo': return r.renewalPeriod?.to ?? null;
    case 'generalValidUntil': return r.general.validUntil;
    case 'generalCancelledOn': return r.general.cancelledOn;
    case 'generalCancelReason': return r.general.cancelReason;
    case 'lifeValidUntil': return r.life.validUntil;
    case 'lifeCancelledOn': return r.life.cancelledOn;
    case 'lifeCancelReason': return r.life.cancelReason;
    case 'suspendedFrom': return r.suspension?.from ?? null;
    case 'suspendedTo': return r.suspension?.to ?? null;
    case 'cancelledInPeriod': return r.cancelledInPeriod ? 'Y' : 'N';
    case 'lifeInsurers': return r.lifeInsurers.map((i) => `${i.code} ${i.nameZh} ${i.name}`).join('; ') || null;
    case 'generalInsurers': return r.generalInsurers.map((i) => `${i.code} ${i.nameZh} ${i.name}`).join('; ') || null;
    default: {
      const v = r[key];
      return typeof v === 'string' || typeof v === 'number' ? v : null;
    }
  }
}

/** The file name: the register title and its edition date (UTF-8, through Content-Disposition). */
export function exportFileName(lang: Language, updatedOn: string | null, ext: 'xlsx' | 'pdf'): string {
  return `${t(lang, 'registers.exportTitle')}-${updatedOn ?? 'latest'}.${ext}`;
}

export async function xlsxExport(db: Queryable, lang: Language, filter: RegisterFilter): Promise<{ stream: Readable; fileName: string }> {
  const updatedOn = await registerUpdatedOn(db);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(t(lang, 'registers.exportTitle').slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = REGISTER_COLUMNS.map((c) => ({ key: c.key, width: c.width }));
  const header = sheet.addRow(REGISTER_COLUMNS.map((c) => `${t(lang, c.header)} [${c.key}]`));
  header.font = { bold: true };
  header.commit();
  void (async () => {
    try {
      for await (const chunk of intermediaryChunks(db, lang, filter, EXPORT_MAX_ROWS, 100)) {
        for (const r of chunk) sheet.addRow(REGISTER_COLUMNS.map((c) => cellValue(r, c.key))).commit();
        await tick();
      }
      sheet.commit();
      await workbook.commit();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return { stream: out, fileName: exportFileName(lang, updatedOn, 'xlsx') };
}

function describeFilter(lang: Language, filter: RegisterFilter): string {
  const parts: string[] = [];
  if (filter.name) parts.push(`${t(lang, 'registers.name')}: ${filter.name}`);
  if (filter.licenceNo) parts.push(`${t(lang, 'registers.licenceNo')}: ${filter.licenceNo}`);
  if (filter.categories?.length) parts.push(`${t(lang, 'registers.category')}: ${filter.categories.join(', ')}`);
  if (filter.statuses?.length) parts.push(`${t(lang, 'registers.colStatus')}: ${filter.statuses.map((s) => t(lang, `registers.status.${s}`)).join(', ')}`);
  if (filter.validOn) parts.push(`${t(lang, 'registers.validOn')}: ${filter.validOn}`);
  return parts.join(' · ') || t(lang, 'registers.exportAll');
}

/**
 * The PDF as a stream: pdfkit's document is piped out as its pages fill, so neither the
 * file nor the rows are held whole, and the rows are laid out a chunk at a time in
 * the background while the client receives the first pages.
 */
export async function pdfExport(db: Queryable, lang: Language, filter: RegisterFilter): Promise<{ stream: Readable; fileName: string }> {
  const [updatedOn, font, total] = await Promise.all([registerUpdatedOn(db), cjkFont(), countIntermediaries(db, filter, EXPORT_MAX_ROWS)]);
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: t(lang, 'registers.exportTitle'), Author: 'AMCM' } });
  const out = new PassThrough();
  doc.pipe(out);
  doc.registerFont('cjk', font);
  doc.font('cjk');

  const columns: { title: string; width: number; value: (r: Intermediary) => string }[] = [
    { title: t(lang, 'registers.colNumber'), width: 40, value: (r) => String(r.number) },
    { title: t(lang, 'registers.licenceNo'), width: 78, value: (r) => r.licenceNo },
    { title: t(lang, 'registers.category'), width: 42, value: (r) => r.category },
    { title: t(lang, 'registers.colNameZh'), width: 140, value: (r) => r.nameZh ?? '' },
    { title: t(lang, 'registers.colNamePt'), width: 190, value: (r) => r.name },
    { title: t(lang, 'registers.colStatus'), width: 70, value: (r) => t(lang, `registers.status.${r.status}`) },
    { title: t(lang, 'registers.colAuthorisedOn'), width: 70, value: (r) => r.authorisedOn },
    { title: t(lang, 'registers.colLifeValid'), width: 70, value: (r) => r.life.validUntil ?? '' },
    { title: t(lang, 'registers.colGeneralValid'), width: 70, value: (r) => r.general.validUntil ?? '' },
  ];
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 16;
  let y = 0;

  let pageNo = 0;
  // Pages are written out as they fill (no buffering), so the end of a long export
  // does not compress hundreds of pages at once; each page carries its number.
  const pageHeader = (first: boolean) => {
    pageNo += 1;
    const margin = doc.page.margins.bottom;
    // Writing inside the bottom margin would make pdfkit start a new page.
    doc.page.margins.bottom = 0;
    doc.fontSize(8).text(t(lang, 'registers.exportPageN', { page: pageNo }), left, doc.page.height - margin - 10, {
      width: doc.page.width - left - doc.page.margins.right,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = margin;
    y = doc.page.margins.top;
    if (first) {
      doc.fontSize(14).text(t(lang, 'registers.exportTitle'), left, y);
      y = doc.y + 4;
      doc.fontSize(9).text(t(lang, 'registers.exportQuery', { query: describeFilter(lang, filter) }), left, y);
      y = doc.y + 2;
      doc.text(`${t(lang, 'registers.lastUpdate', { date: updatedOn ?? '——' })} · ${t(lang, 'registers.total', { count: Math.min(total, EXPORT_MAX_ROWS) })}`, left, y);
      y = doc.y + 8;
    }
    doc.fontSize(8);
    let x = left;
    const h = Math.max(...columns.map((c) => doc.heightOfString(c.title, { width: c.width - 4 })));
    doc.rect(left, y - 2, columns.reduce((a, c) => a + c.width, 0), h + 4).fill('#e8eef5').fillColor('#000');
    for (const c of columns) {
      doc.text(c.title, x + 2, y, { width: c.width - 4 });
      x += c.width;
    }
    y += h + 6;
  };

  let laidOut = 0;
  const write = async () => {
    pageHeader(true);
    for await (const chunk of intermediaryChunks(db, lang, filter, EXPORT_MAX_ROWS, 100)) {
      if (out.destroyed) return;
      for (const r of chunk) {
        const h = Math.max(...columns.map((c) => doc.heightOfString(c.value(r) || ' ', { width: c.width - 4 })));
        if (y + h > bottom()) {
          doc.addPage();
          pageHeader(false);
          await tick();
        }
        let x = left;
        for (const c of columns) {
          doc.text(c.value(r), x + 2, y, { width: c.width - 4, lineBreak: true });
          x += c.width;
        }
        y += h + 3;
        doc.moveTo(left, y - 1.5).lineTo(left + columns.reduce((a, c) => a + c.width, 0), y - 1.5).lineWidth(0.3).strokeColor('#c0c8d0').stroke();
        // Laying out text is the costly part: a turn of the event loop every few rows.
        if (++laidOut % 20 === 0) await tick();
      }
      await tick();
    }
    if (total === 0) doc.fontSize(10).text(t(lang, 'registers.noResults'), left, y + 4);
    doc.end();
  };
  void write().catch((err: unknown) => out.destroy(err as Error));
  return { stream: out, fileName: exportFileName(lang, updatedOn, 'pdf') };
}

export function fileHeaders(fileName: string, type: string): Record<string, string> {
  return {
    'Content-Type': type,
    'Content-Disposition': contentDisposition(fileName),
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  };
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_TYPE = 'application/pdf';
