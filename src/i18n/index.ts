/**
 * Messages of the interface in the four languages, for server code only (pages,
 * loaders, API routes, exports). Islands and browser scripts never import this
 * module or a language file: they receive the strings they show from the server
 * (`pickMessages`) and fill placeholders with `formatMessage` from ./format.ts.
 * A translation never returns a raw key: pt falls back to en.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import { en } from './en.ts';
import { formatMessage, type MessageParams } from './format.ts';
import type { MessageKey, Messages, PartialMessages } from './keys.ts';
import { pt } from './pt.ts';
import { zhHans } from './zh-hans.ts';
import { zhHant } from './zh-hant.ts';

export type { MessageKey } from './keys.ts';
export type { MessageParams } from './format.ts';
export { formatMessage } from './format.ts';

export const MESSAGE_FILES: Readonly<Record<Language, Messages | PartialMessages>> = {
  'zh-hant': zhHant,
  'zh-hans': zhHans,
  en,
  pt,
};

/** The template of a key in one language, placeholders unfilled (pt falls back to en). */
function template(lang: Language, key: MessageKey): string {
  return MESSAGE_FILES[lang][key] ?? en[key];
}

/** A function that gives the message of a key in one language. */
export type Translator = (key: MessageKey, params?: MessageParams) => string;

/** The one translation factory: a translator bound to one language. */
export function translator(lang: Language): Translator {
  return (key, params) => formatMessage(template(lang, key), params);
}

/**
 * One message without binding a translator first, for server modules that get the
 * language per call (API errors, feeds, exports, e2e helpers). Same rules as `translator`.
 */
export function t(lang: Language, key: MessageKey, params?: MessageParams): string {
  return formatMessage(template(lang, key), params);
}

/**
 * The messages an island needs, in one language, placeholders unfilled: islands
 * receive these as a prop instead of importing the catalogue, so the browser
 * downloads only the strings it shows (not every key in four languages), and
 * fill `{name}` placeholders with `formatMessage`.
 */
export function pickMessages<K extends MessageKey>(lang: Language, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, template(lang, key)])) as Record<K, string>;
}
