/**
 * The difference of two versions of an entry, field by field (`texts.en.title`,
 * `catId`…), for the history screen and the answer to a stale save. Pure.
 */
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import type { EntryDocument } from './schema.ts';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const SHARED_FIELDS = ['catId', 'slug', 'publishedAt', 'startsOn', 'endsOn', 'isTop', 'sortOrder', 'url', 'files'] as const;
const TEXT_FIELDS = ['title', 'summary', 'content'] as const;

/** An absent field, null, `{}` and `[]` are the same (versions saved before a field existed lack it). */
function normal(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (Array.isArray(v) && v.length === 0) return null;
  if (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0) return null;
  return v;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(normal(a)) === JSON.stringify(normal(b));
}

export function diffDocuments(before: EntryDocument, after: EntryDocument): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of SHARED_FIELDS) if (!same(before[field], after[field])) changes.push({ field, before: before[field] ?? null, after: after[field] ?? null });
  const keys = [...new Set([...Object.keys(before.data), ...Object.keys(after.data)])].sort();
  for (const key of keys) if (!same(before.data[key], after.data[key])) changes.push({ field: `data.${key}`, before: before.data[key] ?? null, after: after.data[key] ?? null });
  for (const lang of LANGUAGES) {
    const a = before.texts[lang];
    const b = after.texts[lang];
    for (const field of TEXT_FIELDS) {
      const x = a?.[field] ?? null;
      const y = b?.[field] ?? null;
      if (!same(x, y)) changes.push({ field: `texts.${lang}.${field}`, before: x, after: y });
    }
    if (!same(a?.data, b?.data)) changes.push({ field: `texts.${lang}.data`, before: a?.data ?? null, after: b?.data ?? null });
  }
  return changes;
}

export function sameDocument(a: EntryDocument, b: EntryDocument): boolean {
  return diffDocuments(a, b).length === 0;
}
