/**
 * One folding for what is stored and what is searched (the register search and
 * the site search), so a query in either Chinese script or in Latin letters with
 * or without accents finds the text: Traditional is folded to Simplified with
 * OpenCC (Hong Kong/Macao usage), Latin is lower-cased without diacritics,
 * whitespace is collapsed.
 */
import { toSimplified } from './chinese.ts';

/** CJK unified ideographs (with extension A) and compatibility ideographs. */
export const CJK_CHAR = /[\u3400-\u9fff\uf900-\ufaff]/u;
export const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/gu;

export function hasCjk(text: string): boolean {
  return CJK_CHAR.test(text);
}

/** Latin part of the folding: no marks, lower case (no whitespace change). */
export function foldLatin(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

export function foldText(text: string): string {
  const latin = foldLatin(text).replace(/\s+/g, ' ').trim();
  return hasCjk(latin) ? toSimplified(latin) : latin;
}
