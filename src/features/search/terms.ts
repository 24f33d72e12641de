/**
 * What the index stores and what a query asks for, in PostgreSQL's text forms of
 * `tsvector` and `tsquery` (cast, never parsed by a text search configuration, so
 * the server's locale cannot change a term).
 *
 * Text is folded (src/server/text/fold.ts: one Chinese script, Latin without case
 * or accents) and cut into tokens: each Chinese character is a token, each run of
 * other letters and digits is a word. Each token takes one position. A Chinese
 * character is stored as itself and as the pair it starts, at its position, so a
 * one-character query is one term, a two-character query is one term, and a
 * longer one is a chain of pairs at consecutive positions (no word segmentation
 * needed). Title terms carry weight A, so titles rank above bodies.
 */
import { foldText } from '#src/server/text/fold.ts';

const TOKEN = /([\u3400-\u9fff\uf900-\ufaff])|((?:(?![\u3400-\u9fff\uf900-\ufaff])[\p{L}\p{N}])+)/gu;
/** PostgreSQL keeps positions up to 16383 and 256 per term. */
const MAX_POSITION = 16_383;
const MAX_POSITIONS_PER_TERM = 255;
const MAX_WORD_LENGTH = 60;

export interface Token {
  text: string;
  cjk: boolean;
  /** Index in the folded text: Chinese characters make a pair only when nothing stands between them. */
  start: number;
}

/** Tokens of an already folded text, in order. */
export function tokenize(folded: string): Token[] {
  const out: Token[] = [];
  for (const m of folded.matchAll(TOKEN)) {
    if (m[1]) out.push({ text: m[1], cjk: true, start: m.index });
    else if (m[2] && m[2].length <= MAX_WORD_LENGTH) out.push({ text: m[2], cjk: false, start: m.index });
  }
  return out;
}

/** Two adjacent Chinese characters (a character is one UTF-16 unit or a surrogate pair). */
function pairs(a: Token, b: Token): boolean {
  return a.cjk && b.cjk && b.start === a.start + a.text.length;
}

/** Quotes a term for the text forms of tsvector and tsquery. */
function quote(term: string): string {
  return `'${term.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

export interface IndexField {
  text: string;
  /** A for titles; D (the default) for everything else. */
  weight: 'A' | 'B' | 'C' | 'D';
}

/** The `tsvector` text of a document's fields (each folded here). */
export function documentTerms(fields: readonly IndexField[]): string {
  const positions = new Map<string, string[]>();
  let position = 1;
  const add = (term: string, pos: number, weight: IndexField['weight']) => {
    const list = positions.get(term) ?? [];
    if (list.length >= MAX_POSITIONS_PER_TERM) return;
    list.push(weight === 'D' ? String(pos) : `${String(pos)}${weight}`);
    positions.set(term, list);
  };
  for (const field of fields) {
    const tokens = tokenize(foldText(field.text));
    for (let i = 0; i < tokens.length && position <= MAX_POSITION; i++, position++) {
      const token = tokens[i];
      if (!token) continue;
      add(token.text, position, field.weight);
      const next = tokens[i + 1];
      if (token.cjk && next && pairs(token, next)) add(token.text + next.text, position, field.weight);
    }
    // A gap, so that a phrase never spans two fields.
    position += 2;
  }
  return [...positions].map(([term, list]) => `${quote(term)}:${list.join(',')}`).join(' ');
}

/** One unit of a query: a phrase in quotes, or a word as typed. */
interface QueryPart {
  tokens: Token[];
  quoted: boolean;
}

export interface SearchQuery {
  /** What must match (`tsquery` text). */
  match: string;
  /** The whole query as one phrase, when it has more than one token: matching it ranks higher. */
  phrase: string | null;
  /** Folded strings to highlight: Chinese runs as typed, Latin words as prefixes. */
  highlights: { text: string; prefix: boolean }[];
}

const QUOTES = /["“”「」『』]/;

function parts(input: string): QueryPart[] {
  const out: QueryPart[] = [];
  // Quotes alternate open/close whatever their shape; an unclosed quote runs to the end.
  const pieces = input.split(QUOTES);
  pieces.forEach((piece, i) => {
    const quoted = i % 2 === 1;
    if (quoted) {
      const tokens = tokenize(foldText(piece));
      if (tokens.length) out.push({ tokens, quoted });
      return;
    }
    for (const word of piece.split(/\s+/)) {
      const tokens = tokenize(foldText(word));
      if (tokens.length) out.push({ tokens, quoted });
    }
  });
  return out;
}

/** Terms and their offsets for tokens in sequence: pairs for Chinese runs, words as they are. */
function sequence(tokens: readonly Token[], prefixWords: boolean): { term: string; offset: number }[] {
  const out: { term: string; offset: number }[] = [];
  tokens.forEach((token, i) => {
    if (!token.cjk) {
      out.push({ term: quote(token.text) + (prefixWords ? ':*' : ''), offset: i });
      return;
    }
    const next = tokens[i + 1];
    const prev = tokens[i - 1];
    if (next && pairs(token, next)) out.push({ term: quote(token.text + next.text), offset: i });
    // A lone character (no Chinese neighbour on either side) is a term of its own.
    else if (!prev || !pairs(prev, token)) out.push({ term: quote(token.text), offset: i });
  });
  return out;
}

/** `a <-> b <2> c`: terms at their relative positions. */
function phraseOf(terms: readonly { term: string; offset: number }[]): string {
  let text = '';
  terms.forEach(({ term, offset }, i) => {
    const prev = terms[i - 1];
    if (!prev) text = term;
    else text = `${text} <${String(offset - prev.offset)}> ${term}`;
  });
  return terms.length > 1 ? `(${text})` : text;
}

/** Longest query read, in characters: more is not a search. */
export const MAX_QUERY_LENGTH = 200;
const MAX_PARTS = 12;

/**
 * The query a visitor typed, as tsquery texts: every part must match (AND); a
 * quoted phrase matches only in that order; a Latin word matches words it begins
 * (prefix); Chinese runs match as chains of character pairs. Null when nothing
 * searchable is left (punctuation only).
 */
export function buildQuery(input: string): SearchQuery | null {
  const list = parts(input.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_PARTS);
  if (!list.length) return null;
  const match = list
    .map((part) => {
      if (part.quoted) return phraseOf(sequence(part.tokens, false));
      // A word as typed, e.g. `monia利率`: each run of one script is a unit, all required.
      const units: Token[][] = [];
      for (const token of part.tokens) {
        const last = units.at(-1);
        const prev = last?.at(-1);
        if (last && prev && pairs(prev, token)) last.push(token);
        else units.push([token]);
      }
      return units.map((unit) => phraseOf(sequence(unit, true))).join(' & ');
    })
    .join(' & ');
  const all = list.flatMap((p) => p.tokens);
  const whole = sequence(all, false);
  // The whole query as a phrase ranks higher only where it asks more than the match:
  // '银行' (one pair term) or '金融業' (already a chain of pairs) ask nothing more,
  // and checking it would read every match's whole term vector.
  const wholePhrase = whole.length > 1 && !(list.length === 1 && list[0]?.quoted) ? phraseOf(whole) : null;
  const phrase = wholePhrase === match ? null : wholePhrase;
  const highlights: SearchQuery['highlights'] = [];
  for (const part of list) {
    let run = '';
    const flush = () => {
      if (run) highlights.push({ text: run, prefix: false });
      run = '';
    };
    for (const token of part.tokens) {
      if (token.cjk) run += token.text;
      else {
        flush();
        highlights.push({ text: token.text, prefix: !part.quoted });
      }
    }
    flush();
  }
  return { match, phrase, highlights };
}
