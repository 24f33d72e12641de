/**
 * The one placeholder syntax of the catalogue: `{name}`, filled from `params`.
 * Isomorphic on purpose (no catalogue import): the server translator and the
 * islands/browser scripts that receive raw templates (via `pickMessages` or a
 * data attribute) fill them with the same rules.
 */
export type MessageParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Replaces every `{name}` of `template` whose name is in `params`. A placeholder
 * without a value is left as written, so a missing parameter shows up in review
 * and tests instead of silently becoming an empty string.
 */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

/** The placeholder names of a template, in order of appearance (for tests and tooling). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
}
