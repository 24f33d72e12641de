/**
 * Shapes of the reference content calls (SPEC §7 Content): laws, FAQ, holidays
 * (SPEC §3 Holiday), annual events, the calendar, recruitment, tenders and
 * message templates, and the query parameters they share.
 */
import { z } from 'zod';
import { queryArray } from '#src/lib/api/envelope.ts';
import { booleanParam, isoDateParam, pagingQuery as sharedPaging, slugParamOf } from '#src/lib/api/params.ts';
import { entryCategorySchema, entryDetailSchema, entrySummarySchema } from '#src/features/entries/contract.ts';

// --- Query parameters ------------------------------------------------------------
// Flag, year, keyword, date and paging come from src/lib/api/params.ts; this area's
// calls always capped slugs at 64 characters and `Page` at 10 000, and still do.

export { booleanParam, keywordParam, yearParam } from '#src/lib/api/params.ts';
export const slugParam = slugParamOf(64);
export const dateParam = isoDateParam;

/** SPEC §7 paging: `Page` from 1 (at most 10 000 here), `PageSize` up to 100, 20 unless asked. */
export const pagingQuery = sharedPaging({ defaultSize: 20, maxSize: 100, maxPage: 10_000 });

export const catFilterQuery = z.object({
  'Filters.CatSlug': queryArray(slugParam).optional().meta({ description: 'Category slug; repeat for several' }),
  'Filters.IncludeSubCats': booleanParam.meta({ description: 'Also the sub-categories of the given ones' }),
});

// --- Laws ------------------------------------------------------------------------

export const LAW_KINDS = ['law', 'decree-law', 'administrative-regulation', 'notice'] as const;
export const LAW_STATUSES = ['in-force', 'repealed'] as const;
export type LawStatus = (typeof LAW_STATUSES)[number];

export const lawSchema = entrySummarySchema
  .extend({
    number: z.string().meta({ description: 'Official number in the language of the answer', example: 'Law No. 13/2023' }),
    officialNumber: z.string().meta({ description: 'Official number as published in the Gazette', example: 'Lei n.º 13/2023' }),
    kind: z.enum(LAW_KINDS),
    status: z.enum(LAW_STATUSES),
    inForceOn: z.string().nullable().meta({ description: 'Date in force, YYYY-MM-DD' }),
    repealedOn: z.string().nullable().meta({ description: 'Date repealed, YYYY-MM-DD' }),
  })
  .meta({ id: 'Law' });
export type Law = z.infer<typeof lawSchema>;

/** What a law's `data` holds in the database. */
export const lawDataSchema = z.object({
  kind: z.enum(LAW_KINDS),
  officialNumber: z.string().min(1),
  status: z.enum(LAW_STATUSES),
  number: z.string().optional(),
  repealedBy: z.string().optional(),
});

// --- FAQ -------------------------------------------------------------------------

export const faqSchema = entrySummarySchema
  .extend({
    question: z.string(),
    answer: z.string().nullable().meta({ description: 'Sanitised HTML' }),
  })
  .meta({ id: 'Faq' });
export type Faq = z.infer<typeof faqSchema>;

// --- Holidays ----------------------------------------------------------------------

export const holidaySchema = z
  .object({
    id: z.number().int(),
    slug: z.string().nullable(),
    title: z.string(),
    date: z.string().meta({ description: 'YYYY-MM-DD' }),
    endsOn: z.string().nullable(),
    type: z.string().nullable().meta({ description: 'The holiday types as a JSON string (SPEC §3)', example: '{"public":true,"mandatory":true,"bank":true}' }),
    typeValue: z.unknown().meta({ description: '`type` parsed; null when it is missing or not valid JSON' }),
    isPublic: z.boolean().meta({ description: 'A public holiday of the Macao SAR' }),
    category: entryCategorySchema.nullable(),
    lang: entrySummarySchema.shape.lang,
    fallback: z.boolean(),
  })
  .meta({ id: 'Holiday' });
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayCatSchema = z
  .object({ id: z.number().int(), slug: z.string(), title: z.string(), summary: z.string().nullable() })
  .meta({ id: 'HolidayCategory' });
export type HolidayCat = z.infer<typeof holidayCatSchema>;

// --- Annual events and calendar ------------------------------------------------------

export const annualEventSchema = entrySummarySchema
  .extend({ venue: z.string().nullable(), year: z.number().int() })
  .meta({ id: 'AnnualEvent' });
export type AnnualEvent = z.infer<typeof annualEventSchema>;

export const annualEventDetailSchema = entryDetailSchema
  .extend({ venue: z.string().nullable(), year: z.number().int() })
  .meta({ id: 'AnnualEventDetail' });
export type AnnualEventDetail = z.infer<typeof annualEventDetailSchema>;

export const CALENDAR_KINDS = ['release', 'activity'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export const calendarEventSchema = z
  .object({
    id: z.number().int(),
    slug: z.string().nullable(),
    title: z.string(),
    summary: z.string().nullable(),
    date: z.string().meta({ description: 'YYYY-MM-DD' }),
    endsOn: z.string().nullable(),
    kind: z.enum(CALENDAR_KINDS).meta({ description: 'A statistical release or an activity of the Authority' }),
    category: entryCategorySchema.nullable(),
    lang: entrySummarySchema.shape.lang,
    fallback: z.boolean(),
  })
  .meta({ id: 'CalendarEvent' });
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

// --- Recruitment and tenders -----------------------------------------------------------

export const OPENING_STATUSES = ['open', 'closed'] as const;
export type OpeningStatus = (typeof OPENING_STATUSES)[number];

const openingFields = {
  reference: z.string(),
  closingDate: z.string().nullable().meta({ description: 'Last day to apply or tender, YYYY-MM-DD (Macao time)' }),
  status: z.enum(OPENING_STATUSES).meta({ description: 'Computed from the closing date' }),
};

export const recruitmentSchema = entryDetailSchema
  .extend({ ...openingFields, positions: z.number().int().nullable(), department: z.string().nullable() })
  .meta({ id: 'Recruitment' });
export type Recruitment = z.infer<typeof recruitmentSchema>;

export const TENDER_PROCEDURES = ['public-tender', 'written-consultation'] as const;
export const tenderSchema = entryDetailSchema
  .extend({ ...openingFields, procedure: z.enum(TENDER_PROCEDURES).nullable() })
  .meta({ id: 'Tender' });
export type Tender = z.infer<typeof tenderSchema>;

// --- Message templates -------------------------------------------------------------------

export const messageTemplateSchema = z
  .object({
    alias: z.string(),
    title: z.string(),
    content: z.string().nullable().meta({ description: 'Sanitised HTML' }),
    lang: entrySummarySchema.shape.lang,
    fallback: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MessageTemplate' });
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

// --- What each module keeps in `entries.data` / `entry_i18n.data` (the back office's editor checks a save with these) ---

/** A law's text-specific data: its number as written in that language. */
export const lawTextDataSchema = z.object({ number: z.string().max(100).optional() });

/**
 * A holiday's kind: public, mandatory (paid), bank holiday, half day. Stored as the
 * JSON text the old site used (`parseHolidayType` reads both it and the object).
 */
export const holidayTypeSchema = z.object({ public: z.boolean(), mandatory: z.boolean(), bank: z.boolean(), halfDay: z.boolean().optional() });
export const holidayDataSchema = z.object({
  type: z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, holidayTypeSchema),
});

/** An annual event's year (else the year it starts) and, per language, its venue. */
export const annualEventDataSchema = z.object({ year: z.number().int().min(1990).max(2100).optional() });
export const annualEventTextDataSchema = z.object({ venue: z.string().max(300).optional() });

/** A recruitment's reference and number of posts; per language, the department. */
export const recruitmentDataSchema = z.object({ reference: z.string().min(1).max(60), positions: z.number().int().positive().optional() });
export const recruitmentTextDataSchema = z.object({ department: z.string().max(200).optional() });

/** A tender's reference and procedure (its closing date is the entry's `endsOn`). */
export const tenderDataSchema = z.object({ reference: z.string().min(1).max(60), procedure: z.enum(TENDER_PROCEDURES).optional() });
