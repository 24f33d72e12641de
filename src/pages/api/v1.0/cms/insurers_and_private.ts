import { z } from 'zod';
import { insurerSchema } from '#src/features/registers/contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { listInsurers } from '#src/features/registers/service.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/insurers_and_private',
  summary: 'Insurers and pension fund managers that intermediaries may represent (life, general, pension)',
  description: 'A public reference list (the codes used in the register records); no validate key needed.',
  tags: ['cms', 'registers'],
  response: z.array(insurerSchema),
  handler: () => listInsurers(getDb()),
});
