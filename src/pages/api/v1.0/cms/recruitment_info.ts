import { z } from 'zod';
import { pagedSchema } from '#src/features/entries/contract.ts';
import { keywordParam, OPENING_STATUSES, pagingQuery, recruitmentSchema, yearParam } from '#src/features/reference/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { listRecruitment } from '#src/features/reference/openings.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/recruitment_info',
  summary: 'Recruitment notices: open ones first (closing soonest first), then closed ones',
  description: 'The status is computed from the closing date in Macao time.',
  tags: ['cms', 'reference'],
  query: pagingQuery.extend({
    'Filters.Status': z.enum(OPENING_STATUSES).optional(),
    'Filters.Year': yearParam.optional().meta({ description: 'Year of publication' }),
    'Filters.Keyword': keywordParam.meta({ description: 'Matched against titles, texts and reference numbers' }),
  }),
  response: pagedSchema(recruitmentSchema),
  handler: ({ query, lang }) =>
    listRecruitment(getDb(), lang, {
      status: query['Filters.Status'],
      year: query['Filters.Year'],
      keyword: query['Filters.Keyword'],
      page: query.Page,
      pageSize: query.PageSize,
    }),
});
