/**
 * Checks every endpoint applies before its schema (issue 18): control characters in
 * any query or body value, and bodies read only up to the endpoint's limit.
 * Central on purpose: a schema written later cannot forget them.
 */
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_EXCEPT_LINES, CONTROL_CHARACTERS_MESSAGE } from '#src/lib/control-characters.ts';
import { AppError, ValidationError, type FieldIssue } from './errors.ts';

// A body may keep tab and line breaks (a textarea's text: the form's own rules refuse
// them in single-line fields); a query value never needs them. One definition for JSON
// and multipart bodies (src/lib/control-characters.ts).
const BODY_CONTROLS = CONTROL_CHARACTERS_EXCEPT_LINES;
const QUERY_CONTROLS = CONTROL_CHARACTERS;

/** Field names as they may appear in a message or a log: short and printable. */
export function shownField(name: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
  return clean.length > 40 ? `${clean.slice(0, 39)}…` : clean || '?';
}

function collect(value: unknown, path: string, pattern: RegExp, issues: FieldIssue[], depth: number): void {
  if (issues.length >= 5 || depth > 20) return;
  if (typeof value === 'string') {
    if (pattern.test(value)) issues.push({ field: shownField(path || 'body'), messageKey: CONTROL_CHARACTERS_MESSAGE });
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, path, pattern, issues, depth + 1);
    return;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (pattern.test(key)) issues.push({ field: shownField(field), messageKey: CONTROL_CHARACTERS_MESSAGE });
      else collect(item, field, pattern, issues, depth + 1);
    }
  }
}

/** Throws a ValidationError naming each query parameter or body field that holds a control character. */
export function refuseControlCharacters(input: unknown, where: 'query' | 'body'): void {
  const issues: FieldIssue[] = [];
  collect(input, '', where === 'query' ? QUERY_CONTROLS : BODY_CONTROLS, issues, 0);
  if (issues.length) throw new ValidationError(issues);
}

/** The size refusal of a body: 413 in the envelope, the connection closed after it. */
export function bodyTooLarge(): AppError {
  return new AppError('payload_too_large');
}

/**
 * A request body read up to `limit` bytes. A declared Content-Length over the limit is
 * refused before anything is read; a body that streams past it is refused at the
 * first chunk over, and the rest is never read (nor held in memory).
 */
export async function readBodyBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw bodyTooLarge();
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      total += next.value.byteLength;
      // Not cancelled: cancelling would reset the connection before the 413 is sent.
      if (total > limit) throw bodyTooLarge();
      chunks.push(next.value);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    // The node adapter's global limit (astro.config.mjs bodySizeLimit) ends the stream with an error.
    if (err instanceof Error && /size limit/i.test(err.message)) throw bodyTooLarge();
    throw new AppError('bad_request', { cause: err });
  } finally {
    reader.releaseLock();
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
