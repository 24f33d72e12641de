import { describe, expect, it } from 'vitest';
import { en, renderView } from '../../../tests/views/render-view.ts';
import type { StatisticsModel } from './page.ts';
import StatisticsModule from './StatisticsModule.astro';

describe('StatisticsModule view', () => {
  it('says when the module has no series', async () => {
    const model: StatisticsModel = { groups: [], years: [], ranged: false, fromShown: undefined, toShown: undefined, anyPoints: false, selfUrl: '/en/statistics' };
    const view = await renderView(StatisticsModule, model);
    expect(view.text('.statistics__empty')).toBe(en('stats.noSeries'));
    expect(view.dom.querySelector('form')).toBeNull();
  });
});
