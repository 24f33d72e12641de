/**
 * The staff door end to end, in-process: the setup link makes the first administrator,
 * the second factor is mandatory, sign-in needs password and code, invitations,
 * lockout without account enumeration, session expiry, cookie flags, CSRF and origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { mailOutbox } from '#src/features/mail/schema.ts';
import { ALL as signInRoute } from '#src/api/staff/session/sign-in.ts';
import { ALL as secondFactorRoute } from '#src/api/staff/session/second-factor.ts';
import { ALL as signOutRoute } from '#src/api/staff/session/sign-out.ts';
import { ALL as meRoute } from '#src/api/staff/me/index.ts';
import { ALL as enrolStartRoute } from '#src/api/staff/me/second-factor/start.ts';
import { ALL as enrolConfirmRoute } from '#src/api/staff/me/second-factor/confirm.ts';
import { ALL as describeRoute } from '#src/api/staff/links/describe.ts';
import { ALL as acceptRoute } from '#src/api/staff/links/accept.ts';
import { ALL as accountsRoute } from '#src/api/staff/accounts/index.ts';
import { ALL as inviteRoute } from '#src/api/staff/invitations/new.ts';
import { ALL as auditRoute } from '#src/api/staff/audit.ts';
import { ALL as homeRoute } from '#src/api/staff/home.ts';
import { ALL as resetRequestRoute } from '#src/api/staff/session/reset-request.ts';
import { ALL as recoveryCodesRoute } from '#src/api/staff/me/second-factor/recovery-codes.ts';
import { ALL as secondFactorResetRoute } from '#src/api/staff/accounts/[id]/second-factor-reset.ts';
import { seedDemoStaff } from '#src/seed/staff.ts';
import { passwordProblem } from './password-policy.ts';
import { CLIENT_ADDRESS_HEADER, staffAuth } from './auth.ts';
import { StaffAgent, totpCode, type Answer } from './tests/agent.ts';
import { verifyAuditChain } from './audit.ts';
import { issueSetupLink, ACCOUNT_FAILURES } from './service.ts';
import type { StaffMe } from './contract.ts';

let database: TestDatabase;
const db = () => database.db;
const ADMIN = { email: 'ines.lam@amcm.gov.mo', name: 'Inês Lam', password: 'harbour lantern seven kites' };
let adminTotp = '';

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

const tokenOf = (link: string) => new URL(link).hash.replace('#token=', '');

async function me(agent: StaffAgent): Promise<Answer<StaffMe>> {
  const answer = await agent.call<StaffMe>(meRoute, '/api/staff/me');
  if (answer.status === 200) agent.csrf = answer.body.data.csrfToken;
  return answer;
}

/** A new account from a link, with its second factor set up: returns the TOTP URI. */
async function createFromLink(agent: StaffAgent, link: string, form: { name: string; email?: string; password: string }): Promise<string> {
  const accepted = await agent.call(acceptRoute, '/api/staff/links/accept', { body: { token: tokenOf(link), ...form } });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  expect((await me(agent)).body.data.secondFactor).toBe(false);
  // Until the second factor is set up, nothing but the enrolment works.
  expect((await agent.call(homeRoute, '/api/staff/home')).status).toBe(403);
  const started = await agent.call<{ totpUri: string; recoveryCodes: string[] }>(enrolStartRoute, '/api/staff/me/second-factor/start', { body: { password: form.password } });
  expect(started.status).toBe(200);
  expect(started.body.data.recoveryCodes).toHaveLength(10);
  const confirmed = await agent.call(enrolConfirmRoute, '/api/staff/me/second-factor/confirm', { body: { code: await totpCode(started.body.data.totpUri) } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  expect((await me(agent)).body.data.secondFactor).toBe(true);
  return started.body.data.totpUri;
}

async function signInFully(agent: StaffAgent, email: string, password: string, totpUri: string): Promise<void> {
  const first = await agent.call<{ next: string }>(signInRoute, '/api/staff/session/sign-in', { body: { email, password } });
  expect(first.body.data).toEqual({ next: 'two-factor' });
  // Between the two steps there is no session.
  expect((await me(agent)).status).toBe(401);
  const second = await agent.call(secondFactorRoute, '/api/staff/session/second-factor', { body: { method: 'totp', code: await totpCode(totpUri) } });
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  expect((await me(agent)).status).toBe(200);
}

describe('the first administrator', () => {
  it('comes from the one-time setup link, and only while no account exists', async () => {
    const link = await issueSetupLink(db(), 'http://localhost:4321', { onlyWhenEmpty: true });
    expect(link).toMatch(/^http:\/\/localhost:4321\/staff\/account#token=[A-Za-z0-9_-]{40,}$/);
    const agent = new StaffAgent();
    expect((await agent.call(describeRoute, '/api/staff/links/describe', { body: { token: tokenOf(link!) } })).body.data).toEqual({ purpose: 'setup', email: null, name: null });
    // A common password is refused, in the caller's language, and nothing is written.
    const weak = await agent.call(acceptRoute, '/api/staff/links/accept', { body: { token: tokenOf(link!), ...ADMIN, password: 'Password2026!' } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('too common');
    adminTotp = await createFromLink(agent, link!, ADMIN);
    expect((await me(agent)).body.data).toMatchObject({ email: ADMIN.email, roles: ['administrator'] });
    // Used up; and with an account in place the server issues no other.
    expect((await agent.call(acceptRoute, '/api/staff/links/accept', { body: { token: tokenOf(link!), ...ADMIN, email: 'other@amcm.gov.mo' } })).status).toBe(400);
    expect(await issueSetupLink(db(), 'http://localhost:4321', { onlyWhenEmpty: true })).toBeUndefined();
  });

  it('signs out, then in again with password and code; cookies are HttpOnly and SameSite=Strict', async () => {
    const agent = new StaffAgent();
    const first = await agent.call(signInRoute, '/api/staff/session/sign-in', { body: { email: ADMIN.email, password: ADMIN.password } });
    const cookie = first.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    const code = await totpCode(adminTotp);
    await agent.call(secondFactorRoute, '/api/staff/session/second-factor', { body: { method: 'totp', code } });
    expect((await me(agent)).status).toBe(200);
    expect((await agent.call(signOutRoute, '/api/staff/session/sign-out', { body: {} })).status).toBe(200);
    expect((await me(agent)).status).toBe(401);
    await signInFully(agent, ADMIN.email, ADMIN.password, adminTotp);
  });
});

describe('invitations and roles', () => {
  it('an administrator invites an editor, who sets a password and a second factor and is refused the staff accounts', async () => {
    const admin = new StaffAgent();
    await signInFully(admin, ADMIN.email, ADMIN.password, adminTotp);
    await db().delete(mailOutbox);
    const invited = await admin.call(inviteRoute, '/api/staff/invitations/new', { body: { email: 'Kelvin.Ho@amcm.gov.mo', name: 'Kelvin Ho', roles: ['editor'], locale: 'en' } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const [mail] = await db().select().from(mailOutbox);
    expect(mail).toMatchObject({ to: 'kelvin.ho@amcm.gov.mo', kind: 'staff.invitation' });
    const link = /https?:\/\/\S+#token=[A-Za-z0-9_-]+/.exec(mail!.text)![0];

    const editor = new StaffAgent('203.0.113.20');
    expect((await editor.call(describeRoute, '/api/staff/links/describe', { body: { token: tokenOf(link) } })).body.data).toEqual({ purpose: 'invitation', email: 'kelvin.ho@amcm.gov.mo', name: 'Kelvin Ho' });
    await createFromLink(editor, link, { name: 'Kelvin Ho', password: 'junk boats drift past taipa' });
    expect((await me(editor)).body.data.roles).toEqual(['editor']);
    expect((await editor.call(accountsRoute, '/api/staff/accounts')).status).toBe(403);
    expect((await editor.call(homeRoute, '/api/staff/home')).status).toBe(200);

    const accounts = await admin.call<{ data: { email: string }[] }>(accountsRoute, '/api/staff/accounts');
    expect(accounts.body.data.data.map((a) => a.email).sort()).toEqual(['ines.lam@amcm.gov.mo', 'kelvin.ho@amcm.gov.mo']);
    const log = await admin.call<{ data: { action: string; entity: string }[] }>(auditRoute, '/api/staff/audit?perPage=200');
    const actions = log.body.data.data.map((r) => `${r.entity}:${r.action}`);
    expect(actions).toEqual(expect.arrayContaining(['session:sign-in', 'staff-invitation:invite', 'staff-account:create', 'second-factor:enabled', 'permission:refused']));
    expect((await verifyAuditChain(db())).broken).toBeUndefined();
  });
});

describe('sign-in refusals', () => {
  it('answers an unknown address exactly as a wrong password, in about the same time', async () => {
    const agent = new StaffAgent('198.51.100.1');
    const time = async (email: string) => {
      const started = performance.now();
      const answer = await agent.call(signInRoute, '/api/staff/session/sign-in', { body: { email, password: 'not the password at all' } });
      return { ms: performance.now() - started, status: answer.status, body: answer.body };
    };
    const unknown = [];
    const wrong = [];
    for (let i = 0; i < 5; i += 1) {
      unknown.push(await time(`nobody${String(i)}@amcm.gov.mo`));
      wrong.push(await time(ADMIN.email));
    }
    expect(new Set([...unknown, ...wrong].map((a) => JSON.stringify([a.status, a.body])))).toHaveLength(1);
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[2]!;
    const [u, w] = [median(unknown.map((a) => a.ms)), median(wrong.map((a) => a.ms))];
    // Both hash a password (scrypt): neither answer is a shortcut of the other.
    expect(Math.max(u, w) / Math.min(u, w)).toBeLessThan(2);
    await db().execute(sql`DELETE FROM staff_sign_in_failures`);
  });

  it(`locks an account after ${String(ACCOUNT_FAILURES)} failures, known or unknown alike, and the right password waits too`, async () => {
    const agent = new StaffAgent('198.51.100.2');
    for (const email of [ADMIN.email, 'ghost@amcm.gov.mo']) {
      const answers = [];
      for (let i = 0; i < ACCOUNT_FAILURES + 1; i += 1) answers.push(await agent.call(signInRoute, '/api/staff/session/sign-in', { body: { email, password: 'wrong password again' } }));
      expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400, 429]);
      expect(answers.at(-1)!.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    const right = await agent.call(signInRoute, '/api/staff/session/sign-in', { body: { email: ADMIN.email, password: ADMIN.password } });
    expect(right.status).toBe(429);
    await db().execute(sql`DELETE FROM staff_sign_in_failures`);
  });
});

describe('sessions', () => {
  it('end after 30 idle minutes and 12 hours after sign-in however busy', async () => {
    const agent = new StaffAgent();
    await signInFully(agent, ADMIN.email, ADMIN.password, adminTotp);
    const ident = (await me(agent)).body.data.id;
    await db().execute(sql`UPDATE staff_sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${ident}`);
    expect((await me(agent)).status).toBe(401);

    await signInFully(agent, ADMIN.email, ADMIN.password, adminTotp);
    await db().execute(sql`UPDATE staff_sessions SET created_at = now() - interval '12 hours 1 second' WHERE user_id = ${ident}`);
    const old = await me(agent);
    expect(old.status).toBe(401);
    expect(old.headers.getSetCookie().join('\n')).toMatch(/Max-Age=0/i);
  });

  it('over HTTPS the cookies are __Host- prefixed and Secure, with no Domain', async () => {
    const auth = await staffAuth(db(), true, 'https://www.amcm.example');
    const { headers } = await auth.api.signInEmail({ body: { email: ADMIN.email, password: ADMIN.password }, headers: new Headers({ [CLIENT_ADDRESS_HEADER]: '192.0.2.9' }), returnHeaders: true });
    const cookies = headers.getSetCookie().filter((c) => !/max-age=0/i.test(c));
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Host-amcm-staff/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Strict/i);
      expect(cookie).toMatch(/;\s*Path=\//i);
      expect(cookie).not.toMatch(/;\s*Domain=/i);
    }
  });

  it('refuses a write from another origin, and one without the CSRF token', async () => {
    const agent = new StaffAgent();
    await signInFully(agent, ADMIN.email, ADMIN.password, adminTotp);
    const body = { email: 'x.y@amcm.gov.mo', name: 'X Y', roles: ['auditor'] };
    expect((await agent.call(inviteRoute, '/api/staff/invitations/new', { body, headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect((await agent.call(inviteRoute, '/api/staff/invitations/new', { body, headers: { 'X-CSRF-Token': 'forged' } })).status).toBe(403);
    expect((await agent.call(accountsRoute, '/api/staff/accounts')).status).toBe(200);
  });
});

describe('recovery codes and password resets', () => {
  it('a recovery code signs in once; new codes replace the old ones', async () => {
    const agent = new StaffAgent('198.51.100.30');
    await signInFully(agent, ADMIN.email, ADMIN.password, adminTotp);
    const renewed = await agent.call<{ recoveryCodes: string[] }>(recoveryCodesRoute, '/api/staff/me/second-factor/recovery-codes', { body: { password: ADMIN.password } });
    expect(renewed.body.data.recoveryCodes).toHaveLength(10);
    const [first, second] = renewed.body.data.recoveryCodes;
    const other = new StaffAgent('198.51.100.31');
    const withCode = async (code: string | undefined) => {
      await other.call(signInRoute, '/api/staff/session/sign-in', { body: { email: ADMIN.email, password: ADMIN.password } });
      return other.call(secondFactorRoute, '/api/staff/session/second-factor', { body: { method: 'recovery', code } });
    };
    expect((await withCode(first)).status).toBe(200);
    await other.call(signOutRoute, '/api/staff/session/sign-out', { body: {}, headers: { 'X-CSRF-Token': (await me(other)).body.data.csrfToken } });
    // Used up.
    expect((await withCode(first)).status).toBe(400);
    expect((await withCode(second)).status).toBe(200);
    await db().execute(sql`DELETE FROM staff_sign_in_failures`);
  });

  it('a reset link by e-mail for a staff address, nothing for another, the same answer for both', async () => {
    await db().delete(mailOutbox);
    const agent = new StaffAgent('198.51.100.40');
    const known = await agent.call(resetRequestRoute, '/api/staff/session/reset-request', { body: { email: 'KELVIN.HO@amcm.gov.mo' } });
    const unknown = await agent.call(resetRequestRoute, '/api/staff/session/reset-request', { body: { email: 'nobody@amcm.gov.mo' } });
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    // Asked again at once: no second message.
    await agent.call(resetRequestRoute, '/api/staff/session/reset-request', { body: { email: 'kelvin.ho@amcm.gov.mo' } });
    const mails = await db().select().from(mailOutbox);
    expect(mails.map((m) => [m.to, m.kind])).toEqual([['kelvin.ho@amcm.gov.mo', 'staff.password-reset']]);
    const link = /https?:\/\/\S+#token=[A-Za-z0-9_-]+/.exec(mails[0]!.text)![0];
    expect((await agent.call(describeRoute, '/api/staff/links/describe', { body: { token: tokenOf(link) } })).body.data).toMatchObject({ purpose: 'reset' });
    const reset = await agent.call<{ next: string }>(acceptRoute, '/api/staff/links/accept', { body: { token: tokenOf(link), name: 'ignored', password: 'new quiet lanes of coloane' } });
    expect(reset.body.data).toEqual({ next: 'sign-in' });
    // The new password works, the old one no longer.
    const signIn = (password: string) => agent.call(signInRoute, '/api/staff/session/sign-in', { body: { email: 'kelvin.ho@amcm.gov.mo', password } });
    expect((await signIn('junk boats drift past taipa')).status).toBe(400);
    expect((await signIn('new quiet lanes of coloane')).status).toBe(200);
    await db().execute(sql`DELETE FROM staff_sign_in_failures`);
  });
});

describe('a lost phone', () => {
  it('an administrator removes the second factor: the sessions end, and the next sign-in sets up a new one', async () => {
    const kelvin = new StaffAgent('198.51.100.60');
    expect((await kelvin.call<{ next: string }>(signInRoute, '/api/staff/session/sign-in', { body: { email: 'kelvin.ho@amcm.gov.mo', password: 'new quiet lanes of coloane' } })).body.data).toEqual({ next: 'two-factor' });
    const admin = new StaffAgent('198.51.100.61');
    await signInFully(admin, ADMIN.email, ADMIN.password, adminTotp);
    const accounts = await admin.call<{ data: { id: string; email: string }[] }>(accountsRoute, '/api/staff/accounts');
    const id = accounts.body.data.data.find((a) => a.email === 'kelvin.ho@amcm.gov.mo')?.id ?? '';
    const reset = await admin.call(secondFactorResetRoute, `/api/staff/accounts/${id}/second-factor-reset`, { body: {}, params: { id } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await kelvin.call<{ next: string }>(signInRoute, '/api/staff/session/sign-in', { body: { email: 'kelvin.ho@amcm.gov.mo', password: 'new quiet lanes of coloane' } })).body.data).toEqual({ next: 'enrol' });
    const log = await admin.call<{ data: { action: string }[] }>(auditRoute, '/api/staff/audit?entity=second-factor');
    expect(log.body.data.data.map((r) => r.action)).toContain('reset-by-administrator');
  });
});

describe('demo staff accounts', () => {
  it('are refused in production, and otherwise made once per role with strong passwords', async () => {
    await expect(seedDemoStaff(db(), 'http://localhost:4321', 'production')).rejects.toThrow(/refused/);
    const made = await seedDemoStaff(db(), 'http://localhost:4321', 'development');
    expect(made.map((m) => m.role)).toEqual(['administrator', 'editor', 'publisher', 'data-officer', 'shop-clerk', 'complaints-officer', 'applications-officer', 'auditor']);
    expect(new Set(made.map((m) => m.password)).size).toBe(8);
    for (const m of made) expect(passwordProblem(m.password, m.email)).toBeUndefined();
    expect(await seedDemoStaff(db(), 'http://localhost:4321', 'development')).toEqual([]);
    // The demo editor signs in, and must set up a second factor first.
    const agent = new StaffAgent('198.51.100.50');
    const editor = made.find((m) => m.role === 'editor')!;
    expect((await agent.call(signInRoute, '/api/staff/session/sign-in', { body: { email: editor.email, password: editor.password } })).body.data).toEqual({ next: 'enrol' });
  });
});
