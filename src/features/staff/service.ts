/**
 * Rules of the staff shell (issue 32): signing in with a password and a second
 * factor, lockout, the setup link of the first administrator, invitations, password
 * changes and resets. better-auth (auth.ts) hashes, stores sessions and checks TOTP;
 * this module decides who may try, what the answer says, and what the audit log keeps.
 */
import { randomBytes } from 'node:crypto';
import { renderSVG } from 'uqr';
import { isAPIError } from 'better-auth/api';
import type { Database, Queryable } from '#src/server/db/open.ts';
import { AppError, ValidationError } from '#src/server/http/errors.ts';
import { enqueueMail } from '#src/features/mail/service.ts';
import { renderMail } from '#src/features/mail/render.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { appendAudit } from './audit.ts';
import type { AccountFromLinkForm, InvitationForm, SignInForm, StaffLocale } from './contract.ts';
import { staffText } from './messages.ts';
import { passwordProblem } from './password-policy.ts';
import { isStaffRole } from './permissions.ts';
import {
  addFailure,
  clearFailures,
  countStaff,
  deleteSessionsOf,
  findFailures,
  findLiveLink,
  findStaffByEmail,
  insertLink,
  lockKey,
  reopenLink,
  setRoles,
  useLink,
  type StaffLinkRow,
} from './queries.ts';
import { forwardAuthCookies, type StaffCall, type StaffIdentity } from './staff-api.ts';
import { sha256Hex } from '#src/server/crypto.ts';

const MINUTE = 60_000;
/** Failed sign-ins allowed per account, then per client address, in one window, before a lockout of LOCK_MS. */
export const ACCOUNT_FAILURES = 5;
export const ADDRESS_FAILURES = 20;
export const FAILURE_WINDOW_MS = 15 * MINUTE;
export const LOCK_MS = 15 * MINUTE;
export const SETUP_LINK_MS = 60 * MINUTE;
export const INVITATION_MS = 72 * 60 * MINUTE;
export const RESET_LINK_MS = 60 * MINUTE;

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;
const newToken = () => randomBytes(32).toString('base64url');

function lockedError(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError('rate_limited', { messageKey: 'staff.signIn.locked', params: { minutes: Math.ceil(seconds / 60) }, messages: staffText, retryAfter: seconds });
}

/** Refuses while the account or the address is locked out (the same answer whether the account exists or not). */
async function refuseIfLocked(call: StaffCall, keys: string[]): Promise<void> {
  for (const key of keys) {
    const row = await findFailures(call.db, key);
    if (row?.lockedUntil && row.lockedUntil > call.now) throw lockedError(row.lockedUntil, call.now);
  }
}

/** Counts a failure on each key; locks a key that reaches its limit. Returns the lock that started, if one did. */
async function countFailure(call: StaffCall, keys: { key: string; limit: number }[]): Promise<Date | undefined> {
  let locked: Date | undefined;
  for (const { key, limit } of keys) {
    const failures = await addFailure(call.db, key, call.now, new Date(call.now.getTime() - FAILURE_WINDOW_MS));
    if (failures >= limit) {
      locked = new Date(call.now.getTime() + LOCK_MS);
      await lockKey(call.db, key, locked);
    }
  }
  return locked;
}

async function audit(call: StaffCall, actor: { id: string; email: string } | undefined, entry: { entity: string; entityId?: string | null; action: string; changes?: Record<string, { before?: unknown; after?: unknown }> }, db: Queryable = call.db) {
  await appendAudit(db, { ...entry, actorId: actor?.id ?? null, actorEmail: actor?.email ?? null, clientAddress: call.clientAddress }, call.now);
}

/**
 * The password step. Unknown address and wrong password get the same answer, after
 * the same work (better-auth hashes the password it was given either way), and both
 * count towards the lockout of that address and of the client.
 */
export async function signIn(call: StaffCall, form: SignInForm): Promise<{ next: 'two-factor' | 'enrol' | 'done' }> {
  const account = accountKey(form.email);
  const address = addressKey(call.clientAddress);
  await refuseIfLocked(call, [account, address]);
  const known = await findStaffByEmail(call.db, form.email);
  try {
    const { headers, response } = await call.auth.api.signInEmail({ body: { email: form.email, password: form.password }, headers: call.authHeaders, returnHeaders: true });
    forwardAuthCookies(call, headers);
    await clearFailures(call.db, account);
    const twoFactor = 'twoFactorRedirect' in response && response.twoFactorRedirect === true;
    if (twoFactor) return { next: 'two-factor' };
    await audit(call, known, { entity: 'session', entityId: known?.id, action: 'sign-in', changes: { secondFactor: { after: 'not set up' } } });
    return { next: 'enrol' };
  } catch (err) {
    if (!isAPIError(err)) throw err;
    const locked = await countFailure(call, [
      { key: account, limit: ACCOUNT_FAILURES },
      { key: address, limit: ADDRESS_FAILURES },
    ]);
    // Staff accounts are named in the log; an address that is no account is not kept whole.
    const who = known ? known.email : `${form.email[0] ?? ''}***@${form.email.split('@')[1] ?? ''}`;
    await audit(call, known, { entity: 'session', entityId: known?.id ?? null, action: 'sign-in-failed', changes: { email: { after: who }, step: { after: 'password' } } });
    if (locked) await audit(call, known, { entity: 'session', entityId: known?.id ?? null, action: 'lockout', changes: { email: { after: who }, until: { after: locked.toISOString() } } });
    throw new AppError('bad_request', { messageKey: 'staff.signIn.failed', messages: staffText });
  }
}

/** The second step: a code from the authenticator app, or one recovery code (used up). */
export async function verifySecondFactor(call: StaffCall, form: { method: 'totp' | 'recovery'; code: string }): Promise<{ next: 'done' }> {
  const address = addressKey(call.clientAddress);
  await refuseIfLocked(call, [address]);
  try {
    const result =
      form.method === 'totp'
        ? await call.auth.api.verifyTOTP({ body: { code: form.code, trustDevice: false }, headers: call.authHeaders, returnHeaders: true })
        : await call.auth.api.verifyBackupCode({ body: { code: form.code, trustDevice: false, disableSession: false }, headers: call.authHeaders, returnHeaders: true });
    forwardAuthCookies(call, result.headers);
    const user = result.response.user as { id: string; email: string };
    await audit(call, user, { entity: 'session', entityId: user.id, action: 'sign-in', changes: { secondFactor: { after: form.method === 'totp' ? 'authenticator' : 'recovery code' } } });
    if (form.method === 'recovery') await audit(call, user, { entity: 'second-factor', entityId: user.id, action: 'recovery-code-used' });
    return { next: 'done' };
  } catch (err) {
    if (!isAPIError(err)) throw err;
    const noPending = err.statusCode === 401 && /two factor|cookie|session/i.test(String(err.message)) && !(call.authHeaders.get('cookie') ?? '').includes('2fa');
    const locked = await countFailure(call, [{ key: address, limit: ADDRESS_FAILURES }]);
    await audit(call, undefined, { entity: 'session', action: 'sign-in-failed', changes: { step: { after: form.method === 'totp' ? 'authenticator code' : 'recovery code' } } });
    if (locked) await audit(call, undefined, { entity: 'session', action: 'lockout', changes: { address: { after: call.clientAddress }, until: { after: locked.toISOString() } } });
    throw new AppError('bad_request', { messageKey: noPending ? 'staff.code.noPending' : 'staff.code.failed', messages: staffText });
  }
}

/** Starts the second factor: checks the password, makes the secret and the recovery codes (shown once). */
export async function startEnrolment(call: StaffCall, me: StaffIdentity, password: string) {
  try {
    const result = await call.auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers: call.authHeaders });
    if (result.method !== 'totp') throw new Error('enableTwoFactor gave no TOTP URI');
    const secret = new URL(result.totpURI).searchParams.get('secret') ?? '';
    await audit(call, { id: me.user.id, email: me.user.email }, { entity: 'second-factor', entityId: me.user.id, action: 'enrolment-started' });
    return {
      totpUri: result.totpURI,
      secret: secret.replace(/(.{4})/g, '$1 ').trim(),
      qrSvg: renderSVG(result.totpURI, { border: 2, pixelSize: 4 }),
      recoveryCodes: result.backupCodes ?? [],
    };
  } catch (err) {
    if (isAPIError(err) && /password/i.test(String(err.body?.code ?? err.message))) {
      throw new ValidationError([{ field: 'password', messageKey: 'staff.password.wrong' }], staffText);
    }
    throw err;
  }
}

/** Confirms the second factor with a first code: from then on every sign-in asks for one. */
export async function confirmEnrolment(call: StaffCall, me: StaffIdentity, code: string): Promise<void> {
  try {
    const { headers } = await call.auth.api.verifyTOTP({ body: { code }, headers: call.authHeaders, returnHeaders: true });
    forwardAuthCookies(call, headers);
  } catch (err) {
    if (!isAPIError(err)) throw err;
    throw new ValidationError([{ field: 'code', messageKey: 'staff.code.failed' }], staffText);
  }
  await audit(call, { id: me.user.id, email: me.user.email }, { entity: 'second-factor', entityId: me.user.id, action: 'enabled' });
}

export async function signOut(call: StaffCall, me: StaffIdentity, everywhere: boolean): Promise<void> {
  if (everywhere) await call.auth.api.revokeSessions({ headers: call.authHeaders });
  const { headers } = await call.auth.api.signOut({ headers: call.authHeaders, returnHeaders: true });
  forwardAuthCookies(call, headers);
  await audit(call, { id: me.user.id, email: me.user.email }, { entity: 'session', entityId: me.user.id, action: everywhere ? 'sign-out-everywhere' : 'sign-out' });
}

export async function changePassword(call: StaffCall, me: StaffIdentity, form: { currentPassword: string; newPassword: string }): Promise<void> {
  const problem = passwordProblem(form.newPassword, me.user.email);
  if (problem) throw new ValidationError([{ field: 'newPassword', messageKey: problem }], staffText);
  try {
    const { headers } = await call.auth.api.changePassword({ body: { currentPassword: form.currentPassword, newPassword: form.newPassword, revokeOtherSessions: true }, headers: call.authHeaders, returnHeaders: true });
    forwardAuthCookies(call, headers);
  } catch (err) {
    if (!isAPIError(err)) throw err;
    throw new ValidationError([{ field: 'currentPassword', messageKey: 'staff.password.wrong' }], staffText);
  }
  await audit(call, { id: me.user.id, email: me.user.email }, { entity: 'staff-account', entityId: me.user.id, action: 'password-changed', changes: { password: { before: '[changed]', after: '[changed]' } } });
}

// --- links: the first administrator, invitations, resets ----------------------------------

/** `{origin}/staff/account#token=…`: the token rides in the fragment, which no server or proxy log sees. */
export function linkUrl(origin: string, token: string): string {
  return `${origin}/staff/account#token=${token}`;
}

/** The e-mail that carries an invitation or a reset link, in the person's language. */
function linkMail(lang: Language, kind: 'invite' | 'reset', href: string, params?: Record<string, string>) {
  return renderMail({
    lang,
    title: staffText.t(lang, `staff.mail.${kind}.subject`),
    paragraphs: [staffText.t(lang, `staff.mail.${kind}.body`, params)],
    links: [{ label: staffText.t(lang, `staff.mail.${kind}.link`), href }],
    footer: [staffText.t(lang, 'staff.mail.footer')],
  });
}

/**
 * A setup link for a new administrator. `onlyWhenEmpty`: the server's own start asks
 * for one only while no staff account exists; `npm run staff:create-admin` always does.
 */
export async function issueSetupLink(db: Database, origin: string, options: { email?: string; onlyWhenEmpty: boolean; now?: Date }): Promise<string | undefined> {
  const now = options.now ?? new Date();
  if (options.onlyWhenEmpty && (await countStaff(db)) > 0) return undefined;
  const token = newToken();
  await db.transaction(async (tx) => {
    await insertLink(tx, { hash: sha256Hex(token), purpose: 'setup', email: options.email?.toLowerCase() ?? null, roles: ['administrator'], expiresAt: new Date(now.getTime() + SETUP_LINK_MS), createdAt: now });
    await appendAudit(tx, { entity: 'staff-link', action: 'setup-link-issued', changes: options.email ? { email: { after: options.email.toLowerCase() } } : null }, now);
  });
  return linkUrl(origin, token);
}

/** What a live link offers, for the account screen (the address it is for, if fixed). */
export async function describeLink(db: Database, token: string, now: Date): Promise<Pick<StaffLinkRow, 'purpose' | 'email' | 'name'>> {
  const link = await findLiveLink(db, sha256Hex(token), now);
  if (!link) throw new ValidationError([{ field: 'token', messageKey: 'staff.link.invalid' }], staffText);
  return { purpose: link.purpose, email: link.email, name: link.name };
}

/**
 * Creates the account a setup or invitation link offers (or sets the new password of
 * a reset link), uses the link up, and signs the person in: their next step is the
 * second factor. Nothing is written when the form or the link does not hold.
 */
export async function acceptLink(call: StaffCall, form: AccountFromLinkForm): Promise<{ next: 'enrol' | 'sign-in' }> {
  const hash = sha256Hex(form.token);
  const link = await findLiveLink(call.db, hash, call.now);
  if (!link) throw new ValidationError([{ field: 'token', messageKey: 'staff.link.invalid' }], staffText);
  const email = (link.email ?? form.email ?? '').toLowerCase();
  if (!email) throw new ValidationError([{ field: 'email', messageKey: 'validation.required' }], staffText);
  const problem = passwordProblem(form.password, email);
  if (problem) throw new ValidationError([{ field: 'password', messageKey: problem }], staffText);
  const ctx = await call.auth.$context;
  const existing = await findStaffByEmail(call.db, email);

  if (link.purpose === 'reset') {
    if (!existing) throw new ValidationError([{ field: 'token', messageKey: 'staff.link.invalid' }], staffText);
    if (!(await useLink(call.db, hash, call.now))) throw new ValidationError([{ field: 'token', messageKey: 'staff.link.invalid' }], staffText);
    await ctx.internalAdapter.updatePassword(existing.id, await ctx.password.hash(form.password));
    await deleteSessionsOf(call.db, existing.id);
    await audit(call, { id: existing.id, email: existing.email }, { entity: 'staff-account', entityId: existing.id, action: 'password-reset', changes: { password: { before: '[changed]', after: '[changed]' } } });
    return { next: 'sign-in' };
  }

  if (existing) throw new ValidationError([{ field: 'email', messageKey: 'staff.email.taken' }], staffText);
  if (!(await useLink(call.db, hash, call.now))) throw new ValidationError([{ field: 'token', messageKey: 'staff.link.invalid' }], staffText);
  const roles = link.roles.filter(isStaffRole);
  const locale = (link.locale ?? 'zh-hant') as StaffLocale;
  let userId: string;
  try {
    const user = await ctx.internalAdapter.createUser({ email, name: form.name, emailVerified: true, locale }, { method: 'email-password' });
    userId = user.id;
    await ctx.internalAdapter.linkAccount({ userId, providerId: 'credential', accountId: userId, password: await ctx.password.hash(form.password) });
    await call.db.transaction(async (tx) => {
      await setRoles(tx, userId, roles);
      await audit(call, { id: userId, email }, { entity: 'staff-account', entityId: userId, action: 'create', changes: { email: { after: email }, name: { after: form.name }, roles: { after: roles }, via: { after: link.purpose } } }, tx);
    });
  } catch (err) {
    // Give the link back: the person can try again with it.
    await reopenLink(call.db, hash);
    throw err;
  }
  await signIn(call, { email, password: form.password });
  return { next: 'enrol' };
}

/**
 * "Forgot my password": a reset link (1 hour, single use) by e-mail when the address
 * is a staff account's, nothing otherwise; the caller gets the same answer either way
 * (no account enumeration), and at most one link per address every 5 minutes.
 */
export async function requestPasswordReset(call: StaffCall, email: string): Promise<void> {
  const address = addressKey(call.clientAddress);
  await refuseIfLocked(call, [address]);
  // Each request counts like a failed sign-in from this client: 20 in 15 minutes lock it.
  await countFailure(call, [{ key: address, limit: ADDRESS_FAILURES }]);
  const person = await findStaffByEmail(call.db, email);
  if (!person || person.disabled) return;
  const token = newToken();
  const lang: Language = person.locale;
  const mail = linkMail(lang, 'reset', linkUrl(call.origin, token));
  await call.db.transaction(async (tx) => {
    await insertLink(tx, { hash: sha256Hex(token), purpose: 'reset', email: person.email, expiresAt: new Date(call.now.getTime() + RESET_LINK_MS), createdAt: call.now });
    // One message per address per 5 minutes, whoever asks.
    const slot = Math.floor(call.now.getTime() / (5 * MINUTE));
    const queued = await enqueueMail(tx, { to: person.email, lang, subject: mail.subject, text: mail.text, html: mail.html, kind: 'staff.password-reset', dedupeKey: `staff.reset:${person.id}:${String(slot)}` });
    if (queued === null) throw new ResetAlreadySent();
    await audit(call, { id: person.id, email: person.email }, { entity: 'staff-account', entityId: person.id, action: 'password-reset-requested' }, tx);
  }).catch((err: unknown) => {
    if (!(err instanceof ResetAlreadySent)) throw err;
  });
}

/** Rolls back the reset link of a request made while the last message is still fresh. */
class ResetAlreadySent extends Error {}

/** Ten new recovery codes (the old ones stop working), after the password again. */
export async function newRecoveryCodes(call: StaffCall, me: StaffIdentity, password: string): Promise<string[]> {
  try {
    const result = await call.auth.api.generateBackupCodes({ body: { password }, headers: call.authHeaders });
    await audit(call, { id: me.user.id, email: me.user.email }, { entity: 'second-factor', entityId: me.user.id, action: 'recovery-codes-renewed' });
    return result.backupCodes;
  } catch (err) {
    if (isAPIError(err)) throw new ValidationError([{ field: 'password', messageKey: 'staff.password.wrong' }], staffText);
    throw err;
  }
}

/** Invites a person by e-mail (a single-use link, 72 hours) with the roles they will hold. */
export async function invite(call: StaffCall, me: StaffIdentity, form: InvitationForm): Promise<{ expiresAt: string }> {
  if (await findStaffByEmail(call.db, form.email)) throw new ValidationError([{ field: 'email', messageKey: 'staff.email.taken' }], staffText);
  const token = newToken();
  const expiresAt = new Date(call.now.getTime() + INVITATION_MS);
  const lang: Language = form.locale;
  const mail = linkMail(lang, 'invite', linkUrl(call.origin, token), { name: form.name, inviter: me.user.name });
  await call.db.transaction(async (tx) => {
    await insertLink(tx, { hash: sha256Hex(token), purpose: 'invitation', email: form.email, name: form.name, roles: form.roles, locale: form.locale, createdBy: me.user.id, expiresAt, createdAt: call.now });
    await enqueueMail(tx, { to: form.email, lang, subject: mail.subject, text: mail.text, html: mail.html, kind: 'staff.invitation' });
    await audit(call, { id: me.user.id, email: me.user.email }, { entity: 'staff-invitation', entityId: form.email, action: 'invite', changes: { email: { after: form.email }, name: { after: form.name }, roles: { after: form.roles } } }, tx);
  });
  return { expiresAt: expiresAt.toISOString() };
}
