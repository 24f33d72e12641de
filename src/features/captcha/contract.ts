/** Shapes of the verification code calls (SPEC §7 Captcha): challenge, audio, validation. */
import { z } from 'zod';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';

export const captchaIdParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/)
  .meta({ description: 'The challenge id from GET /cms/common/captcha' });

export const captchaSchema = z
  .object({
    id: z.string().meta({ description: 'Challenge id: send it back with the typed code' }),
    image: z.string().meta({ description: 'The code as an SVG picture, a `data:image/svg+xml;base64,…` URL' }),
    expiresAt: z.string().meta({ description: 'When the challenge expires (ISO 8601); it also ends at its first check' }),
    length: z.number().int().meta({ description: 'Number of digits to type' }),
  })
  .meta({ id: 'Captcha' });

export const captchaAudioQuery = z.object({
  id: captchaIdParam,
  lang: z.enum(LANGUAGES).default('zh-hant').meta({ description: 'Language the digits are spoken in' }),
});

export const captchaValidateBody = z.object({
  id: z.string().max(64).meta({ description: 'Challenge id' }),
  code: z.string().max(32).meta({ description: 'The digits the visitor typed' }),
});

export const validateKeySchema = z
  .object({
    validateKey: z.string().meta({ description: 'Send as the `Validate-Key` header (or `ValidateKey` query parameter) with the register calls' }),
    expiresAt: z.string().meta({ description: 'When the key stops being accepted (ISO 8601)' }),
  })
  .meta({ id: 'ValidateKey' });

export type Captcha = z.infer<typeof captchaSchema>;
export type ValidateKeyGrant = z.infer<typeof validateKeySchema>;
