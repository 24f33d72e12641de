import { pagedSchema } from '../../../../lib/schemas/entries.ts';
import { calendarEventSchema, pagingQuery, yearParam } from '../../../../lib/schemas/reference.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';
import { macaoToday } from '../../../../server/reference/common.ts';
import { listCalendarEvents } from '../../../../server/reference/events.ts';

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
