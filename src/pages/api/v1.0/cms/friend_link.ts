import { z } from 'zod';
import { pagedSchema } from '#src/features/entries/contract.ts';
import { linkItemSchema } from '#src/features/media/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { listLinks } from '#src/features/media/links.ts';
import { filterQuery, mediaFilterFrom, pagingQuery } from '#src/features/media/query.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/friend_link',
  summary: 'Friendship links (government, regulators, international organisations), paged',
  tags: ['cms'],
  query: z.object({ ...pagingQuery, ...filterQuery }),
  response: pagedSchema(linkItemSchema),
  handler: ({ query, lang }) => listLinks(getDb(), lang, mediaFilterFrom(query)),
});
