import { describe, expect, it } from 'vitest';
import { en, renderView } from '../../../tests/views/render-view.ts';
import AnnualEventsModule from './AnnualEventsModule.astro';

const event = {
  id: 7, module: 'annual-events', slug: 'finance-week', title: 'Finance week', summary: 'A week of talks.', publishedAt: '2026-01-05T00:00:00Z', startsOn: '2026-05-04', endsOn: '2026-05-08',
  isTop: false, url: null, category: null, data: {}, lang: 'en' as const, languages: ['en' as const], fallback: false, files: [], venue: 'Macao Tower', year: 2026,
};

describe('AnnualEventsModule view', () => {
  it('lists the events of the year, each linking to its page, with links per year', async () => {
    const view = await renderView(AnnualEventsModule, { kind: 'list', years: [2026, 2025], year: 2026, events: [event] });
    expect(view.text('#events-title')).toBe(en('events.listTitle', { year: 2026 }));
    expect(view.links()).toEqual(expect.arrayContaining([{ text: 'Finance week', href: '?slug=finance-week' }, { text: '2025', href: '?year=2025' }]));
    expect(view.text('.ref-item')).toContain('Macao Tower');
  });

  it('says when a year has no event', async () => {
    const view = await renderView(AnnualEventsModule, { kind: 'list', years: [2026], year: 2026, events: [] });
    expect(view.text('.ref-empty')).toBe(en('events.empty', { year: 2026 }));
  });
});
