/**
 * Shapes of the staff shell's calls (issue 32), shared by the back office screens and
 * the endpoints, so both check a form with the same schema. Message keys are the
 * common catalogue's (`validation.*`) or the staff catalogue's (`staff.*`).
 * The server adds what a browser cannot check: the list of common passwords.
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from '#src/features/forms/validation.ts';
import { STAFF_ROLES } from './permissions.ts';

export { STAFF_ROLES, type Permission, type StaffRole } from './permissions.ts';

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;
export const STAFF_LOCALES = ['zh-hant', 'en', 'pt'] as const;
export type StaffLocale = (typeof STAFF_LOCALES)[number];

const required = (max: number) => z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(max, { error: 'validation.format' });
export const staffEmail = () => required(254).toLowerCase().regex(EMAIL_PATTERN, { error: 'validation.format' });
/** A new password: length only (NIST SP 800-63B, no composition rules); spaces count. */
export const newPassword = () =>
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .refine((v) => [...v].length >= MIN_PASSWORD_LENGTH, { error: 'staff.password.tooShort', params: { min: MIN_PASSWORD_LENGTH } })
    .refine((v) => [...v].length <= MAX_PASSWORD_LENGTH, { error: 'staff.password.tooLong' });
/** A password typed to prove who one is: never trimmed or shaped, only bounded. */
const typedPassword = () => z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(MAX_PASSWORD_LENGTH * 4, { error: 'validation.format' });
/** Six digits, spaces allowed (authenticator apps show `123 456`). */
const totpCode = () => z.string({ error: 'validation.required' }).transform((v) => v.replace(/\s+/g, '')).pipe(z.string().regex(/^\d{6}$/, { error: 'staff.code.failed' }));
/** A recovery code as shown (letters, digits, a dash). */
const recoveryCode = () => z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' }).max(40, { error: 'staff.code.failed' });

export const resetRequestForm = z.object({ email: staffEmail() }).meta({ id: 'StaffResetRequest' });

export const signInForm = z.object({ email: staffEmail(), password: typedPassword() }).meta({ id: 'StaffSignIn' });
export type SignInForm = z.output<typeof signInForm>;

export const secondFactorForm = z
  .discriminatedUnion('method', [z.object({ method: z.literal('totp'), code: totpCode() }), z.object({ method: z.literal('recovery'), code: recoveryCode() })])
  .meta({ id: 'StaffSecondFactor' });

export const signInResult = z.object({
  /** `two-factor`: enter a code next; `enrol`: signed in only to set up the second factor; `done`: signed in. */
  next: z.enum(['two-factor', 'enrol', 'done']),
});

/** Creating an account from a setup or invitation link (the token from the link's fragment). */
export const accountFromLinkForm = z
  .object({
    token: z.string({ error: 'staff.link.invalid' }).regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'staff.link.invalid' }),
    name: required(100),
    /** Setup links only: the first administrator's address. Invitations carry theirs. */
    email: staffEmail().optional(),
    password: newPassword(),
  })
  .meta({ id: 'StaffAccountFromLink' });
export type AccountFromLinkForm = z.output<typeof accountFromLinkForm>;

export const enrolStartForm = z.object({ password: typedPassword() }).meta({ id: 'StaffEnrolStart' });
export const enrolStarted = z.object({
  /** otpauth:// URI for the authenticator app. */
  totpUri: z.string(),
  /** The secret as text, for apps without a camera. */
  secret: z.string(),
  /** SVG of the URI's QR code. */
  qrSvg: z.string(),
  /** Ten single-use recovery codes, shown once. */
  recoveryCodes: z.array(z.string()),
});
export const enrolConfirmForm = z.object({ code: totpCode() }).meta({ id: 'StaffEnrolConfirm' });

export const passwordChangeForm = z.object({ currentPassword: typedPassword(), newPassword: newPassword() }).meta({ id: 'StaffPasswordChange' });

export const invitationForm = z
  .object({
    email: staffEmail(),
    name: required(100),
    roles: z.array(z.enum(STAFF_ROLES, { error: 'validation.format' })).min(1, { error: 'validation.required' }),
    locale: z.enum(STAFF_LOCALES, { error: 'validation.format' }).default('zh-hant'),
  })
  .meta({ id: 'StaffInvitation' });
export type InvitationForm = z.output<typeof invitationForm>;

export const signOutForm = z.object({ everywhere: z.boolean().default(false) }).meta({ id: 'StaffSignOut' });

export const staffMe = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  locale: z.enum(STAFF_LOCALES),
  roles: z.array(z.string()),
  /** False until the second factor is set up: only the enrolment works then. */
  secondFactor: z.boolean(),
  /** Send as `X-CSRF-Token` with every staff write. */
  csrfToken: z.string(),
  /** When the session ends at the latest (absolute expiry), ISO 8601. */
  sessionEndsAt: z.string(),
});
export type StaffMe = z.output<typeof staffMe>;

/** Paging of a staff list (react-admin's `page` and `perPage`): features' list calls extend it with their filters. */
export const staffPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(25),
});
