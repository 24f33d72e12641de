/**
 * Keyword variants for searching Chinese text in either script: a visitor may type
 * 灣區 or 湾区 and must find both the Traditional and the Simplified rows.
 */
import * as Cn2t from 'opencc-js/cn2t';
import * as T2cn from 'opencc-js/t2cn';

type Convert = (text: string) => string;
let toTraditional: Convert | undefined;
let toSimplified: Convert | undefined;

/** The keyword as typed, in Traditional and in Simplified characters (distinct). */
export function keywordVariants(keyword: string): string[] {
  const text = keyword.trim();
  if (!text) return [];
  if (!/[\u3400-\u9fff]/.test(text)) return [text];
  toTraditional ??= Cn2t.Converter({ from: 'cn', to: 'hk' });
  toSimplified ??= T2cn.Converter({ from: 'hk', to: 'cn' });
  return [...new Set([text, toTraditional(text), toSimplified(text)])];
}

/** `ILIKE` patterns of the variants, with the wildcard characters escaped. */
export function likePatterns(keyword: string | undefined): string[] {
  return keyword ? keywordVariants(keyword).map((v) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : [];
}
