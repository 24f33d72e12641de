/**
 * Active PDFs (issue 36): a PDF with JavaScript, a Launch action or an OpenAction that is
 * an action (not just the page to open at) is refused. Names are read as a PDF reader
 * reads them (`#xx` escapes decoded, so `/J#61vaScript` is `/JavaScript`), in the file
 * and in its compressed object streams (`/Type /ObjStm`, where dictionaries can hide),
 * which are inflated with a cap. `/JS` alone is not looked for: an action holding it names
 * its type `/S /JavaScript` too, and three bytes match too often inside compressed data.
 * A PDF whose object streams cannot be read (another filter, encrypted, broken) cannot be
 * checked and is refused as such.
 */
import { constants, inflateSync } from 'node:zlib';

export type PdfVerdict = 'ok' | 'active' | 'unreadable';

const NAME = /\/((?:[^\s/<>[\]{}()%#]|#[0-9A-Fa-f]{2})+)/g;
/** The most one object stream, and all of them together, may inflate to. */
const MAX_STREAM_BYTES = 16 * 1024 * 1024;
const MAX_TOTAL_BYTES = 64 * 1024 * 1024;

const decodeName = (raw: string) => raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function* names(text: string): Generator<{ name: string; end: number }> {
  for (const match of text.matchAll(NAME)) yield { name: decodeName(match[1] ?? ''), end: (match.index ?? 0) + match[0].length };
}

/** The text of an indirect object: from the object streams, else its last definition in the file. */
type Resolve = (num: string, gen: string) => string | undefined;

function hasActiveContent(text: string, resolve: Resolve): boolean {
  for (const { name, end } of names(text)) {
    if (name === 'JavaScript' || name === 'Launch') return true;
    if (name !== 'OpenAction') continue;
    const value = text.slice(end, end + 64).trimStart();
    if (value.startsWith('[')) continue; // a destination: the page and view to open at
    const ref = /^(\d+)\s+(\d+)\s+R/.exec(value);
    if (ref && resolve(ref[1] ?? '', ref[2] ?? '')?.trimStart().startsWith('[')) continue;
    return true;
  }
  return false;
}

function inflate(data: Buffer): Buffer | null {
  for (const finishFlush of [constants.Z_FINISH, constants.Z_SYNC_FLUSH]) {
    try {
      return inflateSync(data, { maxOutputLength: MAX_STREAM_BYTES, finishFlush });
    } catch {
      // Trailing bytes after the deflate data: try again without asking for its end.
    }
  }
  return null;
}

/** The objects of every object stream (number → text); null when one cannot be read. */
function objectStreams(text: string, content: Buffer): Map<string, string> | null {
  const objects = new Map<string, string>();
  let total = 0;
  for (const match of text.matchAll(/\bobj\b((?:(?!\bobj\b)[\s\S]){0,4096}?)\bstream(\r\n|\n|\r)/g)) {
    const dict = match[1] ?? '';
    const dictNames = [...names(dict)].map((n) => n.name);
    if (!dictNames.some((n, i) => n === 'Type' && dictNames[i + 1] === 'ObjStm')) continue;
    const filters = dictNames.filter((n) => /Decode$/.test(n) || n === 'Crypt');
    if (filters.some((f) => f !== 'FlateDecode') || filters.length > 1) return null;
    const start = (match.index ?? 0) + match[0].length;
    const stop = text.indexOf('endstream', start);
    if (stop < 0) return null;
    const raw = content.subarray(start, stop);
    const data = filters.length ? inflate(raw) : raw;
    if (!data) return null;
    total += data.length;
    if (total > MAX_TOTAL_BYTES) return null;
    const body = data.toString('latin1');
    const first = Number(/\/First\s+(\d+)/.exec(dict)?.[1] ?? NaN);
    if (!Number.isFinite(first)) return null;
    const pairs = body.slice(0, first).trim().split(/\s+/).map(Number);
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      const from = first + (pairs[i + 1] ?? 0);
      const to = i + 3 < pairs.length ? first + (pairs[i + 3] ?? 0) : body.length;
      objects.set(String(pairs[i]), body.slice(from, to));
    }
    objects.set(`stream:${String(objects.size)}`, body);
  }
  return objects;
}

export function checkPdf(content: Buffer): PdfVerdict {
  const text = content.toString('latin1');
  const streams = objectStreams(text, content);
  if (!streams) return 'unreadable';
  const resolve: Resolve = (num, gen) => {
    const inStream = streams.get(num);
    if (inStream !== undefined) return inStream;
    const defs = [...text.matchAll(new RegExp(`(?:^|[^0-9])${num}\\s+${gen}\\s+obj\\b`, 'g'))];
    const last = defs.at(-1);
    return last ? text.slice((last.index ?? 0) + last[0].length, (last.index ?? 0) + last[0].length + 256) : undefined;
  };
  if (hasActiveContent(text, resolve)) return 'active';
  for (const [key, body] of streams) if (key.startsWith('stream:') && hasActiveContent(body, resolve)) return 'active';
  return 'ok';
}
