import { z } from 'zod';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { settingKeyQuery } from '#src/features/site/settings-query.ts';
import { upsertSetting } from '#src/features/site/settings-write.ts';

/**
 * Test hook: lets the browser tests switch settings (gray style, languages,
 * analytics) on the running server. It exists only when TEST_HOOKS is set and is
 * left out of the OpenAPI document.
 */
export const ALL = defineEndpoint({
  method: 'POST',
  path: '/api/test/settings',
  summary: 'Test mode only: change a setting',
  tags: ['test'],
  body: z.object({ identify: settingKeyQuery, ck: settingKeyQuery, parameter: z.string().max(2000) }),
  response: z.object({ identify: z.string(), ck: z.string(), parameter: z.string() }),
  handler: async ({ body }) => {
    if (!getConfig().TEST_HOOKS) throw new NotFoundError();
    await upsertSetting(getDb(), body.identify, body.ck, body.parameter);
    return body;
  },
});
