/**
 * Turns a document written once in the hand-written languages into its files:
 * a PDF per language of the entry (simplified Chinese converted) and, for data,
 * one workbook with bilingual headings that serves every language.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import { pdf, PDF_MIME, type PdfBlock } from '#src/seed/media/generate/pdf.ts';
import { xlsx, XLSX_MIME, type SheetSpec } from '#src/seed/media/generate/xlsx.ts';
import { toSimplified } from '#src/server/text/chinese.ts';
import type { EntryFileSeed } from '#src/seed/entries-writer.ts';
import type { Texts } from '#src/seed/types.ts';
import { textIn } from './texts.ts';

export const AMCM: Texts = { 'zh-hant': '澳門金融管理局', en: 'Monetary Authority of Macao', pt: 'Autoridade Monetária de Macau' };

export type Cell = string | Texts;

export type DocBlock =
  | { kind: 'title' | 'subtitle' | 'heading' | 'paragraph' | 'note'; text: Texts }
  | { kind: 'field'; label: Texts; lines?: number }
  | { kind: 'table'; header: Cell[]; rows: Cell[][]; widths?: number[]; align?: ('left' | 'right')[] };

export interface DocSpec {
  /** File name without extension: Chinese names for Chinese files, Latin ones otherwise. */
  name: Texts;
  title: Texts;
  created: Date;
  blocks: DocBlock[];
}

const cellIn = (cell: Cell, lang: Language) => (typeof cell === 'string' ? cell : textIn(cell, lang));

function blockIn(block: DocBlock, lang: Language): PdfBlock {
  switch (block.kind) {
    case 'field':
      return { kind: 'field', label: textIn(block.label, lang), lines: block.lines ?? 1 };
    case 'table':
      return {
        kind: 'table',
        header: block.header.map((h) => cellIn(h, lang)),
        rows: block.rows.map((row) => row.map((c) => cellIn(c, lang))),
        ...(block.widths ? { widths: block.widths } : {}),
        ...(block.align ? { align: block.align } : {}),
      };
    default:
      return { kind: block.kind, text: textIn(block.text, lang) };
  }
}

/** The file name in a language: `名稱.pdf` in Chinese, `name-en.pdf` / `name-pt.pdf` otherwise. */
export function fileName(name: Texts, lang: Language, extension: string): string {
  if (lang === 'zh-hant') return `${name['zh-hant']}.${extension}`;
  if (lang === 'zh-hans') return `${toSimplified(name['zh-hant'])}.${extension}`;
  return `${name.en}-${lang}.${extension}`;
}

/** One PDF per language, each marked with its language. */
export function pdfFiles(spec: DocSpec, languages: readonly Language[]): EntryFileSeed[] {
  return languages.map((lang) => ({
    name: fileName(spec.name, lang, 'pdf'),
    mime: PDF_MIME,
    lang,
    content: pdf({
      title: textIn(spec.title, lang),
      author: textIn(AMCM, lang),
      language: lang,
      created: spec.created,
      runningHead: textIn(AMCM, lang),
      blocks: spec.blocks.map((b) => blockIn(b, lang)),
    }),
  }));
}

/** "中文 English", the way bilingual statistical tables are headed. */
export const bilingual = (t: Texts) => `${t['zh-hant']} ${t.en}`;

/** One workbook for every language (bilingual headings), named in English. */
export function workbookFile(name: string, title: Texts, created: Date, sheets: SheetSpec[]): EntryFileSeed {
  return {
    name: `${name}.xlsx`,
    mime: XLSX_MIME,
    lang: null,
    content: xlsx({ title: bilingual(title), creator: AMCM.en, created, modified: created, sheets }),
  };
}
