/** Shapes of the privacy calls, shared by the server and the back office (zod 4). */
import { z } from 'zod';

/** The kinds of record with a retention period, each counted in days from the event that ends it. */
export const RETENTION_KINDS = ['ordersDays', 'complaintsDays', 'applicationsDays', 'mailDays', 'suppressionsDays'] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];
export type RetentionDays = Record<RetentionKind, number>;

/** The periods while the administrator has set none (README.md "Retention"). */
export const RETENTION_DEFAULTS: RetentionDays = {
  ordersDays: 730,
  complaintsDays: 1825,
  applicationsDays: 1825,
  mailDays: 180,
  suppressionsDays: 365,
};

/** Twenty years: a longer period is a mistake (a period in months or hours typed as days). */
export const MAX_RETENTION_DAYS = 7300;

const days = z.coerce
  .number({ error: 'validation.format' })
  .int({ error: 'validation.format' })
  .min(1, { error: 'privacy.days' })
  .max(MAX_RETENTION_DAYS, { error: 'privacy.days' });

export const retentionForm = z
  .object({
    version: z.coerce.number().int().min(0).max(2_147_483_647),
    ordersDays: days,
    complaintsDays: days,
    applicationsDays: days,
    mailDays: days,
    suppressionsDays: days,
  })
  .meta({ id: 'PrivacyRetention' });

export const retentionRun = z.object({ day: z.string(), ranAt: z.string(), counts: z.record(z.string(), z.number()) });

export const retentionRecord = z.object({
  id: z.literal('retention'),
  version: z.number(),
  ordersDays: z.number(),
  complaintsDays: z.number(),
  applicationsDays: z.number(),
  mailDays: z.number(),
  suppressionsDays: z.number(),
  /** The deletion job's last run, or null. */
  lastRun: retentionRun.nullable(),
});
export type RetentionRecord = z.output<typeof retentionRecord>;

/** An e-mail address, or a phone number of 6 to 15 digits (spaces, dashes, brackets and a leading + allowed). */
export function subjectKind(value: string): 'email' | 'phone' | null {
  const v = value.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) return 'email';
  if (/^\+?[0-9 ()-]+$/.test(v)) {
    const digits = v.replace(/\D/g, '').length;
    if (digits >= 6 && digits <= 15) return 'phone';
  }
  return null;
}

export const accessRequestForm = z
  .object({
    subject: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(254, { error: 'privacy.subject' })
      .refine((v) => subjectKind(v) !== null, { error: 'privacy.subject' }),
  })
  .meta({ id: 'PrivacyAccessRequest' });

export const accessCounts = z.object({ orders: z.number(), complaints: z.number(), applications: z.number(), subscriptions: z.number(), mails: z.number(), suppressed: z.boolean() });
export type AccessCounts = z.output<typeof accessCounts>;

export const accessRequestAnswer = z.object({ id: z.string(), kind: z.enum(['email', 'phone']), counts: accessCounts, download: z.string() });
export type AccessRequestAnswer = z.output<typeof accessRequestAnswer>;
