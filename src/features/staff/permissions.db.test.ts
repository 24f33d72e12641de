/**
 * Every staff call × every role, generated from the route files and the permission
 * table: allowed or 403 exactly as the table says. A route file under /api/staff that
 * exports anything but a staff endpoint (so, a call without a declared access) fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { isEndpoint } from '#src/server/http/api.ts';
import { signedInAgent, StaffAgent } from './tests/agent.ts';
import { STAFF_ROLES, allows, type PermissionDef, type StaffRole } from './permissions.ts';
import { isStaffEndpoint, type StaffEndpoint } from './staff-api.ts';

const modules = import.meta.glob<Record<string, unknown>>('../../api/staff/**/*.ts', { eager: true });

let database: TestDatabase;
const agents = new Map<StaffRole, StaffAgent>();

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase();
  // One person per role, each with the second factor set up.
  for (const [i, role] of STAFF_ROLES.entries()) agents.set(role, await signedInAgent(database.db, role, [role], `192.0.2.${String(i + 1)}`));
}, 60_000);
afterAll(() => database.dispose());

const endpoints: { file: string; endpoint: StaffEndpoint }[] = Object.entries(modules).flatMap(([file, mod]) =>
  Object.values(mod)
    .filter(isEndpoint)
    .map((endpoint) => {
      if (!isStaffEndpoint(endpoint)) throw new Error(`${file} exports a call without a declared access: write it with defineStaffEndpoint`);
      return { file, endpoint };
    }),
);

describe('the permission table', () => {
  it('covers every staff route file, and every permission is held by some role', () => {
    expect(endpoints.length).toBeGreaterThanOrEqual(Object.keys(modules).length);
    for (const { endpoint } of endpoints) if (typeof endpoint.access === 'object') expect(endpoint.access.roles.length, endpoint.spec.path).toBeGreaterThan(0);
  });

  const guarded = endpoints.filter(({ endpoint }) => typeof endpoint.access === 'object');
  it.each(guarded.map(({ file, endpoint }) => [endpoint.spec.method, endpoint.spec.path, endpoint, file] as const))('%s %s: allowed or 403 per role as the table says', async (method, path, endpoint) => {
    const permission = endpoint.access as PermissionDef;
    const outcome: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const role of STAFF_ROLES) {
      const agent = agents.get(role)!;
      const url = path.replace('{id}', 'no-such-account-id');
      const answer = await agent.call(endpoint, url, { method, ...(method === 'POST' ? { body: {} } : {}), params: { id: 'no-such-account-id' } });
      outcome[role] = answer.status >= 500 ? `failed (${String(answer.status)})` : answer.status === 403 ? 'refused' : answer.status === 401 ? 'signed out' : 'allowed';
      expected[role] = allows([role], permission) ? 'allowed' : 'refused';
    }
    expect(outcome).toEqual(expected);
  });

  it('refuses malformed input to every call with a 400 in the envelope, signed in as an administrator, never a 5xx', async () => {
    const admin = agents.get('administrator');
    if (!admin) throw new Error('no administrator');
    // Signing out last: it would end the session the other calls use.
    const ordered = [...endpoints].sort((x, y) => Number(x.endpoint.spec.path.endsWith('sign-out')) - Number(y.endpoint.spec.path.endsWith('sign-out')));
    for (const { endpoint } of ordered) {
      const { method, path } = endpoint.spec;
      const url = path.replace('{id}', 'no-such-account-id');
      const answers =
        method === 'POST'
          ? [
              await admin.call(endpoint, url, { body: { email: 'a\u0000b@amcm.gov.mo', password: 'a\u0000b', token: 'a\u0000b', code: 'a\u0000b', name: 'a\u0000b' }, params: { id: 'no-such-account-id' } }),
              await admin.call(endpoint, url, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\nbroken', params: { id: 'no-such-account-id' } }),
            ]
          : [await admin.call(endpoint, `${url}?page=a%00b&perPage=2147483648&from=2024-13-45`, { params: { id: 'no-such-account-id' } })];
      for (const answer of answers) {
        // An unknown record is 404; anything else refused is 400; never a 5xx, always the envelope.
        const unknownRecord = path.includes('{') && answer.status === 404;
        expect([path, answer.status < 500, answer.body?.code === 0 || answer.status === 400 || unknownRecord || (method === 'GET' && answer.status === 200)]).toEqual([path, true, true]);
      }
    }
  });

  it('a signed-out caller gets 401 from every call that needs a session', async () => {
    const stranger = new StaffAgent('192.0.2.200');
    for (const { endpoint } of endpoints.filter(({ endpoint }) => endpoint.access !== 'signed-out')) {
      const answer = await stranger.call(endpoint, endpoint.spec.path, { method: endpoint.spec.method, ...(endpoint.spec.method === 'POST' ? { body: {} } : {}) });
      expect([endpoint.spec.path, answer.status]).toEqual([endpoint.spec.path, 401]);
    }
  });
});
