/**
 * The shapes of the site's pages and menu items (SPEC §3 Menu item and page): what a
 * path of the menu leads to, as the page kit routes it, the loaders read it and the
 * page call (`GET /api/v1.0/page`) answers it.
 */
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
