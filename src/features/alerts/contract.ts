/**
 * Shapes of the e-mail notification service (SPEC §3 Subscription form, §7 Captcha and
 * notification). `subscriptionForm` is THE schema of the sign-up: the island validates
 * with it (react-hook-form + zod resolver) and `POST /cms/email_notification` parses the
 * body with it, so both sides agree on every rule and message.
 */
import { z } from 'zod';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE } from '#src/lib/control-characters.ts';
import { languageSchema } from '#src/lib/i18n/language-schema.ts';
import { choice, email, optional, required } from '#src/features/forms/validation.ts';
import type { FormUiKey } from '#src/features/forms/ui/messages.ts';
import type { CaptchaFieldMessages } from '#src/features/captcha/CaptchaField.tsx';

/** Topics offered, each mapped to CMS categories (service.ts TOPIC_SOURCES). */
export const ALERT_TOPICS = ['press', 'statistics', 'publications'] as const;
export type AlertTopic = (typeof ALERT_TOPICS)[number];
export const ALERT_FREQUENCIES = ['immediate', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** The occupation code of the 'other (please specify)' choice (selection service). */
export const OTHER_OCCUPATION = 'other';

const topicsField = z
  .array(z.enum(ALERT_TOPICS, { error: 'validation.format' }), { error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(ALERT_TOPICS.length, { error: 'validation.format' })
  .meta({ description: 'Topics to be told about: press (press releases), statistics, publications' });

const preferencesShape = {
  topics: topicsField,
  frequency: choice(ALERT_FREQUENCIES).meta({ description: 'immediate: one e-mail per item; daily: one digest a day' }),
};

export const subscriptionForm = z
  .object({
    region: required(8).meta({ description: 'Country or area code from GET /cms/country_area (e.g. MO)' }),
    occupation: required(32).meta({ description: "Occupation code from GET /cms/occupation; 'other' needs occupationOther" }),
    occupationOther: optional(required(100)).meta({ description: "The occupation in the visitor's words, when occupation is 'other'" }),
    institution: required(200).meta({ description: 'Institution or company' }),
    email: email().meta({ description: 'Where the confirmation and the alerts go' }),
    ...preferencesShape,
  })
  .superRefine((value, ctx) => {
    if (value.occupation === OTHER_OCCUPATION && !value.occupationOther) ctx.addIssue({ code: 'custom', path: ['occupationOther'], message: 'validation.required' });
  })
  .meta({ id: 'EmailNotificationSubscription' });

export type SubscriptionFormInput = z.input<typeof subscriptionForm>;
export type SubscriptionForm = z.output<typeof subscriptionForm>;

export const subscriptionAccepted = z
  .object({
    reference: z.string().meta({ description: 'Reference number of the sign-up, to quote when calling' }),
    status: z.literal('pending').meta({ description: 'Nothing is sent until the link in the confirmation e-mail is followed' }),
  })
  .meta({ id: 'EmailNotificationAccepted' });
export type SubscriptionAccepted = z.infer<typeof subscriptionAccepted>;

/** `POST /cms/send-captcha`: a verification code challenge for the sign-up form. */
export const sendCaptchaResponse = z
  .object({
    id: z.string().meta({ description: 'Challenge id: check the typed code with POST /cms/common/captcha_validate, which gives the validate key the sign-up needs' }),
    image: z.string().meta({ description: 'The code as an SVG picture (data URL)' }),
    audio: z.string().meta({ description: 'Path of the spoken version of the code' }),
    expiresAt: z.string().meta({ description: 'When the challenge expires (ISO 8601); one check uses it up' }),
    length: z.number().int(),
  })
  .meta({ id: 'EmailNotificationCaptcha' });
export type SendCaptchaResponse = z.infer<typeof sendCaptchaResponse>;

export const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, { error: 'validation.format' }).meta({ description: 'The token of an e-mailed link' });

export const preferencesForm = z.object({ token: tokenSchema, ...preferencesShape }).meta({ id: 'EmailNotificationPreferences' });
export type PreferencesFormInput = z.input<typeof preferencesForm>;

// --- The strings the alerts islands show (picked on the server with `pickMessages`) ---

export const ALERTS_ISLAND_KEYS = [
  'alerts.region',
  'alerts.occupation',
  'alerts.occupationOther',
  'alerts.institution',
  'alerts.email',
  'alerts.emailHint',
  'alerts.topics',
  'alerts.topicsHint',
  'alerts.topic.press',
  'alerts.topic.statistics',
  'alerts.topic.publications',
  'alerts.frequency',
  'alerts.frequency.immediate',
  'alerts.frequency.daily',
  'alerts.choose',
  'alerts.submit',
  'alerts.save',
  'alerts.saved',
  'alerts.unsubscribeButton',
  'alerts.failed',
  'alerts.linkInvalid',
] as const;

export type AlertsIslandKey = (typeof ALERTS_ISLAND_KEYS)[number];
export type AlertsIslandMessages = Readonly<Record<AlertsIslandKey | FormUiKey, string>> & CaptchaFieldMessages;

// --- the back office (issue 34) -------------------------------------------------------------

/** A subscriber as the back office shows them: what they receive, not more of their data than that needs. */
export const staffSubscriber = z.object({
  id: z.number(),
  email: z.string(),
  status: z.enum(['pending', 'active']),
  lang: languageSchema,
  topics: z.array(z.string()),
  frequency: z.enum(['immediate', 'daily']),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** When the address bounced permanently (nothing is sent to it since), or null; the server's refusal. */
  suppressedAt: z.string().nullable(),
  suppressionReason: z.string().nullable(),
});
export type StaffSubscriber = z.output<typeof staffSubscriber>;

/** Removing a subscriber on request: what the request was (it goes into the audit log). */
export const subscriberRemoval = z
  .object({
    reason: z
      .string({ error: 'validation.required' })
      .trim()
      .min(3, { error: 'validation.required' })
      .max(500, { error: 'validation.tooLong' })
      .refine((v) => !CONTROL_CHARACTERS.test(v), { error: CONTROL_CHARACTERS_MESSAGE }),
  })
  .meta({ id: 'StaffSubscriberRemoval' });

/** Lifting a bounced address's suppression: why staff believe the mailbox works again (into the audit log). */
export const suppressionLift = subscriberRemoval.meta({ id: 'StaffSuppressionLift' });

export const subscriberCounts = z.object({
  /** Subscribers by status, frequency and language. */
  groups: z.array(z.object({ status: z.string(), frequency: z.string(), lang: z.string(), n: z.number() })),
  /** Active subscribers of each topic. */
  topics: z.array(z.object({ topic: z.string(), n: z.number() })),
});
export type SubscriberCounts = z.output<typeof subscriberCounts>;

export const alertHistoryRow = z.object({ id: z.number(), topic: z.string(), title: z.string(), announcedAt: z.string() });
