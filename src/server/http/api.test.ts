import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryArray } from '#src/lib/api/envelope.ts';
import { defineEndpoint } from './api.ts';
import { NotFoundError } from './errors.ts';
import { callRoute } from './testing.ts';

const echo = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/test/echo',
  summary: 'echo',
  tags: ['test'],
  query: z.object({ year: z.coerce.number().int().min(2000), tag: queryArray(z.string()).optional() }),
  response: z.object({ year: z.number(), tag: z.array(z.string()).optional(), lang: z.string() }),
  handler: async ({ query, lang }) => ({ ...query, lang }),
});

const failing = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/test/fail',
  summary: 'fail',
  tags: ['test'],
  response: z.object({}),
  handler: async () => {
    throw new Error('database exploded');
  },
});

const missing = defineEndpoint({
  method: 'GET',
  path: '/api/v1.0/test/missing',
  summary: 'missing',
  tags: ['test'],
  response: z.object({}),
  handler: async () => {
    throw new NotFoundError();
  },
});

describe('defineEndpoint', () => {
  it('answers success in the envelope with no-cache headers', async () => {
    const res = await callRoute(echo, '/api/v1.0/test/echo?year=2025');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 0, data: { year: 2025, lang: 'zh-hant' }, message: 'success' });
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('reads repeated query parameters as an array and a single one as a one-item array', async () => {
    expect((await callRoute(echo, '/x?year=2025&tag=a&tag=b')).body).toMatchObject({ data: { tag: ['a', 'b'] } });
    expect((await callRoute(echo, '/x?year=2025&tag=a')).body).toMatchObject({ data: { tag: ['a'] } });
  });

  it('rejects bad parameters with 400, a non-zero code and a message in the caller’s language', async () => {
    const en = await callRoute(echo, '/x?year=abc', { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ code: 40000, message: 'Invalid parameter “year”: Please enter a number' });
    const zh = await callRoute(echo, '/x', { headers: { 'Api-Language': 'zh_TW', 'Accept-Language': 'en' } });
    expect(zh.status).toBe(400);
    expect(zh.body).toMatchObject({ code: 40000, message: '參數「year」無效：必填' });
    const pt = await callRoute(echo, '/x?year=1999', { headers: { 'Api-Language': 'pt' } });
    expect((pt.body as { message: string }).message).toMatch(/^Parâmetro «year» inválido/);
  });

  it('answers 405 with Allow for a method the endpoint does not take', async () => {
    const res = await callRoute(echo, '/x?year=2025', { method: 'POST', body: '{}' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(res.body).toMatchObject({ code: 40500 });
  });

  it('answers 404 and 500 in the envelope without leaking internals', async () => {
    process.env.LOG_FORMAT = 'off';
    const notFound = await callRoute(missing, '/x', { headers: { 'Api-Language': 'en' } });
    expect(notFound).toMatchObject({ status: 404, body: { code: 40400, message: 'The requested resource was not found.' } });
    const crash = await callRoute(failing, '/x', { headers: { 'Api-Language': 'en' } });
    expect(crash.status).toBe(500);
    expect(crash.body).toMatchObject({ code: 50000, data: null });
    expect(JSON.stringify(crash.body)).not.toContain('exploded');
  });
});
