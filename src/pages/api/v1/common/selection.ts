import { z } from 'zod';
import { selectionOptionSchema, selectionTypeSchema } from '#src/features/site/cms-contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { getSelection } from '#src/features/site/selection.ts';

// SPEC §7 writes this path with a double slash (`/api/v1//common/selection`);
// the middleware folds repeated slashes of API paths, so both spellings land here.
export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1//common/selection',
  summary: 'Options of a select list: country areas (with dialling codes) or occupations',
  tags: ['cms'],
  query: z.object({ type: selectionTypeSchema }),
  response: z.array(selectionOptionSchema),
  handler: ({ query, lang }) => getSelection(getDb(), query.type, lang),
});
