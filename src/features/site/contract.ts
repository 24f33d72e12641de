/** Response shapes of the layout and menu calls (SPEC §3 Menu item, Layout response). */
import { z } from 'zod';
import { languageSchema } from '#src/lib/i18n/language-schema.ts';

export const pageTemplateSchema = z.enum(['home', 'section', 'two-column', 'sub-pages', 'module']);

export const pageExtrasSchema = z.object({
  isPage: z.boolean().optional(),
  otherPage: z.string().nullable().optional(),
});

export const pageRefSchema = z
  .object({
    id: z.number().int(),
    template: pageTemplateSchema,
    module: z.string().nullable(),
    slug: z.string(),
    subSlug: z.string().nullable(),
    extras: pageExtrasSchema,
    moduleCat: z.string().nullable(),
    title: z.string(),
    meta: z.string().nullable(),
    metaDesc: z.string().nullable(),
    metaKeywords: z.string().nullable(),
  })
  .meta({ id: 'PageRef' });

export type PageRef = z.infer<typeof pageRefSchema>;

export interface MenuItem {
  id: number;
  title: string;
  mark: string;
  path: string;
  url: string | null;
  showInMenu: boolean;
  newWindow: boolean;
  status: 'published' | 'draft' | 'hidden';
  /** Language the title is written in (differs from the one asked when it is missing). */
  lang: z.infer<typeof languageSchema>;
  languages: z.infer<typeof languageSchema>[];
  childrens: MenuItem[];
  page: PageRef | null;
}

export const menuItemSchema: z.ZodType<MenuItem> = z
  .object({
    id: z.number().int(),
    title: z.string(),
    mark: z.string(),
    path: z.string().meta({ description: 'Path without the language segment, e.g. banking-sector/licensed-banks' }),
    url: z.string().nullable().meta({ description: 'External URL, when the item leaves the site' }),
    showInMenu: z.boolean(),
    newWindow: z.boolean(),
    status: z.enum(['published', 'draft', 'hidden']),
    lang: languageSchema,
    languages: z.array(languageSchema),
    get childrens() {
      return z.array(menuItemSchema);
    },
    page: pageRefSchema.nullable(),
  })
  .meta({ id: 'MenuItem' });

export const layoutSchema = z
  .object({
    mainMenu: z.array(menuItemSchema),
    grayStyle: z.boolean(),
  })
  .meta({ id: 'Layout' });

export const pageLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  path: z.string(),
  url: z.string().nullable(),
  newWindow: z.boolean(),
  showInMenu: z.boolean(),
});

export const pageSchema = pageRefSchema
  .extend({
    content: z.string().nullable().meta({ description: 'Sanitised CMS HTML' }),
    lang: languageSchema,
    languages: z.array(languageSchema),
    fallback: z.boolean().meta({ description: 'True when the text is not in the language asked for' }),
    updatedAt: z.string().meta({ description: 'ISO date of the last revision' }),
    preview: z.boolean(),
    item: pageLinkSchema.extend({ mark: z.string() }).nullable(),
    parent: pageLinkSchema.nullable(),
    children: z.array(pageLinkSchema),
    brother: z.array(pageLinkSchema),
    trail: z.array(pageLinkSchema).meta({ description: 'Menu trail from the top level to this page' }),
  })
  .meta({ id: 'Page' });

export type Page = z.infer<typeof pageSchema>;
export type PageLink = z.infer<typeof pageLinkSchema>;

// --- Settings, notices and option lists --------------------------------------------------

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
