/**
 * Messages of the interface in the four languages, for server code only (pages,
 * loaders, API routes, exports). Each feature keeps its own messages in
 * `src/features/<name>/messages.ts` (shared text in ./common-messages.ts); this module
 * only composes them into one catalogue per language, and ./format.ts fills them.
 * Islands and browser scripts never import this module or a messages file as a value:
 * they receive the templates they show from the server (`pickMessages`) and fill them
 * with `formatMessage` from ./format.ts.
 * A translation never returns a raw key: pt falls back to en.
 */
import * as alerts from '#src/features/alerts/messages.ts';
import * as bonds from '#src/features/bonds/messages.ts';
import * as captcha from '#src/features/captcha/messages.ts';
import * as coins from '#src/features/coins/messages.ts';
import * as complaints from '#src/features/complaints/messages.ts';
import * as entries from '#src/features/entries/messages.ts';
import * as forms from '#src/features/forms/messages.ts';
import * as home from '#src/features/home/messages.ts';
import * as mail from '#src/features/mail/messages.ts';
import * as media from '#src/features/media/messages.ts';
import * as news from '#src/features/news/messages.ts';
import * as rates from '#src/features/rates/messages.ts';
import * as reference from '#src/features/reference/messages.ts';
import * as registers from '#src/features/registers/messages.ts';
import * as reproduction from '#src/features/reproduction/messages.ts';
import * as search from '#src/features/search/messages.ts';
import * as seo from '#src/features/seo/messages.ts';
import * as site from '#src/features/site/messages.ts';
import * as stats from '#src/features/stats/messages.ts';
import { LANGUAGE_CODES, type Language } from '#src/lib/i18n/languages.ts';
import * as common from './common-messages.ts';
import { formatMessage, type MessageParams, type Template } from './format.ts';
import type { Message, Translations } from './types.ts';

export type { MessageParams, PluralTemplate, Template } from './format.ts';
export { formatMessage } from './format.ts';

/** Every feature's messages; a key belongs to one feature only (the catalogue test checks it). */
export const FEATURE_MESSAGES = { common, site, entries, news, reference, media, home, stats, seo, captcha, bonds, rates, registers, forms, mail, alerts, reproduction, complaints, coins, search };

/** The English catalogue, the source of every key (spread from the features' `en`). */
const en = {
  ...common.en,
  ...site.en,
  ...entries.en,
  ...news.en,
  ...reference.en,
  ...media.en,
  ...home.en,
  ...stats.en,
  ...seo.en,
  ...captcha.en,
  ...bonds.en,
  ...rates.en,
  ...registers.en,
  ...forms.en,
  ...mail.en,
  ...alerts.en,
  ...reproduction.en,
  ...complaints.en,
  ...coins.en,
  ...search.en,
};

type EnglishMessages = typeof en;
/** Every message key of the interface, derived from the features' English messages. */
export type MessageKey = keyof EnglishMessages;
export type Messages = Translations<EnglishMessages>;
export type PartialMessages = Partial<Messages>;

const compose = (part: 'zhHant' | 'zhHans' | 'pt') => Object.assign({}, ...Object.values(FEATURE_MESSAGES).map((feature) => feature[part])) as Messages;

export const MESSAGE_FILES: Readonly<{ 'zh-hant': Messages; 'zh-hans': Messages; en: Messages; pt: PartialMessages }> = {
  'zh-hant': compose('zhHant'),
  'zh-hans': compose('zhHans'),
  en,
  pt: compose('pt') as PartialMessages,
};

/** Whether a string is a message key (for keys that arrive as data, e.g. zod issue messages). */
export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

/** The locale whose plural rules count in each language (Macao's Portuguese is European Portuguese). */
const PLURAL_LOCALE: Readonly<Record<Language, string>> = { 'zh-hant': LANGUAGE_CODES['zh-hant'].htmlLang, 'zh-hans': LANGUAGE_CODES['zh-hans'].htmlLang, en: 'en', pt: 'pt-PT' };

/** The template of a key in one language, placeholders unfilled (pt falls back to en, counting in English). */
function template(lang: Language, key: MessageKey): Template {
  const own: Message | undefined = (MESSAGE_FILES[lang] as PartialMessages)[key];
  const [message, from]: [Message, Language] = own === undefined ? [en[key], 'en'] : [own, lang];
  return typeof message === 'string' ? message : { locale: PLURAL_LOCALE[from], forms: message };
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

/** The template `pickMessages` gives for a key: a text, or a plural template where English is plural. */
export type PickedMessage<K extends MessageKey> = EnglishMessages[K] extends string ? string : Template;
export type PickedMessages<K extends MessageKey> = { [P in K]: PickedMessage<P> };

/**
 * The messages an island needs, in one language, placeholders unfilled: islands
 * receive these as a prop instead of importing the catalogue, so the browser
 * downloads only the strings it shows (not every key in four languages), and
 * fill `{name}` placeholders (and choose plural forms) with `formatMessage`.
 */
export function pickMessages<K extends MessageKey>(lang: Language, keys: readonly K[]): PickedMessages<K> {
  return Object.fromEntries(keys.map((key) => [key, template(lang, key)])) as PickedMessages<K>;
}
