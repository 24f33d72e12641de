/**
 * The calls of the review workflow that every content type shares (issue 33; entries in
 * publishing, menu pages in site): submit languages, approve now or at a minute, return,
 * unpublish, restore a version, preview, and the history's rows and differences. Each
 * feature names its own (`.meta({ id })`); the rules are the same zod schemas.
 */
import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

export const languageField = z.enum(LANGUAGES, { error: 'validation.format' });
const languagesField = z.array(languageField).min(1, { error: 'validation.required' }).max(4);
const minute = z.iso.datetime({ offset: true, error: 'validation.format' }).nullish();
const note = z.string().trim().min(1, { error: 'validation.required' }).max(2000, { error: 'validation.tooLong' });

export const submitLanguagesForm = z.object({ version: z.number().int().min(1, { error: 'validation.required' }), languages: languagesField });

/** Approve and publish: now, or at a minute to come; an administrator publishing their own text gives a reason. */
export const publishLanguagesForm = z.object({
  languages: languagesField,
  at: minute,
  reason: z.string().trim().max(2000, { error: 'validation.tooLong' }).nullish(),
});

export const unpublishLanguagesForm = z.object({ languages: languagesField, at: minute });

export const returnLanguagesForm = z.object({ languages: languagesField, note });

export const restoreVersionForm = z.object({ from: z.number().int().min(1, { error: 'validation.required' }), version: z.number().int().min(1, { error: 'validation.required' }) });

export const previewVersionForm = z.object({ lang: languageField, version: z.number().int().min(1).nullish() });

export const versionRow = z.object({ number: z.number(), authorId: z.string().nullable(), restoredFrom: z.number().nullable(), createdAt: z.string() });
export type VersionRow = z.output<typeof versionRow>;

/** Every saved version of a record, newest first. */
export const versionList = z.object({ data: z.array(versionRow), total: z.number() });

export const fieldChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

/** The difference of two versions, field by field; each feature names its own (`.meta({ id })`). */
export const versionDiff = z.object({ from: z.number(), to: z.number(), changes: z.array(fieldChange) });

export const diffQuery = z.object({ from: z.coerce.number().int().min(1), to: z.coerce.number().int().min(1) });

/** The review state of one language of a text, as the screens read it; `state` is the feature's own list. */
export const languageStateViewOf = <S extends z.ZodType>(state: S) =>
  z.object({
    lang: languageField,
    state,
    version: z.number().nullable(),
    submittedBy: z.string().nullable(),
    submittedAt: z.string().nullable(),
    approvedBy: z.string().nullable(),
    publishAt: z.string().nullable(),
    unpublishAt: z.string().nullable(),
    returnNote: z.string().nullable(),
  });

interface LanguageStateRow<L, S> {
  lang: L;
  state: S;
  version: number | null;
  submittedBy: string | null;
  submittedAt: Date | null;
  approvedBy: string | null;
  publishAt: Date | null;
  unpublishAt: Date | null;
  returnNote: string | null;
}

/** A language state row as its view (instants as ISO text). */
export function languageStateView<L, S>(s: LanguageStateRow<L, S>) {
  return {
    lang: s.lang,
    state: s.state,
    version: s.version,
    submittedBy: s.submittedBy,
    submittedAt: s.submittedAt?.toISOString() ?? null,
    approvedBy: s.approvedBy,
    publishAt: s.publishAt?.toISOString() ?? null,
    unpublishAt: s.unpublishAt?.toISOString() ?? null,
    returnNote: s.returnNote,
  };
}
