import { z } from 'zod';
import { bondTypeOptionSchema } from '#src/features/bonds/contract.ts';
import { listBondTypes } from '#src/features/bonds/service.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';

// Its own call rather than `/common/selection?type=`: selection options are
// {id, code, title} rows of `selection_options`, while SPEC §3 gives bond type
// options as {id, slug, title} with a leading 'all' entry; bond types are the
// `module_cats` the bond records point at.
export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/bond/bond_type',
  summary: "Bond type options (SPEC §3): the 'all' entry (id 0) first, then each type",
  tags: ['bond'],
  response: z.array(bondTypeOptionSchema),
  handler: ({ lang }) => listBondTypes(getDb(), lang),
});
