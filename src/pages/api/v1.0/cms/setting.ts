import { z } from 'zod';
import { settingSchema } from '#src/features/site/cms-contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { getSetting } from '#src/features/site/settings.ts';
import { settingKeyQuery } from '#src/features/site/settings-query.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/setting',
  summary: 'One setting entry',
  tags: ['cms'],
  query: z.object({ identify: settingKeyQuery.meta({ example: 'website' }), ck: settingKeyQuery.meta({ example: 'phone' }) }),
  response: settingSchema,
  handler: async ({ query }) => {
    const setting = await getSetting(getDb(), query.identify, query.ck);
    if (!setting) throw new NotFoundError();
    return setting;
  },
});
