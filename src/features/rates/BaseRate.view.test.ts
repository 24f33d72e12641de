import { describe, expect, it } from 'vitest';
import { en, renderView } from '../../../tests/views/render-view.ts';
import BaseRate from './BaseRate.astro';
import type { BaseRateModel } from './page.ts';

const change = { date: '2026-03-20', rate: 4.5, changeBp: -25, text: 'The base rate is lowered by 25 basis points.', fallback: false };
const model: BaseRateModel = { self: '/en/base-rate', from: undefined, to: undefined, oldest: '2020-01-01', current: change, changes: [change] };

describe('BaseRate view', () => {
  it('shows the rate in force and the history of changes', async () => {
    const view = await renderView(BaseRate, model);
    expect(view.text('#base-current-heading')).toBe(en('rates.currentBase'));
    expect(view.text('#base-history-heading')).toBe(en('rates.baseHistory'));
    expect(view.text('tbody tr')).toContain(change.text);
    expect(view.text('tbody tr')).toContain('−25');
  });

  it('has no table when the range holds no change', async () => {
    const view = await renderView(BaseRate, { ...model, current: null, changes: [], from: '2025-01-01', to: '2025-02-01' });
    expect(view.dom.querySelector('#base-current-heading')).toBeNull();
    expect(view.dom.querySelector('table')).toBeNull();
    expect(view.text('#base-history-heading')).toBe(en('rates.baseHistory'));
  });
});
