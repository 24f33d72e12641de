import { z } from 'zod';
import { annualEventDetailSchema, slugParam } from '../../../../../../lib/schemas/reference.ts';
import { getDb } from '../../../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../../../server/http/api.ts';
import { getAnnualEvent } from '../../../../../../server/reference/events.ts';

const params = z.object({ slug: slugParam.meta({ example: 'financial-forum-2026' }) });

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/annual_events/{slug}/detail',
  summary: 'One annual event with its content and files',
  tags: ['cms', 'reference'],
  params,
  response: annualEventDetailSchema,
  handler: ({ params: raw, lang }) => getAnnualEvent(getDb(), lang, params.parse(raw).slug),
});
