import { z } from 'zod';
import { settingSchema } from '../../../../lib/schemas/cms.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';
import { NotFoundError } from '../../../../server/http/errors.ts';
import { getSetting } from '../../../../server/settings/service.ts';
import { settingKeyQuery } from '../../../../server/settings/query.ts';

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
