/**
 * Attachments of the news seed, made here byte for byte (no downloads): CSV
 * tables of the statistical releases and small one-page PDF documents.
 * Both are deterministic, so two seeded databases hold the same files.
 */
import type { EntryFileSeed } from '#src/seed/entries-writer.ts';

/** RFC 4180 CSV, UTF-8 with a byte order mark so spreadsheet programs read the Chinese headers. */
export function csvFile(name: string, rows: readonly (readonly (string | number)[])[]): EntryFileSeed {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const body = rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
  return { name, mime: 'text/csv', content: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body, 'utf8')]) };
}

/** PDF string literal: backslashes and parentheses escaped, anything outside printable ASCII dropped. */
const pdfString = (text: string) => `(${text.replace(/[^\x20-\x7e]/g, '').replace(/[\\()]/g, (c) => `\\${c}`)})`;

/** Wraps a paragraph to lines of at most `width` characters (Helvetica 10 pt fits about 95 on A4). */
function wrap(text: string, width = 92): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A valid one-page A4 PDF 1.4 with a title and paragraphs in Helvetica (the
 * standard font every reader has, so nothing is embedded). English text only:
 * the standard fonts carry no Chinese glyphs. `date` is the document date.
 */
export function pdfFile(name: string, title: string, paragraphs: readonly string[], date: Date): EntryFileSeed {
  const ops: string[] = ['BT', '/F2 15 Tf', '56 785 Td', '18 TL', `${pdfString(title)} Tj`, '/F1 10 Tf', '14 TL', 'T*'];
  for (const paragraph of paragraphs) {
    ops.push('T*');
    for (const line of wrap(paragraph)) ops.push(`${pdfString(line)} '`);
  }
  ops.push('ET');
  const stream = ops.join('\n');
  const stamp = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${String(Buffer.byteLength(stream, 'latin1'))} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${pdfString(title)} /Author (Monetary Authority of Macao) /CreationDate (D:${stamp}Z) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${String(index + 1)} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${String(objects.length + 1)}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R /Info ${String(objects.length)} 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return { name, mime: 'application/pdf', content: Buffer.from(out, 'latin1') };
}
