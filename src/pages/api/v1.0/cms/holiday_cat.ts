import { z } from 'zod';
import { holidayCatSchema } from '../../../../lib/schemas/reference.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';
import { listHolidayCats } from '../../../../server/reference/holidays.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/holiday_cat',
  summary: 'Holiday categories (title and slug)',
  tags: ['cms', 'reference'],
  response: z.array(holidayCatSchema),
  handler: ({ lang }) => listHolidayCats(getDb(), lang),
});
