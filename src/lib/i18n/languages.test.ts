import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, negotiateLanguage, parseLanguage, parseLanguageList } from './languages.ts';

describe('language codes', () => {
  it('maps the three code styles of SPEC §2', () => {
    expect(LANGUAGE_CODES['zh-hant']).toMatchObject({ url: 'zh-hant', locale: 'zh_TW', lower: 'zh-tw' });
    expect(LANGUAGE_CODES['zh-hans']).toMatchObject({ url: 'zh-hans', locale: 'zh_CN', lower: 'zh-cn' });
    expect(LANGUAGE_CODES.en).toMatchObject({ url: 'en', locale: 'en', lower: 'en' });
  });

  it('reads any style back to the URL style', () => {
    expect(parseLanguage('zh_TW')).toBe('zh-hant');
    expect(parseLanguage('zh-tw')).toBe('zh-hant');
    expect(parseLanguage('zh_CN')).toBe('zh-hans');
    expect(parseLanguage('zh-Hans-CN')).toBe('zh-hans');
    expect(parseLanguage('zh-HK')).toBe('zh-hant');
    expect(parseLanguage('en-GB')).toBe('en');
    expect(parseLanguage('pt-BR')).toBe('pt');
    expect(parseLanguage('fr')).toBeUndefined();
    expect(parseLanguage('')).toBeUndefined();
  });

  it('negotiates Accept-Language by quality, skipping languages not offered', () => {
    expect(negotiateLanguage('fr;q=1, en;q=0.8, zh-TW;q=0.9')).toBe('zh-hant');
    expect(negotiateLanguage('pt-PT,pt;q=0.9,en;q=0.5', ['zh-hant', 'en'])).toBe('en');
    expect(negotiateLanguage('de, fr')).toBeUndefined();
  });

  it('parses the frontend-lang setting in canonical order and ignores junk', () => {
    expect(parseLanguageList('en|zh-hant')).toEqual(['zh-hant', 'en']);
    expect(parseLanguageList('zh-hant|zh-hans|en|pt')).toEqual(['zh-hant', 'zh-hans', 'en', 'pt']);
    expect(parseLanguageList('xx|yy')).toEqual(['zh-hant', 'zh-hans', 'en', 'pt']);
  });
});
