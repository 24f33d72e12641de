// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pickMessages } from '#src/features/messages.ts';
import { CheckAnswers } from './CheckAnswers.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { Field } from './Field.tsx';
import { FORM_UI_KEYS, errorText, format } from './messages.ts';
import { clearDraft, readDraft, writeDraft } from './use-draft.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  sessionStorage.clear();
});

describe('Field', () => {
  it('wires label, hint and error to the control', () => {
    act(() =>
      root.render(
        createElement(Field, { id: 'email', label: 'E-mail', hint: 'We write only about alerts', error: 'Enter correct email address', required: true, children: (p) => createElement('input', { ...p, type: 'email' }) }),
      ),
    );
    const input = host.querySelector('input')!;
    expect(host.querySelector('label')!.htmlFor).toBe('email');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('email-error')!.textContent).toBe('Enter correct email address');
  });

  it('a valid field is not marked invalid and describes only its hint', () => {
    act(() => root.render(createElement(Field, { id: 'x', label: 'X', hint: 'h', children: (p) => createElement('input', p) })));
    const input = host.querySelector('input')!;
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe('x-hint');
  });

  it('a group is a fieldset with a legend', () => {
    act(() => root.render(createElement(Field, { id: 't', label: 'Topics', group: true, error: 'Required', children: () => null })));
    expect(host.querySelector('fieldset legend')!.textContent).toBe('Topics');
  });
});

describe('ErrorSummary', () => {
  it('takes focus on a failed submit and links each error to its field', () => {
    const field = document.createElement('input');
    field.id = 'email';
    document.body.append(field);
    act(() => root.render(createElement(ErrorSummary, { title: 'There is a problem', errors: [{ fieldId: 'email', text: 'Required' }], attempt: 1 })));
    const box = host.querySelector('.error-summary')!;
    expect(document.activeElement).toBe(box);
    const link = host.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('#email');
    act(() => link.click());
    expect(document.activeElement).toBe(field);
    field.remove();
  });

  it('renders nothing without errors', () => {
    act(() => root.render(createElement(ErrorSummary, { title: 'x', errors: [], attempt: 1 })));
    expect(host.innerHTML).toBe('');
  });
});

describe('CheckAnswers', () => {
  it('gives each change link the name of its answer and goes back to its step', () => {
    const calls: [number, string | undefined][] = [];
    act(() =>
      root.render(createElement(CheckAnswers, { title: 'Check', changeText: 'Change', rows: [{ key: 'e', label: 'E-mail', value: 'a@b.mo', step: 0, fieldId: 'email' }], onChange: (s, f) => calls.push([s, f]) })),
    );
    const button = host.querySelector('button')!;
    expect(button.textContent).toBe('Change E-mail');
    act(() => button.click());
    expect(calls).toEqual([[0, 'email']]);
  });
});

describe('messages', () => {
  it('every kit key is a real text in each language and unknown keys never show', () => {
    for (const lang of ['zh-hant', 'zh-hans', 'en', 'pt'] as const) {
      const messages = pickMessages(lang, FORM_UI_KEYS);
      for (const key of FORM_UI_KEYS) expect(messages[key]).not.toBe(key);
      expect(errorText(messages, 'form.unknownThing')).toBe(messages['validation.format']);
    }
    expect(errorText({}, 'Already translated text')).toBe('Already translated text');
    expect(format('Step {step} of {total}', { step: 2, total: 3 })).toBe('Step 2 of 3');
  });
});

describe('draft storage', () => {
  it('keeps values without excluded fields and clears them', () => {
    writeDraft('alerts', { email: 'a@b.mo', code: '12345' }, ['code']);
    expect(readDraft('alerts')).toEqual({ email: 'a@b.mo' });
    clearDraft('alerts');
    expect(readDraft('alerts')).toBeNull();
  });

  it('ignores a damaged draft', () => {
    sessionStorage.setItem('amcm.draft.bad', '{not json');
    expect(readDraft('bad')).toBeNull();
  });
});
