/**
 * Messages of the interface in the four languages. Shared by pages, islands and
 * API routes; `t` never returns a raw key (pt falls back to en).
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import { en } from './en.ts';
import type { MessageKey, Messages, PartialMessages } from './keys.ts';
import { pt } from './pt.ts';
import { zhHans } from './zh-hans.ts';
import { zhHant } from './zh-hant.ts';

export type { MessageKey } from './keys.ts';

export const MESSAGE_FILES: Readonly<Record<Language, Messages | PartialMessages>> = {
  'zh-hant': zhHant,
  'zh-hans': zhHans,
  en,
  pt,
};

export type MessageParams = Record<string, string | number>;

export function t(lang: Language, key: MessageKey, params?: MessageParams): string {
  const template = MESSAGE_FILES[lang][key] ?? en[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A function that gives the message of a key in one language. */
export type Translator = (key: MessageKey, params?: MessageParams) => string;

/** A translator bound to one language, for templates. */
export function translator(lang: Language): Translator {
  return (key, params) => t(lang, key, params);
}

/**
 * The messages an island needs, in one language: islands receive these as a prop
 * instead of importing the catalogue, so the browser downloads only the strings
 * it shows (not every key in four languages).
 */
export function pickMessages<K extends MessageKey>(lang: Language, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(lang, key)])) as Record<K, string>;
}
