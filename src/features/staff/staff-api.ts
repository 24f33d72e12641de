/**
 * `defineStaffEndpoint`: the one way to write a staff call (issue 32). On top of
 * `defineEndpoint` (zod contracts, the envelope, OpenAPI) it
 * - answers the ordinary 404 when the instance serves no back office (STAFF_ROUTES=off);
 * - resolves the session (better-auth, database-backed, idle and absolute expiry);
 * - refuses a call whose permission the person's roles do not hold (403), or any call
 *   but the enrolment before the second factor is set up;
 * - refuses a write from another origin, or without the session's CSRF token;
 * - hands the handler what it needs to act and to write the audit log.
 * Features declare their staff calls with it in their own `staff-endpoints.ts`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { getConfig } from '#src/server/config.ts';
import type { Database } from '#src/server/db/open.ts';
import { getDb } from '#src/server/db/registry.ts';
import { AppError, NotFoundError } from '#src/server/http/errors.ts';
import { defineEndpoint, type Endpoint, type EndpointContext, type EndpointSpec } from '#src/server/http/api.ts';
import { clientAddress, isHttpsRequest } from '#src/server/http/client-address.ts';
import { publicOrigin } from '#src/server/http/site-url.ts';
import { messageSources } from '#src/i18n/catalogue.ts';
import { formsText } from '#src/features/forms/messages.ts';
import { ABSOLUTE_MS, CLIENT_ADDRESS_HEADER, cookieNames, staffAuth, type StaffAuth } from './auth.ts';
import { appendAudit, type AuditEntry } from './audit.ts';
import { staffText } from './messages.ts';
import { allows, type PermissionDef } from './permissions.ts';
import { findStaffById, rolesOf, type StaffUserRow } from './queries.ts';

/** The staff and common catalogues, for the staff calls' field messages. */
export const staffMessages = messageSources(staffText, formsText);

export function staffRoutesEnabled(): boolean {
  return getConfig().STAFF_ROUTES === 'on';
}

/** Everything a staff call acts with: the engine, the headers it reads cookies from, who calls and from where. */
export interface StaffCall {
  db: Database;
  auth: StaffAuth;
  secure: boolean;
  /** Headers for `auth.api.*`: the caller's cookies (kept current as calls set new ones) and the client address. */
  authHeaders: Headers;
  responseHeaders: Headers;
  clientAddress: string;
  userAgent: string;
  /** The public origin links in e-mails are built on. */
  origin: string;
  now: Date;
}

export interface StaffIdentity {
  user: StaffUserRow;
  roles: string[];
  sessionId: string;
  sessionToken: string;
  sessionCreatedAt: Date;
}

export interface StaffContext<Q, B, M extends StaffIdentity | undefined = StaffIdentity | undefined> extends EndpointContext<Q, B> {
  call: StaffCall;
  /** The person signed in (absent only on the calls open to the signed-out). */
  me: M;
  /** Writes one audit row as this person from this address. */
  audit: (entry: Omit<AuditEntry, 'actorId' | 'actorEmail' | 'clientAddress'>, db?: Parameters<typeof appendAudit>[0]) => Promise<void>;
}

/** Who may call: a permission (the shell's or a feature's, with its roles), `signed-out` (sign-in, setup links) or `enrolment` (any signed-in person, second factor or not). */
export type StaffAccess = PermissionDef | 'signed-out' | 'enrolment';

export interface StaffEndpointSpec<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, A extends StaffAccess> extends Omit<EndpointSpec<Q, B, R>, 'handler' | 'tags'> {
  access: A;
  tags?: string[];
  handler: (ctx: StaffContext<z.output<Q>, z.output<B>, A extends 'signed-out' ? undefined : StaffIdentity>) => Promise<z.input<R>>;
}

export type StaffEndpoint = Endpoint & { access: StaffAccess };

/** Passes Set-Cookie answers of `auth.api.*` on to the caller, and into the cookies later calls of this request read. */
export function forwardAuthCookies(call: StaffCall, headers: Headers | undefined): void {
  if (!headers) return;
  const jar = new Map<string, string>();
  for (const part of (call.authHeaders.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) jar.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  for (const line of headers.getSetCookie()) {
    call.responseHeaders.append('set-cookie', line);
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const name = pair.slice(0, at).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || pair.slice(at + 1).trim() === '';
    if (expired) jar.delete(name);
    else jar.set(name, pair.slice(at + 1).trim());
  }
  call.authHeaders.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
}

/** Clears the session cookies in the answer (a session that ended). */
function clearSessionCookies(call: StaffCall): void {
  const names = cookieNames(call.secure);
  const attrs = `Path=/; HttpOnly; SameSite=Strict; Max-Age=0${call.secure ? '; Secure' : ''}`;
  for (const name of [names.session, names.twoFactor]) {
    if ((call.authHeaders.get('cookie') ?? '').includes(`${name}=`)) call.responseHeaders.append('set-cookie', `${name}=; ${attrs}`);
  }
}

export async function staffCall(ctx: Pick<EndpointContext<unknown, unknown>, 'astro' | 'request' | 'url' | 'responseHeaders'>, now = new Date()): Promise<StaffCall> {
  const config = getConfig();
  const secure = isHttpsRequest(ctx.request, ctx.url, config.TRUST_PROXY_HOPS);
  const origin = publicOrigin(ctx.url, config);
  const db = getDb();
  const address = clientAddress(ctx.astro, config.TRUST_PROXY_HOPS);
  const authHeaders = new Headers({ [CLIENT_ADDRESS_HEADER]: address });
  const cookie = ctx.request.headers.get('cookie');
  if (cookie) authHeaders.set('cookie', cookie);
  const userAgent = (ctx.request.headers.get('user-agent') ?? '').slice(0, 300);
  if (userAgent) authHeaders.set('user-agent', userAgent);
  return { db, auth: await staffAuth(db, secure, origin), secure, authHeaders, responseHeaders: ctx.responseHeaders, clientAddress: address, userAgent, origin, now };
}

/**
 * The person signed in, or undefined. A session past its absolute expiry (12 h after
 * sign-in) is ended here, whatever its idle expiry says; so is one of a disabled account.
 */
export async function currentStaff(call: StaffCall): Promise<StaffIdentity | undefined> {
  if (!call.authHeaders.get('cookie')?.includes(`${cookieNames(call.secure).session}=`)) return undefined;
  const { headers, response } = await call.auth.api.getSession({ headers: call.authHeaders, returnHeaders: true });
  forwardAuthCookies(call, headers);
  if (!response) {
    clearSessionCookies(call);
    return undefined;
  }
  const user = await findStaffById(call.db, response.user.id);
  const created = new Date(response.session.createdAt);
  if (!user || user.disabled || created.getTime() + ABSOLUTE_MS <= call.now.getTime()) {
    await call.auth.api.revokeSession({ headers: call.authHeaders, body: { token: response.session.token } }).catch(() => undefined);
    clearSessionCookies(call);
    return undefined;
  }
  return { user, roles: await rolesOf(call.db, user.id), sessionId: response.session.id, sessionToken: response.session.token, sessionCreatedAt: created };
}

/** The CSRF token of a session: an HMAC of its id under the server's secret (nothing stored). */
export async function csrfToken(call: StaffCall, sessionId: string): Promise<string> {
  const secret = (await call.auth.$context).secret;
  return createHmac('sha256', secret).update(`csrf:${sessionId}`).digest('base64url');
}

async function checkCsrf(call: StaffCall, request: Request, sessionId: string): Promise<void> {
  const sent = Buffer.from(request.headers.get('x-csrf-token') ?? '');
  const expected = Buffer.from(await csrfToken(call, sessionId));
  if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) throw new AppError('cross_site', { messageKey: 'staff.csrf', messages: staffText });
}

/** A write must come from this site's own pages: its Origin is the origin the request was made to. */
function checkOrigin(request: Request, url: URL): void {
  if (request.headers.get('origin') !== url.origin) throw new AppError('cross_site');
}

/** What the guard found, for the handler of the same request. */
const resolved = new WeakMap<Request, { call: StaffCall; me: StaffIdentity | undefined }>();

export function defineStaffEndpoint<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, A extends StaffAccess>(spec: StaffEndpointSpec<Q, B, R, A>): StaffEndpoint {
  const { access, handler, ...rest } = spec;
  const endpoint = defineEndpoint<Q, B, R>({
    ...rest,
    tags: spec.tags ?? ['staff'],
    messages: spec.messages ?? staffMessages,
    // Who may call is settled before the input is read: a refused caller learns nothing about it.
    guard: async (ctx) => {
      if (!staffRoutesEnabled()) throw new NotFoundError();
      const write = ctx.request.method !== 'GET' && ctx.request.method !== 'HEAD';
      if (write) checkOrigin(ctx.request, ctx.url);
      const call = await staffCall(ctx);
      const me = access === 'signed-out' ? undefined : await currentStaff(call);
      if (access !== 'signed-out') {
        if (!me) throw new AppError('unauthorized');
        if (write) await checkCsrf(call, ctx.request, me.sessionId);
        if (typeof access === 'object') {
          if (!me.user.twoFactorEnabled) throw new AppError('forbidden', { messageKey: 'staff.enrolFirst', messages: staffText });
          if (!allows(me.roles, access)) {
            await appendAudit(call.db, { actorId: me.user.id, actorEmail: me.user.email, clientAddress: call.clientAddress, entity: 'permission', entityId: access.name, action: 'refused' }, call.now);
            throw new AppError('forbidden');
          }
        }
      }
      resolved.set(ctx.request, { call, me });
    },
    handler: async (ctx) => {
      const found = resolved.get(ctx.request);
      if (!found) throw new Error('defineStaffEndpoint: the guard did not run');
      const { call, me } = found;
      const audit: StaffContext<unknown, unknown>['audit'] = async (entry, db = call.db) => {
        await appendAudit(db, { ...entry, actorId: me?.user.id ?? null, actorEmail: me?.user.email ?? null, clientAddress: call.clientAddress }, call.now);
      };
      // The guard refused every call but the signed-out ones without a person.
      return handler({ ...ctx, call, me: me as A extends 'signed-out' ? undefined : StaffIdentity, audit });
    },
  });
  return Object.assign(endpoint, { access });
}

export function isStaffEndpoint(value: unknown): value is StaffEndpoint {
  return typeof value === 'function' && 'spec' in value && 'access' in value;
}
