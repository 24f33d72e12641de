import { buffer } from 'node:stream/consumers';
import { threadId } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import type { Cell, ExportJob } from './jobs.ts';
import { closeExportPool, exportFile, exportPoolStats, idleExportHeaps } from './pool.ts';

async function* batchesOf(rows: Cell[][], size: number): AsyncGenerator<Cell[][]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

afterAll(closeExportPool);

describe('export worker pool', () => {
  it('writes a workbook in a worker thread from rows sent in batches', async () => {
    const before = exportPoolStats();
    const rows: Cell[][] = Array.from({ length: 1234 }, (_, i) => [`2026-01-${String((i % 28) + 1).padStart(2, '0')}`, i / 7, i % 3 ? '陳大文' : null]);
    const bytes = await buffer(
      exportFile(
        { kind: 'xlsx', sheetName: 'Rates', creator: 'AMCM', created: '2026-11-01T03:00:00Z', columns: [{ width: 12 }, { width: 16, numFmt: '0.0000' }, { width: 20 }], header: ['Date', 'Rate', 'Name'], cellNumFmt: true },
        batchesOf(rows, 100),
      ),
    );
    const after = exportPoolStats();
    // The file was written by a thread of the pool, not on this thread.
    expect(after.completed).toBe(before.completed + 1);
    expect(after.started).toBeGreaterThanOrEqual(1);
    expect(threadId).toBe(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Rates');
    expect(book.creator).toBe('AMCM');
    expect(sheet.rowCount).toBe(rows.length + 1);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(701).getCell(2).value).toBeCloseTo(699 / 7, 10);
    expect(sheet.getRow(701).getCell(2).numFmt).toBe('0.0000');
    expect(sheet.getRow(3).getCell(3).value).toBe('陳大文');
    expect(sheet.getRow(2).getCell(3).value).toBeNull();
  });

  it('lays out a PDF table across pages, the Chinese names as text in an embedded font', async () => {
    const rows: Cell[][] = Array.from({ length: 120 }, (_, i) => [String(i + 1), i % 2 ? '陳大文' : '张小币', `Name ${i + 1}`]);
    const bytes = new Uint8Array(
      await buffer(
        exportFile(
          {
            kind: 'pdf-table',
            info: { Title: 'Register', Author: 'AMCM' },
            title: '保險中介人',
            intro: ['Query: all', '120 records'],
            pageLabel: 'Page {page}',
            empty: 'No results',
            columns: [{ title: 'No.', width: 40 }, { title: '中文名稱', width: 140 }, { title: 'Name', width: 190 }],
          },
          batchesOf(rows, 50),
        ),
      ),
    );
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKtc-Regular/);
    const pdf = await getDocumentProxy(bytes);
    expect(pdf.numPages).toBeGreaterThan(1);
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('保險中介人');
    expect(text).toContain('陳大文');
    expect(text).toContain('Name 120');
    expect(text).toContain(`Page ${pdf.numPages}`);
  });

  it('gives a thread\'s garbage back after each file, so a waiting thread holds little memory', async () => {
    await closeExportPool();
    const rows: Cell[][] = Array.from({ length: 40_000 }, (_, i) => [`2026-01-${String((i % 28) + 1).padStart(2, '0')}`, i / 7, `陳大文 ${i}`, `Name ${i} of the register`]);
    const bytes = await buffer(
      exportFile({ kind: 'xlsx', sheetName: 'S', columns: [{ width: 12 }, { width: 16, numFmt: '0.0000' }, { width: 20 }, { width: 30 }], header: ['A', 'B', 'C', 'D'], cellNumFmt: true }, batchesOf(rows, 500)),
    );
    expect(bytes.length).toBeGreaterThan(1_000_000);
    // Writing it grows the thread's heap far past this; the collection after the file brings it back.
    await expect.poll(async () => Math.max(...(await idleExportHeaps())), { timeout: 5000 }).toBeLessThan(24 * 1024 * 1024);
  });

  it('keeps one thread ready after a burst and ends the others at once', async () => {
    await closeExportPool();
    const job: ExportJob = { kind: 'xlsx', sheetName: 'S', columns: [{ width: 10 }], header: ['A'] };
    const rows: Cell[][] = Array.from({ length: 2000 }, (_, i) => [i]);
    const files = await Promise.all([0, 1, 2].map(() => buffer(exportFile(job, batchesOf(rows, 100)))));
    expect(files.every((f) => f.length > 1000)).toBe(true);
    await expect.poll(() => exportPoolStats().busy, { timeout: 5000 }).toBe(0);
    expect(exportPoolStats().idle).toBe(1);
  });

  it('ends the thread of an export the client abandons, and frees its place', async () => {
    let sent = 0;
    async function* endless(): AsyncGenerator<Cell[][]> {
      for (;;) {
        sent += 1;
        yield Array.from({ length: 200 }, (_, i) => [i, 'row']);
      }
    }
    const stream = exportFile({ kind: 'xlsx', sheetName: 'S', columns: [{ width: 10 }, { width: 10 }], header: ['A', 'B'] }, endless());
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    await expect.poll(() => exportPoolStats().busy, { timeout: 5000 }).toBe(0);
    const at = sent;
    await new Promise((resolve) => setTimeout(resolve, 100));
    // No more rows are read for a file nobody will receive.
    expect(sent).toBe(at);
  });

  it('fails the stream when the rows cannot be read', async () => {
    async function* failing(): AsyncGenerator<Cell[][]> {
      yield [[1]];
      throw new Error('database gone');
    }
    const stream = exportFile({ kind: 'xlsx', sheetName: 'S', columns: [{ width: 10 }], header: ['A'] }, failing());
    await expect(buffer(stream)).rejects.toThrow('database gone');
    await expect.poll(() => exportPoolStats().busy, { timeout: 5000 }).toBe(0);
  });
});
