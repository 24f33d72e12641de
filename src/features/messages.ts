/**
 * The site's whole catalogue of interface messages: every feature's `messages.ts`
 * (and the shared src/i18n/common-messages.ts) composed into one, for what shows
 * the text of more than one feature: the views (`Astro.locals.t`, set by the
 * middleware), the routes of src/pages, the layouts and the tests. A registry like
 * ./modules.ts, above the features it names: a feature's own code speaks through its
 * own catalogue (`bondsText`), the common one, or a lower feature's, never this one.
 * Server code only; islands receive `pickMessages` results as props.
 */
import * as common from '#src/i18n/common-messages.ts';
import { defineCatalogue, type PickedMessages as CataloguePicked, type Translator as CatalogueTranslator } from '#src/i18n/catalogue.ts';
import type { MessageParams } from '#src/i18n/format.ts';
import type { Translations } from '#src/i18n/types.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import * as alerts from './alerts/messages.ts';
import * as bonds from './bonds/messages.ts';
import * as captcha from './captcha/messages.ts';
import * as coins from './coins/messages.ts';
import * as complaints from './complaints/messages.ts';
import * as entries from './entries/messages.ts';
import * as forms from './forms/messages.ts';
import * as home from './home/messages.ts';
import * as mail from './mail/messages.ts';
import * as media from './media/messages.ts';
import * as news from './news/messages.ts';
import * as privacy from './privacy/messages.ts';
import * as rates from './rates/messages.ts';
import * as reference from './reference/messages.ts';
import * as registers from './registers/messages.ts';
import * as reproduction from './reproduction/messages.ts';
import * as search from './search/messages.ts';
import * as seo from './seo/messages.ts';
import * as site from './site/messages.ts';
import * as stats from './stats/messages.ts';

/** Every feature's messages; a key belongs to one feature only (the catalogue test checks it). */
export const FEATURE_MESSAGES = { common, site, entries, news, reference, media, home, stats, seo, captcha, bonds, rates, registers, forms, mail, alerts, reproduction, complaints, coins, search, privacy };

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
  ...privacy.en,
};

type EnglishMessages = typeof en;
/** Every message key of the interface, derived from the features' English messages. */
export type MessageKey = keyof EnglishMessages;
export type Messages = Translations<EnglishMessages>;

const compose = (part: 'zhHant' | 'zhHans' | 'pt') => Object.assign({}, ...Object.values(FEATURE_MESSAGES).map((feature) => feature[part])) as Messages;

/** The whole catalogue: the same rules as each feature's (src/i18n/catalogue.ts). */
export const siteText = defineCatalogue({ en, zhHant: compose('zhHant'), zhHans: compose('zhHans'), pt: compose('pt') as Partial<Messages> });

export const MESSAGE_FILES = siteText.files;

/** A translator over every key of the interface (`Astro.locals.t`). */
export type Translator = CatalogueTranslator<MessageKey>;
export type PickedMessages<K extends MessageKey> = CataloguePicked<EnglishMessages, K>;

/** Whether a string is a message key of any feature. */
export const isMessageKey = (value: string): value is MessageKey => siteText.has(value);

export const translator = (lang: Language): Translator => siteText.translator(lang);

export const t = (lang: Language, key: MessageKey, params?: MessageParams): string => siteText.t(lang, key, params);

export const pickMessages = <K extends MessageKey>(lang: Language, keys: readonly K[]): PickedMessages<K> => siteText.pick(lang, keys);
