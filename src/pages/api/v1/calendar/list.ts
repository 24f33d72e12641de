import { z } from 'zod';
import { pagedSchema } from '#src/features/entries/contract.ts';
import { calendarEventSchema, yearParam } from '#src/features/reference/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { macaoToday } from '#src/features/reference/common.ts';
import { listCalendarEvents } from '#src/features/reference/events.ts';

export const ALL = defineEndpoint({
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
