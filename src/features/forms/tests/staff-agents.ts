/**
 * Signed-in staff for a feature's database tests: one agent per person, each with the
 * roles given and the second factor set up (as permissions.db.test.ts makes them),
 * and a raw call for downloads (the agent reads JSON only). Tests only.
 */
import { createHash } from 'node:crypto';
import type { APIContext, APIRoute } from 'astro';
import type { Queryable } from '#src/server/db/open.ts';
import { StaffAgent, TEST_ORIGIN, totpCode } from '#src/features/staff/tests/agent.ts';
import { insertLink } from '#src/features/staff/queries.ts';
import type { StaffRole } from '#src/features/staff/permissions.ts';
import { ALL as acceptRoute } from '#src/api/staff/links/accept.ts';
import { ALL as enrolStartRoute } from '#src/api/staff/me/second-factor/start.ts';
import { ALL as enrolConfirmRoute } from '#src/api/staff/me/second-factor/confirm.ts';
import { ALL as meRoute } from '#src/api/staff/me/index.ts';

export interface Person extends StaffAgent {
  id: string;
}

let counter = 0;

/** People by name, each signed in with the roles given. */
export async function staffPeople<K extends string>(db: Queryable, people: Record<K, StaffRole[]>): Promise<Record<K, Person>> {
  const out = {} as Record<K, Person>;
  for (const [name, roles] of Object.entries(people) as [K, StaffRole[]][]) {
    counter += 1;
    const token = `case-test-token-${name}-${String(counter)}-${'x'.repeat(20)}`;
    await insertLink(db, { hash: createHash('sha256').update(token).digest('hex'), purpose: 'invitation', email: `${name}.${String(counter)}@amcm.gov.mo`, name, roles, expiresAt: new Date(Date.now() + 3_600_000) });
    const agent = new StaffAgent(`198.51.100.${String(counter % 250)}`);
    const password = `quiet harbour evening ${name}`;
    const accepted = await agent.call(acceptRoute, '/api/staff/links/accept', { body: { token, name, password } });
    if (accepted.status !== 200) throw new Error(`accept ${name}: ${String(accepted.status)}`);
    agent.csrf = (await agent.call<{ csrfToken: string }>(meRoute, '/api/staff/me')).body.data.csrfToken;
    const started = await agent.call<{ totpUri: string }>(enrolStartRoute, '/api/staff/me/second-factor/start', { body: { password } });
    await agent.call(enrolConfirmRoute, '/api/staff/me/second-factor/confirm', { body: { code: await totpCode(started.body.data.totpUri) } });
    const me = (await agent.call<{ csrfToken: string; id: string }>(meRoute, '/api/staff/me')).body.data;
    agent.csrf = me.csrfToken;
    out[name] = Object.assign(agent, { id: me.id });
  }
  return out;
}

/** A call whose answer is returned as it is (a download), with the agent's cookies and CSRF token. */
export async function rawCall(agent: StaffAgent, route: APIRoute, path: string, init: { method?: string; body?: Buffer | string; headers?: Record<string, string>; params?: Record<string, string> } = {}): Promise<Response> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const headers = new Headers({ 'Api-Language': agent.lang, ...(method === 'GET' ? {} : { Origin: TEST_ORIGIN, 'X-CSRF-Token': agent.csrf }), ...init.headers });
  if (agent.cookies.size) headers.set('Cookie', [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  const body = init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : new Uint8Array(init.body);
  const request = new Request(new URL(path, TEST_ORIGIN), { method, headers, ...(body === undefined ? {} : { body }) });
  return route({ request, url: new URL(request.url), params: init.params ?? {}, locals: {}, clientAddress: agent.address } as unknown as APIContext);
}
