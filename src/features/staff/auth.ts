/**
 * better-auth, the authentication engine of the staff side (issue 32): password
 * hashing (scrypt), database sessions, TOTP with recovery codes. Its own HTTP routes
 * are never mounted: the staff API calls `auth.api.*` from `defineEndpoint` calls, so
 * every way in has the project's contracts, envelope, lockout, CSRF check and audit.
 *
 * Two engines per database, one per cookie scheme: over HTTPS (as the client used it,
 * TRUST_PROXY_HOPS deciding) the cookies are `__Host-` prefixed and Secure; over plain
 * HTTP (localhost, the tests) they have neither, as a browser would refuse them.
 */
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import type { Database } from '#src/server/db/open.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './contract.ts';
import { ensureSecret, findStaffById } from './queries.ts';
import { staffAccounts, staffSessions, staffTwoFactors, staffUsers, staffVerifications } from './schema.ts';

/** Idle expiry: a session not used for this long ends (seconds). */
export const IDLE_SECONDS = 30 * 60;
/** Absolute expiry: a session older than this ends however busy it is (ms). */
export const ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** How often a used session's idle expiry moves forward (seconds): the idle limit holds within this. */
const REFRESH_SECONDS = 60;


/** Cookie names; `secure` adds the `__Host-` prefix (Secure, path /, no Domain). */
export function cookieNames(secure: boolean) {
  const prefix = secure ? '__Host-' : '';
  return { session: `${prefix}amcm-staff`, twoFactor: `${prefix}amcm-staff-2fa`, dontRemember: `${prefix}amcm-staff-dr`, sessionData: `${prefix}amcm-staff-data`, trustDevice: `${prefix}amcm-staff-td` };
}

/** The header the staff API passes the client address in (set from the socket and TRUST_PROXY_HOPS, never from the client). */
export const CLIENT_ADDRESS_HEADER = 'x-amcm-staff-client';

function createEngine(db: Database, secret: string, secure: boolean, baseURL: string) {
  const names = cookieNames(secure);
  const attributes = { secure, sameSite: 'strict' as const, httpOnly: true, path: '/' };
  const cookie = (name: string) => ({ name, attributes });
  return betterAuth({
    appName: 'AMCM',
    baseURL,
    basePath: '/api/staff/auth',
    secret,
    telemetry: { enabled: false },
    logger: { disabled: true },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: staffUsers, session: staffSessions, account: staffAccounts, verification: staffVerifications, twoFactor: staffTwoFactors },
    }),
    user: {
      additionalFields: {
        locale: { type: 'string', required: false, input: false, defaultValue: 'zh-hant' },
        disabled: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Accounts come only from the setup link and invitations.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
    },
    session: { expiresIn: IDLE_SECONDS, updateAge: REFRESH_SECONDS, cookieCache: { enabled: false } },
    // The staff API throttles sign-in itself, per account and per client address (service.ts).
    rateLimit: { enabled: false },
    databaseHooks: {
      session: {
        create: {
          // A disabled account gets no session, whatever it proves.
          before: async (session) => ((await findStaffById(db, session.userId))?.disabled === false ? undefined : false),
        },
      },
    },
    advanced: {
      useSecureCookies: false,
      cookies: {
        session_token: cookie(names.session),
        session_data: cookie(names.sessionData),
        dont_remember: cookie(names.dontRemember),
        two_factor: cookie(names.twoFactor),
        trust_device: cookie(names.trustDevice),
      },
      defaultCookieAttributes: attributes,
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    plugins: [
      twoFactor({
        issuer: 'AMCM',
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createEngine>;

const engines = new WeakMap<Database, Map<string, Promise<StaffAuth>>>();

/**
 * The engine for a database and cookie scheme, made once. The secret is the
 * database's (made by the first instance that asks), so every instance signs alike.
 */
export function staffAuth(db: Database, secure: boolean, baseURL: string): Promise<StaffAuth> {
  let byScheme = engines.get(db);
  if (!byScheme) engines.set(db, (byScheme = new Map()));
  const key = `${String(secure)} ${baseURL}`;
  let engine = byScheme.get(key);
  if (!engine) {
    engine = ensureSecret(db, randomBytes(32).toString('base64url')).then((secret) => createEngine(db, secret, secure, baseURL));
    engine.catch(() => byScheme.delete(key));
    byScheme.set(key, engine);
  }
  return engine;
}
