/** Response shapes of the layout, settings, notices and option lists (SPEC §3 Layout response, Setting entry, Notice). */
import { z } from 'zod';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE } from '#src/lib/control-characters.ts';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
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

// --- the back office (issue 33) ---------------------------------------------------------

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .refine((v) => !CONTROL_CHARACTERS.test(v), { error: CONTROL_CHARACTERS_MESSAGE });
const httpsUrlOrEmpty = line(500).refine((v) => v === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(v), { error: 'site.settings.httpsUrl' });
/** A minute in Macao's time, as a datetime-local field gives it (Macao has no summer time: +08:00 all year). */
const macaoMinuteOrEmpty = z.string().regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/, { error: 'validation.format' }).refine((v) => v === '' || !Number.isNaN(Date.parse(`${v}:00+08:00`)), { error: 'validation.format' });

/** The site settings as the back office edits them (SPEC §3 Setting entries of the group `website`). */
export const siteSettingsForm = z
  .object({
    /** What the person started from (the settings' last change): a save over a newer change is refused. */
    version: z.string().max(40),
    phone: line(40).refine((v) => /^[0-9+()\-\s]*$/.test(v), { error: 'validation.format' }),
    email: line(254).refine((v) => v === '' || z.email().safeParse(v).success, { error: 'validation.format' }),
    facebook: httpsUrlOrEmpty,
    wechat: line(100),
    wechatUrl: httpsUrlOrEmpty,
    frontendLang: z.array(z.enum(LANGUAGES, { error: 'validation.format' })).min(1, { error: 'site.settings.oneLanguage' }).max(LANGUAGES.length),
    analyticsKey: line(64).refine((v) => /^[A-Za-z0-9_-]*$/.test(v), { error: 'validation.format' }),
    /** The gray mourning style on; with a window, only from `grayFrom` until `grayUntil` (Macao time). */
    grayStyle: z.boolean(),
    grayFrom: macaoMinuteOrEmpty,
    grayUntil: macaoMinuteOrEmpty,
  })
  .refine((v) => !v.grayFrom || !v.grayUntil || v.grayUntil > v.grayFrom, { path: ['grayUntil'], error: 'site.settings.grayWindowOrder' })
  .meta({ id: 'StaffSiteSettings' });
export type SiteSettingsForm = z.output<typeof siteSettingsForm>;

/** The settings record of the back office: the form's fields, its id and when it last changed. */
export const siteSettingsRecord = z.object({
  id: z.literal('website'),
  version: z.string(),
  phone: z.string(),
  email: z.string(),
  facebook: z.string(),
  wechat: z.string(),
  wechatUrl: z.string(),
  frontendLang: z.array(languageSchema),
  analyticsKey: z.string(),
  grayStyle: z.boolean(),
  grayFrom: z.string(),
  grayUntil: z.string(),
  /** Whether the gray style shows on the public pages now. */
  grayNow: z.boolean(),
});
export type SiteSettingsRecord = z.output<typeof siteSettingsRecord>;
