import { z } from 'zod';
import { resetRateLimits } from '#src/features/captcha/service.ts';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { NotFoundError } from '#src/server/http/errors.ts';

/**
 * Test hook: clears the verification code rate-limit counters, since every browser
 * test reaches the server from the same address. Exists only when TEST_HOOKS is set;
 * left out of the OpenAPI document.
 */
export const ALL = defineEndpoint({
  method: 'POST',
  path: '/api/test/captcha-reset',
  summary: 'Test mode only: clear the verification code rate limits',
  tags: ['test'],
  response: z.object({ reset: z.boolean() }),
  handler: async () => {
    if (!getConfig().TEST_HOOKS) throw new NotFoundError();
    await resetRateLimits(getDb());
    return { reset: true };
  },
});
