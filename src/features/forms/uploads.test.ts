import { describe, expect, it, beforeAll } from 'vitest';
import { errorResponse } from '#src/server/http/api.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { ALLOWED_EXTENSIONS, readUploads, type AllowedExtension, type UploadResult } from './uploads.ts';
import { BOUNDARY, multipart, multipartRequest, ooxml, plainZip, validSamples, type Part } from './upload-samples.testing.ts';

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
