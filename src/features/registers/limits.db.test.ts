/**
 * Issue 18: a validate key serves a bounded number of register searches and one export
 * at a time; exports are limited per client and per instance, each refusal a 429 with
 * Retry-After (a used-up key a 403, so the visitor solves a new code).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { APIContext, APIRoute } from 'astro';
import { challengeCode, createChallenge, RATE_LIMITS, resetRateLimits, validateChallenge, VALIDATE_KEY_MAX_USES } from '#src/features/captcha/service.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { acquireExportSlot, runningExports } from '#src/server/http/export-slots.ts';
import { ALL as intermediary } from '#src/api/v1.0/cms/insurance_intermediary.ts';
import { ALL as intermediaryXlsx } from '#src/api/v1.0/cms/insurance_intermediary_excel_print.ts';
import { ALL as intermediaryPdf } from '#src/api/v1.0/cms/insurance_intermediary_pdfprint.ts';
import { ALL as rateExport } from '#src/api/v1.0/cms/export_financial_info.ts';
import { licencePageWait } from './page.ts';

let database: TestDatabase;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());
beforeEach(() => resetRateLimits(database.db));

async function newKey(): Promise<string> {
  const challenge = await createChallenge(database.db, { client: 'test' });
  const code = (await challengeCode(database.db, challenge.id))!;
  return (await validateChallenge(database.db, { id: challenge.id, code, client: 'test' })).validateKey;
}

function call(route: APIRoute, url: string, headers: Record<string, string> = {}, client = '198.51.100.7'): Promise<Response> {
  const request = new Request(new URL(url, 'http://localhost'), { headers: { 'Api-Language': 'en', ...headers } });
  return Promise.resolve(route({ request, url: new URL(request.url), params: {}, locals: {}, clientAddress: client } as unknown as APIContext));
}

const envelope = async (res: Response) => (await res.json()) as { code: number; message: string };

describe('validate key', () => {
  it(`serves ${String(VALIDATE_KEY_MAX_USES)} register searches, then asks for a new code`, async () => {
    const key = await newKey();
    for (let i = 0; i < VALIDATE_KEY_MAX_USES; i++) {
      const res = await call(intermediary, '/api/v1.0/cms/insurance_intermediary?PageSize=1', { 'Validate-Key': key });
      expect(res.status, `search ${String(i + 1)}`).toBe(200);
    }
    const over = await call(intermediary, '/api/v1.0/cms/insurance_intermediary?PageSize=1', { 'Validate-Key': key });
    expect(over.status).toBe(403);
    expect(await envelope(over)).toMatchObject({ code: 40300 });
    // A fresh key works again.
    expect((await call(intermediary, '/api/v1.0/cms/insurance_intermediary?PageSize=1', { 'Validate-Key': await newKey() })).status).toBe(200);
  });

  it('allows one export at a time: a second export with the same key waits (429, Retry-After) until the first is written', async () => {
    const key = await newKey();
    const first = await call(intermediaryXlsx, `/api/v1.0/cms/insurance_intermediary_excel_print?ValidateKey=${key}`);
    expect(first.status).toBe(200);
    const second = await call(intermediaryPdf, `/api/v1.0/cms/insurance_intermediary_pdfprint?ValidateKey=${key}`);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await envelope(second)).toMatchObject({ code: 42900 });
    // Reading the first file to its end frees the key for the next export.
    expect((await first.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = await call(intermediaryPdf, `/api/v1.0/cms/insurance_intermediary_pdfprint?ValidateKey=${key}`);
    expect(third.status).toBe(200);
    expect(new TextDecoder().decode((await third.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });
});

describe('export limits', () => {
  it('refuses an export when the instance’s export slots are busy, with Retry-After, and frees the slot when the file is written', async () => {
    const held = [acquireExportSlot(2), acquireExportSlot(2)];
    const busy = await call(rateExport, '/api/v1.0/cms/export_financial_info?Format=xlsx&Filters.Begin=1900-01-01&Filters.End=2100-12-31');
    expect(busy.status).toBe(429);
    expect(busy.headers.get('retry-after')).toBe('10');
    for (const release of held) release();
    expect(runningExports()).toBe(0);
    const ok = await call(rateExport, '/api/v1.0/cms/export_financial_info?Format=xlsx&Filters.Begin=1900-01-01&Filters.End=2100-12-31');
    expect(ok.status).toBe(200);
    expect(runningExports()).toBe(1);
    // The range is narrowed to the data: the file is named after the days it holds.
    expect(ok.headers.get('content-disposition')).not.toContain('1900-01-01');
    const bytes = new Uint8Array(await ok.arrayBuffer());
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runningExports()).toBe(0);
  });

  it(`limits exports per client (${String(RATE_LIMITS.export)} a window), then 429 with Retry-After`, async () => {
    for (let i = 0; i < RATE_LIMITS.export; i++) {
      const res = await call(rateExport, '/api/v1.0/cms/export_financial_info?Format=csv', {}, '203.0.113.9');
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const over = await call(rateExport, '/api/v1.0/cms/export_financial_info?Format=csv', {}, '203.0.113.9');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client is not affected.
    expect((await call(rateExport, '/api/v1.0/cms/export_financial_info?Format=csv', {}, '203.0.113.10')).status).toBe(200);
  });
});

describe('licence pages', () => {
  it(`are limited per client like the register search (${String(RATE_LIMITS.permalink)} a window), then a wait in seconds`, async () => {
    const now = new Date('2026-11-24T10:03:00Z');
    for (let i = 0; i < RATE_LIMITS.permalink; i++) expect(await licencePageWait('192.0.2.50', database.db, now)).toBeNull();
    const wait = await licencePageWait('192.0.2.50', database.db, now);
    // The window is 10 minutes from 10:00: seven minutes left.
    expect(wait).toBe(7 * 60);
    expect(await licencePageWait('192.0.2.51', database.db, now)).toBeNull();
  });
});
