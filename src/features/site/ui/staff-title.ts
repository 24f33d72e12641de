/**
 * A menu title in the staff member's language (issue 33): the back office speaks zh-hant, en
 * or pt; a title missing in it falls back (pt to en, then zh-hant, then any written one) and
 * says which language it shows, so the screen can mark it (`lang` and a note).
 */
import { LANGUAGES, LANGUAGE_CODES, type Language } from '#src/lib/i18n/languages.ts';

export interface StaffTitle {
  text: string;
  /** The language of `text`. */
  lang: Language;
  /** True when `text` is not in the staff language. */
  fallback: boolean;
}

const CHAINS: Record<string, readonly Language[]> = {
  'zh-hant': ['zh-hant', 'zh-hans', 'en', 'pt'],
  en: ['en', 'zh-hant', 'pt', 'zh-hans'],
  pt: ['pt', 'en', 'zh-hant', 'zh-hans'],
};

/** The title of `titles` to show to a person whose back office is in `locale`; null when none is written. */
export function staffTitle(titles: Partial<Record<Language, string>>, locale: string): StaffTitle | null {
  const chain = CHAINS[locale] ?? CHAINS['zh-hant'] ?? LANGUAGES;
  const own = (chain[0] ?? 'zh-hant') as Language;
  for (const lang of chain) {
    const text = titles[lang]?.trim();
    if (text) return { text, lang, fallback: lang !== own };
  }
  return null;
}

/** The `lang` attribute of a fallback title (BCP 47), undefined when it is in the staff language. */
export function staffTitleLang(title: StaffTitle | null): string | undefined {
  return title?.fallback ? LANGUAGE_CODES[title.lang].htmlLang : undefined;
}
