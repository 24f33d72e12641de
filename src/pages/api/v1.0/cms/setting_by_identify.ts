import { z } from 'zod';
import { settingSchema } from '#src/features/site/cms-contract.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { getSettingsByIdentify } from '#src/features/site/settings.ts';
import { settingKeyQuery } from '#src/features/site/settings-query.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/setting_by_identify',
  summary: 'Every setting entry of a group',
  tags: ['cms'],
  query: z.object({ identify: settingKeyQuery.meta({ example: 'website' }) }),
  response: z.array(settingSchema),
  handler: ({ query }) => getSettingsByIdentify(getDb(), query.identify),
});
