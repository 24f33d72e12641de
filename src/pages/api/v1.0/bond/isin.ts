import { z } from 'zod';
import { BOND_CURRENCY_CODES, bondKeywordParam, bondPagingQuery, bondRecordSchema, idFilterParam } from '#src/features/bonds/contract.ts';
import { pagedSchema } from '#src/features/entries/contract.ts';
import { listBonds } from '#src/features/bonds/service.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/bond/isin',
  summary: 'ISIN codes of the bonds issued or listed in Macao (bond records, newest issue first)',
  tags: ['bond'],
  query: bondPagingQuery.extend({
    Keyword: bondKeywordParam.meta({ description: 'Matched against ISINs, bond numbers, issuers and instrument names, in any language' }),
    Currency: z.preprocess((v) => (v === '' ? undefined : v), z.enum(BOND_CURRENCY_CODES).optional()),
    BondTypeId: idFilterParam.meta({ description: 'Bond type id; 0 or absent for all' }),
  }),
  response: pagedSchema(bondRecordSchema),
  handler: ({ query, lang }) =>
    listBonds(getDb(), lang, { keyword: query.Keyword, currency: query.Currency, bondTypeId: query.BondTypeId, page: query.Page, pageSize: query.PageSize }),
});
