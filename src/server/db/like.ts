/** `LIKE` / `ILIKE` patterns from visitor text: `%` and `_` match themselves, not any text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern matching `text` anywhere. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
