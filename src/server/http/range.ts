/**
 * Byte ranges of a stored file (RFC 9110 §14): a browser's video player asks for
 * them to seek, and to read a WebM's index at its end before the rest. One range
 * only; a request for several is answered whole, which the RFC allows.
 */

export type ByteRange = { start: number; end: number };

/**
 * The range a `Range` header asks of a body of `size` bytes (`end` included),
 * `'unsatisfiable'` when none of it lies inside the body (416), or undefined when
 * the header is absent, not about bytes, malformed or names several ranges (200).
 */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header) : null;
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (!first && !last) return undefined;
  if (!first) {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Number(last) : size - 1;
  if (last && end < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
