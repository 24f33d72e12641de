/** Response shapes of the layout, settings, notices and option lists (SPEC §3 Layout response, Setting entry, Notice). */
import { z } from 'zod';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE } from '#src/lib/control-characters.ts';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import { languageSchema } from '#src/lib/i18n/language-schema.ts';
import { menuItemSchema } from '#src/server/page/contract.ts';
import { languageStateViewOf, previewVersionForm, publishLanguagesForm, restoreVersionForm, returnLanguagesForm, submitLanguagesForm, unpublishLanguagesForm, versionDiff } from '#src/lib/api/review-forms.ts';
import { PAGE_STATES } from './schema.ts';

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
    endsAt: z.string().nullable().meta({ description: 'When the notice stops showing (ISO 8601), or null: until staff switch it off' }),
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
    lang: languageSchema.optional().meta({ description: 'The language of the title (another one when the option has none in the language asked)' }),
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

// --- the back office: menu tree, pages, notices (issue 33) ------------------------------

/** The page templates an editor may choose (the home page is the seed's, one of a kind). */
export const EDITABLE_TEMPLATES = ['section', 'two-column', 'sub-pages', 'module'] as const;
const languageKey = z.enum(LANGUAGES, { error: 'validation.format' });
const titleText = line(200).pipe(z.string().min(1, { error: 'validation.required' }));

/** What an editor sets of a menu item (its place in the tree is moved by `menuMoveForm`). */
export const menuItemFields = z
  .object({
    /** The last segment of the path: lower-case letters, digits and hyphens. */
    slug: z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, { error: 'site.menu.slugFormat' }),
    /** A language left empty has no title (the menu falls back to another language). */
    titles: z.preprocess(
      (v) => (v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).filter(([, t]) => typeof t === 'string' && t.trim() !== '')) : v),
      z.partialRecord(languageKey, titleText).refine((t) => !!t['zh-hant'], { path: ['zh-hant'], error: 'site.menu.traditionalTitle' }),
    ),
    showInMenu: z.boolean(),
    /** An external address: the item leads there and has no page. */
    url: line(2000).refine((v) => v === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), { error: 'site.menu.urlFormat' }),
    newWindow: z.boolean(),
    template: z.enum(EDITABLE_TEMPLATES, { error: 'validation.required' }),
    /** For the template `module` and `two-column`: the page module that renders it (SPEC §2). */
    module: line(60),
  })
  .refine((v) => v.template !== 'module' || v.module !== '', { path: ['module'], error: 'validation.required' });

export const menuItemNew = menuItemFields.and(z.object({ parentId: z.number().int().min(1).nullable() })).meta({ id: 'StaffMenuItemNew' });
export const menuItemSave = menuItemFields.and(z.object({ version: z.number().int().min(1) })).meta({ id: 'StaffMenuItemSave' });
export type MenuItemFields = z.output<typeof menuItemFields>;

/** Moves in the tree by keyboard: up, down, indent (under the item above), outdent, or under a chosen item (null: top level). */
export const menuMoveForm = z
  .object({
    version: z.number().int().min(1),
    action: z.enum(['up', 'down', 'indent', 'outdent', 'under'], { error: 'validation.required' }),
    parentId: z.number().int().min(1).nullish(),
  })
  .meta({ id: 'StaffMenuItemMove' });
export const versionForm = z.object({ version: z.number().int().min(1) }).meta({ id: 'StaffVersion' });

const optionalHtml = z
  .string()
  .max(500_000, { error: 'validation.tooLong' })
  .nullish()
  .transform((v) => (v === undefined || v === null || v.trim() === '' ? null : v));

export const pageLanguageTexts = z.object({ title: titleText, content: optionalHtml, metaDesc: line(500).nullish().transform((v) => v || null) });
export const pageTextsForm = z
  .object({ version: z.number().int().min(1), texts: z.partialRecord(languageKey, pageLanguageTexts) })
  .meta({ id: 'StaffPageTexts' });
export type PageTextsDocument = { texts: Partial<Record<(typeof LANGUAGES)[number], z.output<typeof pageLanguageTexts>>> };

export const menuTreeRow = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  depth: z.number(),
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  titles: z.partialRecord(languageSchema, z.string()),
  showInMenu: z.boolean(),
  /** The external address ('' for a page of the site). */
  url: z.string(),
  newWindow: z.boolean(),
  status: z.string(),
  template: z.string(),
  module: z.string(),
  hasPage: z.boolean(),
  sortOrder: z.number(),
  version: z.number(),
  review: z.string().nullable(),
});
export type MenuTreeRow = z.output<typeof menuTreeRow>;

/** The review state of one language of a menu page (decision 0036). */
export const pageStateView = languageStateViewOf(z.enum(PAGE_STATES));
export type PageStateView = z.output<typeof pageStateView>;

export const pageSubmitForm = submitLanguagesForm.meta({ id: 'StaffPageSubmit' });
export const pagePublishForm = publishLanguagesForm.meta({ id: 'StaffPagePublish' });
export const pageUnpublishForm = unpublishLanguagesForm.meta({ id: 'StaffPageUnpublish' });
export const pageReturnForm = returnLanguagesForm.meta({ id: 'StaffPageReturn' });
export const pageRestoreForm = restoreVersionForm.meta({ id: 'StaffPageRestore' });
export const noticeRestoreForm = restoreVersionForm.meta({ id: 'StaffNoticeRestore' });
export const noticeSubmitForm = submitLanguagesForm.meta({ id: 'StaffNoticeSubmit' });
export const noticePublishForm = publishLanguagesForm.meta({ id: 'StaffNoticePublish' });
export const noticeUnpublishForm = unpublishLanguagesForm.meta({ id: 'StaffNoticeUnpublish' });
export const noticeReturnForm = returnLanguagesForm.meta({ id: 'StaffNoticeReturn' });
export const pagePreviewForm = previewVersionForm.meta({ id: 'StaffPagePreview' });
/** The difference of two versions of a page's or a notice's texts. */
export const pageDiffView = versionDiff.meta({ id: 'StaffPageDiff' });

export const menuItemRecord = menuTreeRow
  .extend({
    pageVersion: z.number().nullable(),
    texts: z.partialRecord(languageSchema, z.object({ title: z.string(), content: z.string().nullable(), metaDesc: z.string().nullable() })),
    /** Each language's review state (the page's; none for an external link). */
    states: z.array(pageStateView),
    redirects: z.array(z.object({ fromPath: z.string(), toPath: z.string() })),
  })
  .meta({ id: 'StaffMenuItem' });
export type MenuItemRecord = z.output<typeof menuItemRecord>;

export const NOTICE_KINDS = ['notice', 'popup'] as const;
const emptyHtml = (v: unknown) => typeof v !== 'string' || v.replace(/<[^>]*>/g, '').trim() === '';
function dropEmptyLanguages(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value as Record<string, { title?: unknown; content?: unknown } | null | undefined>).filter(([, t]) => t && !(emptyHtml(t.content) && (typeof t.title !== 'string' || !t.title.trim()))));
}
export const noticeLanguageTexts = z.object({ title: line(300).nullish().transform((v) => v || null), content: z.string().trim().min(1, { error: 'validation.required' }).max(100_000, { error: 'validation.tooLong' }) });
/** A notice or pop-up as an editor writes it: its window in Macao minutes (empty: no bound), its texts per language. */
export const noticeFields = z
  .object({
    kind: z.enum(NOTICE_KINDS, { error: 'validation.required' }),
    from: macaoMinuteOrEmpty,
    until: macaoMinuteOrEmpty,
    /** A language left empty in the form (no title, no text) is not written. */
    texts: z.preprocess(dropEmptyLanguages, z.partialRecord(languageKey, noticeLanguageTexts).refine((t) => Object.keys(t).length > 0, { error: 'site.notice.oneLanguage' })),
  })
  .refine((v) => !v.from || !v.until || v.until > v.from, { path: ['until'], error: 'site.settings.grayWindowOrder' });
export const noticeNew = noticeFields.meta({ id: 'StaffNoticeNew' });
export const noticeSave = noticeFields.and(z.object({ version: z.number().int().min(1) })).meta({ id: 'StaffNoticeSave' });
export type NoticeFields = z.output<typeof noticeFields>;

export const noticeRecord = z
  .object({
    id: z.number(),
    kind: z.enum(NOTICE_KINDS),
    version: z.number(),
    from: z.string(),
    until: z.string(),
    texts: z.partialRecord(languageSchema, z.object({ title: z.string().nullable(), content: z.string() })),
    title: z.string(),
    active: z.boolean(),
    /** Whether the public site shows it now (a language published, and within its window). */
    showingNow: z.boolean(),
    /** Each language's review state. */
    states: z.array(pageStateView),
    updatedAt: z.string(),
  })
  .meta({ id: 'StaffNotice' });
export type NoticeRecord = z.output<typeof noticeRecord>;

// --- the footer and quick-link menus in the back office (issue 33) --------------------------

/*
 * The footer and quick-link menus in the back office (issue 33): each link leads to a page
 * of the main menu (its path) or to another site (an http(s) address), with a title in up
 * to four languages, shown or not, in a new window or not. The footer has two levels (its
 * columns and their links), the quick links one. Shared by the screens and the server.
 */

/** The menus staff edit here, each with how many levels it has (SPEC §2 Layout: footer columns; the home page's quick links). */
// `top-links` is shown by no page of this site, but the public menu call answers it (SPEC §7), so staff keep it too.
export const LINK_MENUS = { footer: { depth: 2 }, 'quick-links': { depth: 1 }, 'top-links': { depth: 1 } } as const;
export type LinkMenu = keyof typeof LINK_MENUS;
export const LINK_MENU_NAMES = Object.keys(LINK_MENUS) as LinkMenu[];

const EXTERNAL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
const PATH = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;
const LANGUAGE_SEGMENT = /^(zh-hant|zh-hans|en|pt)(\/|$)/;

export const isExternalLink = (link: string) => EXTERNAL.test(link);

/** A site path as staff may type it (`/en/about-us/`, `about-us`) as the menu stores it (`about-us`). */
export function linkPath(link: string): string {
  return link.trim().replace(/^\/+|\/+$/g, '').replace(LANGUAGE_SEGMENT, '').replace(/\/+$/, '');
}

const linkField = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(2000, { error: 'validation.tooLong' })
  .refine((v) => isExternalLink(v) || PATH.test(linkPath(v)), { error: 'site.links.unknownPath' });

export const linkFields = z.object({
  titles: menuItemFields.shape.titles,
  /** The path of a page of the main menu, or an http(s) address. */
  link: linkField,
  showInMenu: z.boolean(),
  newWindow: z.boolean(),
});
export type LinkFields = z.output<typeof linkFields>;

export const linkNew = linkFields.extend({ menu: z.enum(LINK_MENU_NAMES, { error: 'validation.format' }), parentId: z.number().int().min(1).nullable() }).meta({ id: 'StaffMenuLinkNew' });
export const linkSave = linkFields.extend({ version: z.number().int().min(1) }).meta({ id: 'StaffMenuLinkSave' });
export const linkMove = z.object({ version: z.number().int().min(1), action: z.enum(['up', 'down', 'indent', 'outdent'], { error: 'validation.required' }) }).meta({ id: 'StaffMenuLinkMove' });
export const linkListQuery = z.object({ menu: z.enum(LINK_MENU_NAMES, { error: 'validation.format' }).optional() });

export const linkRecord = z
  .object({
    id: z.number(),
    menu: z.enum(LINK_MENU_NAMES),
    parentId: z.number().nullable(),
    depth: z.number(),
    link: z.string(),
    external: z.boolean(),
    titles: z.partialRecord(languageSchema, z.string()),
    showInMenu: z.boolean(),
    newWindow: z.boolean(),
    version: z.number(),
    /** A site path no page of the main menu has any more (the link answers 404 or a redirect). */
    broken: z.boolean(),
  })
  .meta({ id: 'StaffMenuLink' });
export type LinkRecord = z.output<typeof linkRecord>;
