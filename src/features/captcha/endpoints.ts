/**
 * The verification code calls (SPEC §7 Captcha) and the two test hooks, which
 * exist only when the server runs with TEST_HOOKS=1 and are left out of the
 * OpenAPI document. `src/api/…` re-export these.
 */
import { z } from 'zod';
import { API_ERROR_CODES } from '#src/lib/api/error-codes.ts';
import { getConfig } from '#src/server/config.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { binaryResponse, defineBinaryEndpoint } from '#src/server/http/binary.ts';
import { clientAddress } from '#src/server/http/client-address.ts';
import { NotFoundError, VerificationCodeError } from '#src/server/http/errors.ts';
import { captchaWav } from './audio.ts';
import { captchaAudioQuery, captchaIdParam, captchaSchema, captchaValidateBody, validateKeySchema } from './contract.ts';
import { challengeCode, createChallenge, resetRateLimits, validateChallenge } from './service.ts';

const VERIFICATION_FAILED = String(API_ERROR_CODES.verificationFailed);

export const captchaEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/common/captcha',
  summary: 'A new verification code challenge: its picture and id',
  description:
    'Five digits drawn as an SVG picture, valid for 5 minutes and for one check (POST /cms/common/captcha_validate). The spoken version is GET /cms/common/captcha_audio with the same id. Never cached.',
  tags: ['captcha'],
  response: captchaSchema,
  handler: ({ astro }) => createChallenge(getDb(), { client: clientAddress(astro) }),
});

export const captchaAudioEndpoint = defineBinaryEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/common/captcha_audio',
  summary: 'The digits of a verification code challenge, spoken (WAV)',
  description: `The challenge’s digits read out in the given language (Cantonese for zh-hant, Mandarin for zh-hans, English, Portuguese), as 16-bit mono WAV. Listening does not use the challenge up; an unknown or expired id answers HTTP 403 with code ${VERIFICATION_FAILED}. Never cached.`,
  tags: ['captcha'],
  query: captchaAudioQuery,
  contentType: 'audio/wav',
  handler: async ({ query }) => {
    const code = await challengeCode(getDb(), query.id);
    if (!code) throw new VerificationCodeError();
    return binaryResponse(captchaWav(code, query.lang), 'audio/wav', { 'Content-Disposition': 'inline' });
  },
});

export const captchaValidateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1.0/cms/common/captcha_validate',
  summary: 'Check a typed verification code; a right one gives a validate key',
  description: `Each challenge can be checked once: a wrong code uses it up (HTTP 403, code ${VERIFICATION_FAILED}, “Verification code error”); load a new one. Too many checks from one client answer HTTP 429. The validate key is accepted for 30 minutes by the calls that need one, sent as the \`Validate-Key\` header or the \`ValidateKey\` query parameter.`,
  tags: ['captcha'],
  body: captchaValidateBody,
  // An id of 64 and a code of 32 characters in JSON: about 120 bytes; 1 KiB leaves room.
  maxBodyBytes: 1024,
  response: validateKeySchema,
  handler: ({ astro, body }) => validateChallenge(getDb(), { id: body.id, code: body.code, client: clientAddress(astro) }),
});

/**
 * Test hook: the answer of a live verification code challenge, so browser tests can
 * type the right code. There is no other way around the verification code.
 */
export const captchaAnswerEndpoint = defineEndpoint({
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

/** Test hook: clears the rate-limit counters, since every browser test reaches the server from the same address. */
export const captchaResetEndpoint = defineEndpoint({
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
