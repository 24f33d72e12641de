/**
 * A minimal PDF 1.4 writer for the documents the seed publishes (forms, bulletins,
 * reports): titles, headings, wrapped paragraphs, notes and ruled tables over as
 * many A4 pages as needed, with a running header and page numbers.
 *
 * Fonts are the standard ones every viewer has, so nothing is embedded: Helvetica
 * (WinAnsi) for English and Portuguese, and the standard Adobe CJK fonts MSung-Light
 * (traditional) and STSong-Light (simplified) through their UCS-2 CMaps for
 * Chinese. Same input, same bytes: the only dates are the caller's.
 */
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

export type PdfLanguage = 'zh-hant' | 'zh-hans' | 'en' | 'pt';

export type PdfBlock =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'note'; text: string }
  | { kind: 'field'; label: string; lines?: number }
  | {
      kind: 'table';
      header: string[];
      rows: string[][];
      /** Relative column widths. */
      widths?: number[];
      /** Per column; numbers read best right-aligned. */
      align?: ('left' | 'right')[];
    };

export interface PdfSpec {
  title: string;
  author: string;
  subject?: string;
  language: PdfLanguage;
  created: Date;
  /** Small text at the top of every page (the publisher). */
  runningHead: string;
  blocks: PdfBlock[];
}

export const PDF_MIME = 'application/pdf';

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN_X = 56;
const TOP = PAGE_H - 72;
const BOTTOM = 64;
const CONTENT_W = PAGE_W - 2 * MARGIN_X;

// Advance widths (1/1000 em) of Helvetica and Helvetica-Bold for ASCII 32–126 (Adobe AFM).
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667,
  667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500,
  556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722,
  722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556,
  611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** Characters of Windows-1252 outside Latin-1, by code point. */
const WIN_ANSI_EXTRA: Readonly<Record<number, number>> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x2122: 0x99,
};

interface FontSet {
  cjk: boolean;
  width(text: string, bold: boolean): number;
  encode(text: string): string;
}

function latinCharWidth(ch: string, bold: boolean): number {
  const table = bold ? HELVETICA_BOLD : HELVETICA;
  const code = ch.codePointAt(0) ?? 63;
  if (code >= 32 && code <= 126) return table[code - 32] as number;
  // Accented letters are as wide as their base letter.
  const base = ch.normalize('NFD')[0] ?? '?';
  const baseCode = base.codePointAt(0) ?? 63;
  if (baseCode >= 32 && baseCode <= 126) return table[baseCode - 32] as number;
  return 556;
}

const LATIN_FONTS: FontSet = {
  cjk: false,
  width: (text, bold) => [...text].reduce((sum, ch) => sum + latinCharWidth(ch, bold), 0),
  encode: (text) => {
    let hex = '';
    for (const ch of text) {
      const code = ch.codePointAt(0) ?? 63;
      const byte = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : (WIN_ANSI_EXTRA[code] ?? 0x3f);
      hex += byte.toString(16).padStart(2, '0');
    }
    return `<${hex}>`;
  },
};

const CJK_FONTS: FontSet = {
  cjk: true,
  // The CID fonts are declared with half-width ASCII (500) and full-width everything else.
  width: (text) => [...text].reduce((sum, ch) => sum + ((ch.codePointAt(0) ?? 0) < 0x80 ? 500 : 1000), 0),
  encode: (text) => {
    let hex = '';
    for (const ch of text) {
      const code = ch.codePointAt(0) ?? 63;
      hex += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
    }
    return `<${hex}>`;
  },
};

const num = (n: number) => (Math.round(n * 100) / 100).toString();

/** Break points: Latin text between words; Chinese text between characters, keeping Latin words whole. */
function tokens(text: string, cjk: boolean): string[] {
  if (!cjk) return text.split(/(\s+)/).filter((t) => t.length > 0);
  return text.match(/[A-Za-z0-9.,:;%'’()/+\-–]+|\s+|./gsu) ?? [];
}

export function wrapText(text: string, maxWidth: number, size: number, bold: boolean, fonts: FontSet): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const token of tokens(paragraph, fonts.cjk)) {
      const candidate = line + token;
      if (line && (fonts.width(candidate.trimEnd(), bold) * size) / 1000 > maxWidth) {
        lines.push(line.trimEnd());
        line = /^\s+$/.test(token) ? '' : token;
      } else {
        line = candidate;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

class Layout {
  readonly pages: string[][] = [[]];
  y = TOP;
  private readonly fonts: FontSet;

  constructor(fonts: FontSet) {
    this.fonts = fonts;
  }

  get ops(): string[] {
    return this.pages[this.pages.length - 1] as string[];
  }

  newPage(): void {
    this.pages.push([]);
    this.y = TOP;
  }

  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  text(x: number, y: number, text: string, size: number, bold: boolean, gray = 0): void {
    if (!text) return;
    const font = bold ? 'F2' : 'F1';
    // Chinese has no bold standard font: bold is drawn as fill and stroke.
    const fake = bold && this.fonts.cjk ? ` 2 Tr ${num(size / 40)} w` : '';
    const color = gray ? `${num(gray)} g ${num(gray)} G ` : '';
    // q/Q: the colour, line width and rendering mode do not leak into what follows.
    this.ops.push(`q ${color}BT /${font} ${num(size)} Tf${fake} 1 0 0 1 ${num(x)} ${num(y)} Tm ${this.fonts.encode(text)} Tj ET Q`);
  }

  width(text: string, size: number, bold: boolean): number {
    return (this.fonts.width(text, bold) * size) / 1000;
  }

  lines(text: string, size: number, leading: number, bold: boolean, gray = 0, before = 0, after = 0): void {
    const wrapped = wrapText(text, CONTENT_W, size, bold, this.fonts);
    this.y -= before;
    for (const line of wrapped) {
      this.ensure(leading);
      this.y -= leading;
      this.text(MARGIN_X, this.y + (leading - size) / 2, line, size, bold, gray);
    }
    this.y -= after;
  }

  rule(x1: number, y1: number, x2: number, y2: number, width = 0.5): void {
    this.ops.push(`${num(width)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S`);
  }

  fill(x: number, y: number, w: number, h: number, gray: number): void {
    this.ops.push(`${num(gray)} g ${num(x)} ${num(y)} ${num(w)} ${num(h)} re f 0 g`);
  }

  field(label: string, count: number): void {
    const size = 10;
    const height = 18 + 20 * count;
    this.ensure(height);
    this.y -= 16;
    this.text(MARGIN_X, this.y, label, size, true);
    for (let i = 0; i < count; i++) {
      this.y -= 20;
      this.rule(MARGIN_X, this.y, MARGIN_X + CONTENT_W, this.y, 0.4);
    }
    this.y -= 4;
  }

  table(block: Extract<PdfBlock, { kind: 'table' }>): void {
    const size = 8.5;
    const leading = 11;
    const pad = 4;
    const cols = block.header.length;
    const rel = block.widths ?? block.header.map(() => 1);
    const total = rel.reduce((a, b) => a + b, 0);
    const widths = rel.map((w) => (w / total) * CONTENT_W);
    const xs = widths.map((_, i) => MARGIN_X + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const cellLines = (cells: string[], bold: boolean) => cells.map((cell, i) => wrapText(cell, (widths[i] as number) - 2 * pad, size, bold, this.fonts));

    const drawRow = (cells: string[], bold: boolean, shaded: boolean) => {
      const wrapped = cellLines(cells, bold);
      const height = Math.max(1, ...wrapped.map((l) => l.length)) * leading + 2 * pad - 2;
      if (shaded) this.fill(MARGIN_X, this.y - height, CONTENT_W, height, 0.9);
      for (let c = 0; c < cols; c++) {
        const lines = wrapped[c] ?? [];
        const right = (block.align?.[c] ?? 'left') === 'right';
        lines.forEach((line, i) => {
          const baseline = this.y - pad - size - i * leading + 1;
          const x = right ? (xs[c] as number) + (widths[c] as number) - pad - this.width(line, size, bold) : (xs[c] as number) + pad;
          this.text(x, baseline, line, size, bold);
        });
      }
      this.y -= height;
      this.rule(MARGIN_X, this.y, MARGIN_X + CONTENT_W, this.y, shaded ? 0.8 : 0.3);
      return height;
    };
    const rowHeight = (cells: string[], bold: boolean) => Math.max(1, ...cellLines(cells, bold).map((l) => l.length)) * leading + 2 * pad - 2;

    this.y -= 6;
    this.ensure(rowHeight(block.header, true) + rowHeight(block.rows[0] ?? [], false));
    this.rule(MARGIN_X, this.y, MARGIN_X + CONTENT_W, this.y, 0.8);
    drawRow(block.header, true, true);
    for (const row of block.rows) {
      if (this.y - rowHeight(row, false) < BOTTOM) {
        // The header is repeated at the top of each page the table runs over.
        this.newPage();
        this.rule(MARGIN_X, this.y, MARGIN_X + CONTENT_W, this.y, 0.8);
        drawRow(block.header, true, true);
      }
      drawRow(row, false, false);
    }
    this.y -= 10;
  }
}

function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

function pdfDate(date: Date): string {
  const iso = date.toISOString();
  return `(D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z)`;
}

const BCP47: Readonly<Record<PdfLanguage, string>> = { 'zh-hant': 'zh-Hant', 'zh-hans': 'zh-Hans', en: 'en', pt: 'pt' };

function fontObjects(language: PdfLanguage, first: number): { objects: string[]; f1: number; f2: number } {
  if (language === 'en' || language === 'pt') {
    return {
      objects: [
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
      ],
      f1: first,
      f2: first + 1,
    };
  }
  const traditional = language === 'zh-hant';
  const name = traditional ? 'MSung-Light' : 'STSong-Light';
  const cmap = traditional ? 'UniCNS-UCS2-H' : 'UniGB-UCS2-H';
  const ordering = traditional ? '(CNS1) /Supplement 0' : '(GB1) /Supplement 2';
  const bbox = traditional ? '[-160 -249 1015 888]' : '[-250 -143 600 857]';
  return {
    objects: [
      `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /${cmap} /DescendantFonts [${first + 1} 0 R] >>`,
      `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering ${ordering} >> /FontDescriptor ${first + 2} 0 R /DW 1000 /W [1 95 500] >>`,
      `<< /Type /FontDescriptor /FontName /${name} /Flags 6 /FontBBox ${bbox} /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>`,
    ],
    f1: first,
    f2: first,
  };
}

export function pdf(spec: PdfSpec): Buffer {
  const fonts = spec.language === 'en' || spec.language === 'pt' ? LATIN_FONTS : CJK_FONTS;
  const layout = new Layout(fonts);
  for (const block of spec.blocks) {
    switch (block.kind) {
      case 'title':
        layout.lines(block.text, 17, 23, true, 0, 0, 4);
        break;
      case 'subtitle':
        layout.lines(block.text, 11, 16, false, 0.3, 0, 10);
        break;
      case 'heading':
        layout.ensure(40);
        layout.lines(block.text, 12, 17, true, 0, 8, 3);
        break;
      case 'paragraph':
        layout.lines(block.text, 10, 15, false, 0, 0, 6);
        break;
      case 'note':
        layout.lines(block.text, 8, 11, false, 0.35, 2, 4);
        break;
      case 'field':
        layout.field(block.label, block.lines ?? 1);
        break;
      case 'table':
        layout.table(block);
        break;
    }
  }

  // Running head and page numbers, once the number of pages is known.
  const count = layout.pages.length;
  layout.pages.forEach((ops, index) => {
    const head: string[] = [];
    const size = 8;
    const textOp = (x: number, y: number, text: string) => `0.35 g BT /F1 ${size} Tf 1 0 0 1 ${num(x)} ${num(y)} Tm ${fonts.encode(text)} Tj ET 0 g`;
    head.push(textOp(MARGIN_X, PAGE_H - 44, spec.runningHead));
    head.push(`0.6 G 0.5 w ${num(MARGIN_X)} ${num(PAGE_H - 50)} m ${num(PAGE_W - MARGIN_X)} ${num(PAGE_H - 50)} l S 0 G`);
    const pageLabel = `${index + 1} / ${count}`;
    head.push(textOp(PAGE_W - MARGIN_X - (fonts.width(pageLabel, false) * size) / 1000, 36, pageLabel));
    ops.unshift(...head);
  });

  // Objects: 1 catalog, 2 page tree, 3 info, fonts, then a page and its content per page.
  const objects: string[] = [];
  const font = fontObjects(spec.language, 4);
  const firstPage = 4 + font.objects.length;
  const pageIds = layout.pages.map((_, i) => firstPage + 2 * i);
  objects[1] = `<< /Type /Catalog /Pages 2 0 R /Lang (${BCP47[spec.language]}) /ViewerPreferences << /DisplayDocTitle true >> >>`;
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${count} >>`;
  objects[3] =
    `<< /Title ${utf16Hex(spec.title)} /Author ${utf16Hex(spec.author)}` +
    (spec.subject ? ` /Subject ${utf16Hex(spec.subject)}` : '') +
    ` /Creator ${utf16Hex(spec.author)} /Producer (AMCM website) /CreationDate ${pdfDate(spec.created)} /ModDate ${pdfDate(spec.created)} >>`;
  font.objects.forEach((o, i) => {
    objects[4 + i] = o;
  });
  const streams = new Map<number, string>();
  layout.pages.forEach((ops, i) => {
    const pageId = firstPage + 2 * i;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(PAGE_W)} ${num(PAGE_H)}] ` +
      `/Resources << /Font << /F1 ${font.f1} 0 R /F2 ${font.f2} 0 R >> /ProcSet [/PDF /Text] >> /Contents ${pageId + 1} 0 R >>`;
    streams.set(pageId + 1, ops.join('\n'));
  });

  const header = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const parts: Buffer[] = [header];
  let length = header.length;
  const offsets: number[] = [];
  const push = (text: string) => {
    const buf = Buffer.from(text, 'latin1');
    parts.push(buf);
    length += buf.length;
  };
  const last = firstPage + 2 * count - 1;
  for (let id = 1; id <= last; id++) {
    offsets[id] = length;
    const stream = streams.get(id);
    if (stream !== undefined) {
      // Compressed: page streams are mostly repeated operators. zlib at a fixed level gives the same bytes for the same input.
      const packed = deflateSync(Buffer.from(stream, 'latin1'), { level: 9 });
      push(`${id} 0 obj\n<< /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`);
      parts.push(packed);
      length += packed.length;
      push('\nendstream\nendobj\n');
    } else push(`${id} 0 obj\n${objects[id]}\nendobj\n`);
  }
  const xrefAt = length;
  const id = createHash('md5').update(Buffer.concat(parts)).digest('hex').toUpperCase();
  let xref = `xref\n0 ${last + 1}\n0000000000 65535 f \n`;
  for (let i = 1; i <= last; i++) xref += `${String(offsets[i]).padStart(10, '0')} 00000 n \n`;
  push(`${xref}trailer\n<< /Size ${last + 1} /Root 1 0 R /Info 3 0 R /ID [<${id}> <${id}>] >>\nstartxref\n${xrefAt}\n%%EOF\n`);
  return Buffer.concat(parts);
}
