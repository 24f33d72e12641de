/**
 * Small, valid, deterministic PDF documents for seeded attachments (law texts,
 * application forms, tender documents): one A4 page of Helvetica text, no dates,
 * so the same input always gives the same bytes (and the same stored file).
 */

export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in points. */
  gap?: number;
}

/** Characters Helvetica's WinAnsi encoding can show; others become '?'. */
function toWinAnsi(text: string): Buffer {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    if (code === 0x2019 || code === 0x2018) bytes.push(0x27);
    else if (code === 0x201c || code === 0x201d) bytes.push(0x22);
    else if (code === 0x2013 || code === 0x2014) bytes.push(0x2d);
    else bytes.push(code >= 0x20 && code <= 0xff && !(code >= 0x7f && code < 0xa0) ? code : 0x3f);
  }
  return Buffer.from(bytes);
}

function escapePdfString(bytes: Buffer): Buffer {
  const out: number[] = [];
  for (const b of bytes) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out.push(0x5c);
    out.push(b);
  }
  return Buffer.from(out);
}

/** Wraps a text to lines of at most `width` characters (a fair guess for Helvetica). */
export function wrap(text: string, width = 88): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page PDF with a title and lines of text; `title` also goes in the document information. */
export function makePdf(title: string, lines: readonly PdfLine[]): Buffer {
  const content: Buffer[] = [Buffer.from('BT\n')];
  let y = 800;
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= (line.gap ?? 0) + size * 1.45;
    if (y < 40) break;
    content.push(Buffer.from(`/${line.bold ? 'F2' : 'F1'} ${String(size)} Tf\n1 0 0 1 56 ${y.toFixed(1)} Tm\n(`));
    content.push(escapePdfString(toWinAnsi(line.text)));
    content.push(Buffer.from(') Tj\n'));
  }
  content.push(Buffer.from('ET\n'));
  const stream = Buffer.concat(content);

  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
    Buffer.concat([Buffer.from(`<< /Length ${String(stream.length)} >>\nstream\n`), stream, Buffer.from('endstream')]),
    Buffer.concat([Buffer.from('<< /Title ('), escapePdfString(toWinAnsi(title)), Buffer.from(') /Producer (Monetary Authority of Macao) >>')]),
  ];
  const header = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const parts: Buffer[] = [header];
  let offset = header.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const chunk = Buffer.concat([Buffer.from(`${String(index + 1)} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(chunk);
    offset += chunk.length;
  });
  const xref = [`xref\n0 ${String(objects.length + 1)}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${String(objects.length + 1)} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${String(offset)}\n%%EOF\n`));
  return Buffer.concat(parts);
}

/** A document of the Authority: letterhead, title, reference and paragraphs wrapped to the page. */
export function makeDocumentPdf(options: { title: string; reference?: string; paragraphs: readonly string[] }): Buffer {
  const lines: PdfLine[] = [
    { text: 'Autoridade Monetaria de Macau / Monetary Authority of Macao', size: 9 },
    { text: options.title, size: 14, bold: true, gap: 14 },
  ];
  if (options.reference) lines.push({ text: options.reference, size: 10, gap: 2 });
  for (const paragraph of options.paragraphs) {
    wrap(paragraph).forEach((text, index) => lines.push({ text, gap: index === 0 ? 8 : 0 }));
  }
  return makePdf(options.title, lines);
}
