/**
 * The PDF copy of a submission that goes with its acknowledgement e-mail (coin
 * orders, reproduction applications, complaints): the form's title, the reference,
 * when it was received, then every answer under its section, in the visitor's
 * language. Written with pdfkit in Noto Sans (TC, with SC for the characters TC
 * lacks; src/server/pdf/fonts.ts), so Chinese names print as typed and are
 * searchable text in the file.
 *
 *   const pdf = await renderSubmissionPdf({ lang, title, reference, submittedAt, sections });
 *   await enqueueMail(tx, { …, attachments: [{ filename: `${reference}.pdf`, contentType: 'application/pdf', content: pdf }] });
 */
import PDFDocument from 'pdfkit';
import { formsText } from './messages.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { formatDate } from '#src/lib/format.ts';
import { fontRuns, pdfFont } from '#src/server/pdf/fonts.ts';
import { mailText } from '#src/features/mail/messages.ts';

export interface CopyRow {
  label: string;
  /** What the visitor gave; an empty value prints as the site's placeholder '——'. */
  value: string;
}

export interface CopySection {
  heading: string;
  rows: CopyRow[];
}

export interface SubmissionCopy {
  lang: Language;
  /** The form's name, e.g. 'Application to reproduce banknotes and coins'. */
  title: string;
  reference: string;
  submittedAt: Date;
  sections: CopySection[];
  /** Names of the attached files (listed, not embedded). */
  attachments?: string[];
}

const MARGIN = 50;
const GREY = '#4a5560';
const RULE = '#c0c8d0';

/** Renders the copy as PDF bytes. */
export async function renderSubmissionPdf(copy: SubmissionCopy): Promise<Buffer> {
  const { lang } = copy;
  const [tc, sc] = await Promise.all([pdfFont('tc'), pdfFont('sc')]);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    // Dated by the submission, not the clock: the same copy is the same bytes.
    info: { Title: `${copy.title} ${copy.reference}`, Author: mailText.t(lang, 'mail.footer'), CreationDate: copy.submittedAt },
    lang: lang === 'zh-hant' ? 'zh-Hant' : lang === 'zh-hans' ? 'zh-Hans' : lang,
  } as PDFKit.PDFDocumentOptions);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  doc.registerFont('tc', tc);
  doc.registerFont('sc', sc);
  doc.font('tc');
  const width = doc.page.width - MARGIN * 2;

  /** Writes one paragraph in font runs, so characters only SC has are drawn too. */
  const write = async (text: string, size: number, color = '#000') => {
    const runs = await fontRuns(text || '——');
    doc.fontSize(size).fillColor(color);
    runs.forEach((run, i) => {
      doc.font(run.font).text(run.text, { width, continued: i < runs.length - 1 });
    });
    doc.font('tc');
  };
  const rule = () => {
    const y = doc.y + 4;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.y = y + 8;
  };

  await write(copy.title, 17);
  doc.moveDown(0.3);
  await write(`${formsText.t(lang, 'forms.referenceLabel')}: ${copy.reference}`, 12);
  await write(formsText.t(lang, 'forms.copy.submittedOn', { date: formatDate(copy.submittedAt.toISOString(), lang, { time: true }) }), 10, GREY);
  doc.moveDown(0.4);
  await write(formsText.t(lang, 'forms.copy.notice'), 9, GREY);
  rule();

  const sections = copy.attachments?.length
    ? [...copy.sections, { heading: formsText.t(lang, 'forms.copy.attachments'), rows: copy.attachments.map((name, i) => ({ label: String(i + 1), value: name })) }]
    : copy.sections;
  for (const section of sections) {
    doc.moveDown(0.5);
    await write(section.heading, 13);
    doc.moveDown(0.2);
    for (const row of section.rows) {
      // A label never stands alone at the foot of a page, away from its value.
      if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
      await write(row.label, 8.5, GREY);
      await write(row.value.trim(), 10.5);
      doc.moveDown(0.35);
    }
    rule();
  }

  // Page numbers once the number of pages is known.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin would otherwise add a page
    doc
      .font('tc')
      .fontSize(8)
      .fillColor(GREY)
      .text(`${mailText.t(lang, 'mail.footer')} · ${copy.reference} · ${formsText.t(lang, 'forms.copy.page', { page: i + 1, pages: range.count })}`, MARGIN, doc.page.height - MARGIN, {
        width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
