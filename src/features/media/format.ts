/** Small helpers of the media and downloads modules: durations and query values (dates: src/lib/format.ts). */
import { LANGUAGE_CODES, type Language } from '#src/lib/i18n/languages.ts';

export { formatDate } from '#src/lib/format.ts';

/** `1:05` for the eye and `PT1M5S` for `<time datetime>`. */
export function formatDuration(seconds: number): { text: string; iso: string } {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return { text: `${m}:${String(s).padStart(2, '0')}`, iso: `PT${m ? `${m}M` : ''}${s}S` };
}

/** A positive integer from the query, or undefined. */
export function queryInt(value: string | undefined, max = 100_000): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

/** A category-like slug from the query, or undefined. */
export function querySlug(value: string | undefined): string | undefined {
  return value && /^[a-z0-9-]{1,80}$/.test(value) ? value : undefined;
}

/** A keyword from the query: trimmed, at most 100 characters. */
export function queryKeyword(value: string | undefined): string | undefined {
  const text = value?.trim().slice(0, 100);
  return text ? text : undefined;
}

/** `?a=1&b=2` from the values that are set. */
export function queryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '?';
}

export const htmlLang = (lang: Language) => LANGUAGE_CODES[lang].htmlLang;

/** How a caption track is labelled in the player's menu: its language, in that language. */
export const TRACK_LABELS: Readonly<Record<Language, string>> = {
  'zh-hant': '中文（繁體）',
  'zh-hans': '中文（简体）',
  en: 'English',
  pt: 'Português',
};
