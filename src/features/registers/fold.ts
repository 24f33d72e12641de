/**
 * The register's use of the shared folding (src/server/text/fold.ts): a query in
 * either Chinese script or in Latin letters with or without accents finds the record.
 *
 * Indexing (see schema.ts): a trigram GIN index serves Latin queries of three
 * letters or more; trigrams do not help one or two characters, nor Chinese (the
 * trigram tokenizer of pg_trgm drops CJK characters under the C locale), so
 * `tokens` holds every Chinese character and pair of adjacent characters, and the
 * one- and two-letter prefixes of Latin words, in a GIN-indexed array.
 */
import { CJK_RUN, foldText, hasCjk } from '#src/server/text/fold.ts';

export { foldText, hasCjk };

/** Short-query tokens of an already folded text. */
export function tokensOf(folded: string): string[] {
  const out = new Set<string>();
  for (const run of folded.match(CJK_RUN) ?? []) {
    const chars = Array.from(run);
    chars.forEach((c, i) => {
      out.add(c);
      if (i + 1 < chars.length) out.add(c + chars[i + 1]);
    });
  }
  for (const word of folded.replace(CJK_RUN, ' ').split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const [first = '', second = ''] = Array.from(word);
    out.add(first);
    if (second) out.add(first + second);
  }
  return [...out];
}

/** What is stored for a record's names. */
export function searchColumns(...names: (string | null | undefined)[]): { searchName: string; searchTokens: string[] } {
  const searchName = foldText(names.filter(Boolean).join(' '));
  return { searchName, searchTokens: tokensOf(searchName) };
}

/**
 * How a folded name query is matched: `tokens` must all be in the record's array
 * (index-served), and `like` (when given) rechecks the substring.
 */
export function nameQueryPlan(folded: string): { tokens: string[]; like: string | null } {
  const chars = Array.from(folded);
  if (hasCjk(folded)) {
    const runs = folded.match(CJK_RUN) ?? [];
    const tokens = new Set<string>();
    for (const run of runs) {
      const cs = Array.from(run);
      if (cs.length <= 2) tokens.add(run);
      else for (let i = 0; i + 1 < cs.length; i++) tokens.add(cs.slice(i, i + 2).join(''));
    }
    const exact = runs.length === 1 && runs[0] === folded && chars.length <= 2;
    return { tokens: [...tokens], like: exact ? null : folded };
  }
  // One or two letters: the start of a word (a substring of two letters matches nearly everything).
  if (chars.length <= 2) return { tokens: [folded], like: null };
  return { tokens: [], like: folded };
}
