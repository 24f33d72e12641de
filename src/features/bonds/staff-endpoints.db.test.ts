/**
 * The bond desk's calls as signed-in staff: a bond records file with a wrong ISIN
 * check digit refused with its line named (in Portuguese) and nothing changed; a
 * duplicate refused; a good file imported, kept and downloaded (attachment, nosniff,
 * no-store, audited); a stale save or removal refused (409); who may do what.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { signedInAgent, type StaffAgent } from '#src/features/staff/tests/agent.ts';
import { auditLog } from '#src/features/staff/schema.ts';
import { ALL as importsRoute } from '#src/api/staff/bond-imports/index.ts';
import { ALL as uploadRoute } from '#src/api/staff/bond-imports/new.ts';
import { ALL as fileRoute } from '#src/api/staff/bond-imports/[id]/file.ts';
import { ALL as bondsRoute } from '#src/api/staff/bond-records/index.ts';
import { ALL as bondCreateRoute } from '#src/api/staff/bond-records/new.ts';
import { GET as bondGetRoute, POST as bondSaveRoute } from '#src/api/staff/bond-records/[id].ts';
import { ALL as bondDeleteRoute } from '#src/api/staff/bond-records/[id]/delete.ts';
import { ALL as fundsRoute } from '#src/api/staff/investment-funds/index.ts';
import { ALL as fundCreateRoute } from '#src/api/staff/investment-funds/new.ts';
import { POST as fundSaveRoute } from '#src/api/staff/investment-funds/[id].ts';
import { ALL as fundDeleteRoute } from '#src/api/staff/investment-funds/[id]/delete.ts';
import { BOND_IMPORT_COLUMNS, FUND_IMPORT_COLUMNS } from './imports.ts';
import { withCheckDigit } from './isin.ts';
import { bondImports, bondRecords } from './schema.ts';

let database: TestDatabase;
let officer: StaffAgent;
let auditor: StaffAgent;
let editor: StaffAgent;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
  officer = await signedInAgent(database.db, 'bond-officer', ['data-officer'], '192.0.2.41');
  auditor = await signedInAgent(database.db, 'bond-auditor', ['auditor'], '192.0.2.42');
  editor = await signedInAgent(database.db, 'bond-editor', ['editor'], '192.0.2.43');
}, 120_000);
afterAll(() => database.dispose());

const ISIN_A = withCheckDigit('MO0TEST0001');
const ISIN_B = withCheckDigit('MO0TEST0002');
/** ISIN_B with a wrong check digit. */
const BAD_B = `${ISIN_B.slice(0, 11)}${String((Number(ISIN_B[11]) + 1) % 10)}`;

function bondLine(bondNumber: string, isin: string): string {
  const cells: Record<string, string> = {
    bondNumber,
    isin,
    bondType: 'financial',
    issuerKind: 'bank',
    currency: 'MOP',
    couponRate: '2.75',
    issueDate: '2026-11-02',
    valueDate: '2026-11-02',
    maturityDate: '2029-11-02',
    actualIssueSize: '500000000',
    interestPaymentMethod: 'semi-annual',
    optionType: 'none',
    tenorMonths: '36',
    rating: '',
    ratingAgency: '',
    status: 'outstanding',
    disclosureDate: '2026-10-30',
    'issuer.zh-hant': '測試銀行',
    'instrument.zh-hant': '2029年到期債券',
    'issuer.en': 'Test Bank, Limited',
    'instrument.en': `MOP 500,000,000 2.75% Notes due 2029 (${bondNumber})`,
    'issuer.pt': 'Banco de Teste',
    'instrument.pt': 'Obrigações, com vírgula, 2,75%',
  };
  return BOND_IMPORT_COLUMNS.map((c) => {
    const v = cells[c] ?? '';
    return /[",]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
  }).join(',');
}
const csv = (...lines: string[]) => [BOND_IMPORT_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
const upload = (kind: string, text: string, name = 'obrigacoes.csv') => ({ kind, fileName: name, content: Buffer.from(text).toString('base64') });
const bondCount = async () => (await database.db.select({ n: count() }).from(bondRecords))[0]?.n ?? 0;
const importCount = async () => (await database.db.select({ n: count() }).from(bondImports))[0]?.n ?? 0;

describe('importing bond records', () => {
  it('refuses a wrong ISIN check digit with its line and column named in the person’s language, and changes nothing', async () => {
    const before = { bonds: await bondCount(), imports: await importCount() };
    const answer = await officer.call(uploadRoute, '/api/staff/bond-imports/new', { body: upload('bond-records', csv(bondLine('T-0001', ISIN_A), bondLine('T-0002', BAD_B))), headers: { 'Api-Language': 'pt' } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('O ficheiro tem erros (1): nada foi importado. Corrija-os e importe o ficheiro de novo.');
    const errors = (answer.body.data as { errors: { field: string; message: string }[] }).errors;
    expect(errors).toEqual([{ field: 'line.3.isin', message: 'Linha 3, coluna isin: O dígito de controlo deste ISIN está errado: confira cada carácter com os documentos do emitente.' }]);
    expect({ bonds: await bondCount(), imports: await importCount() }).toEqual(before);
  });

  it('refuses duplicates, in the file and against the register, naming each line', async () => {
    const [existing] = await database.db.select().from(bondRecords).limit(1);
    if (!existing) throw new Error('no seeded bond');
    const before = await bondCount();
    const answer = await officer.call(uploadRoute, '/api/staff/bond-imports/new', { body: upload('bond-records', csv(bondLine('T-0001', ISIN_A), bondLine('T-0001', ISIN_A), bondLine('T-0003', existing.isin))) });
    expect(answer.status).toBe(400);
    expect((answer.body.data as { errors: { message: string }[] }).errors.map((e) => e.message)).toEqual([
      'Line 3, column isin: Line 2 of the file already has this value: each record once.',
      'Line 3, column bondNumber: Line 2 of the file already has this value: each record once.',
      'Line 4, column isin: A bond record already has this value: change that record instead of importing it again.',
    ]);
    expect(await bondCount()).toBe(before);
  });

  it('imports a good file all at once, keeps it and lets staff download it (audited); others may not import', async () => {
    const before = await bondCount();
    const text = csv(bondLine('T-0001', ISIN_A), bondLine('T-0002', ISIN_B));
    expect((await auditor.call(uploadRoute, '/api/staff/bond-imports/new', { body: upload('bond-records', text) })).status).toBe(403);
    const answer = await officer.call<{ id: number; records: number; fileName: string }>(uploadRoute, '/api/staff/bond-imports/new', { body: upload('bond-records', text) });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ records: 2, fileName: 'obrigacoes.csv' });
    expect(await bondCount()).toBe(before + 2);
    const list = await officer.call<{ data: { isin: string; issuer: string }[] }>(bondsRoute, `/api/staff/bond-records?q=${ISIN_B}`);
    expect(list.body.data.data).toEqual([expect.objectContaining({ isin: ISIN_B, issuer: 'Test Bank, Limited' })]);
    const [imported] = await database.db.select().from(auditLog).where(eq(auditLog.entity, 'bond-import'));
    expect(imported).toMatchObject({ action: 'import', entityId: String(answer.body.data.id) });

    const id = String(answer.body.data.id);
    // The route answers bytes, not JSON: called raw with the auditor's session.
    const request = new Request(`http://localhost:4321/api/staff/bond-imports/${id}/file`, { headers: { Cookie: [...auditor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    const raw = await fileRoute({ request, url: new URL(request.url), params: { id }, locals: {}, clientAddress: auditor.address } as never);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-disposition')).toMatch(/^attachment; filename="obrigacoes.csv"/);
    expect(raw.headers.get('x-content-type-options')).toBe('nosniff');
    expect(raw.headers.get('cache-control')).toContain('no-store');
    expect(raw.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await raw.arrayBuffer()).toString()).toBe(text);
    const downloads = await database.db.select().from(auditLog).where(eq(auditLog.action, 'download'));
    expect(downloads.filter((d) => d.entity === 'bond-import' && d.entityId === id)).toHaveLength(1);

    expect((await editor.call(importsRoute, '/api/staff/bond-imports')).status).toBe(403);
    expect((await auditor.call<{ total: number }>(importsRoute, '/api/staff/bond-imports')).body.data.total).toBe(1);
  });
});

describe('editing with a version', () => {
  it('refuses a stale save or removal (409) and removes at the current version, audited', async () => {
    const [row] = await database.db.select().from(bondRecords).where(eq(bondRecords.isin, ISIN_A));
    if (!row) throw new Error('not imported');
    const id = String(row.id);
    const opened = await officer.call<Record<string, unknown> & { version: number }>(bondGetRoute, `/api/staff/bond-records/${id}`, { params: { id } });
    expect(opened.body.data.version).toBe(1);
    const first = await officer.call<{ version: number; couponRate: number }>(bondSaveRoute, `/api/staff/bond-records/${id}`, { params: { id }, body: { ...opened.body.data, couponRate: 2.8 } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ version: 2, couponRate: 2.8 });
    const stale = await officer.call(bondSaveRoute, `/api/staff/bond-records/${id}`, { params: { id }, body: { ...opened.body.data, couponRate: 2.9 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('Someone else changed this record');
    expect((await officer.call(bondDeleteRoute, `/api/staff/bond-records/${id}/delete`, { params: { id }, body: { version: 1 } })).status).toBe(409);
    expect((await auditor.call(bondDeleteRoute, `/api/staff/bond-records/${id}/delete`, { params: { id }, body: { version: 2 } })).status).toBe(403);
    expect((await officer.call(bondDeleteRoute, `/api/staff/bond-records/${id}/delete`, { params: { id }, body: { version: 2 } })).status).toBe(200);
    expect((await officer.call(bondGetRoute, `/api/staff/bond-records/${id}`, { params: { id } })).status).toBe(404);
    const [removed] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'delete'));
    expect(removed).toMatchObject({ entity: 'bond-record', entityId: id });
  });

  it('creates a bond record by hand with the ISIN check digit verified', async () => {
    const [any] = await database.db.select().from(bondRecords).limit(1);
    const anyId = String(any?.id);
    const opened = await officer.call<Record<string, unknown>>(bondGetRoute, `/api/staff/bond-records/${anyId}`, { params: { id: anyId } });
    const { id: _id, version: _version, ...form } = opened.body.data;
    const bad = await officer.call(bondCreateRoute, '/api/staff/bond-records/new', { body: { ...form, bondNumber: 'T-0009', isin: BAD_B } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('The check digit of this ISIN is wrong');
    const made = await officer.call<{ id: number; version: number }>(bondCreateRoute, '/api/staff/bond-records/new', { body: { ...form, bondNumber: 'T-0009', isin: withCheckDigit('MO0TEST0009') } });
    expect(made.status).toBe(200);
    expect(made.body.data.version).toBe(1);
  });

  it('funds: create, save with a version, stale refused, imported from a file, removed', async () => {
    const form = {
      authorizationDate: '2026-11-20',
      texts: { 'zh-hant': { fundName: '測試基金', subFundName: '測試子基金', manager: '測試管理公司' }, en: { fundName: 'Test Fund', subFundName: 'Test Sub-Fund', manager: 'Test Managers S.A.' } },
    };
    const made = await officer.call<{ id: number; version: number }>(fundCreateRoute, '/api/staff/investment-funds/new', { body: form });
    expect(made.status).toBe(200);
    const id = String(made.body.data.id);
    expect((await officer.call(fundSaveRoute, `/api/staff/investment-funds/${id}`, { params: { id }, body: { ...form, authorizationDate: '2026-11-21', version: 1 } })).status).toBe(200);
    expect((await officer.call(fundSaveRoute, `/api/staff/investment-funds/${id}`, { params: { id }, body: { ...form, version: 1 } })).status).toBe(409);
    const list = await auditor.call<{ data: { id: number; subFundName: string }[] }>(fundsRoute, '/api/staff/investment-funds?q=Test%20Sub');
    expect(list.body.data.data.map((f) => f.subFundName)).toEqual(['Test Sub-Fund']);

    const row = (cells: Record<string, string>) => FUND_IMPORT_COLUMNS.map((c) => cells[c] ?? '').join(',');
    const fundCsv = [FUND_IMPORT_COLUMNS.join(','), row({ authorizationDate: '2026-11-22', 'fundName.zh-hant': '甲基金', 'subFundName.zh-hant': '甲子基金', 'manager.zh-hant': '甲公司', 'fundName.en': 'Test Fund', 'subFundName.en': 'Test Sub-Fund', 'manager.en': 'A' })].join('\n');
    const dup = await officer.call(uploadRoute, '/api/staff/bond-imports/new', { body: upload('investment-funds', fundCsv, 'funds.csv') });
    expect(dup.status).toBe(400);
    expect(JSON.stringify(dup.body)).toContain('Line 2, column subFundName.en: An investment fund with this fund and sub-fund name already exists.');
    const ok = await officer.call<{ records: number }>(uploadRoute, '/api/staff/bond-imports/new', { body: upload('investment-funds', fundCsv.replace('Test Sub-Fund', 'Other Sub-Fund'), 'funds.csv') });
    expect(ok.status).toBe(200);
    expect(ok.body.data.records).toBe(1);

    expect((await officer.call(fundDeleteRoute, `/api/staff/investment-funds/${id}/delete`, { params: { id }, body: { version: 2 } })).status).toBe(200);
  });
});
