/**
 * A browser's worth of staff calls for tests: calls the route modules in-process with
 * a cookie jar, this site's Origin and the CSRF token of the session, from a chosen
 * client address. Test support only (never imported by the running server).
 */
import { createHash } from 'node:crypto';
import type { APIContext, APIRoute } from 'astro';
import { generate } from 'otplib';
import type { Database } from '#src/server/db/open.ts';
import { ALL as acceptRoute } from '#src/api/staff/links/accept.ts';
import { ALL as enrolConfirmRoute } from '#src/api/staff/me/second-factor/confirm.ts';
import { ALL as enrolStartRoute } from '#src/api/staff/me/second-factor/start.ts';
import { ALL as meRoute } from '#src/api/staff/me/index.ts';
import type { StaffRole } from '../permissions.ts';
import { insertLink } from '../queries.ts';

export const TEST_ORIGIN = 'http://localhost:4321';

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: { code: number; data: T; message: string };
}

export class StaffAgent {
  readonly cookies = new Map<string, string>();
  csrf = '';
  readonly address: string;
  readonly lang: string;
  constructor(address = '203.0.113.10', lang = 'en') {
    this.address = address;
    this.lang = lang;
  }

  async call<T = unknown>(route: APIRoute, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string>; params?: Record<string, string> } = {}): Promise<Answer<T>> {
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    const headers = new Headers({ 'Api-Language': this.lang, ...(method === 'GET' ? {} : { Origin: TEST_ORIGIN, 'Content-Type': 'application/json' }), ...init.headers });
    if (this.csrf && method !== 'GET' && !headers.has('x-csrf-token')) headers.set('X-CSRF-Token', this.csrf);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const request = new Request(new URL(path, TEST_ORIGIN), { method, headers, ...(init.body === undefined ? {} : { body: typeof init.body === 'string' ? init.body : init.body instanceof Uint8Array ? (init.body as Uint8Array<ArrayBuffer>) : JSON.stringify(init.body) }) });
    const context = { request, url: new URL(request.url), params: init.params ?? {}, locals: {}, clientAddress: this.address } as unknown as APIContext;
    const response = await route(context);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    // A staff call answers JSON; a download or a picture is left as its text (its headers are what a test reads).
    const json = (response.headers.get('content-type') ?? 'application/json').includes('json');
    return { status: response.status, headers: response.headers, body: text ? (json ? JSON.parse(text) : text) : null };
  }
}

/** The current code of an authenticator holding the secret of an otpauth:// URI. */
export async function totpCode(totpUri: string, at = Date.now()): Promise<string> {
  const secret = new URL(totpUri).searchParams.get('secret') ?? '';
  return generate({ secret, epoch: Math.floor(at / 1000) });
}

/**
 * A person holding `roles`, invited, signed in and with the second factor set up, as
 * a browser from `address`: the agent carries the session and its CSRF token. `name`
 * must be unique in the database (it makes the address).
 */
export async function signedInAgent(db: Database, name: string, roles: StaffRole[], address = '192.0.2.1'): Promise<StaffAgent> {
  const token = `test-token-${name}-${'x'.repeat(20)}`.replace(/[^A-Za-z0-9_-]/g, '-');
  await insertLink(db, { hash: createHash('sha256').update(token).digest('hex'), purpose: 'invitation', email: `${name}@amcm.gov.mo`, name, roles, expiresAt: new Date(Date.now() + 3_600_000) });
  const agent = new StaffAgent(address);
  const password = `quiet harbour morning ${name}`;
  const accepted = await agent.call(acceptRoute, '/api/staff/links/accept', { body: { token, name, password } });
  if (accepted.status !== 200) throw new Error(`invitation of ${name} refused: ${JSON.stringify(accepted.body)}`);
  agent.csrf = (await agent.call<{ csrfToken: string }>(meRoute, '/api/staff/me')).body.data.csrfToken;
  const started = await agent.call<{ totpUri: string }>(enrolStartRoute, '/api/staff/me/second-factor/start', { body: { password } });
  const confirmed = await agent.call(enrolConfirmRoute, '/api/staff/me/second-factor/confirm', { body: { code: await totpCode(started.body.data.totpUri) } });
  if (confirmed.status !== 200) throw new Error(`enrolment of ${name} refused: ${JSON.stringify(confirmed.body)}`);
  agent.csrf = (await agent.call<{ csrfToken: string }>(meRoute, '/api/staff/me')).body.data.csrfToken;
  return agent;
}
