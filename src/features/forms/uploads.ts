/**
 * Attachments of a form (SPEC §5 reproduction form; complaints), streamed.
 *
 * API for features:
 * - `readUploads(request, limits?)` → `{ fields, files }`: reads a
 *   `multipart/form-data` body with busboy as it arrives. Limits (5 MB a file, a count,
 *   a total) are enforced WHILE streaming: the first byte over a limit stops the
 *   reading and the call fails with 413, and a Content-Length over the total is
 *   refused before anything is read. Every file is checked by name (SPEC §5: English
 *   letters, digits, underscore, hyphen and one extension), by extension (the SPEC §5
 *   allow-list) AND by content signature (`file-type`, plus our checks for txt, rtf,
 *   Office containers and appended data); both must agree. The same bytes twice
 *   ('Duplicate file upload') and empty files are refused. All file problems are
 *   reported together, one message per file, in the caller's language.
 * - `storeUploads(tx, submissionId, files)`: writes them (bytes and SHA-256) in the
 *   submission's transaction (`form_uploads`).
 * Use them from an endpoint declared with `multipart: true` (see README.md).
 */
import { createHash } from 'node:crypto';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import type { Queryable } from '#src/server/db/open.ts';
import { AppError, ValidationError, type FieldIssue } from '#src/server/http/errors.ts';
import { refuseControlCharacters, shownField } from '#src/server/http/input-guards.ts';
import { checkArchive } from './archive-check.ts';
import { checkPdf } from './pdf-check.ts';
import { insertUploads } from './queries.ts';
import { formsText } from './messages.ts';

/** SPEC §5: allowed file types. */
export const ALLOWED_EXTENSIONS = ['bmp', 'png', 'jpeg', 'jpg', 'gif', 'txt', 'doc', 'docx', 'pdf', 'xls', 'xlsx', 'ppt', 'pptx', 'zip', 'rar', 'rtf'] as const;
export type AllowedExtension = (typeof ALLOWED_EXTENSIONS)[number];

/** The media type stored for each extension (never the one the browser claims). */
export const EXTENSION_MIME: Record<AllowedExtension, string> = {
  bmp: 'image/bmp',
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  txt: 'text/plain; charset=utf-8',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  rtf: 'application/rtf',
};

const MB = 1024 * 1024;

export interface UploadLimits {
  /** Bytes per file (SPEC §5: 5 MB). */
  maxFileBytes: number;
  maxFiles: number;
  /** Bytes of all files together. */
  maxTotalBytes: number;
  maxFields: number;
  maxFieldBytes: number;
  /** The one field that takes files: a file under any other name is refused, not taken as an attachment. */
  fileField: string;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { maxFileBytes: 5 * MB, maxFiles: 10, maxTotalBytes: 25 * MB, maxFields: 100, maxFieldBytes: 64 * 1024, fileField: 'attachments' };

/** Room for the text fields and the multipart framing on top of the files. */
const FRAMING_ALLOWANCE = 1 * MB;

export interface UploadedFile {
  /** The form field the file came in. */
  field: string;
  name: string;
  ext: AllowedExtension;
  mime: string;
  size: number;
  sha256: string;
  content: Buffer;
}

export interface UploadResult {
  /** Text fields; a repeated name becomes an array (as defineEndpoint reads forms). */
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

const NAME_PATTERN = /^[A-Za-z0-9_-]{1,100}\.([A-Za-z0-9]{1,10})$/;

/** SPEC §5 name rule: English letters, digits, underscore and hyphen, plus one extension. */
export function isValidFileName(name: string): boolean {
  return NAME_PATTERN.test(name);
}

export function extensionOf(name: string): AllowedExtension | null {
  const ext = NAME_PATTERN.exec(name)?.[1]?.toLowerCase();
  return ext && (ALLOWED_EXTENSIONS as readonly string[]).includes(ext) ? (ext as AllowedExtension) : null;
}

/** A name as it may be shown back: no control characters, bounded length. */
function shownName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, '?');
  return clean.length > 80 ? `${clean.slice(0, 77)}…` : clean || '?';
}

const EOCD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const PNG_END = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** A zip's end record sits in the last 64 KiB + 22 bytes: where zip readers look for it. */
function hasZipEnd(content: Buffer): boolean {
  return content.subarray(Math.max(0, content.length - 65_557)).includes(EOCD);
}

function isUtf8Text(content: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(content);
    // Control characters other than tab, line breaks and form feed mean binary data.
    // eslint-disable-next-line no-control-regex
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

/** Part names an Office Open XML package of each kind must contain. */
const OOXML_PART: Partial<Record<AllowedExtension, string>> = { docx: 'word/', xlsx: 'xl/', pptx: 'ppt/' };

/**
 * Whether the bytes are what the extension says. The signature (`file-type`) must
 * name the same type, and the file must end where that type ends, so a file with a
 * second format appended (a PNG or PDF with a zip behind it, the usual polyglot) is
 * refused.
 */
export async function contentMatches(ext: AllowedExtension, content: Buffer): Promise<boolean> {
  const detected = (await fileTypeFromBuffer(content))?.ext as string | undefined;
  const tail = content.subarray(Math.max(0, content.length - 1024));
  const zipFamily = ext === 'zip' || ext === 'docx' || ext === 'xlsx' || ext === 'pptx';
  if (!zipFamily && hasZipEnd(content)) return false;
  switch (ext) {
    case 'bmp':
      return detected === 'bmp';
    case 'png':
      return (detected === 'png' || detected === 'apng') && content.subarray(content.length - PNG_END.length).equals(PNG_END);
    case 'jpg':
    case 'jpeg':
      return detected === 'jpg' && content[content.length - 2] === 0xff && content[content.length - 1] === 0xd9;
    case 'gif':
      return detected === 'gif' && content[content.length - 1] === 0x3b;
    case 'pdf':
      return detected === 'pdf' && tail.includes('%%EOF');
    case 'doc':
    case 'xls':
    case 'ppt':
      return detected === 'cfb' || detected === ext;
    case 'docx':
    case 'xlsx':
    case 'pptx': {
      // file-type names the package by its parts; we also want the package manifest,
      // so a plain zip with a folder called word/ is not taken for a document.
      const part = OOXML_PART[ext] as string;
      return detected === ext && hasZipEnd(content) && content.includes('[Content_Types].xml') && content.includes(part);
    }
    case 'zip':
      return (detected === 'zip' || detected === 'docx' || detected === 'xlsx' || detected === 'pptx') && hasZipEnd(content);
    case 'rar':
      return detected === 'rar';
    case 'txt':
      return detected === undefined && isUtf8Text(content);
    case 'rtf':
      return (detected === undefined || detected === 'rtf') && content.subarray(0, 5).toString('latin1') === '{\\rtf' && !content.includes(0);
  }
}

/** Why a file is refused, or null; the issue names the file. */
async function fileProblem(name: string, content: Buffer): Promise<FieldIssue['messageKey'] | null> {
  if (!isValidFileName(name)) return 'forms.upload.badName';
  const ext = extensionOf(name);
  if (!ext) return 'forms.upload.badType';
  if (content.length === 0) return 'forms.upload.empty';
  if (!(await contentMatches(ext, content))) return 'forms.upload.mismatch';
  if (ext === 'pdf') {
    const verdict = checkPdf(content);
    if (verdict !== 'ok') return verdict === 'active' ? 'forms.upload.pdfActive' : 'forms.upload.pdfUnreadable';
  }
  if (ext === 'zip' || ext === 'docx' || ext === 'xlsx' || ext === 'pptx') {
    const verdict = await checkArchive(content);
    if (verdict !== 'ok') return verdict === 'bomb' ? 'forms.upload.archiveTooLarge' : 'forms.upload.archiveUnreadable';
  }
  return null;
}

const tooLarge = (messageKey: FieldIssue['messageKey'], params: Record<string, string | number>, field?: string) =>
  new AppError('payload_too_large', { messageKey, params, messages: formsText, ...(field ? { issues: [{ field, messageKey, params }] } : {}) });

const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/**
 * Reads a multipart body as it streams in. Throws AppError 415 (not multipart, no
 * boundary), 413 (a limit crossed: reading stops there), 400 `forms.upload.malformed`
 * (truncated or broken multipart) or a ValidationError with one issue per refused file.
 */
export async function readUploads(request: Request, limitsIn: Partial<UploadLimits> = {}): Promise<UploadResult> {
  const limits: UploadLimits = { ...DEFAULT_UPLOAD_LIMITS, ...limitsIn };
  const maxBodyBytes = limits.maxTotalBytes + FRAMING_ALLOWANCE;
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new AppError('unsupported_media_type');
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBodyBytes) throw tooLarge('forms.upload.totalTooLarge', { max: megabytes(limits.maxTotalBytes) });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Keep the name as sent, so a name with a path is refused instead of trimmed.
      preservePath: true,
      defParamCharset: 'utf8',
      limits: {
        // One byte over is where busboy reports the limit (a file of exactly the limit passes).
        fileSize: limits.maxFileBytes + 1,
        files: limits.maxFiles,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFiles + limits.maxFields,
      },
    });
  } catch {
    // busboy refuses a content type without a boundary.
    throw new AppError('unsupported_media_type');
  }
  if (!request.body) throw new AppError('bad_request', { messageKey: 'forms.upload.malformed', messages: formsText });

  const fields: Record<string, string | string[]> = {};
  const received: { field: string; name: string; size: number; sha256: string; content: Buffer }[] = [];
  const foreign: { field: string; name: string }[] = [];
  let fileBytes = 0;
  let failure: AppError | null = null;
  let settle: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const fail = (err: AppError) => {
    failure ??= err;
    settle();
  };

  parser.on('field', (name, value, info) => {
    if (info.nameTruncated || info.valueTruncated) return fail(new AppError('payload_too_large'));
    const existing = fields[name];
    fields[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
  });
  parser.on('file', (field, stream, info) => {
    const name = info.filename ?? '';
    if (field !== limits.fileField) {
      // Not read, not kept: named in the refusal (the body still counts against its limit).
      foreign.push({ field, name });
      stream.resume();
      return;
    }
    const hash = createHash('sha256');
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      if (failure) return;
      size += chunk.length;
      fileBytes += chunk.length;
      if (size > limits.maxFileBytes) return fail(tooLarge('forms.upload.tooLarge', { name: shownName(name), max: megabytes(limits.maxFileBytes) }, field));
      if (fileBytes > limits.maxTotalBytes) return fail(tooLarge('forms.upload.totalTooLarge', { max: megabytes(limits.maxTotalBytes) }));
      hash.update(chunk);
      chunks.push(chunk);
    });
    // busboy destroys the part's stream when the body ends inside it.
    stream.on('error', () => fail(new AppError('bad_request', { messageKey: 'forms.upload.malformed', messages: formsText })));
    stream.on('limit', () => fail(tooLarge('forms.upload.tooLarge', { name: shownName(name), max: megabytes(limits.maxFileBytes) }, field)));
    stream.on('end', () => {
      if (!failure) received.push({ field, name, size, sha256: hash.digest('hex'), content: Buffer.concat(chunks, size) });
    });
  });
  parser.on('filesLimit', () => fail(tooLarge('forms.upload.tooMany', { max: limits.maxFiles })));
  parser.on('fieldsLimit', () => fail(new AppError('payload_too_large')));
  parser.on('partsLimit', () => fail(new AppError('payload_too_large')));
  parser.on('error', () => fail(new AppError('bad_request', { messageKey: 'forms.upload.malformed', messages: formsText })));
  parser.on('close', () => settle());

  // Feed the parser chunk by chunk, waiting for it to take each one. On a failure the
  // loop stops pulling: the rest of the body is never read (the stream is not
  // cancelled, since that would reset the connection before the 413 is sent).
  const reader = request.body.getReader();
  let bodyBytes = 0;
  const pump = async () => {
    while (!failure) {
      const next = await Promise.race([reader.read(), finished.then(() => null)]);
      if (!next || failure) return;
      if (next.done) {
        parser.end();
        return;
      }
      bodyBytes += next.value.byteLength;
      if (bodyBytes > maxBodyBytes) return fail(tooLarge('forms.upload.totalTooLarge', { max: megabytes(limits.maxTotalBytes) }));
      if (!parser.write(next.value)) await Promise.race([new Promise((r) => parser.once('drain', r)), finished]);
    }
  };
  try {
    await pump();
  } catch {
    fail(new AppError('bad_request', { messageKey: 'forms.upload.malformed', messages: formsText }));
  }
  await finished;
  reader.releaseLock();
  if (failure) {
    parser.removeAllListeners('close');
    parser.on('error', () => {});
    parser.destroy();
    throw failure;
  }
  // The same rule as a JSON body's (src/lib/control-characters.ts): no control character but
  // tab and line breaks in any field, whose own schema then refuses those in a single-line one.
  refuseControlCharacters(fields, 'body');

  const issues: FieldIssue[] = foreign.map((f) => ({ field: shownField(f.field), messageKey: 'forms.upload.wrongField', params: { name: shownName(f.name) } }));
  const files: UploadedFile[] = [];
  const seen = new Set<string>();
  for (const file of received) {
    const problem = await fileProblem(file.name, file.content);
    if (problem) {
      issues.push({ field: file.field, messageKey: problem, params: { name: shownName(file.name), values: ALLOWED_EXTENSIONS.join(', ') } });
      continue;
    }
    if (seen.has(file.sha256)) {
      issues.push({ field: file.field, messageKey: 'forms.upload.duplicate', params: { name: shownName(file.name) } });
      continue;
    }
    seen.add(file.sha256);
    const ext = extensionOf(file.name) as AllowedExtension;
    files.push({ ...file, ext, mime: EXTENSION_MIME[ext] });
  }
  if (issues.length) throw new ValidationError(issues, formsText);
  return { fields, files };
}

/** Writes a submission's files (call it from `submitForm`'s `write`). */
export async function storeUploads(tx: Queryable, submissionId: number, files: readonly UploadedFile[]) {
  return insertUploads(
    tx,
    files.map((f) => ({ submissionId, field: f.field, name: f.name, mime: f.mime, size: f.size, sha256: f.sha256, content: f.content })),
  );
}
