import { z } from 'zod';
import { pagedSchema } from '../../../../lib/schemas/entries.ts';
import { linkItemSchema } from '../../../../lib/schemas/media.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';
import { listLinks } from '../../../../server/media/links.ts';
import { filterQuery, mediaFilterFrom, pagingQuery } from '../../../../server/media/query.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/friend_link',
  summary: 'Friendship links (government, regulators, international organisations), paged',
  tags: ['cms'],
  query: z.object({ ...pagingQuery, ...filterQuery }),
  response: pagedSchema(linkItemSchema),
  handler: ({ query, lang }) => listLinks(getDb(), lang, mediaFilterFrom(query)),
});
