/**
 * Demo staff accounts, only when asked for (`SEED_DEMO_STAFF=true`, never with
 * NODE_ENV=production): one person per role, each with a fresh random password that
 * is printed once and stored only as its hash. No second factor yet: each sets one up
 * at the first sign-in, as a real account does. Addresses are on the reserved
 * `.example` domain; the names are roles, not people.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '#src/server/db/open.ts';
import { staffAuth } from '#src/features/staff/auth.ts';
import { appendAudit } from '#src/features/staff/audit.ts';
import { STAFF_ROLES } from '#src/features/staff/permissions.ts';
import { findStaffByEmail, setRoles } from '#src/features/staff/queries.ts';

export interface DemoStaff {
  email: string;
  role: string;
  password: string;
}

const NAMES: Record<(typeof STAFF_ROLES)[number], string> = {
  administrator: 'Demo Administrator',
  editor: 'Demo Editor',
  publisher: 'Demo Publisher',
  'data-officer': 'Demo Data Officer',
  'shop-clerk': 'Demo Shop Clerk',
  'complaints-officer': 'Demo Complaints Officer',
  'applications-officer': 'Demo Applications Officer',
  auditor: 'Demo Auditor',
};

/** Creates the demo accounts that do not exist yet; returns those created, with their passwords. */
export async function seedDemoStaff(db: Database, origin: string, nodeEnv: string): Promise<DemoStaff[]> {
  if (nodeEnv === 'production') throw new Error('SEED_DEMO_STAFF is refused when NODE_ENV=production: create real accounts with `npm run staff:create-admin -- EMAIL` and invitations.');
  const ctx = await (await staffAuth(db, false, origin)).$context;
  const created: DemoStaff[] = [];
  for (const role of STAFF_ROLES) {
    const email = `${role}@staff.example`;
    if (await findStaffByEmail(db, email)) continue;
    // Four random groups: 24 characters, never in a list of common passwords.
    const password = Array.from({ length: 4 }, () => randomBytes(5).toString('base64url').slice(0, 6)).join('-');
    const user = await ctx.internalAdapter.createUser({ email, name: NAMES[role], emailVerified: true, locale: 'zh-hant' }, { method: 'admin' });
    await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: await ctx.password.hash(password) });
    await setRoles(db, user.id, [role]);
    await appendAudit(db, { entity: 'staff-account', entityId: user.id, action: 'create', changes: { email: { after: email }, roles: { after: [role] }, via: { after: 'SEED_DEMO_STAFF' } } });
    created.push({ email, role, password });
  }
  return created;
}
