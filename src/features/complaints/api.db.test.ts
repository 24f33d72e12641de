/**
 * The complaint calls in-process over a seeded database: institutions by type, the
 * verification code, every upload rule, idempotent submit, what one complaint stores
 * and sends (acknowledgement with its PDF copy, staff notification), and that no
 * personal data reaches the server log while it is received and its e-mails are sent.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { challengeCode, createChallenge, resetRateLimits, validateChallenge } from '#src/features/captcha/service.ts';
import { resetFormRateLimits } from '#src/features/forms/service.ts';
import { multipart, validSamples, type Part } from '#src/features/forms/tests/upload-samples.ts';
import { parseReference } from '#src/features/forms/reference.ts';
import { deliverDue } from '#src/features/mail/worker.ts';
import { fileTransport } from '#src/features/mail/transport.ts';
import { complaints } from './schema.ts';
import { formUploads, type formSubmissions } from '#src/features/forms/schema.ts';
import { mailAttachments, mailOutbox } from '#src/features/mail/schema.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { callRoute } from '#src/server/http/testing.ts';
import { queryCount } from '#src/server/db/query-count.ts';
import { findCompanyInCategories } from '#src/features/media/companies.ts';
import { complaintCompanies, submitComplaint, TYPE_CATEGORIES } from './service.ts';
import type { ComplaintForm } from './contract.ts';
import { ALL as companyRoute } from '#src/api/v1.0/complaint/company.ts';
import { ALL as complaintRoute } from '#src/api/v1.0/complaint/index.ts';
import { GET as openapi } from '#src/api/v1.0/openapi.json.ts';

const STAFF = 'complaints-staff@example.test';
let database: TestDatabase;
let samples: Awaited<ReturnType<typeof validSamples>>;
beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  process.env.COMPLAINTS_NOTIFY_EMAIL = STAFF;
  database = await openTestDatabase({ seeded: true });
  samples = await validSamples();
}, 240_000);
afterAll(() => database.dispose());
beforeEach(async () => {
  await resetRateLimits(database.db);
  await resetFormRateLimits(database.db);
});

interface Envelope<T = unknown> {
  code: number;
  data: T;
  message: string;
}

/** A fictional complainant (no real person). */
const GOOD = {
  type: 'dsb',
  agreed: 'true',
  subject: 'cards',
  role: 'customer',
  nameZh: '陳大文',
  nameEn: 'Chan Tai Man',
  idNumber: '51234567',
  phone: '66123456',
  email: 'chan.taiman@example.mo',
  address: '澳門新馬路100號3樓A座',
  institution: 'tai-fung-bank',
  happenedOn: '2026-09-14',
  whatHappened: 'Two card payments of MOP 1,280 that I did not make were charged on 12 and 13 September.',
  contactedInstitution: 'yes',
  actionsTaken: 'I reported it at the branch on 14 September; the bank said the payments were authorised.',
  outcome: 'Refund of the two payments.',
} as const;
const PERSONAL = [GOOD.nameZh, GOOD.nameEn, GOOD.idNumber, GOOD.phone, GOOD.email, GOOD.address, 'chan.taiman'];

/** The address the complaints below come from (and the codes are solved from). */
const CLIENT = '192.0.2.36';

async function validateKey(client = CLIENT): Promise<string> {
  const challenge = await createChallenge(database.db, { client });
  const code = (await challengeCode(database.db, challenge.id))!;
  return (await validateChallenge(database.db, { id: challenge.id, code, client })).validateKey;
}

function fieldsOf(values: Record<string, string>): Part[] {
  return Object.entries(values).map(([name, data]) => ({ name, data }));
}

async function send(values: Record<string, string>, files: Part[] = [], headers: Record<string, string> = {}, key?: string | null, client = CLIENT) {
  const body = multipart([...fieldsOf(values), ...files]);
  const validate = key === undefined ? await validateKey() : key;
  return callRoute(complaintRoute, '/api/v1.0/complaint', {
    client,
    method: 'POST',
    headers: {
      'content-type': 'multipart/form-data; boundary=----amcm-test-boundary-7MA4YWxkTrZu0gW',
      'content-length': String(body.length),
      'api-language': 'en',
      ...(validate ? { 'validate-key': validate } : {}),
      ...headers,
    },
    body: new Uint8Array(body),
  });
}
const errorsOf = (res: { body: unknown }) => (res.body as Envelope<{ errors?: { field: string; message: string }[] }>).data?.errors ?? [];
const total = async (table: typeof complaints | typeof mailOutbox | typeof formSubmissions) => (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('GET /api/v1.0/complaint/company', () => {
  const list = async (type: string, lang = 'en') => callRoute(companyRoute, `/api/v1.0/complaint/company?type=${type}`, { headers: { 'Api-Language': lang } });
  it('lists banks for dsb, insurers and intermediaries for dsg, the other supervised institutions for def', async () => {
    const slugs = async (type: string) => ((await list(type)).body as Envelope<{ slug: string; category: string }[]>).data;
    const dsb = await slugs('dsb');
    const dsg = await slugs('dsg');
    const def = await slugs('def');
    expect(dsb.map((c) => c.slug)).toEqual(expect.arrayContaining(['bnu', 'tai-fung-bank', 'boc-macau', 'caixa-economica-postal']));
    expect(dsg.map((c) => c.slug)).toEqual(expect.arrayContaining(['aia-macau', 'macau-insurance-company', 'pacific-gate-brokers']));
    expect(def.map((c) => c.slug)).toEqual(expect.arrayContaining(['macau-pass', 'lei-tat-exchange', 'golden-gate-remittance']));
    expect(new Set(dsb.map((c) => c.category))).toEqual(new Set(['local-bank', 'foreign-bank-branch', 'other-credit-institution']));
    // No institution is offered under two types.
    const all = [...dsb, ...dsg, ...def].map((c) => c.slug);
    expect(new Set(all).size).toBe(all.length);
  });
  it('names them in the caller’s language and refuses an unknown type', async () => {
    const zh = ((await list('dsb', 'zh-hant')).body as Envelope<{ slug: string; name: string }[]>).data;
    expect(zh.find((c) => c.slug === 'bnu')?.name).toBe('大西洋銀行股份有限公司');
    expect((await list('bank')).status).toBe(400);
  });
});

describe('submitComplaint: the institution', () => {
  it('is read by its slug in one query: every listed institution of a type is found with its listed name, no other', async () => {
    for (const type of ['dsb', 'dsg', 'def'] as const) {
      for (const lang of ['en', 'zh-hant', 'pt'] as const) {
        const listed = await complaintCompanies(database.db, lang, type);
        expect(listed.length).toBeGreaterThan(0);
        for (const c of listed) {
          const before = queryCount();
          const found = await findCompanyInCategories(database.db, lang, c.slug, TYPE_CATEGORIES[type]);
          expect(queryCount() - before).toBe(1);
          expect(found && { slug: found.slug, name: found.name.trim() }).toEqual({ slug: c.slug, name: c.name });
        }
      }
    }
    expect(await findCompanyInCategories(database.db, 'en', 'aia-macau', TYPE_CATEGORIES.dsb)).toBeNull();
    expect(await findCompanyInCategories(database.db, 'en', 'no-such-bank', TYPE_CATEGORIES.dsb)).toBeNull();
  });

  it('refuses an unknown slug before anything is written, and stores a known one with its name', async () => {
    const body = { ...GOOD, agreed: true, institution: 'no-such-bank' } as unknown as ComplaintForm;
    const request = { lang: 'en' as const, client: 'complaints-service-test', idempotencyKey: null };
    const before = await total(complaints);
    await expect(submitComplaint(database.db, body, [], request)).rejects.toMatchObject({ issues: [{ field: 'institution', messageKey: 'complaints.unknownInstitution' }] });
    expect(await total(complaints)).toBe(before);
    const ok = await submitComplaint(database.db, { ...body, institution: 'bnu' }, [], request);
    const [row] = await database.db.select().from(complaints).where(eq(complaints.reference, ok.reference));
    const bnu = (await complaintCompanies(database.db, 'en', 'dsb')).find((c) => c.slug === 'bnu');
    expect(row).toMatchObject({ institution: 'bnu', institutionName: bnu?.name });
  });
});

describe('POST /api/v1.0/complaint', () => {
  it('needs the verification code: none or a wrong key is refused and stores nothing', async () => {
    const before = await total(complaints);
    const none = await send(GOOD, [], {}, null);
    expect(none.status).toBe(403);
    expect((none.body as Envelope).message).toBe('Verification code error.');
    const wrong = await send(GOOD, [], {}, 'x'.repeat(43));
    expect(wrong.status).toBe(403);
    expect(await total(complaints)).toBe(before);
  });

  it('takes one complaint per solved code, and only from the client that solved it (issue 36)', async () => {
    const before = await total(complaints);
    const key = await validateKey();
    expect((await send(GOOD, [], {}, key, '192.0.2.99')).status, 'another client').toBe(403);
    expect((await send(GOOD, [], {}, key)).status, 'the first complaint').toBe(200);
    const second = await send({ ...GOOD, outcome: 'A second complaint with the same code.' }, [], {}, key);
    expect(second.status, 'the same code again').toBe(403);
    expect((second.body as Envelope).message).toBe('Verification code error.');
    expect(await total(complaints)).toBe(before + 1);
  });

  it('does not use the code up on a complaint refused for its answers: the corrected one goes through with it', async () => {
    const key = await validateKey();
    expect((await send({ ...GOOD, email: 'chan.taiman@' }, [], {}, key)).status).toBe(400);
    expect((await send(GOOD, [], {}, key)).status).toBe(200);
  });

  it('stores the complaint with its files and queues the acknowledgement with a PDF copy and the staff notification', async () => {
    const res = await send(GOOD, [
      { name: 'attachments', filename: 'statement.pdf', contentType: 'application/pdf', data: samples.pdf },
      { name: 'attachments', filename: 'card_photo.png', contentType: 'image/png', data: samples.png },
    ]);
    expect(res.status).toBe(200);
    const { reference } = (res.body as Envelope<{ reference: string }>).data;
    expect(parseReference(reference)).toMatchObject({ prefix: 'CPL' });
    const [row] = await database.db.select().from(complaints).where(eq(complaints.reference, reference));
    expect(row).toMatchObject({ type: 'dsb', nameZh: '陳大文', idNumber: '51234567', institution: 'tai-fung-bank', institutionName: 'Tai Fung Bank Limited', lang: 'en' });
    const uploads = await database.db.select().from(formUploads).where(eq(formUploads.submissionId, row!.submissionId));
    expect(uploads.map((u) => u.name).sort()).toEqual(['card_photo.png', 'statement.pdf']);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Complaint received: ${reference}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(GOOD.email);
    const [pdf] = await database.db.select().from(mailAttachments).where(eq(mailAttachments.outboxId, mails[0]!.id));
    expect(pdf).toMatchObject({ filename: `${reference}.pdf`, contentType: 'application/pdf' });
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const staff = await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `新投訴 ${reference}`));
    expect(staff).toHaveLength(1);
    expect(staff[0]!.to).toBe(STAFF);
    // The staff message names the institution, not the person.
    for (const value of PERSONAL) expect(staff[0]!.text).not.toContain(value);
    // In the staff notices' one language (STAFF_MAIL_LANGUAGE, zh-hant by default), the institution's name too, whatever the complainant's.
    expect(staff[0]!.lang).toBe('zh-hant');
    expect(staff[0]!.text).toContain('大豐銀行');
    expect(staff[0]!.text).not.toContain('Tai Fung Bank Limited');
  });

  it('checks the fields with the step rules, in the caller’s language', async () => {
    const res = await send({ ...GOOD, nameZh: 'Chan', nameEn: '', idNumber: '21234567', phone: '12345678', email: 'chan@', address: 'Mo' });
    expect(res.status).toBe(400);
    expect(errorsOf(res)).toEqual([
      { field: 'nameZh', message: 'Chinese name must be Chinese' },
      { field: 'idNumber', message: 'Identity card format incorrect. Please enter a valid ID number' },
      { field: 'phone', message: 'Please input the correct local phone number' },
      { field: 'email', message: 'Enter correct email address' },
      { field: 'address', message: expect.any(String) as string },
    ]);
    const missingAgreement = await send({ ...GOOD, agreed: 'false' });
    expect(errorsOf(missingAgreement).map((e) => e.field)).toEqual(['agreed']);
  });

  it('refuses a BEL, ESC or other control character, and tab or line breaks outside multi-line fields, with one message (issue 36)', async () => {
    const before = await total(complaints);
    const message = 'Contains invisible control characters (for example from pasted text); please remove them and try again.';
    const bel = await send({ ...GOOD, whatHappened: `${GOOD.whatHappened}\u0007` });
    expect(bel.status).toBe(400);
    expect(errorsOf(bel)).toEqual([{ field: 'whatHappened', message }]);
    const esc = await send({ ...GOOD, nameEn: 'Chan\u001b[31mTai Man' });
    expect(errorsOf(esc)).toEqual([{ field: 'nameEn', message }]);
    const tab = await send({ ...GOOD, nameEn: 'Chan\tTai Man' });
    expect(errorsOf(tab)).toEqual([{ field: 'nameEn', message }]);
    expect(await total(complaints)).toBe(before);
    // Tab and line breaks are text in a multi-line field.
    const lines = await send({ ...GOOD, whatHappened: 'Two card payments I did not make:\r\n\t12 September\n\t13 September' });
    expect(lines.status).toBe(200);
  });

  it('refuses an institution that is not of the complaint’s type', async () => {
    const res = await send({ ...GOOD, institution: 'aia-macau' });
    expect(res.status).toBe(400);
    expect(errorsOf(res)).toEqual([{ field: 'institution', message: 'Choose an institution from the list' }]);
    const subject = await send({ ...GOOD, subject: 'claims' });
    expect(errorsOf(subject).map((e) => e.field)).toEqual(['subject']);
  });

  it('applies every upload rule to the attachments and stores nothing when one file is refused', async () => {
    const before = await total(complaints);
    const file = (filename: string, data: Buffer | string) => ({ name: 'attachments', filename, data });
    const cases: [string, Part[], number, string][] = [
      ['a name with non-Latin letters', [file('單據.pdf', samples.pdf)], 400, 'Attachment name invalid'],
      ['a name with a path', [file('../statement.pdf', samples.pdf)], 400, 'Attachment name invalid'],
      ['two extensions', [file('statement.pdf.exe', samples.pdf)], 400, 'Attachment name invalid'],
      ['a type not allowed', [file('script.js', 'alert(1)')], 400, ''],
      ['content not matching its extension', [file('photo.png', samples.pdf)], 400, ''],
      ['an empty file', [file('empty.txt', '')], 400, ''],
      ['the same file twice', [file('a.pdf', samples.pdf), file('b.pdf', samples.pdf)], 400, 'Duplicate file upload'],
      ['more than five files', (['pdf', 'png', 'gif', 'txt', 'rtf', 'bmp'] as const).map((ext) => file(`f.${ext}`, samples[ext])), 400, ''],
      ['a file over 5 MB', [file('big.txt', Buffer.alloc(5 * 1024 * 1024 + 1, 'a'))], 413, ''],
    ];
    for (const [what, files, status, message] of cases) {
      const res = await send(GOOD, files);
      expect(res.status, what).toBe(status);
      if (message) expect(errorsOf(res).some((e) => e.message.includes(message)), `${what}: ${JSON.stringify(errorsOf(res))}`).toBe(true);
    }
    expect(await total(complaints)).toBe(before);
  });

  it('is idempotent: a repeat with the same key gives the same reference and stores one complaint; another request with that key is refused', async () => {
    const before = await total(complaints);
    const mailsBefore = await total(mailOutbox);
    const key = 'complaint-retry-0001';
    const files = [{ name: 'attachments', filename: 'letter.docx', data: samples.docx }];
    const first = await send(GOOD, files, { 'Idempotency-Key': key });
    const again = await send(GOOD, files, { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await total(complaints)).toBe(before + 1);
    expect(await total(mailOutbox)).toBe(mailsBefore + 2);
    const other = await send({ ...GOOD, outcome: 'Something else' }, files, { 'Idempotency-Key': key });
    expect(other.status).toBe(409);
  });

  it('writes no personal data to the server log while a complaint is received and its e-mails are sent', async () => {
    const mailDir = mkdtempSync(join(tmpdir(), 'amcm-complaint-mail-'));
    const lines: string[] = [];
    const capture = (chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    };
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    process.env.LOG_FORMAT = 'json';
    try {
      // A refused one (field errors quote no value) and an accepted one, then delivery.
      await send({ ...GOOD, email: 'chan.taiman@' });
      const ok = await send(GOOD, [{ name: 'attachments', filename: 'receipt.jpg', data: samples.jpg }]);
      expect(ok.status).toBe(200);
      await deliverDue(database.db, { transport: fileTransport(mailDir), from: 'AMCM <no-reply@example.test>' });
    } finally {
      process.env.LOG_FORMAT = 'off';
      out.mockRestore();
      err.mockRestore();
    }
    // The messages were written (and logged), with the data where it belongs: in the mail.
    expect(lines.some((l) => l.includes('"mail.file"'))).toBe(true);
    expect(readdirSync(mailDir).some((f) => readFileSync(join(mailDir, f), 'utf8').includes('chan.taiman@example.mo'))).toBe(true);
    const log = lines.join('');
    for (const value of PERSONAL) expect(log).not.toContain(value);
    rmSync(mailDir, { recursive: true, force: true });
  });

  it('is in the OpenAPI document with its multipart body', async () => {
    const doc = (await (await openapi({ request: new Request('http://localhost/api/v1.0/openapi.json') } as never)).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/api/v1.0/complaint']?.post).toBeDefined();
    expect(doc.paths['/api/v1.0/complaint/company']?.get).toBeDefined();
  });
});
