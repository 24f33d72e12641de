import { z } from 'zod';
import { pagedSchema } from '#src/features/entries/contract.ts';
import { catFilterQuery, keywordParam, LAW_STATUSES, lawSchema, pagingQuery, yearParam } from '#src/features/reference/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { listLaws } from '#src/features/reference/laws.ts';

export const ALL = defineEndpoint({
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
