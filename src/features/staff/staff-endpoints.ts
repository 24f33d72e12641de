/**
 * The staff shell's calls under /api/staff (issue 32); route files re-export these.
 * Each names who may call it (`access`): the role tests are generated from these and
 * the permission table.
 */
import { z } from 'zod';
import { buildOpenApiDocument } from '#src/server/http/openapi.ts';
import { NotFoundError, ValidationError } from '#src/server/http/errors.ts';
import { auditChanges } from './audit.ts';
import {
  accountFromLinkForm,
  enrolConfirmForm,
  enrolStarted,
  enrolStartForm,
  invitationForm,
  passwordChangeForm,
  resetRequestForm,
  secondFactorForm,
  signInForm,
  signInResult,
  signOutForm,
  STAFF_LOCALES,
  staffMe,
} from './contract.ts';
import { allows, STAFF_PERMISSIONS, STAFF_ROLES, type PermissionDef } from './permissions.ts';
import { clearSecondFactor, findStaffById, setStaffLocale, listAudit, listStaff, pendingInvitations, rolesOf, sessionsOf, setRoles, setStaffDisabled, deleteSessionsOf } from './queries.ts';
import { acceptLink, changePassword, confirmEnrolment, describeLink, invite, newRecoveryCodes, requestPasswordReset, signIn, signOut, startEnrolment, verifySecondFactor } from './service.ts';
import { ABSOLUTE_MS } from './auth.ts';
import { csrfToken, defineStaffEndpoint, isStaffEndpoint, staffMessages, type StaffCall, type StaffEndpoint, type StaffIdentity } from './staff-api.ts';

const ok = z.object({ ok: z.literal(true) });

export const signInEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/session/sign-in',
  summary: 'Sign in, step 1: e-mail address and password',
  description: 'Answers `next: two-factor` (enter a code), or `enrol` for a person without a second factor yet. Unknown address and wrong password get the same answer; 5 failures for one address or 20 from one client in 15 minutes lock it for 15 minutes (429).',
  access: 'signed-out',
  body: signInForm,
  response: signInResult,
  handler: ({ call, body }) => signIn(call, body),
});

export const secondFactorEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/session/second-factor',
  summary: 'Sign in, step 2: a code from the authenticator app, or a recovery code (used up)',
  access: 'signed-out',
  body: secondFactorForm,
  response: z.object({ next: z.literal('done') }),
  handler: ({ call, body }) => verifySecondFactor(call, body),
});

export const signOutEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/session/sign-out',
  summary: 'Sign out of this session, or of every session of the account (`everywhere`)',
  access: 'enrolment',
  body: signOutForm,
  response: ok,
  handler: async ({ call, me, body }) => {
    await signOut(call, me, body.everywhere);
    return { ok: true as const };
  },
});

export const resetRequestEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/session/reset-request',
  summary: 'Forgot my password: a reset link by e-mail when the address is a staff account’s (the same answer either way)',
  access: 'signed-out',
  body: resetRequestForm,
  response: ok,
  handler: async ({ call, body }) => {
    await requestPasswordReset(call, body.email);
    return { ok: true as const };
  },
});

export const recoveryCodesEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/me/second-factor/recovery-codes',
  summary: 'Ten new recovery codes, shown once; the old ones stop working',
  access: STAFF_PERMISSIONS['self.manage'],
  body: enrolStartForm,
  response: z.object({ recoveryCodes: z.array(z.string()) }),
  handler: async ({ call, me, body }) => ({ recoveryCodes: await newRecoveryCodes(call, me, body.password) }),
});

export const meEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/me',
  summary: 'The person signed in: roles, the CSRF token for writes, when the session ends',
  access: 'enrolment',
  response: staffMe,
  handler: async ({ call, me }) => {
    const { user, roles } = me;
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      locale: user.locale,
      roles,
      secondFactor: user.twoFactorEnabled,
      csrfToken: await csrfToken(call, me.sessionId),
      sessionEndsAt: new Date(me.sessionCreatedAt.getTime() + ABSOLUTE_MS).toISOString(),
    };
  },
});

export const enrolStartEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/me/second-factor/start',
  summary: 'Set up the second factor: the authenticator secret (QR code and text) and ten recovery codes, shown once',
  access: 'enrolment',
  body: enrolStartForm,
  response: enrolStarted,
  handler: ({ call, me, body }) => startEnrolment(call, me, body.password),
});

export const enrolConfirmEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/me/second-factor/confirm',
  summary: 'Finish setting up the second factor with a first code from the app',
  access: 'enrolment',
  body: enrolConfirmForm,
  response: ok,
  handler: async ({ call, me, body }) => {
    await confirmEnrolment(call, me, body.code);
    return { ok: true as const };
  },
});

export const passwordEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/me/password',
  summary: 'Change one’s own password (ends the other sessions)',
  access: STAFF_PERMISSIONS['self.manage'],
  body: passwordChangeForm,
  response: ok,
  handler: async ({ call, me, body }) => {
    await changePassword(call, me, body);
    return { ok: true as const };
  },
});

export const myLocaleEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/me/locale',
  summary: 'The language of one’s own screens and of the e-mails the back office sends one',
  access: 'enrolment',
  body: z.object({ locale: z.enum(STAFF_LOCALES, { error: 'validation.format' }) }).meta({ id: 'StaffLocale' }),
  response: ok,
  handler: async ({ call, me, body }) => {
    await setStaffLocale(call.db, me.user.id, body.locale, call.now);
    return { ok: true as const };
  },
});

const sessionRow = z.object({ id: z.string(), createdAt: z.string(), updatedAt: z.string(), ipAddress: z.string().nullable(), userAgent: z.string().nullable(), current: z.boolean() });

export const mySessionsEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/me/sessions',
  summary: 'One’s own sessions, newest first',
  access: STAFF_PERMISSIONS['self.manage'],
  response: z.array(sessionRow),
  handler: async ({ call, me }) =>
    (await sessionsOf(call.db, me.user.id)).map((s) => ({ ...s, createdAt: s.createdAt.toISOString(), updatedAt: s.updatedAt.toISOString(), current: s.id === me.sessionId })),
});

const tokenBody = z.object({ token: accountFromLinkForm.shape.token }).meta({ id: 'StaffLinkToken' });

export const linkEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/links/describe',
  summary: 'What a setup, invitation or reset link offers (the token in the body: it never travels in a URL)',
  access: 'signed-out',
  body: tokenBody,
  response: z.object({ purpose: z.enum(['setup', 'invitation', 'reset']), email: z.string().nullable(), name: z.string().nullable() }),
  handler: ({ call, body }) => describeLink(call.db, body.token, call.now),
});

export const acceptLinkEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/links/accept',
  summary: 'Create the account of a setup or invitation link (signed in next, to set up the second factor), or set the password of a reset link',
  access: 'signed-out',
  body: accountFromLinkForm,
  response: z.object({ next: z.enum(['enrol', 'sign-in']) }),
  handler: ({ call, body }) => acceptLink(call, body),
});

const accountRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  locale: z.enum(STAFF_LOCALES),
  roles: z.array(z.string()),
  secondFactor: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});

export const accountsEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/accounts',
  summary: 'Staff accounts with their roles',
  access: STAFF_PERMISSIONS['staff.read'],
  response: z.object({ data: z.array(accountRow), total: z.number() }),
  handler: async ({ call, audit }) => {
    const rows = await listStaff(call.db);
    await audit({ entity: 'staff-account', action: 'list' });
    const data = rows.map((u) => ({ id: u.id, name: u.name, email: u.email, locale: u.locale, roles: u.roles, secondFactor: u.twoFactorEnabled, disabled: u.disabled, createdAt: u.createdAt.toISOString() }));
    return { data, total: data.length };
  },
});

const accountChange = z
  .object({
    roles: z.array(z.enum(STAFF_ROLES, { error: 'validation.format' })).optional(),
    disabled: z.boolean().optional(),
  })
  .meta({ id: 'StaffAccountChange' });

export const accountUpdateEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/accounts/{id}',
  summary: 'Change a staff account’s roles, or disable it (which ends its sessions) or enable it again',
  access: STAFF_PERMISSIONS['staff.manage'],
  params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) }),
  body: accountChange,
  response: accountRow,
  handler: async ({ call, me, params, body, audit }) => {
    const id = String(params.id);
    const before = await findStaffById(call.db, id);
    if (!before) throw new NotFoundError();
    const rolesBefore = await rolesOf(call.db, id);
    if (id === me.user.id && ((body.roles && !body.roles.includes('administrator')) || body.disabled)) {
      throw new ValidationError([{ field: body.disabled ? 'disabled' : 'roles', messageKey: 'staff.self.keepAdmin' }], staffMessages);
    }
    await call.db.transaction(async (tx) => {
      if (body.roles) await setRoles(tx, id, [...new Set(body.roles)]);
      if (body.disabled !== undefined) {
        await setStaffDisabled(tx, id, body.disabled, call.now);
        if (body.disabled) await deleteSessionsOf(tx, id);
      }
      const changes = auditChanges({ roles: rolesBefore, disabled: before.disabled }, { roles: body.roles ? [...new Set(body.roles)].sort() : rolesBefore, disabled: body.disabled ?? before.disabled });
      await audit({ entity: 'staff-account', entityId: id, action: body.roles && changes.roles ? 'roles-changed' : 'update', changes }, tx);
    });
    const after = await findStaffById(call.db, id);
    if (!after) throw new NotFoundError();
    return { id, name: after.name, email: after.email, locale: after.locale, roles: await rolesOf(call.db, id), secondFactor: after.twoFactorEnabled, disabled: after.disabled, createdAt: after.createdAt.toISOString() };
  },
});

export const secondFactorResetEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/accounts/{id}/second-factor-reset',
  summary: 'Remove a person’s second factor (a lost phone and no recovery code): their sessions end, and they set up a new one after their password at the next sign-in',
  access: STAFF_PERMISSIONS['staff.manage'],
  params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) }),
  response: ok,
  handler: async ({ call, params, audit }) => {
    const id = String(params.id);
    const person = await findStaffById(call.db, id);
    if (!person) throw new NotFoundError();
    await call.db.transaction(async (tx) => {
      await clearSecondFactor(tx, id, call.now);
      await deleteSessionsOf(tx, id);
      await audit({ entity: 'second-factor', entityId: id, action: 'reset-by-administrator', changes: { secondFactor: { before: person.twoFactorEnabled ? 'set up' : 'not set up', after: 'not set up' } } }, tx);
    });
    return { ok: true as const };
  },
});

const invitationRow = z.object({ email: z.string().nullable(), name: z.string().nullable(), roles: z.array(z.string()), createdAt: z.string(), expiresAt: z.string() });

export const invitationsEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/invitations',
  summary: 'Invitations not yet used and not expired',
  access: STAFF_PERMISSIONS['staff.read'],
  response: z.object({ data: z.array(invitationRow), total: z.number() }),
  handler: async ({ call }) => {
    const data = (await pendingInvitations(call.db, call.now)).map((l) => ({ email: l.email, name: l.name, roles: l.roles, createdAt: l.createdAt.toISOString(), expiresAt: l.expiresAt.toISOString() }));
    return { data, total: data.length };
  },
});

export const inviteEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/invitations/new',
  summary: 'Invite a person by e-mail with the roles they will hold (a single-use link, 72 hours)',
  access: STAFF_PERMISSIONS['staff.manage'],
  body: invitationForm,
  response: z.object({ expiresAt: z.string() }),
  handler: ({ call, me, body }) => invite(call, me, body),
});

const auditQuery = z.object({
  actorId: z.string().max(64).optional(),
  entity: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(50),
});

const auditRow = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  clientAddress: z.string().nullable(),
  entity: z.string(),
  entityId: z.string().nullable(),
  action: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown().optional(), after: z.unknown().optional() })).nullable(),
  hash: z.string(),
});

export const auditEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/audit',
  summary: 'The audit log, newest first, filtered by person, entity, action and dates (Macao days)',
  access: STAFF_PERMISSIONS['audit.read'],
  query: auditQuery,
  response: z.object({ data: z.array(auditRow), total: z.number() }),
  handler: async ({ call, query }) => {
    const day = (d: string, end: boolean) => new Date(`${d}T${end ? '23:59:59.999' : '00:00:00'}+08:00`);
    const { rows, total } = await listAudit(
      call.db,
      { actorId: query.actorId, entity: query.entity, action: query.action, from: query.from ? day(query.from, false) : undefined, to: query.to ? day(query.to, true) : undefined },
      (query.page - 1) * query.perPage,
      query.perPage,
    );
    return { data: rows.map((r) => ({ id: r.id, at: r.at.toISOString(), actorId: r.actorId, actorEmail: r.actorEmail, clientAddress: r.clientAddress, entity: r.entity, entityId: r.entityId, action: r.action, changes: r.changes, hash: r.hash })), total };
  },
});

const homeTask = z.object({ key: z.string(), count: z.number(), href: z.string() });
export type HomeTask = z.output<typeof homeTask>;

/** One feature's part of the home screen: what waits, for those holding its permission. */
export interface HomeSource {
  permission: PermissionDef;
  /** The person's tasks: a count each, the message key that names it, and the screen that shows them. */
  tasks: (db: StaffCall['db'], me: StaffIdentity, now: Date) => Promise<HomeTask[]>;
}

/** The home screen's call, made with every feature's part (src/features/back-office.ts). */
export function staffHome(sources: readonly HomeSource[]) {
  return defineStaffEndpoint({
    method: 'GET',
    path: '/api/staff/home',
    summary: 'What waits for the person signed in: each feature’s queue the person’s roles give them',
    access: STAFF_PERMISSIONS['home.read'],
    response: z.object({ tasks: z.array(homeTask) }),
    handler: async ({ call, me }) => {
      const mine = sources.filter((source) => allows(me.roles, source.permission));
      const tasks = await Promise.all(mine.map((source) => source.tasks(call.db, me, call.now)));
      return { tasks: tasks.flat().filter((task) => task.count > 0) };
    },
  });
}

/** Filled by the route of the staff OpenAPI document with every staff call (see src/api/staff/openapi.json.ts). */
export function staffOpenApi(endpoints: StaffEndpoint[]) {
  return defineStaffEndpoint({
    method: 'GET',
    path: '/api/staff/openapi.json',
    summary: 'This document: the staff API, for signed-in staff only',
    access: STAFF_PERMISSIONS['api.docs'],
    response: z.record(z.string(), z.unknown()),
    handler: async () => buildOpenApiDocument(endpoints, { version: '1.0.0' }) as unknown as Record<string, unknown>,
  });
}

export { isStaffEndpoint };
