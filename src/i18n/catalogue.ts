/**
 * The one way to make a catalogue of interface messages, for server code only. A feature
 * makes its own from its `messages.ts` (`export const bondsText = defineCatalogue({ en,
 * zhHant, zhHans, pt })`) and its server code (services, loaders, endpoints, exports,
 * feeds) speaks through it; src/features/messages.ts makes the site's whole catalogue the
 * same way for the views. This module imports no feature: the text flows from the
 * features down into it, never up.
 *
 * Rules (the same for every catalogue): pt falls back to en key by key, never to a raw
 * key; a plural message counts with `Intl.PluralRules` of the language whose text it
 * is (pt-PT for Portuguese, the zh locales of LANGUAGE_CODES); ./format.ts fills it.
 */
import { LANGUAGE_CODES, type Language } from '#src/lib/i18n/languages.ts';
import { formatMessage, type MessageParams, type Template } from './format.ts';
import type { Message, SourceMessages, Translations } from './types.ts';

export type { MessageParams, PluralTemplate, Template } from './format.ts';

/** A feature's messages as its `messages.ts` exports them. */
export interface CatalogueParts<E extends SourceMessages> {
  readonly en: E;
  readonly zhHant: Translations<E>;
  readonly zhHans: Translations<E>;
  readonly pt: Partial<Translations<E>>;
}

/** A catalogue's messages per language (pt partial). */
export type CatalogueFiles<E extends SourceMessages> = Readonly<{ 'zh-hant': Translations<E>; 'zh-hans': Translations<E>; en: Translations<E>; pt: Partial<Translations<E>> }>;

/** A function that gives the message of a key in one language. */
export type Translator<K extends string = string> = (key: K, params?: MessageParams) => string;

/** The template `pick` gives for a key: a text, or a plural template where English is plural. */
export type PickedMessage<E extends SourceMessages, K extends keyof E> = E[K] extends string ? string : Template;
export type PickedMessages<E extends SourceMessages, K extends keyof E> = { [P in K]: PickedMessage<E, P> };

/**
 * What a low layer needs to say a message whose key it does not know (an API error
 * raised by a feature): whether a key is this source's, and its text in a language.
 */
export interface MessageSource {
  has(key: string): boolean;
  t(lang: Language, key: string, params?: MessageParams): string;
}

export interface Catalogue<E extends SourceMessages> {
  readonly files: CatalogueFiles<E>;
  /** One message in one language (for code that gets the language per call). */
  t(lang: Language, key: keyof E & string, params?: MessageParams): string;
  /** A translator bound to one language. */
  translator(lang: Language): Translator<keyof E & string>;
  /**
   * The templates an island needs, in one language, placeholders unfilled: islands
   * receive these as a prop instead of importing a catalogue, so the browser downloads
   * only the strings it shows, and fill them with `formatMessage` of ./format.ts.
   */
  pick<K extends keyof E & string>(lang: Language, keys: readonly K[]): PickedMessages<E, K>;
  /** Whether a string is a key of this catalogue (for keys that arrive as data). */
  has(key: string): key is keyof E & string;
  /**
   * The language a message made of these keys is written in: `lang` when each has its
   * own text there, else English. Portuguese is partial; an e-mail falls back as a
   * whole, never sentence by sentence.
   */
  wholeIn(lang: Language, keys: readonly (keyof E & string)[]): Language;
}

/** The keys of a catalogue. */
export type KeyOf<C> = C extends Catalogue<infer E> ? keyof E & string : never;
/** The English messages of a catalogue (for `PickedMessages<EnglishOf<…>, K>`). */
export type EnglishOf<C> = C extends Catalogue<infer E> ? E : never;

/** The locale whose plural rules count in each language (Macao's Portuguese is European Portuguese). */
const PLURAL_LOCALE: Readonly<Record<Language, string>> = { 'zh-hant': LANGUAGE_CODES['zh-hant'].htmlLang, 'zh-hans': LANGUAGE_CODES['zh-hans'].htmlLang, en: 'en', pt: 'pt-PT' };

/** A catalogue of the four languages' messages; its keys are the English ones. */
export function defineCatalogue<E extends SourceMessages>(parts: CatalogueParts<E>): Catalogue<E> {
  const files: CatalogueFiles<E> = { 'zh-hant': parts.zhHant, 'zh-hans': parts.zhHans, en: parts.en as Translations<E>, pt: parts.pt };
  type K = keyof E & string;
  const has = (key: string): key is K => Object.hasOwn(parts.en, key);
  // A page asks for a few hundred messages: each template is worked out once per
  // language (a plural one is then the same object each time, which templateAttribute keeps).
  const kept: Readonly<Record<Language, Map<K, Template>>> = { 'zh-hant': new Map(), 'zh-hans': new Map(), en: new Map(), pt: new Map() };
  /** The template of a key in one language, placeholders unfilled (pt falls back to en, counting in English). */
  const template = (lang: Language, key: K): Template => {
    const known = kept[lang].get(key);
    if (known !== undefined) return known;
    const own = (files[lang] as Partial<Record<K, Message>>)[key];
    const [message, from]: [Message, Language] = own === undefined ? [parts.en[key] as Message, 'en'] : [own, lang];
    const made: Template = typeof message === 'string' ? message : Object.freeze({ locale: PLURAL_LOCALE[from], forms: message });
    if (message !== undefined) kept[lang].set(key, made);
    return made;
  };
  return {
    files,
    has,
    t: (lang, key, params) => formatMessage(template(lang, key), params),
    translator: (lang) => (key, params) => formatMessage(template(lang, key), params),
    pick: <P extends K>(lang: Language, keys: readonly P[]) => Object.fromEntries(keys.map((key) => [key, template(lang, key)])) as PickedMessages<E, P>,
    wholeIn: (lang, keys) => (keys.every((key) => (files[lang] as Partial<Record<K, Message>>)[key] !== undefined) ? lang : 'en'),
  };
}

type Intersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;

/**
 * Catalogues (a key belongs to one of them) as one, for code that shows the text of
 * several: a loader whose island shows its feature's text, the forms' rules and the
 * verification code picks from `composeCatalogues(complaintsText, formsText, captchaText, commonText)`.
 * Compose only catalogues below the code that composes them.
 */
export function composeCatalogues<const E extends readonly SourceMessages[]>(
  ...catalogues: { readonly [I in keyof E]: Catalogue<E[I]> }
): Catalogue<Intersection<E[number]> extends infer I extends SourceMessages ? I : never> {
  const merge = (lang: Language) => Object.assign({}, ...(catalogues as readonly Catalogue<SourceMessages>[]).map((catalogue) => catalogue.files[lang])) as never;
  return defineCatalogue({ en: merge('en'), zhHant: merge('zh-hant'), zhHans: merge('zh-hans'), pt: merge('pt') });
}

/** Several sources as one, the first that has a key saying it (for an error whose keys come from more than one catalogue). */
export function messageSources(...sources: readonly MessageSource[]): MessageSource {
  const owner = (key: string) => sources.find((source) => source.has(key));
  return {
    has: (key) => owner(key) !== undefined,
    t: (lang, key, params) => (owner(key) ?? sources[0])?.t(lang, key, params) ?? key,
  };
}
