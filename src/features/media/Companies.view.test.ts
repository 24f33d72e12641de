import { describe, expect, it } from 'vitest';
import { en, renderView } from '../../../tests/views/render-view.ts';
import Companies from './Companies.astro';
import type { CompaniesModel } from './page.ts';

const none: CompaniesModel = { subtypes: [], sub: undefined, keyword: undefined, page: 1, list: { data: [], total: 0 } };
const bank = { id: 1, slug: 'bank-a', name: 'Bank A', note: null, category: null, address: '1 Avenida', phone: '28123456', fax: null, email: 'info@bank-a.mo', website: 'https://www.bank-a.mo/', lang: 'en' as const, fallback: false, languages: ['en' as const] };

describe('Companies view', () => {
  it('says when no institution matches', async () => {
    const view = await renderView(Companies, none);
    expect(view.text('.companies__count')).toBe(en('company.count', { count: 0 }));
    expect(view.text('.companies__empty')).toBe(en('company.empty'));
  });

  it('shows each institution with its contact details and website', async () => {
    const view = await renderView(Companies, { ...none, list: { data: [bank], total: 1 } });
    expect(view.text('.company__name')).toBe('Bank A');
    expect(view.text('.company__details')).toContain('1 Avenida');
    expect(view.links().map((l) => l.href)).toEqual(expect.arrayContaining(['tel:28123456', 'mailto:info@bank-a.mo', 'https://www.bank-a.mo/']));
  });
});
