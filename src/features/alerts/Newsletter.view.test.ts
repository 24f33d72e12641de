import { describe, expect, it } from 'vitest';
import { en, renderView } from '../../../tests/views/render-view.ts';
import Newsletter from './Newsletter.astro';

describe('Newsletter view', () => {
  it('says the e-mail was sent, with the reference number', async () => {
    const view = await renderView(Newsletter, { screen: 'sent', reference: 'NL-2026-000001-A' });
    expect(view.text('h2')).toBe(en('alerts.sentTitle'));
    expect(view.text('[role="status"]')).toContain(en('alerts.sentBody'));
    expect(view.text('[data-testid="reference-number"]')).toBe('NL-2026-000001-A');
  });

  it('confirms the subscription and links to the preferences', async () => {
    const view = await renderView(Newsletter, { screen: 'confirmed', manageHref: '/en/newsletter?action=manage&token=abc' });
    expect(view.text('h2')).toBe(en('alerts.confirmedTitle'));
    expect(view.links()).toContainEqual({ text: en('alerts.manageLink'), href: '/en/newsletter?action=manage&token=abc' });
  });
});
