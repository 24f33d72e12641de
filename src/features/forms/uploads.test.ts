import { deflateSync } from 'node:zlib';
import { unzipSync, zipSync } from 'fflate';
import { describe, expect, it, beforeAll } from 'vitest';
import { errorResponse } from '#src/server/http/api.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { ALLOWED_EXTENSIONS, readUploads, type AllowedExtension, type UploadResult } from './uploads.ts';
import { BOUNDARY, multipart, multipartRequest, ooxml, plainZip, validSamples, type Part } from './tests/upload-samples.ts';

const MB = 1024 * 1024;
let samples: Record<AllowedExtension, Buffer>;

beforeAll(async () => {
  samples = await validSamples();
});

interface Outcome {
  status: number;
  code: number;
  message: string;
  errors: { field: string; message: string }[];
  result?: UploadResult;
}

async function attempt(request: Request, lang: Language = 'en', limits = {}): Promise<Outcome> {
  try {
    const result = await readUploads(request, limits);
    return { status: 200, code: 0, message: 'success', errors: [], result };
  } catch (err) {
    const res = errorResponse(err, lang);
    const body = (await res.json()) as { code: number; message: string; data: { errors: { field: string; message: string }[] } | null };
    return { status: res.status, code: body.code, message: body.message, errors: body.data?.errors ?? [] };
  }
}

const file = (filename: string, data: Buffer | string, name = 'attachments'): Part => ({ name, filename, data });
const send = (parts: Part[], lang: Language = 'en', limits = {}) => attempt(multipartRequest(multipart(parts)), lang, limits);

const zipTail = () => plainZip({ 'payload.js': 'alert(1)' });

describe('uploads: legitimate files', () => {
  for (const ext of ALLOWED_EXTENSIONS) {
    it(`accepts a valid .${ext}`, async () => {
      const out = await send([{ name: 'title', data: 'hello' }, file(`sample_${ext}-1.${ext}`, samples[ext])]);
      expect(out.message).toBe('success');
      expect(out.result?.files).toHaveLength(1);
      const [f] = out.result?.files ?? [];
      expect(f?.ext).toBe(ext);
      expect(f?.size).toBe(samples[ext].length);
      expect(f?.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(out.result?.fields.title).toBe('hello');
    });
  }

  it('accepts ten different files in one submission, upper-case extensions too, and repeated fields as arrays', async () => {
    const exts: AllowedExtension[] = ['png', 'pdf', 'docx', 'xlsx', 'txt', 'zip', 'rtf', 'gif', 'bmp', 'rar'];
    const out = await send([
      { name: 'tag', data: 'a' },
      { name: 'tag', data: 'b' },
      ...exts.map((ext, i) => file(`File_${i}.${ext.toUpperCase()}`, samples[ext])),
    ]);
    expect(out.message).toBe('success');
    expect(out.result?.files.map((f) => f.ext)).toEqual(exts);
    expect(out.result?.fields.tag).toEqual(['a', 'b']);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const big = Buffer.alloc(5 * MB, 'a');
    const out = await send([file('exactly-5mb.txt', big)]);
    expect(out.message).toBe('success');
    expect(out.result?.files[0]?.size).toBe(5 * MB);
  });
});

describe('uploads: hostile corpus (each refused with its own message, never a 5xx)', () => {
  type Case = { kind: string; request: () => Request; status: number; message: RegExp; lang?: Language };
  const bad = (kind: string, filename: string, data: () => Buffer | string, status: number, message: RegExp): Case => ({
    kind,
    request: () => multipartRequest(multipart([file(filename, data())])),
    status,
    message,
  });
  const mismatch = /does not match its extension/;
  const badName = /Attachment name invalid/;
  const cases: Case[] = [
    bad('JPEG bytes behind .png', 'photo.png', () => samples.jpeg, 400, mismatch),
    bad('PNG bytes behind .pdf', 'report.pdf', () => samples.png, 400, mismatch),
    bad('Windows executable behind .pdf', 'report.pdf', () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 1)]), 400, mismatch),
    bad('ELF binary behind .doc', 'letter.doc', () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(100)]), 400, mismatch),
    bad('plain zip named .docx', 'letter.docx', () => plainZip({ 'word/document.xml': '<x/>' }), 400, mismatch),
    bad('xlsx named .docx', 'letter.docx', () => samples.xlsx, 400, mismatch),
    bad('pptx named .xlsx', 'sheet.xlsx', () => ooxml('pptx'), 400, mismatch),
    bad('zip named .doc', 'letter.doc', () => plainZip(), 400, mismatch),
    bad('zip named .rar', 'archive.rar', () => plainZip(), 400, mismatch),
    bad('rar named .zip', 'archive.zip', () => samples.rar, 400, mismatch),
    bad('zip without its end record (truncated archive)', 'archive.zip', () => plainZip().subarray(0, 40), 400, mismatch),
    bad('binary with NUL bytes named .txt', 'notes.txt', () => Buffer.from([0x41, 0x00, 0x42, 0x00, 0x43]), 400, mismatch),
    bad('invalid UTF-8 named .txt', 'notes.txt', () => Buffer.from([0x48, 0x69, 0xff, 0xfe, 0xc3]), 400, mismatch),
    bad('PDF named .txt', 'notes.txt', () => samples.pdf, 400, mismatch),
    bad('text without {\\rtf named .rtf', 'letter.rtf', () => 'just text', 400, mismatch),
    bad('polyglot: PNG with a zip appended', 'photo.png', () => Buffer.concat([samples.png, zipTail()]), 400, mismatch),
    bad('polyglot: PDF with a zip appended', 'report.pdf', () => Buffer.concat([samples.pdf, zipTail()]), 400, mismatch),
    bad('polyglot: GIF with a zip appended (GIFAR)', 'anim.gif', () => Buffer.concat([samples.gif, zipTail()]), 400, mismatch),
    bad('polyglot: JPEG with a script appended', 'photo.jpg', () => Buffer.concat([samples.jpeg, Buffer.from('<script>alert(1)</script>')]), 400, mismatch),
    bad('polyglot: text file that is also a zip', 'notes.txt', () => Buffer.concat([Buffer.from('hello '), zipTail()]), 400, mismatch),
    bad('name with a Unix path', '../../etc/passwd.txt', () => 'x', 400, badName),
    bad('name with a Windows path', 'C:\\Users\\x\\evil.txt', () => 'x', 400, badName),
    bad('name with a control character', 'a\u0007b.txt', () => 'x', 400, badName),
    bad('name with a line break', 'a\nb.txt', () => 'x', 400, badName),
    {
      kind: 'raw control character in the part header',
      request: () => multipartRequest(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="f"; filename="a\u0001b.txt"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`, 'latin1')),
      status: 400,
      message: /could not be read completely|Attachment name invalid/,
    },
    bad('name with a right-to-left override', 'photo\u202egnp.exe', () => 'x', 400, badName),
    bad('empty name', '', () => 'x', 400, badName),
    bad('hidden-file name', '.htaccess', () => 'x', 400, badName),
    bad('two extensions', 'invoice.pdf.exe', () => 'x', 400, badName),
    bad('spaces in the name', 'my file.txt', () => 'x', 400, badName),
    bad('Chinese letters in the name', '申請表.pdf', () => samples.pdf, 400, badName),
    bad('300-character name', `${'a'.repeat(300)}.txt`, () => 'x', 400, badName),
    bad('no extension', 'README', () => 'x', 400, badName),
    bad('extension not allowed (.exe)', 'setup.exe', () => 'MZ', 400, /not of an allowed type/),
    bad('extension not allowed (.html)', 'page.html', () => '<html></html>', 400, /not of an allowed type/),
    bad('empty file', 'empty.txt', () => Buffer.alloc(0), 400, /is empty/),
    bad('5 MB + 1 byte', 'big.txt', () => Buffer.alloc(5 * MB + 1, 'a'), 413, /larger than 5 MB/),
    {
      kind: 'too many files (11)',
      request: () => multipartRequest(multipart(Array.from({ length: 11 }, (_, i) => file(`f${i}.txt`, `file ${i}`)))),
      status: 413,
      message: /At most 10 files/,
    },
    {
      kind: 'the same file twice',
      request: () => multipartRequest(multipart([file('a.png', samples.png), file('b.png', samples.png)])),
      status: 400,
      message: /Duplicate file upload: “b.png”/,
    },
    {
      kind: 'files together over the total (6 × 4.5 MB)',
      request: () => multipartRequest(multipart(Array.from({ length: 6 }, (_, i) => file(`part${i}.txt`, Buffer.alloc(4.5 * MB, 97 + i))))),
      status: 413,
      message: /together are larger than 25 MB/,
    },
    {
      kind: '50 MB body announced by Content-Length',
      request: () => multipartRequest(multipart([file('huge.txt', Buffer.alloc(50 * MB, 'a'))])),
      status: 413,
      message: /together are larger than 25 MB/,
    },
    {
      kind: '50 MB body without Content-Length (chunked)',
      request: () => multipartRequest(multipart([file('huge.txt', Buffer.alloc(50 * MB, 'a'))]), { contentLength: false }),
      status: 413,
      message: /larger than/,
    },
    {
      kind: 'truncated multipart (no closing boundary)',
      request: () => multipartRequest(multipart([file('a.txt', 'hello')], { truncate: true })),
      status: 400,
      message: /could not be read completely/,
    },
    {
      kind: 'multipart cut in the middle of a part header',
      request: () => multipartRequest(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`)),
      status: 400,
      message: /could not be read completely/,
    },
    {
      kind: 'wrong content type (JSON)',
      request: () => multipartRequest(Buffer.from('{"a":1}'), { contentType: 'application/json' }),
      status: 415,
      message: /not accepted/,
    },
    {
      kind: 'wrong content type (urlencoded)',
      request: () => multipartRequest(Buffer.from('a=1'), { contentType: 'application/x-www-form-urlencoded' }),
      status: 415,
      message: /not accepted/,
    },
    {
      kind: 'missing boundary',
      request: () => multipartRequest(multipart([file('a.txt', 'x')]), { contentType: 'multipart/form-data; charset=utf-8' }),
      status: 415,
      message: /not accepted/,
    },
    {
      kind: 'multipart/form-data without parameters',
      request: () => multipartRequest(multipart([file('a.txt', 'x')]), { contentType: 'multipart/form-data' }),
      status: 415,
      message: /not accepted/,
    },
    {
      kind: 'a text field over 64 KiB',
      request: () => multipartRequest(multipart([{ name: 'note', data: 'x'.repeat(70 * 1024) }])),
      status: 413,
      message: /too large/,
    },
    {
      kind: 'garbage instead of multipart',
      request: () => multipartRequest(Buffer.alloc(2048, 0x5a)),
      status: 400,
      message: /could not be read completely/,
    },
  ];

  it('has at least 30 kinds', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  for (const c of cases) {
    it(`refuses: ${c.kind}`, async () => {
      const out = await attempt(c.request());
      expect(out.status, out.message).toBe(c.status);
      expect(out.status).toBeLessThan(500);
      expect(out.code).not.toBe(0);
      const all = [out.message, ...out.errors.map((e) => e.message)].join(' | ');
      expect(all).toMatch(c.message);
    });
  }

  it('gives each refused file its own message, in the caller’s language', async () => {
    const out = await send([file('ok.png', samples.png), file('bad.png', samples.jpeg), file('bad name.txt', 'x'), file('again.png', samples.png)], 'zh-hant');
    expect(out.status).toBe(400);
    expect(out.errors.map((e) => e.message)).toEqual(['檔案「bad.png」的內容與其副檔名不符。', expect.stringContaining('附件名稱無效：「bad name.txt」'), '重複上載檔案：「again.png」。']);
    const pt = await send([file('x.exe', 'MZ')], 'pt');
    expect(pt.errors[0]?.message).toMatch(/não é de um tipo permitido/);
  });
});

describe('uploads: issue 36 (foreign fields, active PDFs, zip bombs)', () => {
  const pdfOf = (...objects: string[]) =>
    Buffer.from(['%PDF-1.7', ...objects.map((body, i) => `${String(i + 1)} 0 obj\n${body}\nendobj`), 'trailer\n<< /Root 1 0 R >>', '%%EOF', ''].join('\n'), 'latin1');
  const catalog = (extra = '') => `<< /Type /Catalog /Pages 2 0 R ${extra} >>`;
  const pages = '<< /Type /Pages /Kids [] /Count 0 >>';

  it('refuses a file sent under any field but the attachments field, naming it', async () => {
    const out = await send([file('ok.png', samples.png), file('photo.png', samples.png.subarray(0), 'avatar')]);
    expect(out.status).toBe(400);
    expect(out.errors).toEqual([{ field: 'avatar', message: 'The file “photo.png” was not sent as an attachment: only the attachments field takes files.' }]);
    const zh = await send([file('photo.png', samples.png, 'photo')], 'zh-hant');
    expect(zh.errors[0]?.message).toBe('檔案「photo.png」不是以附件方式上載：只有附件欄位可以上載檔案。');
  });

  const activePdfs: [string, Buffer][] = [
    ['JavaScript run on opening', pdfOf(catalog('/OpenAction 3 0 R'), pages, '<< /S /JavaScript /JS (app.alert(1)) >>')],
    ['document-level JavaScript', pdfOf(catalog('/Names << /JavaScript 3 0 R >>'), pages, '<< /Names [(a) 4 0 R] >>')],
    ['a name written with #xx escapes', pdfOf(catalog('/OpenAction << /S /J#61vaScript /JS (app.alert(1)) >>'), pages)],
    ['a Launch action', pdfOf(catalog(), pages, '<< /Type /Annot /Subtype /Link /A << /S /Launch /F (cmd.exe) >> >>')],
    ['an OpenAction that is an action', pdfOf(catalog('/OpenAction << /S /URI /URI (http://example.com/) >>'), pages)],
  ];
  for (const [what, bytes] of activePdfs) {
    it(`refuses a PDF with ${what}`, async () => {
      const out = await send([file('statement.pdf', bytes)]);
      expect(out.status).toBe(400);
      expect(out.errors.map((e) => e.message)).toEqual(['The PDF “statement.pdf” contains JavaScript or actions that run by themselves. Please send a plain PDF (for example printed again to PDF).']);
    });
  }

  it('refuses JavaScript hidden in a compressed object stream, and accepts an OpenAction that only names the first page', async () => {
    const hidden = deflateSync(Buffer.from('3 0 << /S /JavaScript /JS (app.alert(1)) >>', 'latin1'));
    const objStm = Buffer.concat([Buffer.from('4 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ' + String(hidden.length) + ' >>\nstream\n', 'latin1'), hidden, Buffer.from('\nendstream\nendobj\n', 'latin1')]);
    const withStream = Buffer.concat([Buffer.from(`%PDF-1.7\n1 0 obj\n${catalog('/OpenAction 3 0 R')}\nendobj\n2 0 obj\n${pages}\nendobj\n`, 'latin1'), objStm, Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1')]);
    expect((await send([file('hidden.pdf', withStream)])).errors.map((e) => e.message)).toEqual([expect.stringContaining('contains JavaScript') as string]);
    const toPage = pdfOf(catalog('/OpenAction [3 0 R /Fit]'), pages, '<< /Type /Page /Parent 2 0 R >>');
    expect((await send([file('plain.pdf', toPage)])).message).toBe('success');
    const byReference = pdfOf(catalog('/OpenAction 3 0 R'), pages, '[4 0 R /FitH null]', '<< /Type /Page /Parent 2 0 R >>');
    expect((await send([file('plain2.pdf', byReference)])).message).toBe('success');
  });

  const zeros = (mb: number) => new Uint8Array(mb * MB);
  /** The same archive with every declared uncompressed size set to `size`: a bomb that lies about itself. */
  const lyingSizes = (zip: Buffer, size: number) => {
    const out = Buffer.from(zip);
    for (let i = 0; i + 4 <= out.length; i++) {
      const sig = out.readUInt32LE(i);
      if (sig === 0x04034b50) out.writeUInt32LE(size, i + 22);
      if (sig === 0x02014b50) out.writeUInt32LE(size, i + 24);
    }
    return out;
  };
  const bombs: [string, string, () => Buffer][] = [
    ['a zip whose entry expands 1000 times', 'bomb.zip', () => Buffer.from(zipSync({ 'zeros.bin': zeros(20) }, { level: 9 }))],
    ['a zip whose declared sizes lie (checked while inflating)', 'liar.zip', () => lyingSizes(Buffer.from(zipSync({ 'zeros.bin': zeros(20) }, { level: 9 })), 1000)],
    ['entries adding up past 100 MB', 'many.zip', () => Buffer.from(zipSync(Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`part${String(i)}.bin`, zeros(20)])), { level: 9 }))],
    [
      'a docx with a part that expands 1000 times',
      'letter.docx',
      () => {
        const base = unzipSync(new Uint8Array(ooxml('docx')));
        return Buffer.from(zipSync({ ...base, 'word/media/image1.bin': zeros(20) }, { level: 9 }));
      },
    ],
  ];
  for (const [what, name, bytes] of bombs) {
    it(`refuses ${what}`, async () => {
      const out = await send([file(name, bytes())]);
      expect(out.status).toBe(400);
      expect(out.errors.map((e) => e.message)).toEqual([`The file “${name}” expands to more than 100 times its size or more than 100 MB. Please send the files themselves or a smaller archive.`]);
    });
  }

  it('still accepts ordinary archives and Office files', async () => {
    const text = Array.from({ length: 2000 }, (_, i) => `Line ${String(i)} of an ordinary text file, a little repetitive.`).join('\n');
    const out = await send([file('notes.zip', plainZip({ 'notes.txt': text })), file('sheet.xlsx', samples.xlsx), file('deck.pptx', samples.pptx)]);
    expect(out.message).toBe('success');
  });
});
