/**
 * The strings the form kit shows. Islands get them as a prop built on the server with
 * `pickMessages(lang, FORM_UI_KEYS)`, so the browser never loads the catalogue; a rule's
 * error is an i18n key (validation.ts) looked up here. Never shows a raw key: an unknown
 * key falls back to the generic "Incorrect format".
 */
import { FORM_MESSAGE_KEYS } from '../validation.ts';

export const FORM_UI_KEYS = [
  ...FORM_MESSAGE_KEYS,
  'form.errorSummaryTitle',
  'form.optional',
  'form.change',
  'form.checkAnswersTitle',
  'form.stepOf',
  'form.referenceNumber',
  'form.submit',
  'form.continue',
  'form.back',
] as const;

export type FormUiKey = (typeof FORM_UI_KEYS)[number];
export type FormMessages = Readonly<Record<FormUiKey, string>>;

/** The text of an error message key (or of a message that is already text, e.g. from the API). */
export function errorText(messages: Readonly<Record<string, string>>, key: string | undefined): string | undefined {
  if (!key) return undefined;
  if (Object.hasOwn(messages, key)) return messages[key];
  // Messages from the server arrive already translated; keys never reach the visitor.
  return /^[a-z]+\.[A-Za-z.]+$/.test(key) ? messages['validation.format'] : key;
}

/** `{name}` placeholders filled in. */
export function format(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
