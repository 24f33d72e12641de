/**
 * Test material for uploads: one small valid file of every allowed type (made here,
 * not committed), a multipart body builder, and helpers. Tests only.
 */
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { AllowedExtension } from '../uploads.ts';

function bmp1x1(): Buffer {
  const b = Buffer.alloc(58);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(58, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(1, 18);
  b.writeInt32LE(1, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(4, 34);
  b.writeInt32LE(2835, 38);
  b.writeInt32LE(2835, 42);
  b.set([0x00, 0x53, 0x6e, 0x00], 54); // one blue-green pixel, padded to 4 bytes
  return b;
}

/** An OLE compound file header (what Word 97–2003, Excel and PowerPoint files start with), padded to 3 sectors. */
function cfb(): Buffer {
  const b = Buffer.alloc(1536);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(b, 0);
  b.writeUInt16LE(0x003e, 24); // minor version
  b.writeUInt16LE(0x0003, 26); // major version 3
  b.writeUInt16LE(0xfffe, 28); // little endian
  b.writeUInt16LE(9, 30); // 512-byte sectors
  b.writeUInt16LE(6, 32);
  b.writeUInt32LE(1, 44); // one FAT sector
  b.writeInt32LE(1, 48); // directory at sector 1
  b.writeUInt32LE(4096, 56);
  b.writeInt32LE(-2, 60);
  b.writeInt32LE(-2, 68);
  for (let i = 76; i < 512; i += 4) b.writeInt32LE(-1, i);
  b.writeInt32LE(0, 76); // FAT in sector 0
  return b;
}

const CONTENT_TYPES: Record<'docx' | 'pptx', { part: string; type: string }> = {
  docx: { part: 'word/document.xml', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml' },
  pptx: { part: 'ppt/presentation.xml', type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml' },
};

/** A minimal Office Open XML package: manifest, relationships and the main part. */
export function ooxml(kind: 'docx' | 'pptx'): Buffer {
  const { part, type } = CONTENT_TYPES[kind];
  const files = {
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${type}"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${part}"/></Relationships>`,
    ),
    [part]: strToU8(`<?xml version="1.0" encoding="UTF-8"?><root>sample</root>`),
  };
  return Buffer.from(zipSync(files));
}

export function plainZip(entries: Record<string, string> = { 'readme.txt': 'hello' }): Buffer {
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(entries).map(([k, v]) => [k, strToU8(v)]))));
}

async function pdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.text('Sample attachment');
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

async function xlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sheet1').addRow(['sample', 1]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const image = (format: 'png' | 'jpeg' | 'gif') =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: { r: 0, g: 83, b: 110 } } })
    .toFormat(format)
    .toBuffer();

/** One valid file of every allowed extension. */
export async function validSamples(): Promise<Record<AllowedExtension, Buffer>> {
  const [png, jpeg, gif, pdfBytes, xlsxBytes] = await Promise.all([image('png'), image('jpeg'), image('gif'), pdf(), xlsx()]);
  return {
    bmp: bmp1x1(),
    png,
    jpeg,
    jpg: Buffer.concat([jpeg, Buffer.alloc(0)]),
    gif,
    txt: Buffer.from('Pedido de reprodução — 澳門金融管理局\r\nLine 2\n', 'utf8'),
    doc: cfb(),
    docx: ooxml('docx'),
    pdf: pdfBytes,
    xls: Buffer.concat([cfb(), Buffer.from([1])]),
    xlsx: xlsxBytes,
    ppt: Buffer.concat([cfb(), Buffer.from([2])]),
    pptx: ooxml('pptx'),
    zip: plainZip(),
    rar: Buffer.concat([Buffer.from('526172211a0701', 'hex'), Buffer.from('0033925b1a', 'hex'), Buffer.alloc(32, 7)]),
    rtf: Buffer.from('{\\rtf1\\ansi\\deff0 {\\fonttbl {\\f0 Arial;}} Sample\\par }', 'latin1'),
  };
}

export interface Part {
  name: string;
  /** A file part when set (the raw `filename` parameter, written as given). */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

export const BOUNDARY = '----amcm-test-boundary-7MA4YWxkTrZu0gW';

/** A multipart/form-data body; `truncate` drops the closing boundary. */
export function multipart(parts: Part[], options: { boundary?: string; truncate?: boolean } = {}): Buffer {
  const boundary = options.boundary ?? BOUNDARY;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    // Control characters can only travel percent-encoded (RFC 5987 `filename*`), as browsers send them.
    // eslint-disable-next-line no-control-regex
    if (part.filename !== undefined) head += /[\u0000-\u001f]/.test(part.filename) ? `; filename*=utf-8''${encodeURIComponent(part.filename)}` : `; filename="${part.filename}"`;
    head += '\r\n';
    if (part.filename !== undefined) head += `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, 'utf8'), Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data, 'utf8'), Buffer.from('\r\n'));
  }
  if (!options.truncate) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export function multipartRequest(body: Buffer, init: { contentType?: string; headers?: Record<string, string>; contentLength?: boolean } = {}): Request {
  const headers: Record<string, string> = {
    'content-type': init.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`,
    ...(init.contentLength === false ? {} : { 'content-length': String(body.length) }),
    ...init.headers,
  };
  return new Request('http://localhost/api/test/forms/upload', { method: 'POST', headers, body: new Uint8Array(body) });
}
