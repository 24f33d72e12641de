import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import { formatMessage, placeholdersOf, readTemplateAttribute, templateAttribute } from './format.ts';
import { FEATURE_MESSAGES, MESSAGE_FILES, isMessageKey, pickMessages, t, translator, type MessageKey } from '#src/features/messages.ts';
import type { Catalogue } from './catalogue.ts';
import type { Message } from './types.ts';

const KEYS = Object.keys(MESSAGE_FILES.en) as MessageKey[];
/** Every text of a message: the message itself, or each form of a plural one. */
const texts = (message: Message | undefined): string[] => (message === undefined ? [] : typeof message === 'string' ? [message] : Object.values(message));
/** The placeholders of the English message (of its `other` form when plural). */
const englishPlaceholders = (key: MessageKey) => {
  const message: Message = MESSAGE_FILES.en[key];
  return placeholdersOf(typeof message === 'string' ? message : message.other).sort();
};
const FEATURES = Object.entries(FEATURE_MESSAGES);

describe('message catalogue', () => {
  it('a key belongs to one feature only', () => {
    const owners = new Map<string, string[]>();
    for (const [name, feature] of FEATURES) for (const key of Object.keys(feature.en)) owners.set(key, [...(owners.get(key) ?? []), name]);
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
    expect(owners.size).toBe(KEYS.length);
  });

  for (const [name, feature] of FEATURES) {
    it(`${name}: zh-hant and zh-hans have every English key and no other, pt no other`, () => {
      const keys = Object.keys(feature.en).sort();
      expect(Object.keys(feature.zhHant).sort()).toEqual(keys);
      expect(Object.keys(feature.zhHans).sort()).toEqual(keys);
      expect(Object.keys(feature.pt).filter((key) => !keys.includes(key))).toEqual([]);
    });
  }

  it('every English message has a one-line comment for translators naming each placeholder', () => {
    const files = ['src/i18n/common-messages.ts', ...FEATURES.filter(([name]) => name !== 'common').map(([name]) => `src/features/${name}/messages.ts`)];
    let described = 0;
    for (const file of files) {
      const source = readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
      const english = source.slice(source.indexOf('export const en = {'), source.indexOf('} as const satisfies SourceMessages'));
      for (const m of english.matchAll(/\n {2}\/\*\* (.+) \*\/\n {2}'([^']+)':/g)) {
        const [, description = '', key = ''] = m;
        described++;
        expect(isMessageKey(key), `${file}: ${key}`).toBe(true);
        for (const name of englishPlaceholders(key as MessageKey)) expect(description, `${key} should describe {${name}}`).toContain(`{${name}}`);
      }
    }
    expect(described).toBe(KEYS.length);
  });

  it('no message is empty and every translation keeps the placeholders of English', () => {
    for (const lang of LANGUAGES) {
      for (const [key, message] of Object.entries(MESSAGE_FILES[lang]) as [MessageKey, Message][]) {
        expect(texts(message).length, `${lang} ${key}`).toBeGreaterThan(0);
        for (const text of texts(message)) {
          expect(text.trim(), `${lang} ${key}`).toBeTruthy();
          expect(placeholdersOf(text).sort(), `${lang} ${key}`).toEqual(englishPlaceholders(key));
        }
      }
    }
  });

  it('Portuguese falls back to English, never to the raw key', () => {
    const missing = KEYS.filter((key) => MESSAGE_FILES.pt[key] === undefined);
    // The fallback path is only exercised if pt really leaves keys out.
    expect(missing.length).toBeGreaterThan(0);
    for (const key of KEYS) {
      const params = Object.fromEntries(englishPlaceholders(key).map((name) => [name, name === 'count' ? 2 : `<${name}>`]));
      const text = t('pt', key, params);
      expect(text).not.toBe(key);
      expect(text).not.toContain('{');
      if (missing.includes(key)) expect(text).toBe(translator('en')(key, params));
    }
  });

  it("a feature's own catalogue says every key of it as the site's catalogue does", () => {
    for (const [name, feature] of FEATURES) {
      const own = (feature as unknown as Record<string, Catalogue<Record<string, string>>>)[`${name}Text`];
      if (!own) throw new Error(`${name}: its messages.ts exports no ${name}Text catalogue`);
      for (const lang of LANGUAGES) {
        for (const key of Object.keys(feature.en) as MessageKey[]) {
          const params = Object.fromEntries(englishPlaceholders(key).map((p) => [p, p === 'count' ? 1 : `<${p}>`]));
          expect(own.t(lang, key, params), `${name} ${lang} ${key}`).toBe(t(lang, key, params));
          expect(own.pick(lang, [key]), `${name} ${lang} ${key}`).toEqual(pickMessages(lang, [key]));
        }
      }
    }
  });

  it('fills placeholders', () => {
    expect(t('en', 'site.copyright', { year: 2026 })).toContain('2026');
    expect(t('zh-hant', 'error.invalidParameter', { field: 'lang', reason: '格式不正確' })).toBe('參數「lang」無效：格式不正確');
    expect(translator('en')('registers.pageStatus', { page: 2, pages: 5 })).toBe('Page 2 of 5');
  });

  it('pickMessages gives raw templates in one language, with the pt fallback', () => {
    expect(pickMessages('en', ['captcha.label', 'site.home'])).toEqual({ 'captcha.label': 'Verification code', 'site.home': 'Home' });
    const untranslated = KEYS.find((key) => MESSAGE_FILES.pt[key] === undefined && typeof MESSAGE_FILES.en[key] === 'string');
    if (!untranslated) throw new Error('pt translates every key: pick another fallback case');
    expect(pickMessages('pt', [untranslated])).toEqual({ [untranslated]: MESSAGE_FILES.en[untranslated] });
  });

  it('tells message keys from other strings', () => {
    expect(isMessageKey('validation.required')).toBe(true);
    expect(isMessageKey('validation.nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });

  it('counts with the plural rules of the language: "1 item", not "1 items"', () => {
    expect(t('en', 'shell.cartItems', { count: 1 })).toBe('1 item');
    expect(t('en', 'shell.cartItems', { count: 0 })).toBe('0 items');
    expect(t('en', 'shell.cartItems', { count: 3 })).toBe('3 items');
    expect(t('pt', 'shell.cartItems', { count: 1 })).toBe('1 artigo');
    // European Portuguese: zero is plural.
    expect(t('pt', 'shell.cartItems', { count: 0 })).toBe('0 artigos');
    expect(t('zh-hant', 'shell.cartItems', { count: 1 })).toBe('1 件');
    expect(t('en', 'search.count', { count: 1, q: 'bond' })).toBe('1 result for “bond”');
    expect(t('en', 'news.total', { count: 1 })).toBe('1 item');
  });

  it("gives the cart's screen-reader text its plural forms through the page (pickMessages, data attribute, formatMessage)", () => {
    for (const [lang, one, two] of [
      ['en', '1 item', '2 items'],
      ['pt', '1 artigo', '2 artigos'],
      ['zh-hans', '1 件', '2 件'],
    ] as const) {
      const attribute = templateAttribute(pickMessages(lang, ['shell.cartItems'])['shell.cartItems']);
      expect(formatMessage(readTemplateAttribute(attribute), { count: 1 }), lang).toBe(one);
      expect(formatMessage(readTemplateAttribute(attribute), { count: 2 }), lang).toBe(two);
    }
  });

  it('a plural message missing in Portuguese falls back to English and counts in English', async () => {
    // A catalogue of its own: the site's Portuguese may translate every plural message one day.
    const { defineCatalogue } = await import('./catalogue.ts');
    const forms = { one: '{count} new item', other: '{count} new items' };
    const catalogue = defineCatalogue({ en: { 'x.items': forms }, zhHant: { 'x.items': '{count} 項' }, zhHans: { 'x.items': '{count} 项' }, pt: {} });
    expect(catalogue.t('pt', 'x.items', { count: 1 })).toBe('1 new item');
    expect(catalogue.t('pt', 'x.items', { count: 2 })).toBe('2 new items');
    expect(catalogue.pick('pt', ['x.items'])['x.items']).toEqual({ locale: 'en', forms });
    // Asked again, in each language in turn: each keeps its own text and its own counting.
    for (const round of [1, 2]) {
      expect([round, catalogue.t('zh-hant', 'x.items', { count: 1 })]).toEqual([round, '1 項']);
      expect([round, catalogue.t('pt', 'x.items', { count: 1 })]).toEqual([round, '1 new item']);
      expect([round, catalogue.t('en', 'x.items', { count: 5 })]).toEqual([round, '5 new items']);
      expect([round, catalogue.pick('zh-hans', ['x.items'])['x.items']]).toEqual([round, '{count} 项']);
    }
  });

  it('every plural message of English has the forms English needs', () => {
    const plural = KEYS.filter((key) => typeof MESSAGE_FILES.en[key] !== 'string');
    expect(plural).toEqual(expect.arrayContaining(['shell.cartItems', 'news.total', 'registers.total', 'search.count']));
    for (const key of plural) expect(Object.keys(MESSAGE_FILES.en[key]).sort(), key).toEqual(['one', 'other']);
  });
});

describe('a message written wholly in one language', () => {
  it('is in the asked language when every key has its own text there, else wholly in English', async () => {
    const { defineCatalogue } = await import('./catalogue.ts');
    const catalogue = defineCatalogue({
      en: { 'mail.title': 'Title', 'mail.body': 'Body' },
      zhHant: { 'mail.title': '標題', 'mail.body': '內文' },
      zhHans: { 'mail.title': '标题', 'mail.body': '内文' },
      pt: { 'mail.title': 'Título' },
    });
    expect(catalogue.wholeIn('pt', ['mail.title'])).toBe('pt');
    expect(catalogue.wholeIn('pt', ['mail.title', 'mail.body'])).toBe('en');
    expect(catalogue.wholeIn('zh-hant', ['mail.title', 'mail.body'])).toBe('zh-hant');
  });
});
