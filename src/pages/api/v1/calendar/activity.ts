import { pagedSchema } from '#src/features/entries/contract.ts';
import { calendarEventSchema, pagingQuery, yearParam } from '#src/features/reference/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { macaoToday } from '#src/features/reference/common.ts';
import { listCalendarEvents } from '#src/features/reference/events.ts';

export const ALL = defineEndpoint({
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
