/**
 * Choosing which translation of an item to show. An item may lack the visitor's
 * language (Portuguese is partial); it is then shown in the nearest language and
 * flagged, so the page can tell the visitor (SPEC §1).
 */
import { LANGUAGES, type Language } from '#src/lib/i18n/languages.ts';

export const FALLBACK_CHAIN: Readonly<Record<Language, readonly Language[]>> = {
  'zh-hant': ['zh-hant', 'zh-hans', 'en', 'pt'],
  'zh-hans': ['zh-hans', 'zh-hant', 'en', 'pt'],
  en: ['en', 'zh-hant', 'zh-hans', 'pt'],
  pt: ['pt', 'en', 'zh-hant', 'zh-hans'],
};

export interface Picked<T> {
  value: T;
  /** The language the value is written in. */
  lang: Language;
  /** True when the value is not in the language asked for. */
  fallback: boolean;
}

export function pickTranslation<T extends { lang: Language }>(rows: readonly T[], lang: Language): Picked<T> | undefined {
  for (const candidate of FALLBACK_CHAIN[lang]) {
    const row = rows.find((r) => r.lang === candidate);
    if (row) return { value: row, lang: candidate, fallback: candidate !== lang };
  }
  return undefined;
}

/** The languages an item exists in, in canonical order. */
export function languagesOf(rows: readonly { lang: Language }[]): Language[] {
  const present = new Set(rows.map((r) => r.lang));
  return LANGUAGES.filter((l) => present.has(l));
}

/** Groups i18n rows by their owner id. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
