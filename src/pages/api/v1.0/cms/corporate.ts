import { CORPORATE_CATEGORIES, intermediarySchema, registerPageSchema, registerSearchQuery } from '#src/features/registers/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { filterFromQuery, requireKey, scopeCategories } from '#src/features/registers/api.ts';
import { searchIntermediaries } from '#src/features/registers/service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/corporate',
  summary: 'Register of corporate insurance agents: incorporated in Macao (APC) or with a head office outside Macao (APE)',
  description:
    'Needs a live validate key (a solved verification code) in the `Validate-Key` header or the `ValidateKey` parameter; without one the answer is HTTP 403, code 40300. Names match in part, in Chinese (Traditional or Simplified) or Latin letters (case and accents ignored); one or two letters match the start of a word. Rows in register order, with the register\'s last update date.',
  tags: ['cms', 'registers'],
  query: registerSearchQuery,
  response: registerPageSchema(intermediarySchema),
  handler: async ({ query, lang, request, url }) => {
    const db = getDb();
    await requireKey(db, request, url);
    return searchIntermediaries(db, lang, filterFromQuery(query, scopeCategories(query['Filters.Category'], CORPORATE_CATEGORIES)));
  },
});
