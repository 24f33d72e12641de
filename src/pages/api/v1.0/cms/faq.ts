import { pagedSchema } from '#src/features/entries/contract.ts';
import { catFilterQuery, faqSchema, keywordParam, pagingQuery } from '#src/features/reference/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { listFaqs } from '#src/features/reference/faq.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/faq',
  summary: 'Frequently asked questions with their answers, in the editors’ order',
  tags: ['cms', 'reference'],
  query: pagingQuery.extend({ ...catFilterQuery.shape, 'Filters.Keyword': keywordParam }),
  response: pagedSchema(faqSchema),
  handler: ({ query, lang }) =>
    listFaqs(getDb(), lang, {
      catSlugs: query['Filters.CatSlug'],
      includeSubCats: query['Filters.IncludeSubCats'],
      keyword: query['Filters.Keyword'],
      page: query.Page,
      pageSize: query.PageSize,
    }),
});
