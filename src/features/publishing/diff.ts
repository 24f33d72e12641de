/**
 * The difference of two versions of an entry, field by field (`texts.en.title`,
 * `catId`…), for the history screen and the answer to a stale save. Pure; the
 * comparison itself is `src/lib/version-diff.ts`, shared with the menu pages.
 */
import { diffFields, diffRecords, diffTexts, type FieldChange } from '#src/lib/version-diff.ts';
import type { EntryDocument } from './schema.ts';

export type { FieldChange };

const SHARED_FIELDS = ['catId', 'slug', 'publishedAt', 'startsOn', 'endsOn', 'isTop', 'sortOrder', 'url', 'files'] as const;
const TEXT_FIELDS = ['title', 'summary', 'content', 'data'] as const;

export function diffDocuments(before: EntryDocument, after: EntryDocument): FieldChange[] {
  return [
    ...diffFields(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>, SHARED_FIELDS),
    ...diffRecords(before.data, after.data, 'data.'),
    ...diffTexts(before.texts, after.texts, TEXT_FIELDS),
  ];
}

export function sameDocument(a: EntryDocument, b: EntryDocument): boolean {
  return diffDocuments(a, b).length === 0;
}
