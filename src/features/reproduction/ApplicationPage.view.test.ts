import { describe, expect, it } from 'vitest';
import { ATTACHMENT_UI_KEYS } from '#src/features/forms/ui/attachment-rules.ts';
import { FORM_UI_KEYS } from '#src/features/forms/ui/messages.ts';
import { pickMessages } from '#src/features/messages.ts';
import { en, renderView } from '../../../tests/views/render-view.ts';
import ApplicationPage from './ApplicationPage.astro';
import { APPLICATION_KEYS } from './contract.ts';
import type { ApplicationModel } from './page.ts';

const model: ApplicationModel = {
  messages: pickMessages('en', [...FORM_UI_KEYS, ...APPLICATION_KEYS, ...ATTACHMENT_UI_KEYS]),
  pagePath: '/en/reproduction/application',
  declarations: { declaration: { title: 'Declaration', html: '<p>I declare…</p>' }, undertaking: null },
  notesCalculatorHref: '/en/reproduction/notes-calculator',
};

describe('ApplicationPage view', () => {
  it('renders the first step of the application on the server', async () => {
    const view = await renderView(ApplicationPage, model);
    expect(view.text('form.repro-form h2')).toBe(en('reproduction.step.applicant'));
    expect(view.text('label[for="repro-applicantName"]')).toContain(en('reproduction.applicantName'));
    expect(view.dom.querySelector('#repro-phone')?.getAttribute('type')).toBe('tel');
    expect(view.text('button[type="submit"]')).toBe(en('form.continue'));
    // The declarations are on the last step only.
    expect(view.dom.querySelector('.repro-declaration')).toBeNull();
  });
});
