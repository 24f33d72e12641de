/**
 * The three code styles of SPEC §2 (URL, locale, lowercase) plus the BCP 47 tag for
 * `<html lang>`, kept in one table so no caller ever converts by string surgery.
 */
export const LANGUAGES = ['zh-hant', 'zh-hans', 'en', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'zh-hant';

interface LanguageCodes {
  url: Language;
  locale: string;
  lower: string;
  htmlLang: string;
  /** Name of the language written in that language, for the switcher. */
  endonym: string;
  /** Open Graph locale. */
  ogLocale: string;
}

export const LANGUAGE_CODES: Readonly<Record<Language, LanguageCodes>> = {
  'zh-hant': { url: 'zh-hant', locale: 'zh_TW', lower: 'zh-tw', htmlLang: 'zh-Hant', endonym: '繁體', ogLocale: 'zh_TW' },
  'zh-hans': { url: 'zh-hans', locale: 'zh_CN', lower: 'zh-cn', htmlLang: 'zh-Hans', endonym: '简体', ogLocale: 'zh_CN' },
  en: { url: 'en', locale: 'en', lower: 'en', htmlLang: 'en', endonym: 'English', ogLocale: 'en_GB' },
  pt: { url: 'pt', locale: 'pt', lower: 'pt', htmlLang: 'pt', endonym: 'Português', ogLocale: 'pt_PT' },
};

export const DEFAULT_LOCALE = LANGUAGE_CODES[DEFAULT_LANGUAGE].locale;

/**
 * The `lang` attribute of a text written in `shown` on a page in `page`: none when
 * they are the same, else the text's tag (a Portuguese page's English fallback is
 * marked `lang="en"`, so a screen reader reads it with an English voice).
 */
export function langAttr(shown: Language | null | undefined, page: Language): string | undefined {
  return !shown || shown === page ? undefined : LANGUAGE_CODES[shown].htmlLang;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Reads a language written in any of the three styles (or a BCP 47 tag such as
 * `zh-Hant-MO`, `zh-HK`, `pt-BR`), as sent in `Api-Language` or `Accept-Language`.
 */
export function parseLanguage(value: string | null | undefined): Language | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase().replace(/_/g, '-');
  if (isLanguage(v)) return v;
  for (const lang of LANGUAGES) {
    const codes = LANGUAGE_CODES[lang];
    if (v === codes.locale.toLowerCase().replace(/_/g, '-') || v === codes.lower) return lang;
  }
  if (v.startsWith('zh')) {
    if (/hans|cn|sg/.test(v)) return 'zh-hans';
    return 'zh-hant';
  }
  if (v.startsWith('en')) return 'en';
  if (v.startsWith('pt')) return 'pt';
  return undefined;
}

/** Picks the best offered language from an Accept-Language header, honouring q-values. */
export function negotiateLanguage(header: string | null | undefined, offered: readonly Language[] = LANGUAGES): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((r) => r.tag && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = parseLanguage(tag);
    if (lang && offered.includes(lang)) return lang;
  }
  return undefined;
}

/** `frontend-lang` setting (`zh-hant|zh-hans|en|pt`) to the offered languages, in canonical order. */
export function parseLanguageList(value: string | null | undefined): Language[] {
  if (!value) return [...LANGUAGES];
  const wanted = new Set(value.split('|').map((v) => parseLanguage(v)).filter((v): v is Language => !!v));
  const list = LANGUAGES.filter((l) => wanted.has(l));
  return list.length ? list : [...LANGUAGES];
}

export function isChinese(lang: Language): boolean {
  return lang === 'zh-hant' || lang === 'zh-hans';
}
