import { describe, expect, it } from 'vitest';
import { menuItemHref, pageUrl, switchLanguageUrl } from './paths.ts';

describe('paths', () => {
  it('builds page URLs with the language segment', () => {
    expect(pageUrl('en')).toBe('/en/');
    expect(pageUrl('pt', '/about-us/mission/')).toBe('/pt/about-us/mission');
  });

  it('switches language keeping the rest of the path and the query', () => {
    const url = new URL('https://example.test/zh-hant/news-notice/press-releases?page=2&year=2025');
    expect(switchLanguageUrl(url, 'en')).toBe('/en/news-notice/press-releases?page=2&year=2025');
    expect(switchLanguageUrl(new URL('https://example.test/zh-hant/'), 'pt')).toBe('/pt/');
  });
});

describe('menuItemHref', () => {
  it("leads to an item's external URL, else to its page in the language", () => {
    expect(menuItemHref('pt', { url: 'https://www.gov.mo/', path: 'links/gov' })).toBe('https://www.gov.mo/');
    expect(menuItemHref('pt', { url: null, path: 'about-us/mission' })).toBe('/pt/about-us/mission');
  });
});
