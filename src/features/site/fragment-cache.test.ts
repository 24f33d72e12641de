import { describe, expect, it } from 'vitest';
import { cachedFragment, fragmentKey, keepFragment, keptFragment, MAX_FRAGMENTS_PER_OWNER } from './fragment-cache.ts';

describe('fragment cache', () => {
  it('keeps HTML per owner and key', () => {
    const tree = {};
    const otherTree = {};
    keepFragment(tree, 'en|about-us', '<nav>a</nav>');
    keepFragment(tree, 'en|services', '<nav>s</nav>');
    expect(cachedFragment(tree, 'en|about-us')).toBe('<nav>a</nav>');
    expect(cachedFragment(tree, 'en|services')).toBe('<nav>s</nav>');
    // A new tree (after a content change) finds none of the old tree's fragments.
    expect(cachedFragment(otherTree, 'en|about-us')).toBeUndefined();
  });

  it('keeps an empty fragment (an empty menu renders nothing, and that is kept too)', () => {
    const owner = {};
    keepFragment(owner, 'k', '');
    expect(cachedFragment(owner, 'k')).toBe('');
  });

  it('drops the least recently used fragment of an owner past the bound', () => {
    const owner = {};
    for (let i = 0; i < MAX_FRAGMENTS_PER_OWNER; i++) keepFragment(owner, `k${String(i)}`, `html ${String(i)}`);
    // Using k0 makes k1 the coldest.
    expect(cachedFragment(owner, 'k0')).toBe('html 0');
    keepFragment(owner, 'new', 'html new');
    expect(cachedFragment(owner, 'k1')).toBeUndefined();
    expect(cachedFragment(owner, 'k0')).toBe('html 0');
    expect(cachedFragment(owner, 'new')).toBe('html new');
    expect(cachedFragment(owner, `k${String(MAX_FRAGMENTS_PER_OWNER - 1)}`)).toBe(`html ${String(MAX_FRAGMENTS_PER_OWNER - 1)}`);
  });

  it('keys a view by its props, whatever their order, and tells one prop from another', () => {
    expect(fragmentKey({ lang: 'en', year: 2026 })).toBe(fragmentKey({ year: 2026, lang: 'en' }));
    expect(fragmentKey({ lang: 'en', label: 'a|b' })).not.toBe(fragmentKey({ lang: 'en|a', label: 'b' }));
    const owner = {};
    const first = keptFragment(owner, { lang: 'en', current: 'about-us' });
    expect(first.html).toBeUndefined();
    keepFragment(owner, first.key, '<nav>a</nav>');
    expect(keptFragment(owner, { current: 'about-us', lang: 'en' }).html).toBe('<nav>a</nav>');
    expect(keptFragment(owner, { lang: 'pt', current: 'about-us' }).html).toBeUndefined();
  });
});
