import { describe, expect, it } from 'vitest';
import { translator } from '#src/features/messages.ts';
import { formatValue, periodLabel } from './stat-format.ts';
import { chartSummary } from './summary.ts';

describe('statistics formatting', () => {
  it('labels months, quarters and years in each language', () => {
    expect(periodLabel('2026-09-01', 'monthly', 'en')).toMatch(/^Sept? 2026$/);
    expect(periodLabel('2026-09-01', 'monthly', 'zh-hant')).toBe('2026年9月');
    expect(periodLabel('2026-04-01', 'quarterly', 'en')).toBe('Q2 2026');
    expect(periodLabel('2026-04-01', 'quarterly', 'zh-hans')).toBe('2026年第2季');
    expect(periodLabel('2025-01-01', 'yearly', 'pt')).toBe('2025');
    expect(periodLabel('2025-01-01', 'yearly', 'zh-hant')).toBe('2025年');
    // Chart axes use short labels.
    expect(periodLabel('2026-04-01', 'quarterly', 'zh-hant', { short: true })).toBe('2026 Q2');
    expect(periodLabel('2025-01-01', 'yearly', 'zh-hant', { short: true })).toBe('2025');
    expect(periodLabel('2026-09-01', 'monthly', 'pt', { short: true })).toBe('2026-09');
  });

  it('formats values with the series decimals and the language grouping', () => {
    expect(formatValue(1234567.891, 1, 'en')).toBe('1,234,567.9');
    expect(formatValue(5.7, 2, 'zh-hant')).toBe('5.70');
    expect(formatValue(1234.5, 1, 'pt')).toMatch(/^1\s?234,5$/);
  });
});

describe('chart text alternative', () => {
  const points = [
    { label: 'Q1 2025', value: 5.12 },
    { label: 'Q2 2025', value: 5.71 },
    { label: 'Q3 2025', value: 5.4 },
  ];

  it('says what the chart covers, how it moved and its extremes', () => {
    const text = chartSummary({ title: 'Non-performing loan ratio', unit: '%', decimals: 2, points, lang: 'en' }, translator('en'));
    expect(text).toBe('Chart of Non-performing loan ratio (%), Q1 2025 to Q3 2025: rose from 5.12 to 5.40 (+5.5 %); highest 5.71 in Q2 2025; lowest 5.12 in Q1 2025.');
  });

  it('is written in the visitor’s language', () => {
    const text = chartSummary({ title: '不良貸款比率', unit: '%', decimals: 2, points: [...points].reverse(), lang: 'zh-hant' }, translator('zh-hant'));
    expect(text).toContain('由5.40下降至5.12');
    expect(text).toMatch(/。$/);
  });

  it('says so when there is no data', () => {
    expect(chartSummary({ title: 'M2', unit: 'MOP million', decimals: 1, points: [], lang: 'en' }, translator('en'))).toBe('Chart of M2: no data in the selected date range.');
  });
});
