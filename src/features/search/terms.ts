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
 *
 * A Latin word is also stored as its Snowball stem (English, or Portuguese for
 * Portuguese text), at the same position, and a query word asks for its stem
 * besides its prefix: `regulated`, `regulation` and `regulations` all stem to
 * `regul`, as PostgreSQL's `english` configuration would have it. A stem term
 * names its language (`_en_regul`): an English word typed in a Portuguese search
 * must not meet a Portuguese word of the same stem, and no word typed (letters and
 * digits only) is a prefix of it.
 */
import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as portugueseStem } from '@orama/stemmers/portuguese';
import type { Language } from '#src/lib/i18n/languages.ts';
import { foldLatin, foldText } from '#src/server/text/fold.ts';

/**
 * What documentTerms writes, as a version: an index written in another format is
 * rebuilt at start (service.ts `ensureSearchIndex`). 2: Latin words with their stems.
 */
export const TERMS_FORMAT = '2';

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

interface Stemmer {
  /** Tags its terms: `_en_regul`. */
  tag: string;
  stem: (word: string) => string;
}
const ENGLISH: Stemmer = { tag: '_en_', stem: englishStem };
const PORTUGUESE: Stemmer = { tag: '_pt_', stem: portugueseStem };

/** Stemmers for a text in `lang`: Latin words in Chinese text are English ones. */
function stemmersFor(lang: Language): readonly Stemmer[] {
  return lang === 'pt' ? [PORTUGUESE] : [ENGLISH];
}

/** Stemmers for a query in `lang`: a Portuguese search also reads English text (the pages it falls back to). */
function queryStemmers(lang: Language): readonly Stemmer[] {
  return lang === 'pt' ? [PORTUGUESE, ENGLISH] : [ENGLISH];
}

const LETTERS_ONLY = /^\p{L}+$/u;

interface StemTerm {
  /** The stem, folded (for highlights). */
  stem: string;
  /** The stem as an index term, tagged with its language. */
  term: string;
}

/**
 * The stems of a word token (its folded text), found from the word with its accents
 * when `accented` folds to it (Snowball's Portuguese rules read `ção`, `ões`…), else
 * from the folded word; folded again. None for numbers and words under 3 letters.
 */
function stemsOf(folded: string, accented: string | undefined, stemmers: readonly Stemmer[]): StemTerm[] {
  if (folded.length < 3 || !LETTERS_ONLY.test(folded)) return [];
  const source = accented !== undefined && foldLatin(accented) === folded ? accented : folded;
  return stemmers.map((stemmer) => {
    const stem = stemmed(stemmer, source);
    return { stem, term: stemmer.tag + stem };
  });
}

/** Stems already found, per stemmer and word: a rebuild meets the same few thousand words again and again. */
const STEM_CACHE = new Map<string, string>();
const STEM_CACHE_MAX = 50_000;

function stemmed({ tag, stem }: Stemmer, word: string): string {
  const key = tag + word;
  let found = STEM_CACHE.get(key);
  if (found === undefined) {
    if (STEM_CACHE.size >= STEM_CACHE_MAX) STEM_CACHE.clear();
    found = foldLatin(stem(word));
    STEM_CACHE.set(key, found);
  }
  return found;
}

/** The Latin words of a text lower-cased with their accents, in the order tokenize gives the folded ones. */
function accentedWords(text: string): string[] {
  return tokenize(text.normalize('NFC').toLowerCase()).filter((t) => !t.cjk).map((t) => t.text);
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

/** The `tsvector` text of a document's fields (each folded here), written in `lang`. */
export function documentTerms(fields: readonly IndexField[], lang: Language): string {
  const stemmers = stemmersFor(lang);
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
    const accented = accentedWords(field.text);
    let word = 0;
    for (let i = 0; i < tokens.length && position <= MAX_POSITION; i++, position++) {
      const token = tokens[i];
      if (!token) continue;
      add(token.text, position, field.weight);
      if (!token.cjk) for (const { term } of stemsOf(token.text, accented[word++], stemmers)) add(term, position, field.weight);
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
  /** Its Latin words with their accents (stemsOf). */
  accented: string[];
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
      if (tokens.length) out.push({ tokens, quoted, accented: [] });
      return;
    }
    for (const word of piece.split(/\s+/)) {
      const tokens = tokenize(foldText(word));
      if (tokens.length) out.push({ tokens, quoted, accented: accentedWords(word) });
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
export function buildQuery(input: string, lang: Language): SearchQuery | null {
  const list = parts(input.slice(0, MAX_QUERY_LENGTH)).slice(0, MAX_PARTS);
  if (!list.length) return null;
  const stemmers = queryStemmers(lang);
  const stemsOfPart = new Map<Token, StemTerm[]>();
  const match = list
    .map((part) => {
      if (part.quoted) return phraseOf(sequence(part.tokens, false));
      // A word as typed, e.g. `monia利率`: each run of one script is a unit, all required.
      const units: Token[][] = [];
      let word = 0;
      for (const token of part.tokens) {
        if (!token.cjk) stemsOfPart.set(token, stemsOf(token.text, part.accented[word++], stemmers));
        const last = units.at(-1);
        const prev = last?.at(-1);
        if (last && prev && pairs(prev, token)) last.push(token);
        else units.push([token]);
      }
      return units
        .map((unit) => {
          const stems = unit.length === 1 && unit[0] ? (stemsOfPart.get(unit[0]) ?? []) : [];
          const term = phraseOf(sequence(unit, true));
          // A word, or a word of the same stem (`regulated` finds `regulations`).
          return stems.length ? `(${[term, ...stems.map((s) => quote(s.term))].join(' | ')})` : term;
        })
        .join(' & ');
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
        // The words found through the stem, marked from the stem on.
        for (const { stem } of stemsOfPart.get(token) ?? []) if (stem !== token.text) highlights.push({ text: stem, prefix: true });
      }
    }
    flush();
  }
  return { match, phrase, highlights };
}
