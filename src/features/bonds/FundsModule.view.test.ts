import { describe, expect, it } from 'vitest';
import { en, renderView } from '../../../tests/views/render-view.ts';
import FundsModule from './FundsModule.astro';
import type { FundsModel } from './page.ts';

describe('FundsModule view', () => {
  it('says when no fund matches the search, with a way back to all funds', async () => {
    const model: FundsModel = { keyword: 'zzz', list: { result: { data: [], total: 0 }, page: 1, pageSize: 20, path: '/en/funds' } };
    const view = await renderView(FundsModule, model);
    expect(view.text('.bond-intro')).toBe(en('bonds.fundsIntro'));
    expect(view.text('.bond-count')).toBe(en('bonds.resultCount', { count: 0 }));
    expect(view.text('.bond-empty')).toBe(en('bonds.noResults'));
    expect(view.dom.querySelector('table')).toBeNull();
    expect(view.dom.querySelector<HTMLInputElement>('input[name="q"]')?.getAttribute('value')).toBe('zzz');
  });
});
