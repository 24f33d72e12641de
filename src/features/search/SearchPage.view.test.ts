import { describe, expect, it } from 'vitest';
import { en, renderView } from '../../../tests/views/render-view.ts';
import type { SearchPageModel } from './page.ts';
import SearchPage from './SearchPage.astro';

const base: SearchPageModel = { q: '', section: null, category: null, result: null, newsCategories: [], forms: [], sections: [], pagePath: '/en/search', ptNoticeShown: false };
const result = (over: Partial<NonNullable<SearchPageModel['result']>>): NonNullable<SearchPageModel['result']> => ({
  q: 'rate', lang: 'en', section: null, category: null, page: 1, pageSize: 10, total: 0, items: [], sections: [], newsCategories: [], folded: 'rate', ...over,
});

describe('SearchPage view', () => {
  it('asks for a query before any search', async () => {
    const view = await renderView(SearchPage, base);
    expect(view.text('label[for="search-page-q"]')).toBe(en('search.label'));
    expect(view.text('.search-page__prompt')).toBe(en('search.prompt'));
    expect(view.dom.querySelector('.search-results')).toBeNull();
  });

  it('lists the hits with their links, counts per section and the total', async () => {
    const hit = { section: 'news' as const, category: null, textLang: null, title: 'Base rate', titleHtml: 'Base <mark>rate</mark>', excerptHtml: 'The base <mark>rate</mark> is…', href: '/en/news/1', date: '2026-03-02' };
    const view = await renderView(SearchPage, { ...base, q: 'rate', result: result({ total: 1, items: [hit], sections: [{ key: 'news', count: 1 }] }) });
    expect(view.text('#search-count')).toBe(en('search.count', { count: 1, q: 'rate' }));
    expect(view.links()).toContainEqual({ text: 'Base rate', href: '/en/news/1' });
    expect(view.text('.search-filter')).toContain(en('search.section.news'));
  });

  it('offers the main sections when nothing matches', async () => {
    const view = await renderView(SearchPage, { ...base, q: 'zzz', forms: ['zzz'], sections: [{ title: 'About us', href: '/en/about' }], result: result({ q: 'zzz', sections: [{ key: 'news', count: 0 }] }) });
    expect(view.text('#search-none-heading')).toBe(en('search.none', { q: 'zzz' }));
    expect(view.links()).toContainEqual({ text: 'About us', href: '/en/about' });
  });
});
