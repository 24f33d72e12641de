/**
 * Issue 18 (d): every API call, found the way the OpenAPI document finds them, refuses
 * malformed input with a 400 (or 405) in the envelope and never a 5xx: a NUL in any
 * query parameter or body field, an impossible date in any date parameter, an integer
 * above 2^31−1 in any number parameter, a broken multipart body, a method the call
 * does not take. Nothing of it may be logged as an error.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { APIContext, APIRoute } from 'astro';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { isEndpoint, type Endpoint } from './api.ts';
import { isBinaryEndpoint, type BinaryEndpoint } from './binary.ts';
import { buildOpenApiDocument } from './openapi.ts';

// The public calls; the staff calls refuse a caller before reading any input, and are
// tried signed in, as each role, in src/features/staff/permissions.db.test.ts.
const modules = import.meta.glob<Record<string, unknown>>(['../../api/**/*.ts', '!**/openapi.json.ts', '!../../api/staff/**'], { eager: true });
const endpoints: Endpoint[] = Object.values(modules).flatMap((m) => Object.values(m).filter(isEndpoint));
const binaries: BinaryEndpoint[] = Object.values(modules).flatMap((m) => Object.values(m).filter(isBinaryEndpoint));

type Param = { name: string; in: string; schema?: Record<string, unknown> };
const doc = buildOpenApiDocument(endpoints, { version: 'test' }, binaries) as unknown as {
  paths: Record<string, Record<string, { parameters?: Param[] }>>;
};

interface Answer {
  status: number;
  headers: Headers;
  body: { code: number; data: { errors?: { field: string }[] } | null; message: string } | null;
}

async function call(route: APIRoute, url: string, init: RequestInit = {}): Promise<Answer> {
  const request = new Request(new URL(url, 'http://localhost'), init);
  const context = { request, url: new URL(request.url), params: {}, locals: {}, clientAddress: '192.0.2.1' } as unknown as APIContext;
  const response = await route(context);
  const text = await response.text();
  let body: Answer['body'];
  try {
    body = text ? (JSON.parse(text) as Answer['body']) : null;
  } catch {
    body = null;
  }
  return { status: response.status, headers: response.headers, body };
}

const schemaText = (schema: unknown) => JSON.stringify(schema ?? {});
const isNumeric = (schema: unknown) => /"type":"(integer|number)"/.test(schemaText(schema));
const isDate = (schema: unknown) => schemaText(schema).includes('\\\\d{4}-\\\\d{2}-\\\\d{2}');

const routes = [...endpoints.map((e) => ({ route: e, path: e.spec.path, method: e.spec.method })), ...binaries.map((b) => ({ route: b, path: b.binarySpec.path, method: 'GET' }))];
const cases: { label: string; route: APIRoute; url: string; field: string }[] = [];
for (const { route, path, method } of routes) {
  if (method !== 'GET') continue;
  const parameters = (doc.paths[path.replace(/\/\/+/g, '/')] ?? doc.paths[path])?.get?.parameters ?? [];
  const base = path.replace(/\{[^}]+\}/g, 'x');
  for (const param of parameters.filter((p) => p.in === 'query')) {
    const name = encodeURIComponent(param.name);
    cases.push({ label: `${path} ${param.name}=NUL`, route, url: `${base}?${name}=a%00b`, field: param.name });
    if (isNumeric(param.schema)) cases.push({ label: `${path} ${param.name}=2^31`, route, url: `${base}?${name}=2147483648`, field: param.name });
    if (isDate(param.schema)) cases.push({ label: `${path} ${param.name}=2024-13-45`, route, url: `${base}?${name}=2024-13-45`, field: param.name });
  }
}

let database: TestDatabase;
const errorLines: string[] = [];
const realWrite = process.stderr.write.bind(process.stderr);

beforeAll(async () => {
  process.env.LOG_FORMAT = 'json';
  database = await openTestDatabase({ seeded: true });
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    errorLines.push(String(chunk));
    return true;
  });
});
afterAll(async () => {
  vi.restoreAllMocks();
  process.stderr.write = realWrite;
  await database.dispose();
});

describe('malformed input answers 400 in the envelope, naming the field', () => {
  it('covers the calls', () => {
    // The three kinds of bad value reach every query parameter of every GET call.
    expect(cases.filter((c) => c.label.endsWith('=NUL')).length).toBeGreaterThan(100);
    expect(cases.some((c) => c.label.endsWith('2024-13-45'))).toBe(true);
    expect(cases.filter((c) => c.label.endsWith('2^31')).length).toBeGreaterThan(10);
  });

  it.each(cases.map((c) => [c.label, c] as const))('%s', async (_label, c) => {
    const res = await call(c.route, c.url, { headers: { 'Api-Language': 'en' } });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body?.code).toBe(40000);
    expect(res.body?.data?.errors?.map((e) => e.field)).toContain(c.field);
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('refuses a NUL, an impossible date and a huge id in the cases the probe found', async () => {
    const find = (path: string) => routes.find((r) => r.path === path)?.route as APIRoute;
    expect((await call(find('/api/v1.0/cms/laws'), '/api/v1.0/cms/laws?Filters.Keyword=a%00b')).status).toBe(400);
    expect((await call(find('/api/v1.0/cms/downloads'), '/api/v1.0/cms/downloads?Filters.Begin=2024-13-45')).status).toBe(400);
    expect((await call(find('/api/v1.0/cms/downloads'), '/api/v1.0/cms/downloads?Filters.End=2023-02-29')).status).toBe(400);
    for (const path of ['/api/v1.0/cms/graphics', '/api/v1.0/cms/videos']) expect((await call(find(path), `${path}?id=2147483648`)).status).toBe(400);
    expect((await call(find('/api/v1.0/cms/item_language'), '/api/v1.0/cms/item_language?module=page&id=2147483648')).status).toBe(400);
  });
});

describe('bodies and methods', () => {
  const posts = endpoints.filter((e) => e.spec.method === 'POST' && !e.spec.path.startsWith('/api/test/'));

  // Calls that check the verification code before they read a body (so nobody can make
  // the server read 25 MB without one) answer 403 first; multipart calls answer a JSON
  // body with 415 (41500). Everything else is a 400 in the envelope.
  const keyFirst = new Set(['/api/v1.0/complaint']);
  it.each(posts.map((e) => [e.spec.path, e] as const))('%s refuses a NUL in a JSON body and a broken multipart body', async (_path, route) => {
    const expected = (status: number, code: number) => (keyFirst.has(route.spec.path) ? { status: 403, code: 40300 } : { status, code });
    const nul = await call(route, route.spec.path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Api-Language': 'en' }, body: JSON.stringify({ id: 'a\u0000b', email: 'a\u0000@example.com' }) });
    const jsonRefusal = route.spec.multipart ? expected(415, 41500) : expected(400, 40000);
    expect(nul.status).toBe(jsonRefusal.status);
    expect(nul.body?.code).toBe(jsonRefusal.code);
    const broken = await call(route, route.spec.path, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="id"\r\n\r\nabc',
    });
    const brokenRefusal = expected(400, 40000);
    expect(broken.status).toBe(brokenRefusal.status);
    expect(broken.body?.code).toBe(brokenRefusal.code);
  });

  it('a method a call does not take is 405 in the envelope with Allow', async () => {
    for (const { route, path, method } of routes) {
      const res = await call(route, path.replace(/\{[^}]+\}/g, 'x'), { method: method === 'GET' ? 'PUT' : 'PATCH', body: '{}', headers: { 'Content-Type': 'application/json' } });
      expect(res.status, path).toBe(405);
      expect(res.body?.code).toBe(40500);
      expect(res.headers.get('allow')).toBeTruthy();
    }
  });

  it('logged nothing as an error', () => {
    expect(errorLines.filter((l) => l.includes('"level":"error"'))).toEqual([]);
  });
});
