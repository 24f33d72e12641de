import { z } from 'zod';
import { linkItemSchema } from '../../../lib/schemas/media.ts';
import { getDb } from '../../../server/db/registry.ts';
import { defineEndpoint } from '../../../server/http/api.ts';
import { linksOfType } from '../../../server/media/links.ts';
import { FRIENDSHIP_LINK_ROOT } from '../../../server/media/modules.ts';
import { slugParam } from '../../../server/media/query.ts';

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
