/**
 * The decision letter on a reproduction application (approval or refusal), as a PDF in
 * the applicant's language: pdfkit in Noto Sans TC with SC for the characters TC lacks
 * (src/server/pdf/fonts.ts, as the PDF copies of forms/copy-pdf.ts), so names print as
 * typed and the text can be searched and read aloud.
 */
import PDFDocument from 'pdfkit';
import { formatDate } from '#src/lib/format.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { fontRuns, pdfFont } from '#src/server/pdf/fonts.ts';
import { reproductionText } from './messages.ts';

const MARGIN = 60;
const GREY = '#4a5560';

export interface DecisionLetter {
  lang: Language;
  decision: 'approved' | 'refused';
  reference: string;
  applicantName: string;
  contactPerson: string;
  receivedAt: Date;
  decidedAt: Date;
  /** The items applied for, one line each, already in the applicant's language. */
  items: string[];
  /** The officer's conditions (approval) or reasons (refusal). */
  notes: string;
}

export async function renderDecisionLetter(letter: DecisionLetter): Promise<Buffer> {
  const { lang } = letter;
  const t = (key: Parameters<typeof reproductionText.t>[1], params?: Record<string, string>) => reproductionText.t(lang, key, params);
  const [tc, sc] = await Promise.all([pdfFont('tc'), pdfFont('sc')]);
  const title = t(`reproduction.letter.${letter.decision}.title`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    // Dated by the decision, not the clock: the same letter is the same bytes (the seed's demo letters too).
    info: { Title: `${title} ${letter.reference}`, Author: t('reproduction.letter.signature'), CreationDate: letter.decidedAt },
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
  const width = doc.page.width - MARGIN * 2;
  const write = async (text: string, size: number, options: { color?: string; align?: 'left' | 'right' } = {}) => {
    const runs = await fontRuns(text);
    doc.fontSize(size).fillColor(options.color ?? '#000');
    runs.forEach((run, i) => doc.font(run.font).text(run.text, { width, align: options.align ?? 'left', continued: i < runs.length - 1 }));
  };

  await write(t('reproduction.letter.signature'), 11, { color: GREY });
  doc.moveDown(1);
  await write(t('reproduction.letter.date', { date: formatDate(letter.decidedAt.toISOString(), lang) }), 10.5, { align: 'right' });
  await write(t('reproduction.letter.reference', { reference: letter.reference }), 10.5, { align: 'right' });
  doc.moveDown(1);
  await write(t('reproduction.letter.to', { name: letter.applicantName, contact: letter.contactPerson }), 10.5);
  doc.moveDown(1);
  await write(title, 15);
  doc.moveDown(0.8);
  await write(t(`reproduction.letter.${letter.decision}.body`, { reference: letter.reference, date: formatDate(letter.receivedAt.toISOString(), lang) }), 10.5);
  doc.moveDown(0.8);
  await write(t('reproduction.letter.items'), 12);
  doc.moveDown(0.3);
  for (const item of letter.items) await write(`• ${item}`, 10.5);
  doc.moveDown(0.8);
  await write(t(`reproduction.letter.${letter.decision}.notes`), 12);
  doc.moveDown(0.3);
  for (const paragraph of letter.notes.split(/\n+/).map((p) => p.trim()).filter(Boolean)) {
    await write(paragraph, 10.5);
    doc.moveDown(0.3);
  }
  doc.moveDown(2);
  await write(t('reproduction.letter.signature'), 11);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
