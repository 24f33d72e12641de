/** The strings the alerts islands show (picked on the server with `pickMessages`). Isomorphic. */
import type { FormUiKey } from '#src/features/forms/ui/messages.ts';
import type { CaptchaFieldMessages } from '#src/features/captcha/CaptchaField.tsx';

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
