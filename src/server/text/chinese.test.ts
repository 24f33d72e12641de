import { describe, expect, it } from 'vitest';
import * as Cn2t from 'opencc-js/cn2t';
import { configs } from 'opencc-js/preset/cn2t';
import { toSimplified, toTraditional } from './chinese.ts';

/** Every source word of the Simplified-to-Hong Kong dictionaries. */
function dictionaryWords(): string[] {
  const config = configs.s2hk!;
  const words = new Set<string>();
  for (const group of config.conversionChain) {
    for (const dict of group) {
      const entries = typeof dict === 'string' ? dict.split('|').map((line) => line.split(' ')[0] ?? '') : dict.map(([source]) => source);
      for (const word of entries) if (word) words.add(word);
    }
  }
  return [...words];
}

describe('toTraditional', () => {
  const opencc = Cn2t.Converter({ from: 'cn', to: 'hk' });
  const words = dictionaryWords();

  it('converts every dictionary word as OpenCC does', () => {
    expect(words.length).toBeGreaterThan(40_000);
    const differ = words.filter((w) => toTraditional(w) !== opencc(w));
    expect(differ.slice(0, 10)).toEqual([]);
  });

  it('converts running text as OpenCC does, across word boundaries', () => {
    // Words run together in a fixed pseudo-random order (with and without separators),
    // so longest matches and phrase cuts fall across the words' own ends.
    let seed = 17;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648);
    const texts: string[] = [];
    for (let i = 0; i < 4_000; i++) {
      const parts = Array.from({ length: 2 + (next() % 6) }, () => words[next() % words.length]!);
      texts.push(parts.join(i % 3 === 0 ? '，' : ''));
    }
    texts.push('头发和面条都在澳门银行的理发店里', '𠮷野家的乾隆年间', '干燥的天气里他干了一杯', '⿰氵我', 'bank 银行 2026年', '');
    const differ = texts.filter((t) => toTraditional(t) !== opencc(t));
    expect(differ.slice(0, 10)).toEqual([]);
  });

  it('converts the words a visitor types', () => {
    expect(toTraditional('澳门金融管理局')).toBe('澳門金融管理局');
    expect(toTraditional('头发')).toBe('頭髮');
    expect(toTraditional('保险')).toBe('保險');
    expect(toSimplified('澳門銀行')).toBe('澳门银行');
  });
});
