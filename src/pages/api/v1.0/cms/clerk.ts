import { clerkSchema, registerPageSchema, registerSearchQuery } from '#src/features/registers/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { filterFromQuery, requireKey } from '#src/features/registers/api.ts';
import { searchClerks } from '#src/features/registers/service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/clerk',
  summary: 'Registered clerks of insurance intermediaries',
  description:
    'Needs a live validate key, like the other registers. `Filters.LicenceNo` matches the clerk\'s registration number in part, or the licence number of the intermediary exactly; `Filters.ValidOn` keeps registrations valid on that date. Category and status do not apply.',
  tags: ['cms', 'registers'],
  query: registerSearchQuery,
  response: registerPageSchema(clerkSchema),
  handler: async ({ query, request, url }) => {
    const db = getDb();
    await requireKey(db, request, url);
    return searchClerks(db, filterFromQuery(query, []));
  },
});
