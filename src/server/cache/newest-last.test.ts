import { describe, expect, it } from 'vitest';
import { setNewest } from './newest-last.ts';

describe('setNewest', () => {
  it('moves an entry set again to the newest place and drops the coldest past the bound', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    setNewest(map, 'a', 10, 3);
    expect([...map.keys()]).toEqual(['b', 'c', 'a']);
    setNewest(map, 'd', 4, 3);
    expect([...map]).toEqual([
      ['c', 3],
      ['a', 10],
      ['d', 4],
    ]);
  });

  it('keeps everything without a bound', () => {
    const map = new Map<string, number>();
    for (let i = 0; i < 1000; i++) setNewest(map, `k${String(i)}`, i);
    expect(map.size).toBe(1000);
  });
});
