/** Response shapes of the settings, notice, category, language and selection calls. */
import { z } from 'zod';
import { languageSchema } from './contract.ts';

export const settingSchema = z.object({ ck: z.string(), parameter: z.string() }).meta({ id: 'Setting' });
export type Setting = z.infer<typeof settingSchema>;

export const noticeSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    kind: z.enum(['notice', 'popup']),
    title: z.string().nullable(),
    content: z.string().meta({ description: 'Sanitised HTML' }),
    lang: languageSchema,
    updatedAt: z.string(),
  })
  .meta({ id: 'Notice' });
export type Notice = z.infer<typeof noticeSchema>;

export interface ModuleCat {
  id: number;
  module: string;
  slug: string;
  title: string;
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

export const SELECTION_TYPES = ['country_area', 'occupation'] as const;
export const selectionTypeSchema = z.enum(SELECTION_TYPES);
export type SelectionType = z.infer<typeof selectionTypeSchema>;

export const selectionOptionSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    title: z.string(),
    region: z.string().optional().meta({ description: 'Dialling code, for country areas' }),
    other: z.boolean().optional().meta({ description: "True for the 'other (please specify)' choice" }),
  })
  .meta({ id: 'SelectionOption' });
export type SelectionOption = z.infer<typeof selectionOptionSchema>;
