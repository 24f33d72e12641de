import { describe, expect, it } from 'vitest';
import { RevisionCache } from './revision.ts';

describe('RevisionCache', () => {
  it('loads again after the revision moves, and keeps the value while it does not', async () => {
    const cache = new RevisionCache<number>();
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get('1', 'k', load)).toBe(1);
    expect(await cache.get('1', 'k', load)).toBe(1);
    expect(await cache.get('2', 'k', load)).toBe(2);
  });

  it('loads again once a value is older than maxAgeMs at the same revision (a scheduled item becomes current)', async () => {
    let clock = 0;
    const cache = new RevisionCache<number>({ maxAgeMs: 60_000, now: () => clock });
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    await cache.get('1', 'k', load);
    clock = 59_999;
    expect(await cache.get('1', 'k', load)).toBe(1);
    clock = 60_000;
    expect(await cache.get('1', 'k', load)).toBe(2);
  });

  it('keeps at most maxEntries keys, dropping the oldest loaded', async () => {
    const cache = new RevisionCache<string>({ maxEntries: 2 });
    let loads = 0;
    const load = (v: string) => () => {
      loads++;
      return Promise.resolve(v);
    };
    await cache.get('1', 'a', load('a'));
    await cache.get('1', 'b', load('b'));
    await cache.get('1', 'c', load('c'));
    expect(cache.size).toBe(2);
    expect(loads).toBe(3);
    await cache.get('1', 'c', load('c'));
    await cache.get('1', 'b', load('b'));
    expect(loads).toBe(3);
    await cache.get('1', 'a', load('a'));
    expect(loads).toBe(4);
  });

  it('does not keep a failed load', async () => {
    const cache = new RevisionCache<number>();
    await expect(cache.get('1', 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('1', 'k', () => Promise.resolve(7))).toBe(7);
  });
});
