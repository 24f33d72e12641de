import { bondKeywordParam, bondPagingQuery, investmentFundSchema } from '#src/features/bonds/contract.ts';
import { pagedSchema } from '#src/features/entries/contract.ts';
import { listFunds } from '#src/features/bonds/service.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/foreign_investment_funds',
  summary: 'Foreign investment funds authorised for distribution in Macao (SPEC §3 Investment fund), by sub-fund name',
  tags: ['cms', 'bond'],
  query: bondPagingQuery.extend({
    Keyword: bondKeywordParam.meta({ description: 'Matched against fund, sub-fund and manager names in any language' }),
  }),
  response: pagedSchema(investmentFundSchema),
  handler: ({ query, lang }) => listFunds(getDb(), lang, { keyword: query.Keyword, page: query.Page, pageSize: query.PageSize }),
});
