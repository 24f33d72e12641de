import { describe, expect, it } from 'vitest';
import { FORM_UI_KEYS } from '#src/features/forms/ui/messages.ts';
import { pickMessages } from '#src/features/messages.ts';
import { renderView } from '../../../tests/views/render-view.ts';
import CalculatorPage from './CalculatorPage.astro';
import { CALCULATOR_KEYS } from './contract.ts';
import type { CalculatorModel } from './page.ts';

describe('CalculatorPage view', () => {
  it('renders the calculator as a GET form to the page itself', async () => {
    const model: CalculatorModel = {
      kind: 'notes',
      messages: pickMessages('en', [...FORM_UI_KEYS, ...CALCULATOR_KEYS]),
      pagePath: '/en/reproduction/notes-calculator',
      initial: { bank: 'bnu', denomination: '10', mode: 'size', width: '', height: '', scale: '' },
    };
    const view = await renderView(CalculatorPage, model);
    const form = view.dom.querySelector('form');
    expect(form?.getAttribute('method')?.toLowerCase()).toBe('get');
    expect(form?.getAttribute('action')).toBe('/en/reproduction/notes-calculator');
  });
});
