import { z } from 'zod';
import { annualEventDetailSchema, slugParam } from '#src/features/reference/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { getAnnualEvent } from '#src/features/reference/events.ts';

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
