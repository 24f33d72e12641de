import { z } from 'zod';
import { menuItemSchema } from '../../../../lib/schemas/menu.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';
import { getMenu, MAIN_MENU } from '../../../../server/menu/service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1/menu',
  summary: 'The main menu as a tree',
  tags: ['layout'],
  response: z.array(menuItemSchema),
  handler: ({ lang }) => getMenu(getDb(), MAIN_MENU, lang),
});
