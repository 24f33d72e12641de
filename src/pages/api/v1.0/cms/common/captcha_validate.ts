import { captchaValidateBody, validateKeySchema } from '#src/features/captcha/contract.ts';
import { validateChallenge } from '#src/features/captcha/service.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { clientAddress } from '#src/server/http/client-address.ts';

export const ALL = defineEndpoint({
  method: 'POST',
  path: '/api/v1.0/cms/common/captcha_validate',
  summary: 'Check a typed verification code; a right one gives a validate key',
  description:
    'Each challenge can be checked once: a wrong code uses it up (HTTP 403, code 40300, “Verification code error”); load a new one. Too many checks from one client answer HTTP 429. The validate key is accepted for 30 minutes by the calls that need one, sent as the `Validate-Key` header or the `ValidateKey` query parameter.',
  tags: ['captcha'],
  body: captchaValidateBody,
  response: validateKeySchema,
  handler: ({ astro, body }) =>
    validateChallenge(getDb(), { id: body.id, code: body.code, client: clientAddress(astro) }),
});
