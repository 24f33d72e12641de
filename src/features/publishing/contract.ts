/**
 * Shapes of the publishing calls (issue 33), shared by the server and the back
 * office's screens: the same zod schema checks a form in the browser and the call.
 */
import { z } from 'zod';
import { languageField, languageStateViewOf, previewVersionForm, publishLanguagesForm, restoreVersionForm, returnLanguagesForm, submitLanguagesForm, unpublishLanguagesForm, versionDiff } from '#src/lib/api/review-forms.ts';
import { LANGUAGE_STATES } from './schema.ts';

import { EDITABLE_MODULES, type EditableModule } from './modules.ts';

/** The entry modules edited here (the shared entries model, decision 0002), banners and message templates included: `modules.ts`. */
export { EDITABLE_MODULES, type EditableModule };
const moduleEnum = z.enum(EDITABLE_MODULES as [EditableModule, ...EditableModule[]], { error: 'validation.required' });

export { languageField };
export const stateField = z.enum(LANGUAGE_STATES, { error: 'validation.format' });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const FILE_KINDS = ['attachment', 'image', 'video', 'captions', 'poster'] as const;
const optionalText = (max: number) =>
  z
    .string()
    .max(max, { error: 'validation.tooLong' })
    .nullish()
    .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v));

export const languageTexts = z.object({
  title: z.string().trim().min(1, { error: 'validation.required' }).max(300, { error: 'validation.tooLong' }),
  summary: optionalText(2000),
  content: optionalText(500_000),
  /** The module's data in this language (`entry_i18n.data`), checked by the module's schema on save. */
  data: z.record(z.string(), z.unknown()).optional(),
});
export type LanguageTexts = z.output<typeof languageTexts>;

/**
 * The zh-hant texts to convert to a zh-hans draft (OpenCC): any of a title, a summary (a
 * menu page's description) and a content, each optional; a blank one is not converted.
 * At least one is needed (the service says so, 400).
 */
export const simplifiedForm = z.object({
  text: z
    .object({ title: z.string().trim().max(300, { error: 'validation.tooLong' }).nullish().transform((v) => v || null), summary: optionalText(2000), content: optionalText(500_000) })
    .optional(),
});
export type SimplifiedTexts = z.output<typeof simplifiedForm>['text'];
/** The zh-hans draft: each text converted, null where none was given. */
export const simplifiedDraftView = z.object({ title: z.string().nullable(), summary: z.string().nullable(), content: z.string().nullable() });
export type SimplifiedDraft = z.output<typeof simplifiedDraftView>;

/** What an editor saves: the shared fields and the texts of the languages written so far. */
export const entryFields = z.object({
  catId: z.number().int().min(1).nullish().transform((v) => v ?? null),
  slug: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, { error: 'validation.format' })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  startsOn: z.string().regex(DATE, { error: 'validation.format' }).nullish().or(z.literal('').transform(() => null)).transform((v) => v ?? null),
  endsOn: z.string().regex(DATE, { error: 'validation.format' }).nullish().or(z.literal('').transform(() => null)).transform((v) => v ?? null),
  isTop: z.boolean().default(false),
  /** A site path (`/rates`, or `services/…` as the seed's banners have it) or an http(s) address; no other scheme. */
  url: z
    .union([z.url({ protocol: /^https?$/, error: 'validation.format' }).max(2000), z.string().regex(/^\/?[A-Za-z0-9._~%/?#=&+-]{1,2000}$/, { error: 'validation.format' })], { error: 'validation.format' })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  /** The publication date shown and ordered by; none: the moment of the first publication. */
  /** Absent (this and the next two): as in the version saved from. */
  publishedAt: z.iso.datetime({ offset: true, error: 'validation.format' }).nullable().or(z.literal('').transform(() => null)).optional(),
  sortOrder: z.number().int().min(-100_000).max(100_000).optional(),
  /** The module's data (`entries.data`), checked by its own schema (`modules.ts`); absent: as in the version saved from. */
  data: z.record(z.string(), z.unknown()).optional(),
  /** Files from the media library, in their order, optionally for one language. */
  files: z
    .array(z.object({ fileId: z.number().int().min(1), kind: z.enum(FILE_KINDS, { error: 'validation.format' }), lang: languageField.nullish().transform((v) => v ?? null) }))
    .max(50)
    .optional(),
  texts: z.partialRecord(languageField, languageTexts).default({}),
});
export type EntryFields = z.output<typeof entryFields>;

export const newEntryForm = entryFields.extend({ module: moduleEnum }).meta({ id: 'StaffEntryNew' });

/** A save names the version it was made from: a save from an older one is refused (409), never merged in silence. */
export const saveEntryForm = entryFields.extend({ version: z.number().int().min(1, { error: 'validation.required' }) }).meta({ id: 'StaffEntrySave' });

export const submitForm = submitLanguagesForm.meta({ id: 'StaffEntrySubmit' });
export const publishForm = publishLanguagesForm.meta({ id: 'StaffEntryPublish' });
export const unpublishForm = unpublishLanguagesForm.meta({ id: 'StaffEntryUnpublish' });
export const returnForm = returnLanguagesForm.meta({ id: 'StaffEntryReturn' });
export const restoreForm = restoreVersionForm.meta({ id: 'StaffEntryRestore' });
export const previewForm = previewVersionForm.meta({ id: 'StaffEntryPreview' });

export const languageStateView = languageStateViewOf(stateField);

export const entryRecord = z
  .object({
    id: z.number(),
    module: z.string(),
    status: z.string(),
    publishedAt: z.string(),
    version: z.number(),
    catId: z.number().nullable(),
    slug: z.string().nullable(),
    startsOn: z.string().nullable(),
    endsOn: z.string().nullable(),
    isTop: z.boolean(),
    url: z.string().nullable(),
    /** The publication date the version sets (null: the first publication's moment). */
    datePublished: z.string().nullable(),
    sortOrder: z.number(),
    data: z.record(z.string(), z.unknown()),
    files: z.array(z.object({ fileId: z.number(), kind: z.enum(FILE_KINDS), lang: languageField.nullable(), name: z.string(), mime: z.string(), url: z.string() })),
    texts: z.partialRecord(languageField, z.object({ title: z.string(), summary: z.string().nullable(), content: z.string().nullable(), data: z.record(z.string(), z.unknown()).optional() })),
    states: z.array(languageStateView),
    title: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'StaffEntry' });
export type EntryRecord = z.output<typeof entryRecord>;

export const entryListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(['id', 'updatedAt', 'publishedAt']).default('updatedAt'),
  order: z.enum(['ASC', 'DESC']).default('DESC'),
  module: moduleEnum.optional(),
  catId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  state: stateField.optional(),
  /** Items that have no text in this language (the translations view). */
  missing: z.enum(['zh-hans', 'en', 'pt']).optional(),
  q: z.string().trim().max(200).optional(),
});

export const entryListRow = z.object({
  id: z.number(),
  module: z.string(),
  catId: z.number().nullable(),
  title: z.string(),
  version: z.number(),
  updatedAt: z.string(),
  languages: z.array(languageField),
  states: z.partialRecord(languageField, stateField),
});

export const diffView = versionDiff.meta({ id: 'StaffEntryDiff' });
export type DiffView = z.output<typeof diffView>;

export const categoryQuery = z.object({ module: moduleEnum });
/** A category to choose, with its title in the four languages and its place in the tree. */
export const categoryChoice = z.object({ id: z.number(), slug: z.string(), parentId: z.number().nullable(), depth: z.number(), titles: z.partialRecord(languageField, z.string()) });
export type CategoryChoice = z.output<typeof categoryChoice>;
