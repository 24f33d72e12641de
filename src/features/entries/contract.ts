/** Shapes of CMS module entries and paged lists (SPEC §3 "Paged list", §7 Content). */
import { z } from 'zod';
import { languageSchema } from '#src/lib/i18n/language-schema.ts';

export const fileRefSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    mime: z.string(),
    size: z.number().int().meta({ description: 'Bytes' }),
    url: z.string().meta({ description: 'Download URL on this site' }),
    kind: z.enum(['attachment', 'image', 'video', 'captions', 'poster']),
    lang: languageSchema.nullable(),
  })
  .meta({ id: 'FileRef' });
export type FileRef = z.infer<typeof fileRefSchema>;

export const entryCategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    lang: languageSchema.optional().meta({ description: 'Language the title is written in (differs from the one asked when it is missing)' }),
  })
  .meta({ id: 'EntryCategory' });

export const entrySummarySchema = z
  .object({
    id: z.number().int(),
    module: z.string(),
    slug: z.string().nullable(),
    title: z.string(),
    summary: z.string().nullable(),
    publishedAt: z.string().meta({ description: 'ISO date-time' }),
    startsOn: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
    endsOn: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
    isTop: z.boolean(),
    url: z.string().nullable(),
    category: entryCategorySchema.nullable(),
    data: z.record(z.string(), z.unknown()),
    lang: languageSchema,
    languages: z.array(languageSchema),
    fallback: z.boolean(),
    files: z.array(fileRefSchema),
  })
  .meta({ id: 'EntrySummary' });
export type EntrySummary = z.infer<typeof entrySummarySchema>;

export const entryDetailSchema = entrySummarySchema
  .extend({
    content: z.string().nullable().meta({ description: 'Sanitised CMS HTML' }),
    updatedAt: z.string(),
  })
  .meta({ id: 'EntryDetail' });
export type EntryDetail = z.infer<typeof entryDetailSchema>;

export const pagedSchema = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int().min(0) });
export interface Paged<T> {
  data: T[];
  total: number;
}

// --- Module categories and item languages (SPEC §3) ----------------------------------

export interface ModuleCat {
  id: number;
  module: string;
  slug: string;
  title: string;
  /** Language the title is written in (differs from the one asked when it is missing). */
  lang?: z.infer<typeof languageSchema> | undefined;
  summary: string | null;
  autoHideCount: number | null;
  children: ModuleCat[];
}

export const moduleCatSchema: z.ZodType<ModuleCat> = z
  .object({
    id: z.number().int(),
    module: z.string(),
    slug: z.string(),
    title: z.string(),
    lang: languageSchema.optional(),
    summary: z.string().nullable(),
    autoHideCount: z.number().int().nullable(),
    get children() {
      return z.array(moduleCatSchema);
    },
  })
  .meta({ id: 'ModuleCat' });

export const itemLanguageSchema = z
  .object({
    module: z.string(),
    id: z.number().int(),
    language: z.string().meta({ description: 'Languages the item exists in, separated by a pipe', example: 'zh-hant|zh-hans|en' }),
    languages: z.array(languageSchema),
  })
  .meta({ id: 'ItemLanguage' });
export type ItemLanguage = z.infer<typeof itemLanguageSchema>;
