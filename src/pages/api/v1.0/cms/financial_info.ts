import { financialInfoSchema } from '#src/features/rates/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { rateQuerySchema, toRateQuery } from '#src/features/rates/query.ts';
import { financialInfo } from '#src/features/rates/service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/financial_info',
  summary: 'Exchange rates, base rate, MAIBOR, MONIA and the liquidity deposit rate for a date or a date range',
  description:
    'Rates are fixed at 11:00 Macao time on Macao business days. Without dates, the latest publication; with `Filters.Begin` only, from then to the latest; with `Filters.End` only, that day. `lastDate` is the latest publication on or before the end: when `items` is empty (a holiday, a weekend), it names the day to look at instead. Exchange rates are patacas per unit (per 100 units for JPY and KRW). The base rate lists its changes (with the announcement) whose effective date falls in the range.',
  tags: ['cms', 'rates'],
  query: rateQuerySchema,
  response: financialInfoSchema,
  handler: ({ query, lang }) => financialInfo(getDb(), lang, toRateQuery(query)),
});
