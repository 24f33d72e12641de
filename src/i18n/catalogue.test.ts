import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import { placeholdersOf } from './format.ts';
import { MESSAGE_FILES, pickMessages, t, translator, type MessageKey } from './index.ts';
import { MESSAGE_KEYS } from './keys.ts';

const KEYS = Object.keys(MESSAGE_KEYS) as MessageKey[];
const placeholders = (s: string) => placeholdersOf(s).sort();

describe('message catalogue', () => {
  for (const lang of ['zh-hant', 'zh-hans', 'en'] as const) {
    it(`${lang} has every key of the catalogue and no other`, () => {
      expect(Object.keys(MESSAGE_FILES[lang]).sort()).toEqual([...KEYS].sort());
    });
  }

  it('pt holds only catalogue keys (it may leave some out)', () => {
    const extra = Object.keys(MESSAGE_FILES.pt).filter((k) => !Object.hasOwn(MESSAGE_KEYS, k));
    expect(extra).toEqual([]);
  });

  it('every key has a one-line description that names each placeholder of the English text', () => {
    for (const key of KEYS) {
      const description: string = MESSAGE_KEYS[key];
      expect(description.trim(), key).not.toBe('');
      expect(description, key).not.toMatch(/\n/);
      for (const name of placeholdersOf(MESSAGE_FILES.en[key] ?? '')) expect(description, `${key} should describe {${name}}`).toContain(`{${name}}`);
    }
  });

  it('no message is empty and every translation keeps the placeholders of English', () => {
    for (const lang of LANGUAGES) {
      for (const [key, value] of Object.entries(MESSAGE_FILES[lang])) {
        expect(value?.trim(), `${lang} ${key}`).toBeTruthy();
        expect(placeholders(value ?? ''), `${lang} ${key}`).toEqual(placeholders(MESSAGE_FILES.en[key as MessageKey] ?? ''));
      }
    }
  });

  it('Portuguese falls back to English, never to the raw key', () => {
    const missing = KEYS.filter((key) => MESSAGE_FILES.pt[key] === undefined);
    // The fallback path is only exercised if pt really leaves keys out.
    expect(missing.length).toBeGreaterThan(0);
    for (const key of KEYS) {
      const english = MESSAGE_FILES.en[key] ?? '';
      const params = Object.fromEntries(placeholdersOf(english).map((name) => [name, `<${name}>`]));
      const text = t('pt', key, params);
      expect(text).not.toBe(key);
      expect(text).not.toContain('{');
      if (missing.includes(key)) expect(text).toBe(translator('en')(key, params));
    }
  });

  it('fills placeholders', () => {
    expect(t('en', 'site.copyright', { year: 2026 })).toContain('2026');
    expect(t('zh-hant', 'error.invalidParameter', { field: 'lang', reason: '格式不正確' })).toBe('參數「lang」無效：格式不正確');
    expect(translator('en')('registers.pageStatus', { page: 2, pages: 5 })).toBe('Page 2 of 5');
  });

  it('pickMessages gives raw templates in one language, with the pt fallback', () => {
    expect(pickMessages('en', ['news.total', 'captcha.label'])).toEqual({ 'news.total': '{count} items', 'captcha.label': 'Verification code' });
    const untranslated = KEYS.find((key) => MESSAGE_FILES.pt[key] === undefined);
    if (!untranslated) throw new Error('pt translates every key: pick another fallback case');
    expect(pickMessages('pt', [untranslated])).toEqual({ [untranslated]: MESSAGE_FILES.en[untranslated] });
  });
});
