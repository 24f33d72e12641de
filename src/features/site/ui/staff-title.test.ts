import { describe, expect, it } from 'vitest';
import { staffTitle, staffTitleLang } from './staff-title.ts';

const both = { 'zh-hant': '關於我們', en: 'About Us' };

describe('a menu title in the staff language', () => {
  it('shows the staff language’s own title, unmarked', () => {
    expect(staffTitle(both, 'zh-hant')).toEqual({ text: '關於我們', lang: 'zh-hant', fallback: false });
    expect(staffTitle(both, 'en')).toEqual({ text: 'About Us', lang: 'en', fallback: false });
    expect(staffTitle({ ...both, pt: 'Sobre Nós' }, 'pt')).toEqual({ text: 'Sobre Nós', lang: 'pt', fallback: false });
    expect(staffTitleLang(staffTitle(both, 'en'))).toBeUndefined();
  });
  it('falls back from pt to en, then to zh-hant, and says so', () => {
    expect(staffTitle(both, 'pt')).toEqual({ text: 'About Us', lang: 'en', fallback: true });
    expect(staffTitleLang(staffTitle(both, 'pt'))).toBe('en');
    expect(staffTitle({ 'zh-hant': '關於我們' }, 'pt')).toEqual({ text: '關於我們', lang: 'zh-hant', fallback: true });
    expect(staffTitle({ 'zh-hant': '關於我們', en: '  ' }, 'en')).toEqual({ text: '關於我們', lang: 'zh-hant', fallback: true });
    expect(staffTitle({ en: 'About Us' }, 'zh-hant')).toEqual({ text: 'About Us', lang: 'en', fallback: true });
    expect(staffTitle({}, 'en')).toBeNull();
  });
});
