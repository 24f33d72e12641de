import { z } from 'zod';
import { bondRecordSchema, idParam } from '../../../../lib/schemas/bonds.ts';
import { getBond } from '../../../../server/bonds/service.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';

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
