import { z } from 'zod';
import { bondRecordSchema, idParam } from '#src/features/bonds/contract.ts';
import { getBond } from '#src/features/bonds/service.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/bond/bond_detail',
  summary: 'One bond record with every field of SPEC §3 Bond record',
  description: 'Unknown ids answer 404.',
  tags: ['bond'],
  query: z.object({ id: idParam }),
  response: bondRecordSchema,
  handler: ({ query, lang }) => getBond(getDb(), query.id, lang),
});
