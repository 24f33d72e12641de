// @vitest-environment jsdom
/**
 * The data form's lists and records in a page (jsdom): rows named after themselves,
 * focus after adding and removing, key/value rows for a record whose keys nothing
 * names, one field per key for one the data names.
 */
import { act, createElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nContextProvider } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SchemaForm } from './SchemaForm.tsx';
import { LIST_TEXT } from './list-text.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TEXT = LIST_TEXT.en as Record<string, string>;
const i18n = {
  translate: (key: string, options: Record<string, unknown> = {}) =>
    Object.entries(options).reduce((s, [k, v]) => s.replaceAll(`%{${k}}`, String(v)), (TEXT[key] ?? (options._ as string | undefined) ?? key).split(' |||| ')[0] ?? key),
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'en',
};

const schema = z.object({
  tags: z.array(z.string()).min(1),
  byKey: z.record(z.string(), z.string()).optional(),
});
const texts = z.object({ statisticNames: z.record(z.string(), z.string()) });

let host: HTMLDivElement;
let root: Root;
let latest: Record<string, unknown> = {};
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function Form({ start, form }: { start: Record<string, unknown>; form: (value: Record<string, unknown>, set: (v: Record<string, unknown>) => void) => ReturnType<typeof createElement> }) {
  const [value, setValue] = useState(start);
  latest = value;
  return form(value, setValue);
}

function show(start: Record<string, unknown>, form: (value: Record<string, unknown>, set: (v: Record<string, unknown>) => void) => ReturnType<typeof createElement>) {
  act(() => root.render(createElement(I18nContextProvider, { value: i18n, children: createElement(Form, { start, form }) })));
}

const byId = (id: string) => document.getElementById(id) as HTMLInputElement;
const press = (id: string) => act(() => byId(id).click());
const buttonNames = () => [...host.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent);

function type(id: string, text: string) {
  const input = byId(id);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the data form’s lists', () => {
  it('names each row, says a list needs one, and moves focus on add and remove', () => {
    show({ tags: ['alpha', 'beta', 'gamma'] }, (value, set) => createElement(SchemaForm, { schema, value, onChange: set, idPrefix: 'data' }));
    expect([...host.querySelectorAll('legend')].map((l) => l.textContent)).toEqual(expect.arrayContaining(['Tags *', 'Item 2 of 3 (beta)']));
    expect(host.textContent).toContain('At least one is required.');
    expect(buttonNames()).toContain('Remove: Item 2 of 3 (beta)');
    press('data.tags.1-remove');
    expect(latest.tags).toEqual(['alpha', 'gamma']);
    expect(document.activeElement?.id).toBe('data.tags.1');
    press('data.tags.1-remove');
    expect(document.activeElement?.id).toBe('data.tags.0');
    press('data.tags.0-remove');
    expect(latest.tags).toEqual([]);
    expect(document.activeElement?.id).toBe('data.tags-add');
    press('data.tags-add');
    expect(document.activeElement?.id).toBe('data.tags.0');
    type('data.tags.0', 'delta');
    expect(latest.tags).toEqual(['delta']);
  });

  it('writes a record whose keys nothing names as key/value rows, refusing a key another row has', () => {
    show({ tags: ['a'], byKey: { one: '1' } }, (value, set) => createElement(SchemaForm, { schema, value, onChange: set, idPrefix: 'data' }));
    expect(host.querySelector('textarea')).toBeNull();
    press('data.byKey-add');
    expect(document.activeElement?.id).toBe('data.byKey-1-key');
    type('data.byKey-1-key', 'two');
    type('data.byKey.two', 'deux');
    expect(latest.byKey).toEqual({ one: '1', two: 'deux' });
    type('data.byKey-1-key', 'one');
    expect(host.textContent).toContain('Another row has this key.');
    expect(latest.byKey).toEqual({ one: '1', two: 'deux' });
    type('data.byKey-1-key', 'three');
    expect(Object.entries(latest.byKey as object)).toEqual([['one', '1'], ['three', 'deux']]);
    expect(host.textContent).not.toContain('Another row has this key.');
  });

  it('gives a record whose keys the data names one field per key, labelled with it, and keeps a name whose key left', () => {
    const data = { statistics: [{ key: 'cpi' }, { key: 'm2' }] };
    show({ statisticNames: { cpi: 'Prices', old: 'Gone' } }, (value, set) =>
      createElement(SchemaForm, { schema: texts, value, onChange: set, idPrefix: 'texts.en.data', keySource: data, recordKeys: { statisticNames: 'statistics.key' } }),
    );
    const label = (key: string) => host.querySelector(`label[for="texts.en.data.statisticNames.${key}"]`)?.textContent;
    expect([label('cpi'), label('m2'), label('old')]).toEqual(['cpi', 'm2', 'old (no longer in the data)']);
    expect(byId('texts.en.data.statisticNames.cpi').value).toBe('Prices');
    type('texts.en.data.statisticNames.m2', 'Money supply');
    type('texts.en.data.statisticNames.cpi', '');
    expect(latest.statisticNames).toEqual({ old: 'Gone', m2: 'Money supply' });
    act(() => host.querySelector<HTMLButtonElement>('button[aria-label="Remove: old"]')?.click());
    expect(latest.statisticNames).toEqual({ m2: 'Money supply' });
    expect(label('old')).toBeUndefined();
  });
});
