import { describe, expect, it } from 'vitest';
import { en, renderView } from '../../../tests/views/render-view.ts';
import { registerModel } from './page.ts';
import RegisterModule from './RegisterModule.astro';

describe('RegisterModule view', () => {
  it('shows the register date and the disclaimer to accept before any search', async () => {
    const view = await renderView(RegisterModule, registerModel('individual', 'en', 'Individual insurance agents', '2026-03-01'));
    expect(view.dom.querySelector('.register')?.getAttribute('data-register-view')).toBe('individual');
    expect(view.text('.register__updated')).toContain('2026');
    expect(view.text('.register__disclaimer h2')).toBe(en('registers.disclaimerTitle'));
    expect(view.text('.register__disclaimer button')).toBe(en('registers.accept'));
    // No results until a search.
    expect(view.dom.querySelector('.register__results')?.hasAttribute('hidden')).toBe(true);
    expect(view.text('.notice-inline')).toBeNull();
  });

  it('tells a Portuguese reader the register is in Chinese and English only', async () => {
    const view = await renderView(RegisterModule, { ...registerModel('clerk', 'pt', 'Clerks', null), partialNotice: true }, { lang: 'pt' });
    expect(view.dom.querySelector('.notice-inline')).not.toBeNull();
    expect(view.dom.querySelector('.register__updated')).toBeNull();
  });
});
