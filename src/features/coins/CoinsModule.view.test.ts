import { describe, expect, it } from 'vitest';
import { en, renderView } from '../../../tests/views/render-view.ts';
import CoinsModule from './CoinsModule.astro';

describe('CoinsModule view', () => {
  it('thanks the buyer with the reference and the next steps for a mailed order', async () => {
    const view = await renderView(CoinsModule, { screen: 'thanks', reference: 'CN-2026-000123-A', delivery: 'mail', pagePath: '/en/coins' });
    expect(view.text('h2')).toBe(en('coins.thanksTitle'));
    expect(view.text('[data-testid="reference-number"]')).toBe('CN-2026-000123-A');
    const steps = Array.from(view.dom.querySelectorAll('.coins-next li'), (li) => li.textContent);
    expect(steps).toEqual([en('coins.next.amount'), en('coins.next.pay'), en('coins.next.mail')]);
    expect(view.links()).toContainEqual({ text: en('coins.backToList'), href: '/en/coins' });
  });
});
