/**
 * The rates desk's calls as a signed-in data officer: a file of the public download
 * previewed (errors by line in the person's language, the move to confirm), saved
 * after confirmation, and in the audit log; an auditor reads but cannot save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import type { APIContext } from 'astro';
import { eq } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { ALL as acceptRoute } from '#src/api/staff/links/accept.ts';
import { ALL as enrolStartRoute } from '#src/api/staff/me/second-factor/start.ts';
import { ALL as enrolConfirmRoute } from '#src/api/staff/me/second-factor/confirm.ts';
import { ALL as meRoute } from '#src/api/staff/me/index.ts';
import { ALL as checkRoute } from '#src/api/staff/exchange-rates/check.ts';
import { ALL as saveRoute } from '#src/api/staff/exchange-rates/new.ts';
import { ALL as dayRoute } from '#src/api/staff/exchange-rates/[id].ts';
import { ALL as daysRoute } from '#src/api/staff/exchange-rates/index.ts';
import { ALL as importFileRoute } from '#src/api/staff/exchange-rates/imports/[id]/file.ts';
import { ALL as exportRoute } from '#src/api/v1.0/cms/export_financial_info.ts';
import { StaffAgent, totpCode } from '#src/features/staff/tests/agent.ts';
import { insertLink } from '#src/features/staff/queries.ts';
import { auditLog } from '#src/features/staff/schema.ts';
import type { StaffRole } from '#src/features/staff/permissions.ts';
import type { DeskPreview } from './desk-contract.ts';

let database: TestDatabase;
const LAST = '2026-10-30';
const NEXT = '2026-11-03';

async function signedIn(role: StaffRole, n: number): Promise<StaffAgent> {
  const token = `rates-desk-token-${role}-${'x'.repeat(20)}`;
  await insertLink(database.db, { hash: createHash('sha256').update(token).digest('hex'), purpose: 'invitation', email: `${role}@amcm.gov.mo`, name: role, roles: [role], expiresAt: new Date(Date.now() + 3_600_000) });
  const agent = new StaffAgent(`192.0.2.${String(n)}`);
  const password = `quiet harbour morning ${role}`;
  expect((await agent.call(acceptRoute, '/api/staff/links/accept', { body: { token, name: role, password } })).status).toBe(200);
  agent.csrf = (await agent.call<{ csrfToken: string }>(meRoute, '/api/staff/me')).body.data.csrfToken;
  const started = await agent.call<{ totpUri: string }>(enrolStartRoute, '/api/staff/me/second-factor/start', { body: { password } });
  expect((await agent.call(enrolConfirmRoute, '/api/staff/me/second-factor/confirm', { body: { code: await totpCode(started.body.data.totpUri) } })).status).toBe(200);
  agent.csrf = (await agent.call<{ csrfToken: string }>(meRoute, '/api/staff/me')).body.data.csrfToken;
  return agent;
}

let officer: StaffAgent;
let auditor: StaffAgent;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
  officer = await signedIn('data-officer', 31);
  auditor = await signedIn('auditor', 32);
}, 120_000);
afterAll(() => database.dispose());

async function publicCsv(): Promise<string> {
  const request = new Request(new URL(`/api/v1.0/cms/export_financial_info?Type=exchange-rate&Filters.Begin=${LAST}&Filters.End=${LAST}&Format=csv&Lang=pt`, 'http://localhost'));
  const res = await exportRoute({ request, url: new URL(request.url), params: {}, locals: {} } as unknown as APIContext);
  return (await res.text()).replaceAll(LAST, NEXT);
}

describe('the rates desk calls', () => {
  it('preview a file with its errors in the person’s language, then save it once the move is confirmed', async () => {
    const csv = await publicCsv();
    const broken = csv.replace(/\r\n[^\r\n]*,GBP,[^\r\n]*/, '');
    const file = (text: string) => ({ name: 'taxas.csv', mediaType: 'text/csv', content: Buffer.from(text).toString('base64') });
    const preview = await officer.call<DeskPreview>(checkRoute, '/api/staff/exchange-rates/check', { body: { dataset: 'exchange-rate', day: NEXT, file: file(broken) }, headers: { 'Api-Language': 'pt' } });
    expect(preview.status).toBe(200);
    expect(preview.body.data.errors.map((e) => e.message)).toEqual(['Falta a moeda GBP: o dia precisa das 17 moedas.']);
    expect(preview.body.data.previousDay).toBe(LAST);
    expect(preview.body.data.previous).toHaveLength(17);

    // 6 % on HKD: a warning to confirm.
    const moved = csv.replace(/,HKD,1,([\d.]+),([\d.]+),([\d.]+)/, (_m, a: string, b: string, c: string) => `,HKD,1,${[a, b, c].map((v) => (Number(v) * 1.06).toFixed(4)).join(',')}`);
    const unconfirmed = await officer.call(saveRoute, '/api/staff/exchange-rates/new', { body: { dataset: 'exchange-rate', day: NEXT, file: file(moved) }, headers: { 'Api-Language': 'en' } });
    expect(unconfirmed.status).toBe(400);
    expect(JSON.stringify(unconfirmed.body)).toContain('HKD: the mid rate moved 6.00 %');
    expect((await auditor.call(saveRoute, '/api/staff/exchange-rates/new', { body: { dataset: 'exchange-rate', day: NEXT, file: file(moved), confirmed: ['HKD'] } })).status).toBe(403);
    const saved = await officer.call<{ status: string }>(saveRoute, '/api/staff/exchange-rates/new', { body: { dataset: 'exchange-rate', day: NEXT, file: file(moved), confirmed: ['HKD'] } });
    expect(saved.status).toBe(200);
    expect(['pending', 'published']).toContain(saved.body.data.status);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, NEXT));
    expect(audit).toMatchObject({ entity: 'rates:exchange-rate', action: 'import' });

    const day = await auditor.call<{ fx: number; imports: unknown[]; exchangeRates: { key: string }[] }>(dayRoute, `/api/staff/exchange-rates/${NEXT}`, { params: { id: NEXT } });
    expect(day.status).toBe(200);
    expect(day.body.data.fx).toBe(17);
    expect(day.body.data.imports).toHaveLength(1);
    expect(day.body.data.exchangeRates[0]?.key).toBe('AUD');
    const list = await auditor.call<{ data: { day: string }[] }>(daysRoute, '/api/staff/exchange-rates?perPage=2');
    expect(list.body.data.data.map((d) => d.day)).toEqual([NEXT, LAST]);
    expect((await auditor.call(dayRoute, '/api/staff/exchange-rates/2026-11-01', { params: { id: '2026-11-01' } })).status).toBe(404);

    // The file kept: a download for those who read the desk, audited.
    const imported = (day.body.data.imports as { id: number }[])[0];
    const id = String(imported?.id);
    const raw = async (agent: StaffAgent): Promise<Response> => {
      const request = new Request(`http://localhost:4321/api/staff/exchange-rates/imports/${id}/file`, { headers: { Cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
      return importFileRoute({ request, url: new URL(request.url), params: { id }, locals: {}, clientAddress: agent.address } as unknown as APIContext);
    };
    const kept = await raw(auditor);
    expect(kept.status).toBe(200);
    expect(kept.headers.get('content-disposition')).toMatch(/^attachment; filename="taxas.csv"/);
    expect(kept.headers.get('x-content-type-options')).toBe('nosniff');
    expect(kept.headers.get('cache-control')).toContain('no-store');
    expect(await kept.text()).toBe(moved);
    const downloads = await database.db.select().from(auditLog).where(eq(auditLog.action, 'download'));
    expect(downloads).toEqual([expect.objectContaining({ entity: 'rates:exchange-rate', entityId: NEXT })]);
    const editor = await signedIn('editor', 33);
    expect((await raw(editor)).status).toBe(403);
  });
});
