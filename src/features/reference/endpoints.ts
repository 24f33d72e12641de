/**
 * The reference API calls (SPEC §7): each `defineEndpoint` spec is re-exported by its
 * route file under src/api, which keeps the URL and the exported name.
 */
import { z } from 'zod';
import { pagedSchema, type Paged, moduleCatSchema } from '#src/features/entries/contract.ts';
import { getModuleCats } from '#src/features/entries/module-cats.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { macaoToday } from '#src/lib/format.ts';
import { annualEventDetailSchema, annualEventSchema, CALENDAR_KINDS, calendarEventSchema, catFilterQuery, dateParam, faqSchema, holidayCatSchema, holidaySchema, keywordParam, LAW_STATUSES, lawSchema, messageTemplateSchema, OPENING_STATUSES, pagingQuery, recruitmentSchema, slugParam, tenderSchema, yearParam } from './contract.ts';
import { getAnnualEvent, listAnnualEvents, listCalendarEvents } from './events.ts';
import { listFaqs } from './faq.ts';
import { listHolidayCats, listHolidays } from './holidays.ts';
import { listLaws } from './laws.ts';
import { LAW_MODULE } from './modules.ts';
import { listRecruitment, listTenders, type OpeningFilter } from './openings.ts';
import { getMessageTemplate } from './templates.ts';

export const annualEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/annual_events',
  summary: 'Annual events: of one year in date order, or all of them newest first',
  tags: ['cms', 'reference'],
  query: pagingQuery.extend({ year: yearParam.optional().meta({ example: 2026 }) }),
  response: pagedSchema(annualEventSchema),
  handler: ({ query, lang }) => listAnnualEvents(getDb(), lang, { year: query.year, page: query.Page, pageSize: query.PageSize }),
});

const params = z.object({ slug: slugParam.meta({ example: 'financial-forum-2026' }) });

export const annualEventDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/annual_events/{slug}/detail',
  summary: 'One annual event with its content and files',
  tags: ['cms', 'reference'],
  params,
  response: annualEventDetailSchema,
  handler: ({ params: raw, lang }) => getAnnualEvent(getDb(), lang, params.parse(raw).slug),
});

export const faqEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/faq',
  summary: 'Frequently asked questions with their answers, in the editors’ order',
  tags: ['cms', 'reference'],
  query: pagingQuery.extend({ ...catFilterQuery.shape, 'Filters.Keyword': keywordParam }),
  response: pagedSchema(faqSchema),
  handler: ({ query, lang }) =>
    listFaqs(getDb(), lang, {
      catSlugs: query['Filters.CatSlug'],
      includeSubCats: query['Filters.IncludeSubCats'],
      keyword: query['Filters.Keyword'],
      page: query.Page,
      pageSize: query.PageSize,
    }),
});

export const holidaysEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/holiday',
  summary: 'Holidays in date order, with their type as JSON text and parsed',
  tags: ['cms', 'reference'],
  query: z.object({
    year: yearParam.optional().meta({ example: 2026 }),
    cat: slugParam.optional().meta({ description: 'Slug of a holiday category', example: 'public-holidays' }),
  }),
  response: pagedSchema(holidaySchema),
  handler: ({ query, lang }) => listHolidays(getDb(), lang, { year: query.year, cat: query.cat }),
});

export const holidayCatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/holiday_cat',
  summary: 'Holiday categories (title and slug)',
  tags: ['cms', 'reference'],
  response: z.array(holidayCatSchema),
  handler: ({ lang }) => listHolidayCats(getDb(), lang),
});

export const lawCatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/law_cats',
  summary: 'Categories of laws and guidelines, as a tree (or the subtree of one category)',
  tags: ['cms', 'reference'],
  query: z.object({ slug: slugParam.optional().meta({ example: 'banking' }) }),
  response: z.array(moduleCatSchema),
  handler: ({ query, lang }) => getModuleCats(getDb(), lang, query.slug ? { module: LAW_MODULE, slug: query.slug } : { module: LAW_MODULE }),
});

export const lawsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/laws',
  summary: 'Laws and guidelines: texts in force first, then newest first',
  description: 'Filters by category (with `Filters.IncludeSubCats=true`, its sub-categories too), year of publication, status, and a keyword matched against titles, summaries, texts and official numbers in any language.',
  tags: ['cms', 'reference'],
  query: pagingQuery.extend({
    ...catFilterQuery.shape,
    'Filters.Keyword': keywordParam,
    'Filters.Year': yearParam.optional(),
    'Filters.Status': z.enum(LAW_STATUSES).optional(),
  }),
  response: pagedSchema(lawSchema),
  handler: ({ query, lang }) =>
    listLaws(getDb(), lang, {
      catSlugs: query['Filters.CatSlug'],
      includeSubCats: query['Filters.IncludeSubCats'],
      keyword: query['Filters.Keyword'],
      year: query['Filters.Year'],
      status: query['Filters.Status'],
      page: query.Page,
      pageSize: query.PageSize,
    }),
});

export const messageTemplateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/message_template',
  summary: 'A text shown by a form (note, declaration, disclaimer), by its alias',
  description: 'An unknown alias answers 404.',
  tags: ['cms', 'reference'],
  query: z.object({ alias: slugParam.meta({ example: 'complaint-note' }) }),
  response: messageTemplateSchema,
  handler: ({ query, lang }) => getMessageTemplate(getDb(), lang, query.alias),
});

/**
 * Recruitment and tenders are the same call over two entry modules (SPEC §7
 * recruitment_info, tender_info): open ones first, closing soonest first, then
 * closed ones; filters by status, year and keyword.
 */
function openingsEndpoint<T extends z.ZodType>(path: string, summary: string, item: T, list: (db: Queryable, lang: Language, filter: OpeningFilter) => Promise<Paged<z.input<T>>>) {
  return defineEndpoint({
    method: 'GET',
    path,
    summary,
    description: 'The status is computed from the closing date in Macao time.',
    tags: ['cms', 'reference'],
    query: pagingQuery.extend({
      'Filters.Status': z.enum(OPENING_STATUSES).optional(),
      'Filters.Year': yearParam.optional().meta({ description: 'Year of publication' }),
      'Filters.Keyword': keywordParam.meta({ description: 'Matched against titles, texts and reference numbers' }),
    }),
    response: pagedSchema(item),
    handler: ({ query, lang }) =>
      list(getDb(), lang, {
        status: query['Filters.Status'],
        year: query['Filters.Year'],
        keyword: query['Filters.Keyword'],
        page: query.Page,
        pageSize: query.PageSize,
      }),
  });
}

export const recruitmentEndpoint = openingsEndpoint(
  '/api/v1.0/cms/recruitment_info',
  'Recruitment notices: open ones first (closing soonest first), then closed ones',
  recruitmentSchema,
  listRecruitment,
);

export const scheduleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/schedule',
  summary: 'Publication schedule: statistical releases (or activities) in date order, from today unless a range is given',
  tags: ['cms', 'reference'],
  query: pagingQuery.extend({
    'Filters.Begin': dateParam.optional().meta({ description: 'First day, YYYY-MM-DD (default: today in Macao)' }),
    'Filters.End': dateParam.optional().meta({ description: 'Last day, YYYY-MM-DD' }),
    'Filters.Kind': z.enum(CALENDAR_KINDS).default('release'),
  }),
  response: pagedSchema(calendarEventSchema),
  handler: ({ query, lang }) =>
    listCalendarEvents(getDb(), lang, {
      kind: query['Filters.Kind'],
      from: query['Filters.Begin'] ?? macaoToday(),
      to: query['Filters.End'],
      page: query.Page,
      pageSize: query.PageSize,
    }),
});

export const tendersEndpoint = openingsEndpoint(
  '/api/v1.0/cms/tender_info',
  'Tenders and procurement notices: open ones first (closing soonest first), then closed ones',
  tenderSchema,
  listTenders,
);

export const calendarActivityEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/calendar/activity',
  summary: 'Activities of the Authority: of one year in date order, or the coming ones from today',
  tags: ['calendar', 'reference'],
  query: pagingQuery.extend({ year: yearParam.optional().meta({ example: 2026 }) }),
  response: pagedSchema(calendarEventSchema),
  handler: ({ query, lang }) =>
    listCalendarEvents(getDb(), lang, {
      kind: 'activity',
      year: query.year,
      from: query.year === undefined ? macaoToday() : undefined,
      page: query.Page,
      pageSize: query.PageSize,
    }),
});

export const calendarListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1/calendar/list',
  summary: 'The calendar of a year: statistical releases and activities in date order',
  tags: ['calendar', 'reference'],
  query: z.object({
    year: yearParam.optional().meta({ description: 'Default: the current year in Macao', example: 2026 }),
    month: z.coerce.number().int().min(1).max(12).optional(),
  }),
  response: pagedSchema(calendarEventSchema),
  handler: ({ query, lang }) => listCalendarEvents(getDb(), lang, { year: query.year ?? Number(macaoToday().slice(0, 4)), month: query.month }),
});
