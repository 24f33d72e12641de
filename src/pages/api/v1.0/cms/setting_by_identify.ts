import { z } from 'zod';
import { settingSchema } from '../../../../lib/schemas/cms.ts';
import { getDb } from '../../../../server/db/registry.ts';
import { defineEndpoint } from '../../../../server/http/api.ts';
import { getSettingsByIdentify } from '../../../../server/settings/service.ts';
import { settingKeyQuery } from '../../../../server/settings/query.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/setting_by_identify',
  summary: 'Every setting entry of a group',
  tags: ['cms'],
  query: z.object({ identify: settingKeyQuery.meta({ example: 'website' }) }),
  response: z.array(settingSchema),
  handler: ({ query }) => getSettingsByIdentify(getDb(), query.identify),
});
