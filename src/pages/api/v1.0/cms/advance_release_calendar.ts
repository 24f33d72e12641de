import { z } from 'zod';
import { releaseCalendarSchema } from '#src/features/media/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { getReleaseCalendar } from '#src/features/media/downloads.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/advance_release_calendar',
  summary: 'The advance release calendar of statistics for a year, with its files',
  description: 'Without `year`: the current year’s calendar (Macao time), or the newest one published. Each statistic lists its release dates (Macao time), which are past, and the next one. A year without a calendar is a 404.',
  tags: ['cms', 'downloads'],
  query: z.object({ year: z.coerce.number().int().min(1990).max(2100).optional() }),
  response: releaseCalendarSchema,
  handler: async ({ query, lang }) => {
    const calendar = await getReleaseCalendar(getDb(), lang, { year: query.year });
    if (!calendar) throw new NotFoundError();
    return calendar;
  },
});
