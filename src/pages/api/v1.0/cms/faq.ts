import { pagedSchema } from '../../../../lib/schemas/entries.ts';
import { catFilterQuery, faqSchema, keywordParam, pagingQuery } from '../../../../lib/schemas/reference.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';
import { listFaqs } from '../../../../server/reference/faq.ts';

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
