import { z } from 'zod';
import { captchaIdParam } from '#src/features/captcha/contract.ts';
import { challengeCode } from '#src/features/captcha/service.ts';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { NotFoundError } from '#src/server/http/errors.ts';

/**
 * Test hook: the answer of a live verification code challenge, so browser tests can
 * type the right code. It exists only when TEST_HOOKS is set and is left out of the
 * OpenAPI document; there is no other way around the verification code.
 */
export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/test/captcha-answer',
  summary: 'Test mode only: the answer of a verification code challenge',
  tags: ['test'],
  query: z.object({ id: captchaIdParam }),
  response: z.object({ code: z.string() }),
  handler: async ({ query }) => {
    if (!getConfig().TEST_HOOKS) throw new NotFoundError();
    const code = await challengeCode(getDb(), query.id);
    if (!code) throw new NotFoundError();
    return { code };
  },
});
