import { describe, expect, it } from 'vitest';
import { en, renderView } from '../../../tests/views/render-view.ts';
import NewsCategory from './NewsCategory.astro';
import type { NewsListModel } from './page.ts';

const model: NewsListModel = {
  catSlug: 'news-press', intro: null, medical: false, ptNoticeShown: false, years: [2026, 2025], year: undefined, beginRaw: undefined, endRaw: undefined, notice: undefined,
  items: [{ id: 1, title: 'Base rate lowered', href: '/en/news/press/1', publishedAt: '2026-03-20T02:00:00Z', date: '20 March 2026', pinned: false, category: 'Press releases', categoryLang: null, excerpt: 'The base rate is lowered.', lang: null }],
  total: 1, islandQuery: { catSlugs: ['news-press'], page: 1, pageSize: 10 }, pathname: '/en/news/press', hidden: [], previousHref: null, pageHrefBase: '/en/news/press?page=', filtered: false, clearHref: '/en/news/press',
};

describe('NewsCategory view', () => {
  it('lists the news with links to each entry', async () => {
    const view = await renderView(NewsCategory, model);
    expect(view.links()).toContainEqual({ text: 'Base rate lowered', href: '/en/news/press/1' });
    expect(view.html).toContain('The base rate is lowered.');
    expect(view.dom.querySelector('.news-intro')).toBeNull();
  });

  it('introduces the medical malpractice list with a link to the insurance page', async () => {
    const view = await renderView(NewsCategory, { ...model, medical: true, intro: '<p>Decisions of the committee.</p>', items: [], total: 0 });
    expect(view.text('.news-intro')).toContain(en('news.medicalIntro'));
    expect(view.links().map((l) => l.text)).toContain(en('news.medicalMore'));
  });
});
