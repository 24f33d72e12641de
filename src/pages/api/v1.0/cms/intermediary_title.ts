import { z } from 'zod';
import { intermediaryTitleSchema } from '../../../../lib/schemas/registers.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';
import { intermediaryTitles } from '../../../../server/registers/service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/intermediary_title',
  summary: 'Licence categories of insurance intermediaries (SPEC §3 codes) with their titles in the caller\'s language',
  tags: ['cms', 'registers'],
  response: z.array(intermediaryTitleSchema),
  handler: ({ lang }) => Promise.resolve(intermediaryTitles(lang)),
});
