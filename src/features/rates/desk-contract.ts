/**
 * The rates desk's calls (zod): one schema for the screens and the server. A day is
 * entered as lines (the grid) or as a file of the public download's layout (CSV or
 * XLSX, base64); `check` previews it, `new` saves it.
 */
import { z } from 'zod';
import { isRateDay } from './constants.ts';

export const DESK_DATASETS = ['exchange-rate', 'maibor', 'monia'] as const;
export type DeskDatasetName = (typeof DESK_DATASETS)[number];

const cell = z.string().max(40, { error: 'validation.format' }).default('');

export const deskLine = z.object({
  line: z.number().int().min(1).max(10_000),
  date: cell,
  currency: cell,
  unit: cell,
  mid: cell,
  ttBuying: cell,
  chequeBuying: cell,
  term: cell,
  rate: cell,
});
export type DeskLine = z.infer<typeof deskLine>;

/** The most bytes of an imported file (the day of the public download is a few kilobytes). */
export const DESK_FILE_MAX_BYTES = 512 * 1024;

export const deskFile = z.object({
  name: z.string().min(1).max(200),
  mediaType: z.string().max(100).default('application/octet-stream'),
  /** The file's bytes, base64. */
  content: z
    .string()
    .max(Math.ceil((DESK_FILE_MAX_BYTES * 4) / 3) + 4, { error: 'validation.format' })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'validation.format' }),
});

export const deskDayInput = z
  .object({
    dataset: z.enum(DESK_DATASETS, { error: 'validation.format' }),
    day: z.string().refine(isRateDay, { error: 'validation.format' }),
    lines: z.array(deskLine).max(200).default([]),
    file: deskFile.optional(),
    /** The warnings (currency or term) the person confirmed. */
    confirmed: z.array(z.string().max(20)).max(40).default([]),
    /** A written reason to publish before 11:00. */
    earlyReason: z.string().trim().max(1000).optional(),
  })
  .meta({ id: 'RatesDeskDay' });
export type DeskDayInput = z.input<typeof deskDayInput>;

const problem = z.object({ line: z.number(), column: z.string(), message: z.string() });
const warning = z.object({ key: z.string(), line: z.number(), previous: z.number(), value: z.number(), changePct: z.number(), message: z.string() });

/** The figures of a day as the desk shows them (one row per currency or term). */
export const deskFigure = z.object({
  key: z.string(),
  unit: z.number().nullable(),
  mid: z.number().nullable(),
  ttBuying: z.number().nullable(),
  chequeBuying: z.number().nullable(),
  rate: z.number().nullable(),
});
export type DeskFigure = z.infer<typeof deskFigure>;

export const deskPreview = z
  .object({
    dataset: z.enum(DESK_DATASETS),
    day: z.string(),
    previousDay: z.string().nullable(),
    lines: z.array(deskLine),
    figures: z.array(deskFigure),
    previous: z.array(deskFigure),
    errors: z.array(problem),
    warnings: z.array(warning),
  })
  .meta({ id: 'RatesDeskPreview' });
export type DeskPreview = z.infer<typeof deskPreview>;

export const deskSaved = z.object({ id: z.string(), day: z.string(), status: z.enum(['pending', 'published', 'corrected']), publishedAt: z.string(), importId: z.number().nullable() });

export const deskDayRow = z.object({
  id: z.string(),
  day: z.string(),
  publishedAt: z.string(),
  pending: z.boolean(),
  fx: z.number(),
  maibor: z.number(),
  monia: z.number(),
  corrections: z.number(),
});
export type DeskDayRow = z.infer<typeof deskDayRow>;

export const deskDayDetail = deskDayRow.extend({
  exchangeRates: z.array(deskFigure),
  maiborRates: z.array(deskFigure),
  moniaRates: z.array(deskFigure),
  imports: z.array(z.object({ id: z.number(), dataset: z.string(), fileName: z.string(), sha256: z.string(), importedAt: z.string() })),
});
export type DeskDayDetail = z.infer<typeof deskDayDetail>;

// ---- Base rate changes ------------------------------------------------------------------

const announcement = z.string().trim().max(2000, { error: 'validation.format' });

export const baseChangeInput = z
  .object({
    effectiveOn: z.string().refine(isRateDay, { error: 'validation.format' }),
    /** The new rate, percent, two decimals at most. */
    rate: z.number({ error: 'validation.format' }).min(0, { error: 'validation.format' }).max(30, { error: 'validation.format' }).multipleOf(0.01, { error: 'validation.format' }),
    texts: z.object({ 'zh-hant': announcement.optional(), 'zh-hans': announcement.optional(), en: announcement.optional(), pt: announcement.optional() }).optional(),
  })
  .meta({ id: 'BaseRateChangeInput' });

export const baseChangeDraftQuery = z.object({
  effectiveOn: z.string().refine(isRateDay, { error: 'validation.format' }),
  rate: z.coerce.number({ error: 'validation.format' }).min(0).max(30),
});

export const baseChangeConfirm = z.object({ reason: z.string().trim().max(1000).optional() });

export const baseChangeView = z.object({
  id: z.number(),
  effectiveOn: z.string(),
  rate: z.number(),
  previousRate: z.number().nullable(),
  changeBp: z.number(),
  texts: z.record(z.string(), z.string()),
  status: z.enum(['awaiting', 'confirmed']),
  enteredBy: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
});
