import { pagedSchema } from '#src/features/entries/contract.ts';
import { annualEventSchema, pagingQuery, yearParam } from '#src/features/reference/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { listAnnualEvents } from '#src/features/reference/events.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/annual_events',
  summary: 'Annual events: of one year in date order, or all of them newest first',
  tags: ['cms', 'reference'],
  query: pagingQuery.extend({ year: yearParam.optional().meta({ example: 2026 }) }),
  response: pagedSchema(annualEventSchema),
  handler: ({ query, lang }) => listAnnualEvents(getDb(), lang, { year: query.year, page: query.Page, pageSize: query.PageSize }),
});
