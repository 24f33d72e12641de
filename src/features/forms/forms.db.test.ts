import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueMail } from '#src/features/mail/service.ts';
import { formSequences, formSubmissions, formUploads } from './schema.ts';
import { mailOutbox } from '#src/features/mail/schema.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { callRoute } from '#src/server/http/testing.ts';
import { testUploadEndpoint } from './endpoints.ts';
import { parseReference } from './reference.ts';
import { submitForm, type SubmitOptions } from './service.ts';
import { multipart, validSamples } from './tests/upload-samples.ts';
import { BOUNDARY } from './tests/upload-samples.ts';

let handle: TestDatabase;

beforeAll(async () => {
  process.env.TEST_HOOKS = '1';
  process.env.LOG_FORMAT = 'off';
  handle = await openTestDatabase();
});
afterAll(() => handle.dispose());
beforeEach(async () => {
  await handle.db.delete(mailOutbox);
  await handle.db.delete(formSubmissions);
});

const base: SubmitOptions = { formType: 'test', prefix: 'TE', client: '203.0.113.9', rateLimit: false };
const total = async (table: typeof formSubmissions | typeof mailOutbox) => (await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** A feature's write: its record (here the outbox message stands for it) and its e-mail. */
const write = (calls: { n: number }) => async (tx: Parameters<Parameters<typeof submitForm>[2]>[0], reference: string) => {
  calls.n++;
  await enqueueMail(tx, { to: 'someone@example.com', lang: 'en', kind: 'test.receipt', subject: `Received ${reference}`, text: reference });
  return { reference, at: calls.n };
};

describe('submitForm', () => {
  it('stores a submission with a checkable reference, its record and its e-mail in one transaction', async () => {
    const calls = { n: 0 };
    const a = await submitForm(handle.db, base, write(calls));
    const b = await submitForm(handle.db, base, write(calls));
    expect(a.replayed).toBe(false);
    expect(parseReference(a.reference)).toMatchObject({ prefix: 'TE', sequence: 1 });
    expect(parseReference(b.reference)).toMatchObject({ prefix: 'TE', sequence: 2 });
    expect(a.response).toEqual({ reference: a.reference, at: 1 });
    expect(await total(formSubmissions)).toBe(2);
    expect(await total(mailOutbox)).toBe(2);
  });

  it('leaves nothing when the write fails (no submission, no e-mail, no number used)', async () => {
    await handle.db.delete(formSequences);
    await expect(
      submitForm(handle.db, { ...base, idempotencyKey: 'key-fails-0001' }, async (tx, reference) => {
        await enqueueMail(tx, { to: 'x@example.com', lang: 'en', kind: 'k', subject: reference, text: reference });
        throw new Error('feature refused');
      }),
    ).rejects.toThrow('feature refused');
    expect(await total(formSubmissions)).toBe(0);
    expect(await total(mailOutbox)).toBe(0);
    // The key is free again and the number was given back.
    const ok = await submitForm(handle.db, { ...base, idempotencyKey: 'key-fails-0001' }, write({ n: 0 }));
    expect(parseReference(ok.reference)?.sequence).toBe(1);
  });

  it('answers a repeat with the same Idempotency-Key with the first answer', async () => {
    const calls = { n: 0 };
    const options = { ...base, idempotencyKey: 'c0ffee00-1111-2222-3333-444455556666', fingerprint: { email: 'a@example.com' } };
    const first = await submitForm(handle.db, options, write(calls));
    const again = await submitForm(handle.db, options, write(calls));
    expect(again).toEqual({ ...first, replayed: true });
    expect(calls.n).toBe(1);
    expect(await total(formSubmissions)).toBe(1);
    expect(await total(mailOutbox)).toBe(1);
    // Same key, another request: refused, not answered with someone else's result.
    await expect(submitForm(handle.db, { ...options, fingerprint: { email: 'b@example.com' } }, write(calls))).rejects.toMatchObject({ code: 'conflict' });
    // The key is per form type.
    const other = await submitForm(handle.db, { ...options, formType: 'other' }, write(calls));
    expect(other.reference).not.toBe(first.reference);
  });

  it('makes exactly one record from twenty concurrent requests with one key', async () => {
    const calls = { n: 0 };
    const options = { ...base, idempotencyKey: 'concurrent-key-0020' };
    const results = await Promise.all(Array.from({ length: 20 }, () => submitForm(handle.db, options, write(calls))));
    expect(new Set(results.map((r) => r.reference)).size).toBe(1);
    expect(new Set(results.map((r) => JSON.stringify(r.response))).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(calls.n).toBe(1);
    expect(await total(formSubmissions)).toBe(1);
    expect(await total(mailOutbox)).toBe(1);
  });

  it('limits submissions per client in the database; replays do not count', async () => {
    const limited = { ...base, formType: 'limited', rateLimit: { max: 3, windowMs: 60_000 }, now: new Date('2026-05-01T10:00:10Z') };
    const first = await submitForm(handle.db, { ...limited, idempotencyKey: 'limit-key-0001' }, write({ n: 0 }));
    await submitForm(handle.db, limited, write({ n: 0 }));
    await submitForm(handle.db, limited, write({ n: 0 }));
    await expect(submitForm(handle.db, limited, write({ n: 0 }))).rejects.toMatchObject({ code: 'rate_limited' });
    expect((await submitForm(handle.db, { ...limited, idempotencyKey: 'limit-key-0001' }, write({ n: 0 }))).reference).toBe(first.reference);
    // Another client, and the next window, are not affected.
    await submitForm(handle.db, { ...limited, client: '198.51.100.7' }, write({ n: 0 }));
    await submitForm(handle.db, { ...limited, now: new Date('2026-05-01T10:01:10Z') }, write({ n: 0 }));
  });

  it('refuses a malformed Idempotency-Key', async () => {
    await expect(submitForm(handle.db, { ...base, idempotencyKey: 'short' }, write({ n: 0 }))).rejects.toMatchObject({ code: 'bad_request' });
    await expect(submitForm(handle.db, { ...base, idempotencyKey: 'has space in it' }, write({ n: 0 }))).rejects.toMatchObject({ code: 'bad_request' });
  });
});

describe('submitForm with prepare (slow work before the transaction)', () => {
  it('prepares for the reference the transaction takes, outside it, and again inside only when another submission took that number first', async () => {
    const seen: string[] = [];
    const prepare = async (reference: string) => {
      seen.push(reference);
      return `copy of ${reference}`;
    };
    const quiet = await submitForm(handle.db, base, async (_tx, reference, { prepared }) => ({ reference, prepared }), prepare);
    expect(seen).toEqual([quiet.reference]);
    expect(quiet.response.prepared).toBe(`copy of ${quiet.reference}`);

    // Another submission of the prefix takes the number while this one prepares: it
    // is prepared again, in the transaction, for the number it really takes (no gap).
    seen.length = 0;
    let raced = '';
    const racing = async (reference: string) => {
      if (!raced) raced = (await submitForm(handle.db, base, write({ n: 0 }))).reference;
      return prepare(reference);
    };
    const late = await submitForm(handle.db, base, async (_tx, reference, { prepared }) => ({ reference, prepared }), racing);
    const seq = (reference: string) => parseReference(reference)!.sequence;
    expect(seq(raced)).toBe(seq(quiet.reference) + 1);
    expect(seen).toEqual([raced, late.reference]);
    expect(seq(late.reference)).toBe(seq(raced) + 1);
    expect(late.response.prepared).toBe(`copy of ${late.reference}`);
  });

  it('writes nothing when prepare fails', async () => {
    const before = await total(formSubmissions);
    await expect(submitForm(handle.db, base, write({ n: 0 }), async () => Promise.reject(new Error('renderer down')))).rejects.toThrow('renderer down');
    expect(await total(formSubmissions)).toBe(before);
  });
});

describe('a form endpoint with uploads (test hook)', () => {
  const post = async (body: Buffer, headers: Record<string, string> = {}) =>
    callRoute(testUploadEndpoint, '/api/test/forms-upload', {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(body.length), ...headers },
      body: new Uint8Array(body),
    });

  it('stores the submission, its files and its receipt; a replay gives the same answer; errors in the caller’s language, no-store', async () => {
    const samples = await validSamples();
    const form = multipart([
      { name: 'name', data: 'Chan Tai Man' },
      { name: 'email', data: 'chan@example.com' },
      { name: 'attachments', filename: 'scan.pdf', data: samples.pdf },
      { name: 'attachments', filename: 'photo.png', data: samples.png },
    ]);
    const first = await post(form, { 'idempotency-key': 'http-key-000001', 'api-language': 'zh-hant' });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('no-store');
    const data = (first.body as { data: { reference: string; files: { name: string }[] } }).data;
    expect(parseReference(data.reference)?.prefix).toBe('TU');
    expect(data.files.map((f) => f.name)).toEqual(['scan.pdf', 'photo.png']);
    const again = await post(form, { 'idempotency-key': 'http-key-000001', 'api-language': 'zh-hant' });
    expect(again.body).toEqual(first.body);
    const [submission] = await handle.db.select().from(formSubmissions).where(eq(formSubmissions.reference, data.reference));
    const uploads = await handle.db.select().from(formUploads).where(eq(formUploads.submissionId, submission?.id ?? -1));
    expect(uploads.map((u) => [u.name, u.mime, u.content.length])).toEqual([
      ['scan.pdf', 'application/pdf', samples.pdf.length],
      ['photo.png', 'image/png', samples.png.length],
    ]);
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail?.subject).toBe(`已收到申請：${data.reference}`);
    expect(await total(mailOutbox)).toBe(1);

    const bad = await post(multipart([{ name: 'name', data: 'x' }, { name: 'email', data: 'not-an-email' }]), { 'api-language': 'en' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('cache-control')).toContain('no-store');
    expect((bad.body as { message: string }).message).toContain('email');

    const wrongType = await callRoute(testUploadEndpoint, '/api/test/forms-upload', { method: 'POST', headers: { 'content-type': 'application/json', 'api-language': 'pt' }, body: '{}' });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body).toMatchObject({ code: 41500, message: 'Este tipo de conteúdo não é aceite aqui.' });

    const tooBig = await post(multipart([{ name: 'attachments', filename: 'big.txt', data: Buffer.alloc(5 * 1024 * 1024 + 1, 'a') }]));
    expect(tooBig.status).toBe(413);
    expect(tooBig.headers.get('connection')).toBe('close');
  });
});
