import { z } from 'zod';
import { menuItemSchema } from '#src/features/site/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { getMenu } from '#src/features/site/menu-service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1/menu/items',
  summary: 'The items of one menu (main, footer, quick-links, top-links)',
  tags: ['layout'],
  query: z.object({
    mark: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[a-z0-9-]+$/)
      .meta({ description: 'Menu mark', example: 'footer' }),
  }),
  response: z.array(menuItemSchema),
  handler: ({ query, lang }) => getMenu(getDb(), query.mark, lang),
});
