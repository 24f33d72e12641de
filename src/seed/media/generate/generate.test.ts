import ExcelJS from 'exceljs';
import { inflateRawSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPdfFonts, pdf, type PdfSpec } from './pdf.ts';
import { barChartSvg, niceStep, posterSvg } from './svg.ts';
import { vttTime, webVtt } from './vtt.ts';
import { columnName, xlsx, type WorkbookSpec } from './xlsx.ts';
import { crc32, zip } from './zip.ts';

const CREATED = new Date('2026-10-30T02:00:00Z');

/** The text a reader extracts from a PDF (pdf.js, as browsers use), with its page count. */
async function textOf(bytes: Buffer): Promise<{ text: string; pages: number }> {
  const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return { text, pages: totalPages };
}

const spec = (language: PdfSpec['language'], rows = 3): PdfSpec => ({
  title: language === 'en' ? 'Monthly Bulletin of Monetary Statistics — September 2026' : '貨幣統計月報 — 2026年9月',
  author: 'Monetary Authority of Macao',
  language,
  created: CREATED,
  runningHead: 'AMCM',
  blocks: [
    { kind: 'title', text: language === 'en' ? 'Monetary statistics' : '貨幣統計' },
    { kind: 'paragraph', text: 'Broad money (M2) grew by 0.8% in September. '.repeat(12) },
    { kind: 'table', header: ['Item', 'MOP million'], rows: Array.from({ length: rows }, (_, i) => [`Row ${i + 1}`, '1,234.5']), align: ['left', 'right'] },
    { kind: 'note', text: 'Source: AMCM.' },
  ],
});

describe('pdf', () => {
  beforeAll(loadPdfFonts);

  it('writes English and Portuguese in Helvetica, as text a reader extracts', async () => {
    const bytes = pdf(spec('en'));
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(bytes.toString('latin1')).toContain('/BaseFont /Helvetica-Bold');
    const { text } = await textOf(bytes);
    expect(text).toContain('Monetary statistics');
    expect(text).toContain('Broad money (M2) grew by 0.8% in September.');
  });

  it('embeds the Chinese font (only the glyphs used) so Chinese text extracts, in the face of its script', async () => {
    const hant = pdf(spec('zh-hant'));
    expect(hant.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKtc-Regular/);
    expect(hant.toString('latin1')).toContain('/ToUnicode');
    expect(hant.toString('latin1')).toContain('/Lang (zh-Hant)');
    expect((await textOf(hant)).text).toContain('貨幣統計');
    const hans = pdf({ ...spec('zh-hans'), blocks: [{ kind: 'title', text: '货币统计' }] });
    expect(hans.toString('latin1')).toMatch(/NotoSansCJKsc-Regular/);
    expect((await textOf(hans)).text).toContain('货币统计');
    // A subset, not the 19 MB collection.
    expect(hant.length).toBeLessThan(40_000);
  });

  it('runs long tables over several pages, numbered', async () => {
    const { text, pages } = await textOf(pdf(spec('en', 120)));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`2 / ${String(pages)}`);
    expect(text).toContain('Row 120');
  });

  it('gives the same bytes for the same input', () => {
    expect(pdf(spec('pt')).equals(pdf(spec('pt')))).toBe(true);
    expect(pdf(spec('zh-hant')).equals(pdf(spec('zh-hant')))).toBe(true);
  });
});

const workbook: WorkbookSpec = {
  title: 'Monetary statistics',
  creator: 'Monetary Authority of Macao',
  created: CREATED,
  modified: CREATED,
  language: 'en',
  sheets: [
    {
      name: 'Money supply',
      title: ['Money supply 貨幣供應', 'MOP million'],
      header: [['Month', 'M1', 'M2']],
      rows: [
        ['2026-08', 101_234.5, 712_345.6],
        ['2026-09', 102_001.2, 718_000.1],
      ],
      formats: [null, 'dec1', 'dec1'],
      widths: [12, 14, 14],
      notes: ['Source: AMCM'],
    },
    { name: 'Deposits', header: [['Currency', 'Share']], rows: [['MOP', 0.321]], formats: [null, 'pct1'] },
  ],
};

describe('xlsx', () => {
  it('is read back by ExcelJS with its sheets, values and fixed dates', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx(workbook) as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Money supply', 'Deposits']);
    const sheet = book.getWorksheet('Money supply')!;
    expect(sheet.getCell('A1').value).toBe('Money supply 貨幣供應');
    expect(sheet.getCell('A4').value).toBe('Month');
    expect(sheet.getCell('C6').value).toBe(718_000.1);
    expect(sheet.getCell('C6').numFmt).toBe('#,##0.0');
    expect(sheet.getCell('A6').value).toBe('2026-09');
    expect(book.getWorksheet('Deposits')!.getCell('B2').value).toBe(0.321);
    expect(book.creator).toBe('Monetary Authority of Macao');
    expect(book.created?.toISOString()).toBe(CREATED.toISOString());
    expect(book.modified?.toISOString()).toBe(CREATED.toISOString());
  });

  it('gives the same bytes for the same input', () => {
    expect(xlsx(workbook).equals(xlsx(workbook))).toBe(true);
  });

  it('names columns like a spreadsheet', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});

describe('zip', () => {
  it('stores entries with their CRC-32 and a central directory', () => {
    const content = Buffer.from('hello, 澳門');
    const archive = zip([{ name: 'a/文件.txt', content }], CREATED);
    expect(archive.readUInt32LE(0)).toBe(0x04034b50);
    expect(archive.readUInt32LE(14)).toBe(crc32(content));
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    const end = archive.length - 22;
    expect(archive.readUInt32LE(end)).toBe(0x06054b50);
    expect(archive.readUInt16LE(end + 10)).toBe(1);
    // Stored: the bytes are there as they are (and not deflated).
    expect(archive.includes(content)).toBe(true);
    expect(() => inflateRawSync(archive.subarray(30 + Buffer.byteLength('a/文件.txt')))).toThrow();
  });
});

describe('svg and captions', () => {
  it('draws a bar chart with its title and description inside the image', () => {
    const svg = barChartSvg({
      lang: 'en',
      title: 'Foreign exchange reserves',
      subtitle: 'End of year',
      unit: 'MOP billion',
      categories: ['2024', '2025'],
      series: [{ name: 'Reserves', values: [230.1, 245.7] }],
      decimals: 1,
      source: 'Source: AMCM',
      description: 'Reserves rose from 230.1 to 245.7 billion patacas.',
    });
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-labelledby="chart-title chart-desc"/);
    expect(svg).toContain('<title id="chart-title">Foreign exchange reserves</title>');
    expect(svg).toContain('245.7');
    expect(svg.match(/<rect [^>]*fill="#0b4f6c"\/>/g)?.length).toBe(3);
    expect(niceStep(245.7)).toBe(50);
    expect(niceStep(0.9)).toBe(0.2);
    expect(posterSvg('coin', '#b8860b')).toContain('aria-hidden="true"');
  });

  it('writes WebVTT cues with their times', () => {
    expect(vttTime(3725.5)).toBe('01:02:05.500');
    const vtt = webVtt(
      [
        { start: 0, end: 2.5, text: '歡迎收看' },
        { start: 2.5, end: 6, text: 'A --> B' },
      ],
      'zh-Hant',
    );
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    expect(vtt).toContain('1\n00:00:00.000 --> 00:00:02.500\n歡迎收看');
    expect(vtt).toContain('A → B');
  });
});
