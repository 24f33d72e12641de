import { describe, expect, it } from 'vitest';
import { widgetRedirect } from './route-rules.ts';

const at = (path: string) => widgetRedirect(new URL(path, 'https://www.amcm.gov.mo'));

describe('widget addresses without a language segment', () => {
  it('take the language from ?lang= and keep the other parameters', () => {
    expect(at('/widgets/rates?lang=en')).toBe('/en/widgets/rates');
    expect(at('/widgets/rates?currency=USD&lang=pt&currency=HKD')).toBe('/pt/widgets/rates?currency=USD&currency=HKD');
    expect(at('/widgets/rates/?lang=zh-hans')).toBe('/zh-hans/widgets/rates');
  });

  it('fall back to Traditional Chinese without or with an unknown lang', () => {
    expect(at('/widgets/rates')).toBe('/zh-hant/widgets/rates');
    expect(at('/widgets/rates?lang=fr')).toBe('/zh-hant/widgets/rates');
  });

  it('leave every other path alone', () => {
    expect(at('/en/widgets/rates?lang=pt')).toBeUndefined();
    expect(at('/widgets')).toBeUndefined();
    expect(at('/widgets/rates/extra')).toBeUndefined();
  });
});
