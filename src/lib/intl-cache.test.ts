import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNamesOf, intlCacheSize, numberFormat } from './intl-cache.ts';
import { formatDate } from './format.ts';

describe('intl-cache', () => {
  it('gives the same formatter for the same locale and options, in any property order', () => {
    const a = dateTimeFormat('en-GB', { timeZone: 'UTC', year: 'numeric', month: 'long' });
    const b = dateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(b).toBe(a);
    expect(a.format(new Date(Date.UTC(2024, 1, 9)))).toBe('February 2024');
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).toBe(numberFormat('en-US', { maximumFractionDigits: 2 }));
    expect(displayNamesOf('en-GB', { type: 'currency' }).of('MOP')).toBe('Macanese Pataca');
  });

  it('keeps different options apart', () => {
    expect(numberFormat('en-US', { maximumFractionDigits: 0 }).format(1.5)).toBe('2');
    expect(numberFormat('en-US', { maximumFractionDigits: 1 }).format(1.55)).toBe('1.6');
    expect(dateTimeFormat('zh-Hant-MO', { timeZone: 'UTC', year: 'numeric' })).not.toBe(dateTimeFormat('en-GB', { timeZone: 'UTC', year: 'numeric' }));
  });

  it('formatting many dates makes no new formatter after the first of each kind', () => {
    formatDate('2024-02-09', 'en');
    formatDate('2024-02-09T03:00:00Z', 'pt', { time: true });
    formatDate('2024-02-09', 'zh-hant', { style: 'numeric' });
    const held = intlCacheSize();
    for (let day = 1; day <= 28; day++) {
      const iso = `2024-02-${String(day).padStart(2, '0')}`;
      formatDate(iso, 'en');
      formatDate(`${iso}T03:00:00Z`, 'pt', { time: true });
      formatDate(iso, 'zh-hant', { style: 'numeric' });
    }
    expect(intlCacheSize()).toBe(held);
    expect(formatDate('2024-02-09', 'en')).toBe('9 February 2024');
  });
});
