/**
 * The editor's field errors (from the server, or the save's own check with the same
 * schemas): which field on the page each is about, so the error summary links to it.
 * A module data error's path is its field's id (`data.statistics.1.releases.0.date`,
 * `texts.en.data.statisticNames.cpi`); the shared fields have ids of their own.
 */
import type { z } from 'zod';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import { dataErrors } from '../data-shape.ts';

const SHARED_IDS: Readonly<Record<string, string>> = {
  catId: 'entry-category',
  slug: 'entry-slug',
  publishedAt: 'entry-published-at',
  startsOn: 'entry-starts-on',
  endsOn: 'entry-ends-on',
  url: 'entry-url',
  sortOrder: 'entry-sort-order',
};

/** The id of the field an error's path is about. */
export function errorFieldId(field: string): string {
  const file = /^files\.(\d+)\./.exec(field);
  if (file) return `file-${file[1] ?? '0'}-kind`;
  return SHARED_IDS[field] ?? field;
}

/** The language tab a field is on (`texts.en.…`), if any. */
export function languageOf(fieldId: string): (typeof LANGUAGES)[number] | undefined {
  const lang = /^texts\.([^.]+)\./.exec(fieldId)?.[1];
  return LANGUAGES.find((l) => l === lang);
}

/** The save's own check of the module data and each language's data, as the server names the fields; the message is a text key. */
export function clientErrors(
  schemas: { data: z.ZodType; textData: z.ZodType | null },
  data: Record<string, unknown>,
  texts: Partial<Record<string, { data?: Record<string, unknown> } | undefined>>,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const path of dataErrors(schemas.data, data).keys()) out.set(['data', path].filter(Boolean).join('.'), 'content.data.invalid');
  for (const [lang, t] of Object.entries(texts)) {
    if (!t || !schemas.textData) continue;
    for (const path of dataErrors(schemas.textData, t.data ?? {}).keys()) out.set(['texts', lang, 'data', path].filter(Boolean).join('.'), 'content.data.invalid');
  }
  return out;
}
