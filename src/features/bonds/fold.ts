/**
 * Keyword variants for searching Chinese text in either script: a visitor may type
 * 灣區 or 湾区 and must find both the Traditional and the Simplified rows.
 */
import { containsPattern } from '#src/server/db/like.ts';
import { toSimplified, toTraditional } from '#src/server/text/chinese.ts';

/** The keyword as typed, in Traditional and in Simplified characters (distinct). */
export function keywordVariants(keyword: string): string[] {
  const text = keyword.trim();
  if (!text) return [];
  if (!/[\u3400-\u9fff]/.test(text)) return [text];
  return [...new Set([text, toTraditional(text), toSimplified(text)])];
}

/** `ILIKE` patterns of the variants, with the wildcard characters escaped. */
export function likePatterns(keyword: string | undefined): string[] {
  return keyword ? keywordVariants(keyword).map(containsPattern) : [];
}
