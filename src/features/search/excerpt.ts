/**
 * Excerpts and highlights of a result (SPEC §9: 130 characters for Chinese, 230
 * for Portuguese and English, then an ellipsis), cut around the first match and
 * with every matched term marked. Matching runs on the folded text; a map from
 * folded to original positions keeps the visitor's own characters on screen.
 */
import { EXCERPT_LENGTH } from '#src/lib/format.ts';
import { escapeHtml } from '#src/lib/html.ts';
import { isChinese, type Language } from '#src/lib/i18n/languages.ts';
import { toSimplified } from '#src/server/text/chinese.ts';
import { foldLatin, hasCjk } from '#src/server/text/fold.ts';
import type { SearchQuery } from './terms.ts';

/** SPEC §9 excerpt lengths, in characters. */
export function excerptLength(lang: Language): number {
  return isChinese(lang) ? EXCERPT_LENGTH.chinese : EXCERPT_LENGTH.other;
}

const ELLIPSIS = '…';

/** The folded text and, for each of its UTF-16 units, the index of the original character it came from. */
function foldWithMap(text: string): { folded: string; from: number[] } {
  const chars = Array.from(text);
  // OpenCC converts whole phrases; when it keeps the character count (nearly always), its choice is kept.
  let chinese = chars;
  if (hasCjk(text)) {
    const converted = Array.from(toSimplified(text));
    chinese = converted.length === chars.length ? converted : chars.map((c) => (hasCjk(c) ? toSimplified(c) : c));
  }
  let folded = '';
  const from: number[] = [];
  let offset = 0;
  chars.forEach((original, i) => {
    const piece = foldLatin(chinese[i] ?? original);
    folded += piece;
    for (let k = 0; k < piece.length; k++) from.push(offset);
    offset += original.length;
  });
  return { folded, from };
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Ranges [start, end) in the folded text where the query's terms occur. */
function matches(folded: string, query: SearchQuery): [number, number][] {
  const out: [number, number][] = [];
  for (const { text, prefix } of query.highlights) {
    if (!text) continue;
    let at = folded.indexOf(text);
    while (at !== -1) {
      const before = folded[at - 1];
      const wordStart = hasCjk(text) || !before || !WORD_CHAR.test(before);
      if (wordStart) {
        let end = at + text.length;
        if (prefix) while (end < folded.length && WORD_CHAR.test(folded[end] ?? '') && !hasCjk(folded[end] ?? '')) end++;
        out.push([at, end]);
      }
      at = folded.indexOf(text, at + text.length);
    }
  }
  out.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  // Overlapping ranges are merged, so one mark covers them.
  const merged: [number, number][] = [];
  for (const range of out) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** Original-text ranges of the matches. */
function originalRanges(text: string, query: SearchQuery): [number, number][] {
  const { folded, from } = foldWithMap(text);
  return matches(folded, query).map(([s, e]) => {
    const start = from[s] ?? 0;
    const lastFrom = from[e - 1] ?? start;
    // The end is the end of the original character the last folded unit came from.
    const cp = text.codePointAt(lastFrom) ?? 0;
    return [start, lastFrom + (cp > 0xffff ? 2 : 1)] as [number, number];
  });
}

/** HTML of `text[start, end)` with the ranges in `<mark>`, everything else escaped. */
function markRanges(text: string, start: number, end: number, ranges: readonly [number, number][]): string {
  let html = '';
  let at = start;
  for (const [s0, e0] of ranges) {
    const s = Math.max(s0, start);
    const e = Math.min(e0, end);
    if (e <= s || s < at) continue;
    html += escapeHtml(text.slice(at, s)) + `<mark>${escapeHtml(text.slice(s, e))}</mark>`;
    at = e;
  }
  return html + escapeHtml(text.slice(at, end));
}

/** A title with its matched terms marked (escaped HTML). */
export function highlightTitle(title: string, query: SearchQuery): string {
  return markRanges(title, 0, title.length, originalRanges(title, query));
}

/** Index of the n-th character (code point) after `from`, in UTF-16 units. */
function advance(text: string, from: number, n: number): number {
  let at = from;
  for (let i = 0; i < n && at < text.length; i++) at += (text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1;
  return at;
}

function retreat(text: string, from: number, n: number): number {
  let at = from;
  for (let i = 0; i < n && at > 0; i++) {
    const low = text.charCodeAt(at - 1);
    at -= low >= 0xdc00 && low <= 0xdfff && at >= 2 ? 2 : 1;
  }
  return at;
}

/**
 * The excerpt of a body as escaped HTML: `length` characters around the first
 * match (a quarter of them before it), an ellipsis where the text was cut, and the
 * matched terms in `<mark>`. Without a match in the body, its beginning.
 */
export function excerpt(body: string, query: SearchQuery, length: number): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (!text) return '';
  const ranges = originalRanges(text, query);
  const first = ranges[0];
  let start = first ? retreat(text, first[0], Math.floor(length / 4)) : 0;
  let end = advance(text, start, length);
  // Near the end the window slides back, so the excerpt keeps its length.
  if (end >= text.length) {
    end = text.length;
    start = retreat(text, end, length);
  }
  // A Latin cut moves to the next space, so no word is shown in part.
  if (start > 0 && !hasCjk(text.slice(start, start + 1))) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < (first?.[0] ?? start + 20) && space - start < 20) start = space + 1;
  }
  if (end < text.length && !hasCjk(text.slice(end - 1, end))) {
    const space = text.lastIndexOf(' ', end);
    if (space > start && end - space < 20) end = space;
  }
  return (start > 0 ? ELLIPSIS : '') + markRanges(text, start, end, ranges) + (end < text.length ? ELLIPSIS : '');
}
