import { describe, expect, it } from 'vitest';
import { ELLIPSIS, excerpt, formatCurrency, formatDate, formatNumber, formatPercent, PLACEHOLDER, plainText } from './format.ts';

describe('formatDate', () => {
  it('formats an ISO date per language', () => {
    expect(formatDate('2024-02-09', 'zh-hant')).toBe('2024年2月9日');
    expect(formatDate('2024-02-09', 'zh-hans')).toBe('2024年2月9日');
    expect(formatDate('2024-02-09', 'en')).toBe('9 February 2024');
    expect(formatDate('2024-02-09', 'pt')).toBe('9 de fevereiro de 2024');
  });

  it('reads date-times in Macao time', () => {
    // 20:30 UTC on the 8th is 04:30 on the 9th in Macao.
    expect(formatDate('2024-02-08T20:30:00Z', 'en')).toBe('9 February 2024');
    expect(formatDate('2024-02-08T20:30:00Z', 'en', { time: true })).toBe('9 February 2024 at 04:30');
    expect(formatDate('2024-02-08T20:30:00Z', 'en', { style: 'numeric', time: true })).toBe('2024-02-09 04:30');
  });

  it('has a numeric style', () => {
    expect(formatDate('2024-02-09', 'zh-hant', { style: 'numeric' })).toBe('2024-02-09');
    expect(formatDate('2024-02-09', 'en', { style: 'numeric', time: true })).toBe('2024-02-09');
  });

  it('passes the placeholder, empty and unreadable values through unchanged', () => {
    expect(formatDate(PLACEHOLDER, 'en')).toBe('——');
    expect(formatDate('', 'en')).toBe('');
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'zh-hant')).toBe('not a date');
  });
});

describe('formatCurrency', () => {
  it('shows the symbol and two decimals', () => {
    expect(formatCurrency(1234.5)).toBe('MOP 1,234.50');
    expect(formatCurrency(0)).toBe('MOP 0.00');
    expect(formatCurrency(50, 'MOP')).toBe('MOP 50.00');
    expect(formatCurrency(8, 'USD')).toBe('USD 8.00');
    expect(formatCurrency(1234567.891)).toBe('MOP 1,234,567.89');
    expect(formatCurrency(-12.3)).toBe('MOP -12.30');
  });

  it('reads amounts written as text', () => {
    expect(formatCurrency('1234.5')).toBe('MOP 1,234.50');
    expect(formatCurrency('1,234.5')).toBe('MOP 1,234.50');
  });

  it('gives the placeholder for what is not a number', () => {
    expect(formatCurrency(Number.NaN)).toBe(PLACEHOLDER);
    expect(formatCurrency('abc')).toBe(PLACEHOLDER);
    expect(formatCurrency('')).toBe(PLACEHOLDER);
    expect(formatCurrency(null)).toBe(PLACEHOLDER);
  });
});

describe('numbers in the page locale', () => {
  it('writes large numbers, percentages and money one way per language', () => {
    expect(formatNumber(2_000_000_000, 'en')).toBe('2,000,000,000');
    expect(formatNumber(2_000_000_000, 'zh-hant')).toBe('2,000,000,000');
    expect(formatNumber(2_000_000_000, 'pt').replace(/\s/g, ' ')).toBe('2 000 000 000');
    expect(formatPercent(2.2, 'en', { minDecimals: 2 })).toBe('2.20%');
    expect(formatPercent(2.2, 'pt', { minDecimals: 2 })).toBe('2,20%');
    expect(formatCurrency(1234.5, 'MOP', 'pt')).toBe('MOP 1234,50');
    expect(formatCurrency(1234.5, 'MOP', 'en')).toBe('MOP 1,234.50');
    expect(formatNumber(Number.NaN, 'en')).toBe(PLACEHOLDER);
    expect(formatPercent(null, 'pt')).toBe(PLACEHOLDER);
  });
});

describe('excerpt', () => {
  it('keeps short texts whole', () => {
    expect(excerpt('  Short   news. ', 'en')).toBe('Short news.');
    expect(excerpt('', 'en')).toBe('');
  });

  it('cuts English and Portuguese at 230 characters with an ellipsis', () => {
    const long = 'a'.repeat(300);
    for (const lang of ['en', 'pt'] as const) {
      const out = excerpt(long, lang);
      expect(out.endsWith(ELLIPSIS)).toBe(true);
      expect(Array.from(out)).toHaveLength(231);
    }
    expect(excerpt('b'.repeat(230), 'en')).toBe('b'.repeat(230));
  });

  it('cuts Chinese at 130 characters with an ellipsis', () => {
    const long = '澳門金融管理局'.repeat(30);
    for (const lang of ['zh-hant', 'zh-hans'] as const) {
      const out = excerpt(long, lang);
      expect(Array.from(out)).toHaveLength(131);
      expect(out.endsWith(ELLIPSIS)).toBe(true);
    }
    expect(excerpt('金'.repeat(130), 'zh-hant')).toBe('金'.repeat(130));
  });

  it('never splits a character outside the basic plane', () => {
    const out = excerpt('𠀀'.repeat(200), 'zh-hant');
    expect(Array.from(out)).toHaveLength(131);
    expect(out).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('reads the text of HTML', () => {
    expect(plainText('<p>Rates&nbsp;&amp; <strong>bonds</strong></p><p>next</p>')).toBe('Rates & bonds next');
  });
});

describe('formatDate keeps the long style of a day', () => {
  it('answers each language, style and value with its own text, also once the kept days are cleared', () => {
    expect(formatDate('2024-02-09', 'en')).toBe('9 February 2024');
    expect(formatDate('2024-02-09', 'en')).toBe('9 February 2024');
    expect(formatDate('2024-02-09', 'pt')).toBe('9 de fevereiro de 2024');
    expect(formatDate('2024-02-09', 'en', { style: 'numeric' })).toBe('2024-02-09');
    expect(formatDate('2024-02-09T03:00:00Z', 'en', { time: true })).toBe('9 February 2024 at 11:00');
    // More days than are kept: the oldest go, every answer stays right.
    for (let i = 0; i < 9000; i++) formatDate(new Date(Date.UTC(2000, 0, 1) + i * 86_400_000).toISOString().slice(0, 10), 'en');
    expect(formatDate('2024-02-09', 'en')).toBe('9 February 2024');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});
