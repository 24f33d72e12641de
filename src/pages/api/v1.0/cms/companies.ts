import { z } from 'zod';
import { pagedSchema } from '#src/features/entries/contract.ts';
import { companyItemSchema } from '#src/features/media/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { listCompanies } from '#src/features/media/companies.ts';
import { filterQuery, mediaFilterFrom, pagingQuery, slugParam } from '#src/features/media/query.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/companies',
  summary: 'Financial institutions by type, in register order, with address, telephone and website',
  description: '`type` is the type of the institution pages (e.g. `bank`, `insurer`, `exchange-bureau`), the same as one `Filters.CatSlug`; subcategories are included.',
  tags: ['cms'],
  query: z.object({ ...pagingQuery, ...filterQuery, type: slugParam.optional().meta({ example: 'bank' }) }),
  response: pagedSchema(companyItemSchema),
  handler: ({ query, lang }) => {
    const filter = mediaFilterFrom(query);
    if (query.type) filter.catSlugs = [...(filter.catSlugs ?? []), query.type];
    return listCompanies(getDb(), lang, filter);
  },
});
