import { captchaSchema } from '#src/features/captcha/contract.ts';
import { createChallenge } from '#src/features/captcha/service.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { clientAddress } from '#src/server/http/client-address.ts';

export const ALL = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/common/captcha',
  summary: 'A new verification code challenge: its picture and id',
  description:
    'Five digits drawn as an SVG picture, valid for 5 minutes and for one check (POST /cms/common/captcha_validate). The spoken version is GET /cms/common/captcha_audio with the same id. Never cached.',
  tags: ['captcha'],
  response: captchaSchema,
  handler: ({ astro }) => createChallenge(getDb(), { client: clientAddress(astro) }),
});
