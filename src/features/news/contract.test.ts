import { describe, expect, it } from 'vitest';
import { excerpt, htmlExcerpt, isIsoDate, macaoDate, plainText } from '#src/lib/format.ts';
import { newsDetailHref, newsFeedHref } from './contract.ts';

describe('excerpt (SPEC §9: 230 characters for en and pt, 130 for Chinese, then an ellipsis)', () => {
  it('keeps short texts whole', () => {
    expect(excerpt('  Base rate   lowered. ', 'en')).toBe('Base rate lowered.');
  });

  it('cuts English and Portuguese at 230 characters on a word boundary', () => {
    const text = 'word '.repeat(100);
    const out = excerpt(text, 'en');
    expect(out.endsWith('…')).toBe(true);
    expect(out.length).toBeLessThanOrEqual(231);
    expect(out).toMatch(/word…$/);
    expect(excerpt('a'.repeat(300), 'pt')).toBe(`${'a'.repeat(230)}…`);
  });

  it('cuts Chinese at 130 characters, without splitting a character outside the BMP', () => {
    expect(excerpt('貨'.repeat(200), 'zh-hant')).toBe(`${'貨'.repeat(130)}…`);
    const wide = excerpt('𠀋'.repeat(140), 'zh-hans');
    expect([...wide]).toHaveLength(131);
  });

  it('reads HTML as text', () => {
    expect(plainText('<p>M2 &amp; M1<br>rose&nbsp;0.8%</p><script>x()</script>')).toBe('M2 & M1 rose 0.8%');
    expect(htmlExcerpt('<p>Less &lt; more</p>', 'en')).toBe('Less < more');
    expect(excerpt('Less < more & more > less', 'en')).toBe('Less < more & more > less');
  });
});

describe('dates', () => {
  it('gives the Macao date of an instant, and lets the placeholder through', () => {
    expect(macaoDate('2020-08-18T22:30:00.000Z')).toBe('2020-08-19');
    expect(macaoDate('2020-08-19T15:59:00.000Z')).toBe('2020-08-19');
    expect(macaoDate('——')).toBe('——');
    expect(macaoDate(null)).toBe('——');
    expect(macaoDate('2026-01-02')).toBe('2026-01-02');
  });

  it('accepts only real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-01-01')).toBe(false);
  });
});

describe('links', () => {
  it('opens statements on the statement route and other news on the news-notice detail route', () => {
    expect(newsDetailHref('en', { id: 7, slug: 'pataca-link-unchanged', category: { slug: 'statement' } })).toBe('/en/statement/pataca-link-unchanged/7');
    expect(newsDetailHref('zh-hant', { id: 8, slug: null, category: { slug: 'notices' } }, 'news-press')).toBe('/zh-hant/news-notice-detail?id=8&from=news-press');
    expect(newsDetailHref('pt', { id: 9, slug: null, category: null })).toBe('/pt/news-notice-detail?id=9');
  });

  it('names RSS feeds .xml and Atom feeds .atom', () => {
    expect(newsFeedHref('en', 'notices', 'rss')).toBe('/feeds/en/news/notices.xml');
    expect(newsFeedHref('zh-hans', 'notices', 'atom')).toBe('/feeds/zh-hans/news/notices.atom');
  });
});
