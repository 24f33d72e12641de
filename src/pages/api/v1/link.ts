import { z } from 'zod';
import { linkItemSchema } from '#src/features/media/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { linksOfType } from '#src/features/media/links.ts';
import { FRIENDSHIP_LINK_ROOT } from '#src/features/media/modules.ts';
import { slugParam } from '#src/features/media/query.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1/link',
  summary: 'Links of a type, in display order (`type=friendship-link` for all the friendship links)',
  description: 'A type is a link category; its subcategories are included. Links always open in a new window (`newWindow`).',
  tags: ['layout'],
  query: z.object({ type: slugParam.optional().meta({ description: `Link category (default ${FRIENDSHIP_LINK_ROOT})`, example: FRIENDSHIP_LINK_ROOT }) }),
  response: z.array(linkItemSchema),
  handler: ({ query, lang }) => linksOfType(getDb(), lang, query.type ?? FRIENDSHIP_LINK_ROOT),
});
