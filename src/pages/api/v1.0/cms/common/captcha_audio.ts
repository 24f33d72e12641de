import { captchaAudioQuery } from '#src/features/captcha/contract.ts';
import { captchaWav } from '#src/features/captcha/audio.ts';
import { challengeCode } from '#src/features/captcha/service.ts';
import { getDb } from '#src/server/db/registry.ts';
import { binaryResponse, defineBinaryEndpoint } from '#src/server/http/binary.ts';
import { VerificationCodeError } from '#src/server/http/errors.ts';

export const ALL = defineBinaryEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/common/captcha_audio',
  summary: 'The digits of a verification code challenge, spoken (WAV)',
  description:
    'The challenge’s digits read out in the given language (Cantonese for zh-hant, Mandarin for zh-hans, English, Portuguese), as 16-bit mono WAV. Listening does not use the challenge up; an unknown or expired id answers HTTP 403 with code 40300. Never cached.',
  tags: ['captcha'],
  query: captchaAudioQuery,
  contentType: 'audio/wav',
  handler: async ({ query }) => {
    const code = await challengeCode(getDb(), query.id);
    if (!code) throw new VerificationCodeError();
    return binaryResponse(captchaWav(code, query.lang), 'audio/wav', { 'Content-Disposition': 'inline' });
  },
});
