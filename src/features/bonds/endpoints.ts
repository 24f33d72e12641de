/** The bond market and investment fund calls (SPEC §7 /bond/*, /cms/foreign_investment_funds). */
import { z } from 'zod';
import { pagedSchema } from '#src/features/entries/contract.ts';
import { idParam, keywordParam } from '#src/lib/api/params.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import {
  BOND_CURRENCY_CODES,
  bondInformationCategorySchema,
  bondInformationDetailSchema,
  bondInformationQuery,
  bondInformationSchema,
  bondPagingQuery,
  bondRecordSchema,
  bondTypeOptionSchema,
  idFilterParam,
  investmentFundSchema,
} from './contract.ts';
import { getBond, getBondInformation, listBondInformation, listBonds, listBondTypes, listFunds, listInformationCategories } from './service.ts';

export const bondDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/bond/bond_detail',
  summary: 'One bond record with every field of SPEC §3 Bond record',
  description: 'Unknown ids answer 404.',
  tags: ['bond'],
  query: z.object({ id: idParam }),
  response: bondRecordSchema,
  handler: ({ query, lang }) => getBond(getDb(), query.id, lang),
});

// Its own call rather than `/common/selection?type=`: selection options are
// {id, code, title} rows of `selection_options`, while SPEC §3 gives bond type
// options as {id, slug, title} with a leading 'all' entry; bond types are the
// `module_cats` the bond records point at.
export const bondTypeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/bond/bond_type',
  summary: "Bond type options (SPEC §3): the 'all' entry (id 0) first, then each type",
  tags: ['bond'],
  response: z.array(bondTypeOptionSchema),
  handler: ({ lang }) => listBondTypes(getDb(), lang),
});

export const bondInformationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/bond/information',
  summary: "Bond information: announcements and disclosures about bond issues and listings on Macao's bond market, newest first",
  description: 'Every filter given narrows the list (they combine with AND). CategoryId 0 and BondTypeId 0 mean all.',
  tags: ['bond'],
  query: bondInformationQuery,
  response: pagedSchema(bondInformationSchema),
  handler: ({ query, lang }) =>
    listBondInformation(getDb(), lang, {
      categoryId: query.CategoryId,
      bondTypeId: query.BondTypeId,
      year: query.Year,
      month: query.Month,
      keyword: query.Keyword,
      page: query.Page,
      pageSize: query.PageSize,
    }),
});

export const bondInformationCategoriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/bond/information_cat',
  summary: 'Categories of bond information (SPEC §3 Bond information category)',
  tags: ['bond'],
  response: z.array(bondInformationCategorySchema),
  handler: ({ lang }) => listInformationCategories(getDb(), lang),
});

export const bondInformationDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/bond/information_detail',
  summary: 'One bond information item with its text, files and every field of the bond records it concerns',
  description: 'Unknown or unpublished ids answer 404.',
  tags: ['bond'],
  query: z.object({ id: idParam }),
  response: bondInformationDetailSchema,
  handler: ({ query, lang }) => getBondInformation(getDb(), query.id, lang),
});

export const isinEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/bond/isin',
  summary: 'ISIN codes of the bonds issued or listed in Macao (bond records, newest issue first)',
  tags: ['bond'],
  query: bondPagingQuery.extend({
    Keyword: keywordParam.meta({ description: 'Matched against ISINs, bond numbers, issuers and instrument names, in any language' }),
    Currency: z.preprocess((v) => (v === '' ? undefined : v), z.enum(BOND_CURRENCY_CODES).optional()),
    BondTypeId: idFilterParam.meta({ description: 'Bond type id; 0 or absent for all' }),
  }),
  response: pagedSchema(bondRecordSchema),
  handler: ({ query, lang }) =>
    listBonds(getDb(), lang, { keyword: query.Keyword, currency: query.Currency, bondTypeId: query.BondTypeId, page: query.Page, pageSize: query.PageSize }),
});

export const foreignInvestmentFundsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/foreign_investment_funds',
  summary: 'Foreign investment funds authorised for distribution in Macao (SPEC §3 Investment fund), by sub-fund name',
  tags: ['cms', 'bond'],
  query: bondPagingQuery.extend({
    Keyword: keywordParam.meta({ description: 'Matched against fund, sub-fund and manager names in any language' }),
  }),
  response: pagedSchema(investmentFundSchema),
  handler: ({ query, lang }) => listFunds(getDb(), lang, { keyword: query.Keyword, page: query.Page, pageSize: query.PageSize }),
});
