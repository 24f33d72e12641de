import { z } from 'zod';
import { pagedSchema } from '#src/features/entries/contract.ts';
import { holidaySchema, slugParam, yearParam } from '#src/features/reference/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { listHolidays } from '#src/features/reference/holidays.ts';

export const ALL = defineEndpoint({
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
