/**
 * What the editor edits for each module of the entries model (issue 33): the module's
 * own zod schemas for `entries.data` and `entry_i18n.data` (from its feature's
 * contract), which of the shared fields it uses and what its dates mean, and which
 * kinds of files it takes. The same table builds the editor's form in the browser and
 * checks a save on the server. Browser-safe: contracts only.
 */
import { z } from 'zod';
import { newsDataSchema } from '#src/features/news/contract.ts';
import { companyDataSchema, companyTextDataSchema, calendarDataSchema, calendarTextDataSchema, downloadDataSchema, graphicDataSchema, graphicTextDataSchema, videoDataSchema } from '#src/features/media/contract.ts';
import {
  annualEventDataSchema,
  annualEventTextDataSchema,
  holidayDataSchema,
  lawDataSchema,
  lawTextDataSchema,
  recruitmentDataSchema,
  recruitmentTextDataSchema,
  tenderDataSchema,
} from '#src/features/reference/contract.ts';
import { bannerDataSchema, bannerTextDataSchema } from '#src/features/home/contract.ts';
import { CATEGORY_SET, DOWNLOAD } from '#src/features/media/modules.ts';
import { keepReleaseMarks } from '#src/features/stats/calendar-contract.ts';

export type FileKind = 'attachment' | 'image' | 'video' | 'captions' | 'poster';

/** What `startsOn`/`endsOn` mean in a module (the labels of the two date fields). */
export type DateMeaning = 'none' | 'event' | 'validity' | 'closing' | 'inForce';

export interface ModuleSpec {
  data: z.ZodType;
  textData: z.ZodType | null;
  dates: DateMeaning;
  /** The slug is the item's key (a message template's alias). */
  slugRequired: boolean;
  url: boolean;
  isTop: boolean;
  /** Manual order (banners). */
  sortOrder: boolean;
  files: readonly FileKind[];
  /** The module has categories to choose from. */
  categories: boolean;
  /**
   * Records of a language's data whose keys come from the shared data: record → path in
   * the data (the calendar's `statisticNames` are named by `statistics[].key`). The editor
   * shows one field per key, labelled with it, instead of key/value rows.
   */
  recordKeys?: Readonly<Record<string, string>>;
  /** `module_cats.module` of the module's categories, when it is not the module's own name (downloads file under the `downloads` set). */
  categorySet?: string;
  /** Names of the shapes of a union `data`, in its order (`content.shape.<name>`): the editor lets one be chosen for a new item. */
  shapes?: readonly string[];
  /** What of the live entry's data another desk owns, kept when a version is published over it (a calendar's release marks). */
  keepLive?: (live: unknown, next: Record<string, unknown>) => Record<string, unknown>;
}

const none = z.object({}).loose();
const base: ModuleSpec = { data: none, textData: null, dates: 'none', slugRequired: false, url: false, isTop: false, sortOrder: false, files: ['attachment'], categories: true };

/** A download is a document, or (the advance release calendar) a year of statistics releases: either shape is kept as it is. */
const downloadData = z.union([calendarDataSchema, downloadDataSchema.extend({ reference: z.string().max(60).optional(), revision: z.string().max(20).optional() })]);

export const MODULE_SPECS = {
  news: { ...base, data: newsDataSchema, isTop: true, files: ['attachment', 'image'] },
  law: { ...base, data: lawDataSchema, textData: lawTextDataSchema, dates: 'inForce' },
  faq: { ...base },
  holiday: { ...base, data: holidayDataSchema, dates: 'event', sortOrder: true, files: [] },
  'annual-event': { ...base, data: annualEventDataSchema, textData: annualEventTextDataSchema, dates: 'event' },
  'calendar-event': { ...base, dates: 'event', files: [] },
  tender: { ...base, data: tenderDataSchema, dates: 'closing' },
  recruitment: { ...base, data: recruitmentDataSchema, textData: recruitmentTextDataSchema, dates: 'closing' },
  download: { ...base, data: downloadData, textData: calendarTextDataSchema.partial(), recordKeys: { statisticNames: 'statistics.key' }, categorySet: CATEGORY_SET[DOWNLOAD], shapes: ['calendar', 'document'], keepLive: keepReleaseMarks },
  video: { ...base, data: videoDataSchema, url: true, files: ['video', 'poster', 'captions'] },
  graphic: { ...base, data: graphicDataSchema, textData: graphicTextDataSchema, files: ['image'] },
  company: { ...base, data: companyDataSchema, textData: companyTextDataSchema, url: false, files: [] },
  link: { ...base, url: true, files: [] },
  'bond-information': { ...base },
  /** Home banners: one image (with its size), a text alternative per language, a link, an order, dates of validity. */
  banner: { ...base, data: bannerDataSchema, textData: bannerTextDataSchema.extend({ alt: z.string().trim().min(1).max(300) }), dates: 'validity', url: true, sortOrder: true, files: ['image'] },
  /** Message templates (complaint notes, agreements…): the slug is the alias the forms ask for. */
  'message-template': { ...base, slugRequired: true, files: [], categories: false },
} as const satisfies Record<string, ModuleSpec>;

export type EditableModule = keyof typeof MODULE_SPECS;
export const EDITABLE_MODULES = Object.keys(MODULE_SPECS) as EditableModule[];

export function moduleSpec(module: string): ModuleSpec {
  return (MODULE_SPECS as Record<string, ModuleSpec>)[module] ?? base;
}

/** The category set (`module_cats.module`) a module's items are filed under. */
export function categorySetOf(module: string): string {
  return moduleSpec(module).categorySet ?? module;
}
