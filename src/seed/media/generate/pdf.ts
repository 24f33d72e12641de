/**
 * The PDF documents the seed publishes (forms, bulletins, reports): titles,
 * headings, wrapped paragraphs, notes and ruled tables over as many A4 pages as
 * needed, with a running header and page numbers, written with pdfkit.
 *
 * Text is real text in the document's language, so it can be selected, searched
 * and read aloud: English and Portuguese in Helvetica (a standard font, nothing
 * embedded), Chinese in Noto Sans CJK (src/server/pdf/fonts.ts: the TC face for
 * Traditional, the SC face for Simplified), of which pdfkit embeds only the glyphs
 * a document uses, with the map back to Unicode that text extraction reads.
 * Same input, same bytes: the only dates are the caller's. `loadPdfFonts()` must
 * have finished once before the first `pdf()`.
 */
import PDFDocument from 'pdfkit';
import type * as fontkit from 'fontkit';
import { fontFace } from '#src/server/pdf/fonts.ts';

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

interface FontSet {
  cjk: boolean;
  /** pdfkit's names of the regular and bold fonts. */
  regular: string;
  bold: string;
  width(text: string, bold: boolean): number;
}

const LATIN_FONTS: FontSet = {
  cjk: false,
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  width: (text, bold) => [...text].reduce((sum, ch) => sum + latinCharWidth(ch, bold), 0),
};

const faces: Partial<Record<'tc' | 'sc', fontkit.Font>> = {};

/** Parses the two Chinese faces (once per process); `pdf()` needs them. */
export async function loadPdfFonts(): Promise<void> {
  [faces.tc, faces.sc] = await Promise.all([fontFace('tc'), fontFace('sc')]);
}

/** Advance widths per character, in 1/1000 em, read from the face once each. */
function cjkFonts(name: 'tc' | 'sc'): FontSet {
  const face = faces[name];
  if (!face) throw new Error('pdf: call loadPdfFonts() first');
  const widths = new Map<number, number>();
  const charWidth = (code: number) => {
    let w = widths.get(code);
    if (w === undefined) {
      w = (face.glyphForCodePoint(code).advanceWidth * 1000) / face.unitsPerEm;
      widths.set(code, w);
    }
    return w;
  };
  return {
    cjk: true,
    regular: name,
    // Noto Sans CJK Regular is the only weight here: bold is drawn as fill and stroke.
    bold: name,
    width: (text) => [...text].reduce((sum, ch) => sum + charWidth(ch.codePointAt(0) ?? 32), 0),
  };
}

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
  /** Pages start at 1; `y` is PDF's (upwards from the bottom), as the layout is planned. */
  pages = 0;
  y = TOP;
  private readonly doc: PDFKit.PDFDocument;
  private readonly fonts: FontSet;

  constructor(doc: PDFKit.PDFDocument, fonts: FontSet) {
    this.doc = doc;
    this.fonts = fonts;
    this.newPage();
  }

  newPage(): void {
    this.doc.addPage({ size: [PAGE_W, PAGE_H], margin: 0 });
    this.pages += 1;
    this.y = TOP;
  }

  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  text(x: number, y: number, text: string, size: number, bold: boolean, gray = 0): void {
    if (!text) return;
    const fake = bold && this.fonts.cjk;
    const colour = grayColour(gray);
    const doc = this.doc.save().font(bold ? this.fonts.bold : this.fonts.regular).fontSize(size).fillColor(colour);
    if (fake) doc.strokeColor(colour).lineWidth(size / 40);
    doc.text(text, x, PAGE_H - y, { lineBreak: false, baseline: 'alphabetic', ...(this.fonts.cjk ? { features: NO_SHAPING } : {}), ...(fake ? { fill: true, stroke: true } : {}) });
    doc.restore();
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

  rule(x1: number, y1: number, x2: number, y2: number, width = 0.5, gray = 0): void {
    this.doc.save().moveTo(x1, PAGE_H - y1).lineTo(x2, PAGE_H - y2).lineWidth(width).strokeColor(grayColour(gray)).stroke().restore();
  }

  fill(x: number, y: number, w: number, h: number, gray: number): void {
    this.doc.save().rect(x, PAGE_H - y - h, w, h).fillColor(grayColour(gray)).fill().restore();
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

/**
 * OpenType features fontkit would apply by default, all off: Chinese and Latin text
 * in this font needs none of them (precomposed characters, no ligatures, one glyph
 * per character), and shaping every line through them was a large share of the
 * seed's time (docs/decisions/0027).
 */
const NO_SHAPING = Object.fromEntries(['ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'calt', 'clig', 'liga', 'rclt', 'curs', 'kern'].map((f) => [f, false])) as unknown as PDFKit.Mixins.OpenTypeFeatures[];

/** A gray level (0 black, 1 white) as a hex colour. */
function grayColour(gray: number): string {
  const v = Math.round(gray * 255)
    .toString(16)
    .padStart(2, '0');
  return `#${v}${v}${v}`;
}

const BCP47: Readonly<Record<PdfLanguage, string>> = { 'zh-hant': 'zh-Hant', 'zh-hans': 'zh-Hans', en: 'en', pt: 'pt' };

export function pdf(spec: PdfSpec): Buffer {
  const fonts = spec.language === 'en' || spec.language === 'pt' ? LATIN_FONTS : cjkFonts(spec.language === 'zh-hans' ? 'sc' : 'tc');
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    pdfVersion: '1.4',
    lang: BCP47[spec.language],
    displayTitle: true,
    info: {
      Title: spec.title,
      Author: spec.author,
      ...(spec.subject ? { Subject: spec.subject } : {}),
      Creator: spec.author,
      Producer: 'AMCM website',
      // Fixed dates: they also make the file ID, so the same input gives the same bytes.
      CreationDate: spec.created,
      ModDate: spec.created,
    },
  } as PDFKit.PDFDocumentOptions);
  if (fonts.cjk) doc.registerFont(fonts.regular, faces[fonts.regular as 'tc' | 'sc'] as unknown as PDFKit.Mixins.PDFFontSource);
  const layout = new Layout(doc, fonts);
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
  const count = layout.pages;
  for (let index = 0; index < count; index++) {
    doc.switchToPage(index);
    const size = 8;
    layout.text(MARGIN_X, PAGE_H - 44, spec.runningHead, size, false, 0.35);
    layout.rule(MARGIN_X, PAGE_H - 50, PAGE_W - MARGIN_X, PAGE_H - 50, 0.5, 0.6);
    const pageLabel = `${index + 1} / ${count}`;
    layout.text(PAGE_W - MARGIN_X - layout.width(pageLabel, size, false), 36, pageLabel, size, false, 0.35);
  }
  doc.end();
  // Nothing here waits (no images, fonts already parsed): by now pdfkit has pushed every byte, unread.
  const bytes = doc.read() as Buffer | null;
  if (!bytes) throw new Error('pdf: pdfkit did not finish synchronously');
  return bytes;
}
