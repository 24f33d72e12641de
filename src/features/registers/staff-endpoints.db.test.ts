/**
 * The monthly register's kept files: an uploaded file (even one refused for its
 * errors) is downloaded byte for byte by those who read the imports, as an
 * attachment with nosniff and no-store, and the download is in the audit log;
 * anyone else is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { APIContext } from 'astro';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { signedInAgent, type StaffAgent } from '#src/features/staff/tests/agent.ts';
import { auditLog } from '#src/features/staff/schema.ts';
import { ALL as uploadRoute } from '#src/api/staff/register-imports/new.ts';
import { ALL as fileRoute } from '#src/api/staff/register-imports/[id]/file.ts';

let database: TestDatabase;
let officer: StaffAgent;
let auditor: StaffAgent;
let editor: StaffAgent;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
  officer = await signedInAgent(database.db, 'register-officer', ['data-officer'], '192.0.2.51');
  auditor = await signedInAgent(database.db, 'register-auditor', ['auditor'], '192.0.2.52');
  editor = await signedInAgent(database.db, 'register-editor', ['editor'], '192.0.2.53');
}, 120_000);
afterAll(() => database.dispose());

async function download(agent: StaffAgent, id: string): Promise<Response> {
  const request = new Request(`http://localhost:4321/api/staff/register-imports/${id}/file`, { headers: { Cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  return fileRoute({ request, url: new URL(request.url), params: { id }, locals: {}, clientAddress: agent.address } as unknown as APIContext);
}

describe('the register import files kept', () => {
  it('are downloaded as attachments by those who read the imports, audited', async () => {
    const text = 'number,licenceNo\n1,not a register\n';
    const uploaded = await officer.call<{ id: string; status: string }>(uploadRoute, '/api/staff/register-imports/new', { body: { fileName: 'registo 2026-11.csv', content: Buffer.from(text).toString('base64') } });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data.status).toBe('invalid');
    const id = uploaded.body.data.id;
    const file = await download(auditor, id);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="registo_2026-11.csv"; filename\*=UTF-8''registo%202026-11.csv$/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toContain('no-store');
    expect(await file.text()).toBe(text);
    const rows = await database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'register-import'), eq(auditLog.action, 'download')));
    expect(rows).toEqual([expect.objectContaining({ entityId: id })]);
    expect((await download(editor, id)).status).toBe(403);
    expect((await download(auditor, '00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });
});
