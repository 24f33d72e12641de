import { describe, expect, it } from 'vitest';
import { renderView } from '../../../tests/views/render-view.ts';
import GenericPage from './GenericPage.astro';

describe('GenericPage view', () => {
  it('shows the page text, marked with its language when it falls back', async () => {
    const view = await renderView(GenericPage, { content: '<h2>About us</h2><p>The Authority…</p>', textLang: 'en' }, { lang: 'pt' });
    expect(view.text('.prose h2')).toBe('About us');
    expect(view.dom.querySelector('.prose')?.getAttribute('lang')).toBe('en');
  });

  it('renders nothing for a page without text', async () => {
    const view = await renderView(GenericPage, { content: null, textLang: undefined });
    expect(view.html.trim()).toBe('');
  });
});
