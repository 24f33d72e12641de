import { z } from 'zod';
import { intermediaryTitleSchema } from '#src/features/registers/contract.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { intermediaryTitles } from '#src/features/registers/service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/intermediary_title',
  summary: 'Licence categories of insurance intermediaries (SPEC §3 codes) with their titles in the caller\'s language',
  tags: ['cms', 'registers'],
  response: z.array(intermediaryTitleSchema),
  handler: ({ lang }) => Promise.resolve(intermediaryTitles(lang)),
});
