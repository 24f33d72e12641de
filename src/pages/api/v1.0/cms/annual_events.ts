import { pagedSchema } from '../../../../lib/schemas/entries.ts';
import { annualEventSchema, pagingQuery, yearParam } from '../../../../lib/schemas/reference.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';
import { listAnnualEvents } from '../../../../server/reference/events.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/annual_events',
  summary: 'Annual events: of one year in date order, or all of them newest first',
  tags: ['cms', 'reference'],
  query: pagingQuery.extend({ year: yearParam.optional().meta({ example: 2026 }) }),
  response: pagedSchema(annualEventSchema),
  handler: ({ query, lang }) => listAnnualEvents(getDb(), lang, { year: query.year, page: query.Page, pageSize: query.PageSize }),
});
