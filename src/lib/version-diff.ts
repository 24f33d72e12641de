/**
 * The difference of two saved versions, field by field (`texts.en.title`, `catId`…):
 * the history screens and the answer to a stale save of every reviewed content type
 * (entries in publishing, menu pages in site). Pure.
 */
import { LANGUAGES, type Language } from './i18n/languages.ts';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** An absent field, null, `{}` and `[]` are the same (versions saved before a field existed lack it). */
function normal(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (Array.isArray(v) && v.length === 0) return null;
  if (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0) return null;
  return v;
}

export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normal(a)) === JSON.stringify(normal(b));
}

type Fields = Record<string, unknown> | undefined | null;

/** The named fields that differ, each named `prefix` + field. */
export function diffFields(before: Fields, after: Fields, fields: readonly string[], prefix = ''): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const x = before?.[field] ?? null;
    const y = after?.[field] ?? null;
    if (!sameValue(x, y)) changes.push({ field: `${prefix}${field}`, before: x, after: y });
  }
  return changes;
}

/** Every key of two records that differs (a module's data), in key order. */
export function diffRecords(before: Fields, after: Fields, prefix = ''): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return diffFields(before, after, keys, prefix);
}

/** The texts of each language, `texts.{lang}.{field}`, in the site's language order. */
export function diffTexts(before: Partial<Record<Language, Fields>>, after: Partial<Record<Language, Fields>>, fields: readonly string[]): FieldChange[] {
  return LANGUAGES.flatMap((lang) => diffFields(before[lang], after[lang], fields, `texts.${lang}.`));
}
