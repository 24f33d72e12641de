/** The preview call (SPEC §7): a saved, unpublished version of a content item. The route file under src/api re-exports it. */
import { z } from 'zod';
import { idParam } from '#src/lib/api/params.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { getVersionData } from '#src/features/entries/versions.ts';

const identifier = z.string().min(1).max(64).regex(/^[a-z0-9_-]+$/);

export const versionDataEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/version_data',
  summary: 'A saved, unpublished version of a content item, for preview',
  description: 'Needs the preview key configured on the server; without it (or with a wrong one) the answer is 404, as for a version that does not exist.',
  tags: ['cms'],
  query: z.object({
    module: identifier.meta({ example: 'page' }),
    key: z.string().min(1).max(200),
    id: idParam,
    vid: idParam,
  }),
  response: z.record(z.string(), z.record(z.string(), z.unknown())).meta({ description: 'Texts of the version by language' }),
  handler: async ({ query }) => {
    const data = await getVersionData(getDb(), query.module, { preview: true, key: query.key, id: query.id, vid: query.vid });
    if (!data) throw new NotFoundError();
    return data as Record<string, Record<string, unknown>>;
  },
});
