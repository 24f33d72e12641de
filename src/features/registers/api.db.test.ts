import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIContext, APIRoute } from 'astro';
import { challengeCode, createChallenge, validateChallenge } from '#src/features/captcha/service.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { callRoute } from '#src/server/http/testing.ts';
import { REGISTER_COLUMNS } from './columns.ts';
import { generateIntermediaries, SEED_EDITION } from '#src/seed/registers/generate.ts';
import { importRegisterFile, RegisterFileError } from './import.ts';
import type { IntermediaryRecord } from './records.ts';
import { countIntermediaries, registerUpdatedOn } from './service.ts';
import { ALL as clerk } from '#src/api/v1.0/cms/clerk.ts';
import { ALL as corporate } from '#src/api/v1.0/cms/corporate.ts';
import { ALL as corporateXlsx } from '#src/api/v1.0/cms/corporate_excel_print.ts';
import { ALL as intermediary } from '#src/api/v1.0/cms/insurance_intermediary.ts';
import { ALL as intermediaryXlsx } from '#src/api/v1.0/cms/insurance_intermediary_excel_print.ts';
import { exportPoolStats } from '#src/server/export/pool.ts';
import { ALL as intermediaryPdf } from '#src/api/v1.0/cms/insurance_intermediary_pdfprint.ts';
import { ALL as insurers } from '#src/api/v1.0/cms/insurers_and_private.ts';
import { ALL as titles } from '#src/api/v1.0/cms/intermediary_title.ts';
import { GET as openapi } from '#src/api/v1.0/openapi.json.ts';

let database: TestDatabase;
let key: string;
const records = generateIntermediaries(7000);
const ALL_STATUSES = 'Filters.Status=valid&Filters.Status=cancelled&Filters.Status=suspended&Filters.Status=renewal';

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  const challenge = await createChallenge(database.db, { client: 'test' });
  const code = (await challengeCode(database.db, challenge.id))!;
  key = (await validateChallenge(database.db, { id: challenge.id, code, client: 'test' })).validateKey;
});
afterAll(() => database.dispose());

interface Envelope<T = unknown> {
  code: number;
  data: T;
  message: string;
}
type Page = { data: Record<string, unknown>[]; total: number; updatedOn: string | null };

async function get<T = Page>(route: APIRoute, url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Envelope<T> }> {
  const res = await callRoute(route, url, { headers: { 'Api-Language': 'en', ...headers } });
  return { status: res.status, body: res.body as Envelope<T> };
}

async function file(route: APIRoute, url: string): Promise<Response> {
  const request = new Request(new URL(url, 'http://localhost'), { headers: { 'Api-Language': 'zh-hant' } });
  return route({ request, url: new URL(request.url), params: {}, locals: {} } as unknown as APIContext);
}

describe('register API', () => {
  it('refuses every register call without a live validate key, with the verification code error', async () => {
    for (const [route, path] of [
      [intermediary, '/api/v1.0/cms/insurance_intermediary'],
      [corporate, '/api/v1.0/cms/corporate'],
      [clerk, '/api/v1.0/cms/clerk'],
    ] as const) {
      for (const headers of [{}, { 'Validate-Key': 'x'.repeat(43) }] as Record<string, string>[]) {
        const res = await get(route, path, headers);
        expect(res.status, path).toBe(403);
        expect(res.body).toMatchObject({ code: 40300, message: 'Verification code error.' });
      }
    }
    const zh = await callRoute(intermediary, '/api/v1.0/cms/insurance_intermediary', { headers: { 'Api-Language': 'zh-hant' } });
    expect((zh.body as Envelope).message).toMatch(/驗證碼/);
  });

  it('searches with the key in the header or the query, in register order with the register date', async () => {
    const byHeader = await get(intermediary, '/api/v1.0/cms/insurance_intermediary?Filters.Name=陳&PageSize=5', { 'Validate-Key': key });
    expect(byHeader.status).toBe(200);
    expect(byHeader.body.data.updatedOn).toBe(SEED_EDITION);
    expect(byHeader.body.data.data).toHaveLength(5);
    expect(byHeader.body.data.data.every((r) => String(r.nameZh).includes('陳'))).toBe(true);
    const byParam = await get(intermediary, `/api/v1.0/cms/insurance_intermediary?Filters.Name=%E9%99%88&PageSize=5&ValidateKey=${key}`);
    expect(byParam.body.data.total).toBe(byHeader.body.data.total);
  });

  it('keeps each register to its categories', async () => {
    const corp = await get(corporate, '/api/v1.0/cms/corporate?PageSize=100', { 'Validate-Key': key });
    expect(new Set(corp.body.data.data.map((r) => r.category))).toEqual(new Set(['APC', 'APE']));
    const individual = await get(intermediary, '/api/v1.0/cms/insurance_intermediary?PageSize=100', { 'Validate-Key': key });
    expect(individual.body.data.data.some((r) => r.category === 'APC' || r.category === 'APE')).toBe(false);
    // Corporate agents join only when asked for: the cancelled-licence list covers every category.
    const cancelledCorporate = await get(intermediary, '/api/v1.0/cms/insurance_intermediary?Filters.Category=APC&Filters.Category=APE&Filters.Status=cancelled&PageSize=100', {
      'Validate-Key': key,
    });
    expect(cancelledCorporate.body.data.total).toBe(records.filter((r) => (r.category === 'APC' || r.category === 'APE') && r.status === 'cancelled').length);
    expect(cancelledCorporate.body.data.total).toBeGreaterThan(0);
    const clerks = await get(clerk, '/api/v1.0/cms/clerk?PageSize=3', { 'Validate-Key': key });
    expect(clerks.body.data.total).toBeGreaterThan(100);
    expect(clerks.body.data.data[0]).toHaveProperty('intermediaryName');
  });

  it('rejects bad parameters with a field message', async () => {
    const res = await get(intermediary, '/api/v1.0/cms/insurance_intermediary?Filters.Category=XYZ&Filters.ValidOn=2026-13', { 'Validate-Key': key });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Filters\./);
  });

  it('lists the insurers and the category titles without a key', async () => {
    const list = await get<{ code: string; kind: string }[]>(insurers, '/api/v1.0/cms/insurers_and_private');
    expect(list.body.data.map((i) => i.kind)).toEqual(expect.arrayContaining(['life', 'general', 'pension']));
    const cats = await get<{ code: string; title: string }[]>(titles, '/api/v1.0/cms/intermediary_title');
    expect(cats.body.data.find((c) => c.code === 'ANG')?.title).toBe('Insurance salesman');
  });
});

describe('register exports', () => {
  it('are documented in OpenAPI with their filters and media types', async () => {
    const doc = (await (await openapi({ request: new Request('http://localhost/api/v1.0/openapi.json') } as unknown as APIContext)).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string }[]; responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    for (const [path, type] of [
      ['/api/v1.0/cms/insurance_intermediary_excel_print', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['/api/v1.0/cms/corporate_excel_print', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['/api/v1.0/cms/insurance_intermediary_pdfprint', 'application/pdf'],
    ] as const) {
      const op = doc.paths[path]?.get;
      expect(Object.keys(op?.responses['200']?.content ?? {}), path).toEqual([type]);
      expect(op?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['Filters.Category', 'Page']));
    }
  });

  it('refuses an export without a key', async () => {
    const res = await file(intermediaryXlsx, '/api/v1.0/cms/insurance_intermediary_excel_print');
    expect(res.status).toBe(403);
    expect(((await res.json()) as Envelope).code).toBe(40300);
  });

  it('exports the filtered rows as xlsx, named in UTF-8 through Content-Disposition', async () => {
    const res = await file(corporateXlsx, `/api/v1.0/cms/corporate_excel_print?Filters.Category=APE&ValidateKey=${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('保險中介人登記資料')}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const expected = records.filter((r) => r.category === 'APE' && r.status !== 'cancelled');
    expect(sheet.actualRowCount).toBe(expected.length + 1);
    expect(sheet.getRow(2).getCell(2).value).toBe(expected[0]!.licenceNo);
    expect(sheet.getRow(2).getCell(6).value).toBe(expected[0]!.nameZh);
  });

  it('exports a PDF whose text holds the Chinese names, in an embedded subset font, laid out by the export worker', async () => {
    const written = exportPoolStats().completed;
    const res = await file(intermediaryPdf, `/api/v1.0/cms/insurance_intermediary_pdfprint?Filters.Category=CRL&ValidateKey=${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/\.pdf$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const raw = Buffer.from(bytes).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKtc-Regular/);
    // CFF outlines (Noto Sans CJK is an OpenType/CFF collection).
    expect(raw).toContain('/FontFile3');
    expect(bytes.length).toBeLessThan(1_500_000);
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const expected = records.filter((r) => r.category === 'CRL' && r.status !== 'cancelled');
    for (const r of expected.slice(0, 5)) expect(text.replace(/\s+/g, '')).toContain(r.nameZh!.replace(/\s+/g, ''));
    expect(text).toContain(SEED_EDITION);
    expect(exportPoolStats().completed).toBe(written + 1);
    expect(text).toMatch(/第\s*1\s*頁/);
  });
});

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
function toCsv(list: IntermediaryRecord[]): string {
  const header = REGISTER_COLUMNS.map((c) => c.key).join(',');
  const lines = list.map((r) =>
    REGISTER_COLUMNS.map((c) => {
      const v = r[c.key];
      if (Array.isArray(v)) return csvCell(v.join(';'));
      if (typeof v === 'boolean') return v ? 'Y' : 'N';
      return csvCell(v === null ? '' : String(v));
    }).join(','),
  );
  return `${header}\n${lines.join('\n')}\n`;
}

describe('monthly import', () => {
  it('rejects a malformed file with line-level errors and leaves the register untouched', async () => {
    const before = await countIntermediaries(database.db, { statuses: ['valid', 'cancelled', 'suspended', 'renewal'] });
    const list = records.slice(0, 10).map((r) => ({ ...r }));
    list[1]!.authorisedOn = '2024-02-30';
    list[3]!.category = 'XYZ' as IntermediaryRecord['category'];
    list[5]!.lifeInsurers = ['Q99'];
    const err = await importRegisterFile(database.db, Buffer.from(toCsv(list)), 'register.csv').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RegisterFileError);
    const issues = (err as RegisterFileError).issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ line: 3, column: 'authorisedOn' }),
        expect.objectContaining({ line: 5, column: 'category' }),
        expect.objectContaining({ line: 7, column: 'lifeInsurers' }),
      ]),
    );
    expect(await countIntermediaries(database.db, { statuses: ['valid', 'cancelled', 'suspended', 'renewal'] })).toBe(before);
    expect(await registerUpdatedOn(database.db)).toBe(SEED_EDITION);
  });

  it('reports added, changed and removed records and sets the register date', async () => {
    const list = records.map((r) => ({ ...r }));
    list.splice(10, 3);
    list[0]!.name = `${list[0]!.name} (renamed)`;
    list[1]!.status = 'suspended';
    list[1]!.suspendedFrom = '2026-11-01';
    list[1]!.suspendedTo = '2027-01-31';
    list.push({ ...records[20]!, number: 7001, licenceNo: 'APS-99001/26', nameZh: '新登記', updatedOn: '2026-11-30' });
    const result = await importRegisterFile(database.db, Buffer.from(toCsv(list)), 'register.csv');
    expect(result).toMatchObject({ added: 1, changed: 2, removed: 3, updatedOn: '2026-11-30' });
    expect(await registerUpdatedOn(database.db)).toBe('2026-11-30');
    const found = await get(intermediary, '/api/v1.0/cms/insurance_intermediary?Filters.Name=新登記', { 'Validate-Key': key });
    expect(found.body.data.data.map((r) => r.licenceNo)).toEqual(['APS-99001/26']);
  });

  it('loads back its own xlsx export unchanged', async () => {
    const res = await file(intermediaryXlsx, `/api/v1.0/cms/insurance_intermediary_excel_print?Filters.Category=CRL&Filters.Category=CRE&${ALL_STATUSES}&ValidateKey=${key}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    // Counted here, not carried over from the test before: this test passes or fails on its own.
    const brokers = await countIntermediaries(database.db, { categories: ['CRL', 'CRE'], statuses: ['valid', 'cancelled', 'suspended', 'renewal'] });
    const before = await countIntermediaries(database.db, { statuses: ['valid', 'cancelled', 'suspended', 'renewal'] });
    expect(brokers).toBeGreaterThan(0);
    const result = await importRegisterFile(database.db, bytes, 'export.xlsx', { updatedOn: '2026-12-31' });
    expect(result).toMatchObject({ added: 0, changed: 0, unchanged: brokers, removed: before - brokers });
    expect(await countIntermediaries(database.db, { statuses: ['valid', 'cancelled', 'suspended', 'renewal'] })).toBe(brokers);
  });
});
