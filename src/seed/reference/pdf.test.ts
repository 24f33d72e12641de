import { describe, expect, it } from 'vitest';
import { makeDocumentPdf, makePdf, wrap } from './pdf.ts';

/** Checks what a PDF reader needs: header, trailer, and a cross-reference table whose offsets hit their objects. */
function checkStructure(pdf: Buffer): void {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const table = /xref\n0 (\d+)\n([\s\S]*?)trailer/.exec(text.slice(startxref));
  const count = Number(table?.[1]);
  const rows = (table?.[2] ?? '').trim().split('\n');
  expect(rows).toHaveLength(count);
  rows.slice(1).forEach((row, index) => {
    const offset = Number(row.slice(0, 10));
    expect(text.slice(offset, offset + 12)).toMatch(new RegExp(`^${String(index + 1)} 0 obj\\n`));
  });
  const stream = /<< \/Length (\d+) >>\nstream\n/.exec(text);
  const start = (stream?.index ?? 0) + (stream?.[0].length ?? 0);
  expect(text.slice(start + Number(stream?.[1]), start + Number(stream?.[1]) + 9)).toBe('endstream');
}

describe('seeded PDF documents', () => {
  it('are valid, single-page PDFs', () => {
    checkStructure(makePdf('Title (with brackets) \\ and ç', [{ text: 'Decreto-Lei n.º 32/93/M — revogado' }]));
    checkStructure(makeDocumentPdf({ title: 'Regime jurídico', reference: 'Lei n.º 13/2023', paragraphs: ['x '.repeat(300)] }));
  });

  it('are the same bytes for the same input', () => {
    const a = makeDocumentPdf({ title: 'A', paragraphs: ['b'] });
    expect(makeDocumentPdf({ title: 'A', paragraphs: ['b'] }).equals(a)).toBe(true);
    expect(makeDocumentPdf({ title: 'A', paragraphs: ['c'] }).equals(a)).toBe(false);
  });

  it('wraps paragraphs to the page width', () => {
    const lines = wrap('word '.repeat(50), 20);
    expect(lines.every((l) => l.length <= 20)).toBe(true);
    expect(lines.join(' ')).toBe('word '.repeat(50).trim());
  });
});
