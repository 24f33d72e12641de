import { describe, expect, it } from 'vitest';
import { languagesOf, pickTranslation } from './translations.ts';

const rows = [
  { lang: 'zh-hant' as const, title: '關於我們' },
  { lang: 'en' as const, title: 'About us' },
];

describe('pickTranslation', () => {
  it('returns the asked language when it exists', () => {
    expect(pickTranslation(rows, 'en')).toEqual({ value: rows[1], lang: 'en', fallback: false });
  });

  it('falls back from Portuguese to English and flags it', () => {
    expect(pickTranslation(rows, 'pt')).toMatchObject({ lang: 'en', fallback: true });
  });

  it('falls back from Simplified to Traditional Chinese', () => {
    expect(pickTranslation(rows, 'zh-hans')).toMatchObject({ lang: 'zh-hant', fallback: true });
  });

  it('returns undefined for an item with no text at all', () => {
    expect(pickTranslation([], 'en')).toBeUndefined();
  });

  it('lists languages in canonical order', () => {
    expect(languagesOf([{ lang: 'pt' }, { lang: 'zh-hant' }, { lang: 'en' }])).toEqual(['zh-hant', 'en', 'pt']);
  });
});
