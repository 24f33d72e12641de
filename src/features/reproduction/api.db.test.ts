import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseReference } from '#src/features/forms/reference.ts';
import { BOUNDARY, multipart, validSamples, type Part } from '#src/features/forms/tests/upload-samples.ts';
import { formSubmissions, formUploads } from '#src/features/forms/schema.ts';
import { mailAttachments, mailOutbox } from '#src/features/mail/schema.ts';
import { reproductionApplications } from './schema.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { callRoute } from '#src/server/http/testing.ts';
import { applyEndpoint } from './endpoints.ts';

let handle: TestDatabase;
let samples: Awaited<ReturnType<typeof validSamples>>;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  process.env.APPLICATIONS_NOTIFY_EMAIL = 'reproduction-staff@example.org';
  handle = await openTestDatabase();
  samples = await validSamples();
});
afterAll(() => handle.dispose());
beforeEach(async () => {
  await handle.db.delete(mailOutbox);
  await handle.db.delete(formSubmissions);
});

const FIELDS: Record<string, string> = {
  applicantName: '陳大文教育出版社',
  contactPerson: '陳大文',
  email: 'chan@example.com',
  areaCode: '853',
  phone: '66123456',
  purpose: 'teaching',
  banknotes: JSON.stringify([
    { bank: 'bnu', denomination: '10', quantity: 200, sides: 'single' },
    { bank: 'boc', denomination: '100', quantity: 50, sides: 'double', other: 'Printed in a workbook' },
  ]),
  coins: JSON.stringify([{ denomination: '5', quantity: 30 }]),
  finished: 'same',
  declaration: 'true',
  undertaking: 'true',
};

const parts = (over: Record<string, string | undefined> = {}, files?: Part[]): Part[] => [
  ...Object.entries({ ...FIELDS, ...over })
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([name, data]) => ({ name, data })),
  ...(files ?? [
    { name: 'attachments', filename: 'sample_front.pdf', data: samples.pdf },
    { name: 'attachments', filename: 'sample-back.png', data: samples.png },
  ]),
];

const post = (body: Buffer, headers: Record<string, string> = {}) =>
  callRoute(applyEndpoint, '/api/v1.0/reproduction/apply', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(body.length), 'api-language': 'en', ...headers },
    body: new Uint8Array(body),
  });

type Envelope = { code: number; message: string; data: { reference: string; errors?: { field: string; message: string }[] } };
const errorsOf = (body: unknown) => ((body as Envelope).data?.errors ?? []).map((e) => `${e.field}: ${e.message}`);

describe('POST /api/v1.0/reproduction/apply', () => {
  it('stores the application, its two files, the receipt with a PDF copy holding the Chinese name and the staff notification', async () => {
    const res = await post(multipart(parts()), { 'idempotency-key': 'repro-key-000001', 'api-language': 'zh-hant' });
    expect(res.status).toBe(200);
    const reference = (res.body as Envelope).data.reference;
    expect(parseReference(reference)?.prefix).toBe('RP');
    const [app] = await handle.db.select().from(reproductionApplications).where(eq(reproductionApplications.reference, reference));
    expect(app).toMatchObject({ applicantName: '陳大文教育出版社', total: 280, purpose: 'teaching', finished: 'same', lang: 'zh-hant' });
    expect(app?.banknotes).toHaveLength(2);
    expect(app?.coins).toEqual([{ denomination: '5', quantity: 30 }]);
    const uploads = await handle.db.select().from(formUploads).where(eq(formUploads.submissionId, app?.submissionId ?? -1));
    expect(uploads.map((u) => u.name)).toEqual(['sample_front.pdf', 'sample-back.png']);

    const mails = await handle.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mails.map((m) => [m.to, m.kind])).toEqual([
      ['chan@example.com', 'reproduction.receipt'],
      ['reproduction-staff@example.org', 'reproduction.staff'],
    ]);
    expect(mails[0]?.subject).toContain(reference);
    const attachments = await handle.db.select().from(mailAttachments).where(eq(mailAttachments.outboxId, mails[0]?.id ?? -1));
    expect(attachments.map((a) => [a.filename, a.contentType])).toEqual([[`${reference}.pdf`, 'application/pdf']]);
    const pdf = attachments[0]?.content ?? Buffer.alloc(0);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain('陳大文教育出版社');
    expect(flat).toContain(reference);
    expect(flat).toContain('sample_front.pdf');
    expect(flat).toContain('中國銀行澳門分行');
  });

  it('answers a repeat with the same Idempotency-Key with the same reference and stores nothing twice', async () => {
    const body = multipart(parts());
    const first = await post(body, { 'idempotency-key': 'repro-key-000002' });
    const again = await post(body, { 'idempotency-key': 'repro-key-000002' });
    expect(again.body).toEqual(first.body);
    expect(await handle.db.select().from(reproductionApplications)).toHaveLength(1);
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(2);
    // The same key with another application is refused, not answered with the first one.
    const other = await post(multipart(parts({ applicantName: 'Someone else' })), { 'idempotency-key': 'repro-key-000002' });
    expect(other.status).toBe(409);
  });

  it("refuses an application without any banknote or coin line: 'Mandatory fields missing'", async () => {
    const res = await post(multipart(parts({ banknotes: '[]', coins: undefined })));
    expect(res.status).toBe(400);
    expect(errorsOf(res.body)).toEqual(['banknotes: Please fill in the mandatory fields.']);
    expect(await handle.db.select().from(reproductionApplications)).toHaveLength(0);
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('refuses declarations not agreed, in the caller’s language', async () => {
    const res = await post(multipart(parts({ declaration: 'false', undertaking: undefined })), { 'api-language': 'zh-hant' });
    expect(res.status).toBe(400);
    const errors = errorsOf(res.body);
    expect(errors.map((e) => e.split(':')[0])).toEqual(['declaration', 'undertaking']);
    expect(errors[0]).toMatch(/必須填寫|必填|請/);
  });

  it('refuses bad lines, a missing other purpose, a bad Macao phone and a finished size the calculators refuse', async () => {
    const badLines = await post(multipart(parts({ banknotes: JSON.stringify([{ bank: 'xyz', denomination: '30', quantity: 0, sides: 'single' }]) })));
    expect(badLines.status).toBe(400);
    expect(errorsOf(badLines.body).map((e) => e.split(':')[0])).toEqual(['banknotes.0.bank', 'banknotes.0.denomination', 'banknotes.0.quantity']);
    // Rules between fields (checked once every field is well formed).
    const crossField = await post(multipart(parts({ purpose: 'other', phone: '12345678' })));
    expect(errorsOf(crossField.body).map((e) => e.split(':')[0])).toEqual(['purposeOther', 'phone']);
    // Another area code: its own numbering, digits only.
    expect((await post(multipart(parts({ areaCode: '852', phone: '21234567' })))).status).toBe(200);

    const sizeOnly = await post(multipart(parts({ finished: 'different', finishedText: 'Same picture, other size', finishedWidthMm: '138', finishedHeightMm: '69' })));
    expect(sizeOnly.status).toBe(400);
    expect(errorsOf(sizeOnly.body)).toEqual([expect.stringMatching(/^finishedWidthMm: This size is not allowed/)]);
    // Half size: allowed for every line (10, 100 MOP notes and the 5-pataca coin).
    const half = await post(multipart(parts({ finished: 'different', finishedText: 'Half size', finishedWidthMm: '69', finishedHeightMm: '34.5' })));
    expect(half.status).toBe(200);
  });

  it('refuses every SPEC §5 upload problem with its message and stores nothing', async () => {
    const cases: [string, Part[], RegExp][] = [
      ['type', [{ name: 'attachments', filename: 'sample.exe', data: samples.pdf }], /not of an allowed type/],
      ['signature', [{ name: 'attachments', filename: 'sample.png', data: samples.pdf }], /does not match its extension/],
      ['name', [{ name: 'attachments', filename: '樣本.pdf', data: samples.pdf }], /Attachment name invalid/],
      [
        'duplicate',
        [
          { name: 'attachments', filename: 'one.pdf', data: samples.pdf },
          { name: 'attachments', filename: 'two.pdf', data: samples.pdf },
        ],
        /Duplicate file upload/,
      ],
      ['none', [], /upload/i],
    ];
    for (const [rule, files, message] of cases) {
      const res = await post(multipart(parts({}, files)));
      expect({ rule, status: res.status }).toEqual({ rule, status: 400 });
      expect({ rule, errors: errorsOf(res.body).join(' | ') }).toEqual({ rule, errors: expect.stringMatching(message) });
    }
    const big = await post(multipart(parts({}, [{ name: 'attachments', filename: 'big.txt', data: Buffer.alloc(5 * 1024 * 1024 + 1, 'a') }])));
    expect(big.status).toBe(413);
    expect((big.body as Envelope).message).toMatch(/larger than 5 MB/);
    expect(await handle.db.select().from(reproductionApplications)).toHaveLength(0);
    expect(await handle.db.select().from(formUploads)).toHaveLength(0);
  });
});
