/**
 * UTF-8 bytes of a page from the pieces Astro rendered it in, the same bytes as
 * `new TextEncoder().encode(parts.join(''))`, in half the time or less on English
 * and Portuguese pages, and the same time on Chinese ones (issue 17).
 *
 * Why: V8 keeps a string of Latin-1 characters one byte per character and any other
 * string two bytes per character, and a string joined from both is two-byte whole.
 * Every page of this site has some Chinese (the other name of the authority, the
 * language switcher), so Astro's page string was always two-byte, and Node encodes
 * a two-byte string five to six times slower than a one-byte one (31 KB: 41 µs
 * against 7 µs here). Joined by runs of the same width, the Latin-1 runs stay
 * one-byte: the markup and, on English and Portuguese pages, nearly all the text
 * (the Portuguese exchange rates page, 77 KB: 233 µs as one string, 74 µs by runs).
 *
 * Only the server's page path uses this (src/server/http/page-bytes.ts): `Buffer`.
 */

/** A character (a UTF-16 unit) that V8 cannot keep in a one-byte string. */
const WIDE = /[\u0100-\uffff]/;

/**
 * Past this many runs of wide text the page is mostly Chinese: the rest is joined
 * as one run. Each run is two calls into Node, and on a Chinese page they would
 * cost more than the one-byte markup between the texts saves (a zh-hant content
 * page took 87 µs in 379 runs, against 61 µs as one string; 61 µs capped).
 */
const MAX_WIDE_RUNS = 16;

/** Joins neighbouring parts of the same width; a run never mixes one-byte and two-byte text, up to the cap. */
function runsOf(parts: readonly string[]): string[] {
  const runs: string[] = [];
  let run = '';
  let wide = false;
  let wideRuns = 0;
  let i = 0;
  for (; i < parts.length; i++) {
    const part = parts[i];
    if (!part) continue;
    const partWide = WIDE.test(part);
    // Two wide parts stay together, so a surrogate pair split between them is still one character.
    if (partWide !== wide && run) {
      runs.push(run);
      run = '';
    }
    if (partWide && !wide && ++wideRuns > MAX_WIDE_RUNS) break;
    wide = partWide;
    run += part;
  }
  for (; i < parts.length; i++) run += parts[i];
  if (run) runs.push(run);
  return runs;
}

export function encodeHtmlParts(parts: readonly string[]): Uint8Array {
  const runs = runsOf(parts).map((text) => ({ text, length: Buffer.byteLength(text, 'utf8') }));
  let total = 0;
  for (const run of runs) total += run.length;
  // Not from Node's shared pool: the page may be kept (render cache), and a pool slice would keep the whole pool.
  const bytes = Buffer.allocUnsafeSlow(total);
  let offset = 0;
  for (const run of runs) offset += bytes.write(run.text, offset, run.length, 'utf8');
  return bytes;
}
