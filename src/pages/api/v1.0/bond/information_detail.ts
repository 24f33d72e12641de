import { z } from 'zod';
import { bondInformationDetailSchema, idParam } from '#src/features/bonds/contract.ts';
import { getBondInformation } from '#src/features/bonds/service.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/bond/information_detail',
  summary: 'One bond information item with its text, files and every field of the bond records it concerns',
  description: 'Unknown or unpublished ids answer 404.',
  tags: ['bond'],
  query: z.object({ id: idParam }),
  response: bondInformationDetailSchema,
  handler: ({ query, lang }) => getBondInformation(getDb(), query.id, lang),
});
