import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import { MESSAGE_FILES, t } from './index.ts';
import { MESSAGE_KEYS } from './keys.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogue', () => {
  for (const lang of ['zh-hant', 'zh-hans', 'en'] as const) {
    it(`${lang} has every key of the catalogue and no other`, () => {
      expect(Object.keys(MESSAGE_FILES[lang]).sort()).toEqual([...MESSAGE_KEYS].sort());
    });
  }

  it('pt holds only catalogue keys (it may leave some out)', () => {
    const extra = Object.keys(MESSAGE_FILES.pt).filter((k) => !(MESSAGE_KEYS as readonly string[]).includes(k));
    expect(extra).toEqual([]);
  });

  it('no message is empty and every translation keeps the placeholders of English', () => {
    for (const lang of LANGUAGES) {
      for (const [key, value] of Object.entries(MESSAGE_FILES[lang])) {
        expect(value?.trim(), `${lang} ${key}`).toBeTruthy();
        expect(placeholders(value ?? ''), `${lang} ${key}`).toEqual(placeholders(MESSAGE_FILES.en[key as keyof typeof MESSAGE_FILES.en] ?? ''));
      }
    }
  });

  it('Portuguese falls back to English, never to the raw key', () => {
    for (const key of MESSAGE_KEYS) {
      const text = t('pt', key, { year: 2026, field: 'x', reason: 'y', method: 'PUT', min: 1, max: 2, values: 'a', date: 'd', name: 'n', title: 't', count: 3, time: '11:00', from: 'f', to: 't', currency: 'USD', unit: 1, what: 'w', format: 'CSV', series: 's', first: 1, last: 2, maxDate: 'd', minDate: 'd', page: 1, pages: 2, licence: 'l', query: 'q', step: 1, total: 3, days: 3, topic: 'p', email: 'e' });
      expect(text).not.toBe(key);
      expect(text).not.toContain('{');
    }
  });

  it('fills placeholders', () => {
    expect(t('en', 'site.copyright', { year: 2026 })).toContain('2026');
    expect(t('zh-hant', 'error.invalidParameter', { field: 'lang', reason: '格式不正確' })).toBe('參數「lang」無效：格式不正確');
  });
});
