/**
 * The formatting part of the interface messages: the one placeholder syntax `{name}`
 * and plural selection. Isomorphic on purpose (it imports no catalogue): the server
 * translator and the islands/browser scripts that receive templates (via
 * `pickMessages` or a data attribute) fill them with the same rules.
 */
import type { PluralCategory, PluralMessage } from './types.ts';

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * A plural message picked for one language: its forms and the locale whose plural
 * rules select among them (the locale of the text, so a Portuguese page's English
 * fallback counts in English).
 */
export interface PluralTemplate {
  readonly locale: string;
  readonly forms: PluralMessage;
}

/** What `formatMessage` fills: a text, or a plural message with its locale. */
export type Template = string | PluralTemplate;

const PLACEHOLDER = /\{(\w+)\}/g;

/** Per locale, its rules and the categories of the small whole counts already selected. */
const pluralRules = new Map<string, { rules: Intl.PluralRules; small: PluralCategory[] }>();
/** Counts below this are remembered: `select` costs microseconds, and pages count small. */
const KEPT_COUNTS = 1000;

/** The plural category of `count` in `locale` (`other` when count is not a number). */
export function pluralCategory(locale: string, count: unknown): PluralCategory {
  const n = typeof count === 'number' ? count : Number(count);
  if (count === undefined || count === '' || !Number.isFinite(n)) return 'other';
  let entry = pluralRules.get(locale);
  if (!entry) pluralRules.set(locale, (entry = { rules: new Intl.PluralRules(locale), small: [] }));
  if (!Number.isInteger(n) || n < 0 || n >= KEPT_COUNTS) return entry.rules.select(n);
  return (entry.small[n] ??= entry.rules.select(n));
}

/** The form of a plural message for `count` in `locale`; `other` stands in for a form left out. */
export function pluralForm(forms: PluralMessage, locale: string, count: unknown): string {
  return forms[pluralCategory(locale, count)] ?? forms.other;
}

/**
 * Replaces every `{name}` of `template` whose name is in `params`. A placeholder
 * without a value is left as written, so a missing parameter shows up in review
 * and tests instead of silently becoming an empty string. A plural template first
 * takes the form for `params.count` (`other` without a count).
 */
export function formatMessage(template: Template, params?: MessageParams): string {
  const text = typeof template === 'string' ? template : pluralForm(template.forms, template.locale, params?.count);
  if (!params) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** The placeholder names of a template, in order of appearance (for tests and tooling). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}

/**
 * A template written into an HTML attribute for a browser script (`data-template`),
 * and read back: JSON, so a plural template keeps its forms and locale.
 */
export function templateAttribute(template: Template): string {
  if (typeof template === 'string') return JSON.stringify(template);
  let json = templateJson.get(template);
  if (json === undefined) templateJson.set(template, (json = JSON.stringify(template)));
  return json;
}

/** Catalogues give the same plural template object each time (catalogue.ts): its JSON is kept. */
const templateJson = new WeakMap<PluralTemplate, string>();

export function readTemplateAttribute(value: string): Template {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'string') return parsed;
    if (parsed && typeof parsed === 'object' && 'locale' in parsed && 'forms' in parsed && typeof parsed.locale === 'string') {
      const forms = parsed.forms as Partial<PluralMessage> | null;
      if (forms && typeof forms.other === 'string') return { locale: parsed.locale, forms: forms as PluralMessage };
    }
  } catch {
    // Not JSON: a plain template written by hand.
  }
  return value;
}
