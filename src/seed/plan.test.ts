import { describe, expect, it } from 'vitest';
import { planLinkMenu, planMainMenu } from './plan-menus.ts';
import { itemDates, mulberry32, SEED_BASE_DATE } from './random.ts';
import { tx } from './types.ts';

describe('seed randomness', () => {
  it('repeats the same sequence for the same seed and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 100 }, () => a());
    expect(values).toEqual(Array.from({ length: 100 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(95);
  });

  it('dates items before the base date, revised after they were created', () => {
    for (const key of ['main:about-us', 'footer:services/faq', 'notice:popup:home']) {
      const { createdAt, updatedAt } = itemDates(key);
      expect(createdAt.getTime()).toBeLessThan(updatedAt.getTime());
      expect(updatedAt.getTime()).toBeLessThanOrEqual(SEED_BASE_DATE.getTime());
      expect(itemDates(key)).toEqual({ createdAt, updatedAt });
    }
  });
});

describe('menu planning', () => {
  it('refuses a link to a path the main menu does not have', () => {
    const main = planMainMenu();
    expect(() => planLinkMenu('footer', [{ path: 'about-us/no-such-page' }], main)).toThrow(/unknown path/);
  });

  it('refuses a CMS page without a body and a leaf without a module', () => {
    expect(() => planMainMenu([{ slug: 'x', title: tx('甲', 'X'), children: [{ slug: 'y', title: tx('乙', 'Y'), module: 'generic-page' }] }])).toThrow(
      /no content/,
    );
    expect(() => planMainMenu([{ slug: 'x', title: tx('甲', 'X'), children: [{ slug: 'y', title: tx('乙', 'Y') }] }])).toThrow(/no module/);
  });

  it('derives simplified Chinese and keeps Portuguese only where it was written', () => {
    const items = planMainMenu();
    const about = items.find((i) => i.path === 'about-us');
    expect(about?.titles.map((t) => t.lang)).toEqual(['zh-hant', 'zh-hans', 'en', 'pt']);
    expect(about?.titles.find((t) => t.lang === 'zh-hans')?.title).toBe('关于我们');
    // Every menu title is in Portuguese (interface text); a CMS page whose body was not translated has no Portuguese page text.
    const fintech = items.find((i) => i.path === 'banking-sector/fintech');
    expect(fintech?.titles.map((t) => t.lang)).toEqual(['zh-hant', 'zh-hans', 'en', 'pt']);
    expect(fintech?.page?.texts.map((t) => t.lang)).toEqual(['zh-hant', 'zh-hans', 'en']);
    expect(items.filter((i) => !i.titles.some((t) => t.lang === 'pt')).map((i) => i.path)).toEqual([]);
  });
});
