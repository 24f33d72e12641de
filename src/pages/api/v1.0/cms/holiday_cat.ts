import { z } from 'zod';
import { holidayCatSchema } from '#src/features/reference/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { listHolidayCats } from '#src/features/reference/holidays.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/holiday_cat',
  summary: 'Holiday categories (title and slug)',
  tags: ['cms', 'reference'],
  response: z.array(holidayCatSchema),
  handler: ({ lang }) => listHolidayCats(getDb(), lang),
});
