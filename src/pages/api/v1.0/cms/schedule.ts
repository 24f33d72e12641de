import { z } from 'zod';
import { pagedSchema } from '#src/features/entries/contract.ts';
import { CALENDAR_KINDS, calendarEventSchema, dateParam, pagingQuery } from '#src/features/reference/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { macaoToday } from '#src/features/reference/common.ts';
import { listCalendarEvents } from '#src/features/reference/events.ts';

export const ALL = defineEndpoint({
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
