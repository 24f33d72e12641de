import { describe, expect, it } from 'vitest';
import { CAPTCHA_FIELD_KEYS } from '#src/features/captcha/CaptchaField.tsx';
import { ATTACHMENT_UI_KEYS } from '#src/features/forms/ui/attachment-rules.ts';
import { FORM_UI_KEYS } from '#src/features/forms/ui/messages.ts';
import { pickMessages } from '#src/features/messages.ts';
import { en, renderView } from '../../../tests/views/render-view.ts';
import Complaint from './Complaint.astro';
import { COMPLAINTS_ISLAND_KEYS } from './contract.ts';

const noTexts = { typeNote: null, note: null, agree: null, content: null, template: null, fallback: false };
const screen = (step: 'note' | 'steptab', part = 0) => ({
  screen: step,
  type: 'dsb' as const,
  texts: { ...noTexts, note: { title: 'Before you complain', content: '<p>Contact the institution first.</p>' } },
  companies: [{ slug: 'bank-a', name: 'Bank A', category: 'local-bank' }],
  messages: pickMessages('en', [...COMPLAINTS_ISLAND_KEYS, ...FORM_UI_KEYS, ...ATTACHMENT_UI_KEYS, ...CAPTCHA_FIELD_KEYS]),
  base: '/en/complaint/dsb',
  part,
  returnToPreview: false,
});

describe('Complaint view', () => {
  it('offers the three kinds of complaint, each linking to its first screen', async () => {
    const types = (['dsb', 'dsg', 'def'] as const).map((type) => ({ type, href: `/en/complaint/${type}/note`, note: null }));
    const view = await renderView(Complaint, { screen: 'choose', types });
    expect(view.text('.complaints > p')).toBe(en('complaints.chooseType'));
    expect(view.links()).toEqual(types.map((t) => ({ text: en(`complaints.type.${t.type}`), href: t.href })));
  });

  it('shows the note with the agreement box on the first screen', async () => {
    const view = await renderView(Complaint, screen('note'));
    expect(view.text('h2.complaints__type')).toBe(en('complaints.type.dsb'));
    expect(view.text('#complaint-note-title')).toBe('Before you complain');
    expect(view.text('label[for="complaints-agreed"]')).toBe(en('complaints.agree'));
    expect(view.text('button[type="submit"]')).toBe(en('complaints.next'));
  });

  it('asks for the institution among those of its type on the second part', async () => {
    const view = await renderView(Complaint, screen('steptab', 1));
    const options = Array.from(view.dom.querySelectorAll('#complaints-institution option'), (o) => o.textContent);
    expect(options).toEqual([en('complaints.choose'), 'Bank A']);
  });
});
