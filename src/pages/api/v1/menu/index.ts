import { z } from 'zod';
import { menuItemSchema } from '#src/features/site/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { getMenu, MAIN_MENU } from '#src/features/site/menu-service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1/menu',
  summary: 'The main menu as a tree',
  tags: ['layout'],
  response: z.array(menuItemSchema),
  handler: ({ lang }) => getMenu(getDb(), MAIN_MENU, lang),
});
