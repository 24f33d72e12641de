/** Response shapes of the layout, settings, notices and option lists (SPEC §3 Layout response, Setting entry, Notice). */
import { z } from 'zod';
import { languageSchema } from '#src/lib/i18n/language-schema.ts';
import { menuItemSchema } from '#src/server/page/contract.ts';

export const layoutSchema = z
  .object({
    mainMenu: z.array(menuItemSchema),
    grayStyle: z.boolean(),
  })
  .meta({ id: 'Layout' });

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
