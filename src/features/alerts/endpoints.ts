/** The calls of the e-mail notification service (SPEC §7 Captcha and notification); route files re-export these. */
import { z } from 'zod';
import { createChallenge, requireValidateKey, validateKeyFrom } from '#src/features/captcha/service.ts';
import { selectionOptionSchema } from '#src/features/site/contract.ts';
import { getSelection } from '#src/features/site/selection.ts';
import { submissionRequest } from '#src/features/forms/service.ts';
import { getDb } from '#src/server/db/registry.ts';
import { defineEndpoint } from '#src/server/http/api.ts';
import { clientAddress } from '#src/server/http/client-address.ts';
import { publicOrigin } from '#src/server/http/site-url.ts';
import { preferencesForm, sendCaptchaResponse, subscriptionAccepted, subscriptionForm, tokenSchema } from './contract.ts';
import { changePreferences, subscribe, unsubscribe } from './service.ts';
import { formsText } from '#src/features/forms/messages.ts';

export const countryAreaEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/country_area',
  summary: 'Countries and areas with their dialling codes (SPEC §3 Country area), for the e-mail notification sign-up',
  tags: ['cms'],
  response: z.array(selectionOptionSchema),
  handler: ({ lang }) => getSelection(getDb(), 'country_area', lang),
});

export const occupationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/cms/occupation',
  summary: "Occupations, ending with 'other (please specify)' (SPEC §3 Occupation)",
  tags: ['cms'],
  response: z.array(selectionOptionSchema),
  handler: ({ lang }) => getSelection(getDb(), 'occupation', lang),
});

export const sendCaptchaEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1.0/cms/send-captcha',
  summary: 'A verification code challenge for the e-mail notification sign-up',
  description:
    'Issues a new five-digit challenge (picture and spoken version), alive 5 minutes and good for one check. The visitor types it; POST /cms/common/captcha_validate turns a right code into a validate key, which POST /cms/email_notification needs in the `Validate-Key` header. Rate-limited per client; never cached.',
  tags: ['captcha'],
  response: sendCaptchaResponse,
  handler: async ({ astro, lang }) => {
    const challenge = await createChallenge(getDb(), { client: clientAddress(astro) });
    return { ...challenge, audio: `/api/v1.0/cms/common/captcha_audio?id=${encodeURIComponent(challenge.id)}&lang=${lang}` };
  },
});

export const emailNotificationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1.0/cms/email_notification',
  summary: 'Sign up for e-mail notifications (double opt-in)',
  description:
    'Stores the sign-up as pending and sends a confirmation e-mail in the caller\'s language; nothing else is sent until its link (valid 3 days, single use) is followed. Unconfirmed sign-ups are deleted after 3 days. One address is sent at most 3 confirmations a day (none while one is undelivered), and an already subscribed address at most one note a day saying so; the answer is the same in every case. Needs the `Validate-Key` header from a right verification code solved by the same client: one key, one sign-up (a sign-up refused for its fields does not use it). An `Idempotency-Key` header makes a retry return the first answer.',
  tags: ['cms'],
  body: subscriptionForm,
  messages: formsText,
  response: subscriptionAccepted,
  handler: async ({ body, lang, request, url, astro }) => {
    const db = getDb();
    const { idempotencyKey, client } = submissionRequest(astro);
    const validateKey = validateKeyFrom(request, url);
    await requireValidateKey(db, validateKey, client);
    const result = await subscribe(db, body, { lang, origin: publicOrigin(url), client, idempotencyKey, verification: { validateKey } });
    return result.response;
  },
});

export const unsubscribeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1.0/cms/email_notification/unsubscribe',
  summary: 'One-click unsubscribe (RFC 8058)',
  description:
    'The `List-Unsubscribe` address of every alert. A POST (any body, e.g. `List-Unsubscribe=One-Click`) with the token of the link ends the subscription and deletes its data; no cookies and no verification code are needed. `unsubscribed` is false when the link names nothing (already unsubscribed or expired).',
  tags: ['cms'],
  query: z.object({ token: tokenSchema }),
  // The body is ignored (RFC 8058 sends `List-Unsubscribe=One-Click`).
  maxBodyBytes: 1024,
  response: z.object({ unsubscribed: z.boolean() }),
  handler: async ({ query }) => ({ unsubscribed: await unsubscribe(getDb(), query.token) }),
});

export const preferencesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/v1.0/cms/email_notification/preferences',
  summary: 'Change the topics and frequency of a subscription',
  description: 'With the token of the "change preferences" link of an alert. `saved` is false when the link names nothing (expired or unsubscribed).',
  tags: ['cms'],
  body: preferencesForm,
  messages: formsText,
  response: z.object({ saved: z.boolean() }),
  handler: async ({ body }) => ({ saved: await changePreferences(getDb(), body.token, { topics: body.topics, frequency: body.frequency }) }),
});
