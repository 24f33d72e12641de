import { bondInformationQuery, bondInformationSchema } from '#src/features/bonds/contract.ts';
import { pagedSchema } from '#src/features/entries/contract.ts';
import { listBondInformation } from '#src/features/bonds/service.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';

export const ALL = defineEndpoint({
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
