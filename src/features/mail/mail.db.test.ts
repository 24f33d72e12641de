import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailAttachments, mailOutbox } from './schema.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { renderMail } from './render.ts';
import { startTestSmtp, type TestSmtpServer } from './tests/smtp.ts';
import { enqueueMail, outboxMessage } from './service.ts';
import { fileTransport, smtpTransport } from './transport.ts';
import { backoffMs, deliverDue, startMailWorker, type MailTransport } from './worker.ts';

let handle: TestDatabase;
let smtpServer: TestSmtpServer;
let port = 0;
let received: ParsedMail[] = [];
/** Replies the test SMTP server gives to the next messages (then it accepts). */
let refusals: TestSmtpServer['refusals'] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
  smtpServer = await startTestSmtp();
  ({ port, received, refusals } = smtpServer);
});

afterAll(async () => {
  await smtpServer.close();
  await handle.dispose();
});

beforeEach(async () => {
  received.length = 0;
  refusals.length = 0;
  await handle.db.delete(mailOutbox);
});

const rawHeader = (mail: ParsedMail, key: string) => mail.headerLines.find((h) => h.key === key)?.line;

const FROM = 'Monetary Authority of Macao <no-reply@amcm.gov.mo>';
const smtp = (): MailTransport => smtpTransport(`smtp://127.0.0.1:${port}`);

function message(to: string, extra: Partial<Parameters<typeof enqueueMail>[1]> = {}) {
  const rendered = renderMail({
    lang: 'zh-hant',
    title: '確認訂閱',
    paragraphs: ['請按以下連結確認。', 'Tom & Jerry <b>not bold</b>'],
    links: [{ label: '確認', href: 'https://www.amcm.gov.mo/zh-hant/newsletter/confirm?token=abc' }],
    footer: ['您收到此郵件是因為您訂閱了通知。'],
  });
  return { to, lang: 'zh-hant' as const, kind: 'test.confirm', ...rendered, ...extra };
}

describe('mail outbox', () => {
  it('is written with the transaction: rolled back, no message; committed, one', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueMail(tx, message('a@example.com'));
        throw new Error('the submission failed');
      }),
    ).rejects.toThrow('the submission failed');
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(0);
    const id = await handle.db.transaction((tx) => enqueueMail(tx, message('a@example.com')));
    expect(id).toBeTypeOf('number');
    expect((await outboxMessage(handle.db, id as number))?.status).toBe('pending');
  });

  it('is delivered through SMTP with subject, text, HTML and extra headers (List-Unsubscribe)', async () => {
    const id = await enqueueMail(
      handle.db,
      message('reader@example.com', {
        headers: { 'List-Unsubscribe': '<https://www.amcm.gov.mo/api/unsubscribe?t=xyz>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      }),
    );
    const report = await deliverDue(handle.db, { transport: smtp(), from: FROM });
    expect(report).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(received).toHaveLength(1);
    const mail = received[0] as ParsedMail;
    expect(mail.subject).toBe('確認訂閱');
    expect(mail.from?.text).toContain('no-reply@amcm.gov.mo');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('reader@example.com');
    expect(mail.text).toContain('請按以下連結確認。');
    expect(mail.text).toContain('https://www.amcm.gov.mo/zh-hant/newsletter/confirm?token=abc');
    expect(mail.html).toContain('lang="zh-Hant-MO"');
    expect(mail.html).toContain('Tom &amp; Jerry &lt;b&gt;not bold&lt;/b&gt;');
    // mailparser folds List-* headers into one structure: read the raw lines instead.
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(rawHeader(mail, 'list-unsubscribe')).toBe('List-Unsubscribe: <https://www.amcm.gov.mo/api/unsubscribe?t=xyz>');
    expect(mail.messageId).toMatch(new RegExp(`^<outbox-${id}-[0-9a-z]+@amcm\\.gov\\.mo>$`));
    const row = await outboxMessage(handle.db, id as number);
    expect(row?.status).toBe('sent');
    expect(row?.attempts).toBe(1);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('sends attachments with their message, and writes none when the transaction fails', async () => {
    const pdf = Buffer.from('%PDF-1.7\n% a copy of the application\n%%EOF\n');
    const attachments = [{ filename: 'RP-2026-000001-X.pdf', contentType: 'application/pdf', content: pdf }];
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueMail(tx, message('a@example.com', { attachments }));
        throw new Error('the submission failed');
      }),
    ).rejects.toThrow('the submission failed');
    expect(await handle.db.select().from(mailAttachments)).toHaveLength(0);

    await handle.db.transaction((tx) => enqueueMail(tx, message('applicant@example.com', { attachments })));
    expect(await deliverDue(handle.db, { transport: smtp(), from: FROM })).toEqual({ sent: 1, retried: 0, failed: 0 });
    const mail = received[0] as ParsedMail;
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe('RP-2026-000001-X.pdf');
    expect(mail.attachments[0]?.contentType).toBe('application/pdf');
    expect(Buffer.compare(mail.attachments[0]!.content, pdf)).toBe(0);
    expect(mail.text).toContain('請按以下連結確認。');
  });

  it('refuses attachment names that would break the header, and oversized attachments', async () => {
    const content = Buffer.from('x');
    await expect(enqueueMail(handle.db, message('a@example.com', { attachments: [{ filename: 'a\r\nb.pdf', contentType: 'application/pdf', content }] }))).rejects.toThrow();
    await expect(enqueueMail(handle.db, message('a@example.com', { attachments: [{ filename: '../a.pdf', contentType: 'application/pdf', content }] }))).rejects.toThrow();
    const big = Buffer.alloc(8 * 1024 * 1024 + 1);
    await expect(enqueueMail(handle.db, message('a@example.com', { attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: big }] }))).rejects.toThrow();
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('enqueues once per dedupe key', async () => {
    expect(await enqueueMail(handle.db, message('a@example.com', { dedupeKey: 'news:42:a@example.com' }))).toBeTypeOf('number');
    expect(await enqueueMail(handle.db, message('a@example.com', { dedupeKey: 'news:42:a@example.com' }))).toBeNull();
    expect(await handle.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it('refuses header injection and bad recipients', async () => {
    await expect(enqueueMail(handle.db, message('a@example.com\r\nBcc: x@evil.test'))).rejects.toThrow();
    await expect(enqueueMail(handle.db, message('a@example.com, b@example.com'))).rejects.toThrow();
    await expect(enqueueMail(handle.db, message('a@example.com', { subject: 'Hi\r\nBcc: x@evil.test' }))).rejects.toThrow();
    await expect(enqueueMail(handle.db, message('a@example.com', { headers: { Bcc: 'x@evil.test' } }))).rejects.toThrow();
  });

  it('retries a temporary refusal with exponential backoff, then delivers', async () => {
    const id = (await enqueueMail(handle.db, message('retry@example.com'))) as number;
    refusals.push({ code: 451, message: 'try later' }, { code: 451, message: 'try later' });
    const t0 = new Date();
    expect(await deliverDue(handle.db, { transport: smtp(), from: FROM, baseDelayMs: 1000 }, t0)).toEqual({ sent: 0, retried: 1, failed: 0 });
    let row = await outboxMessage(handle.db, id);
    expect(row?.status).toBe('pending');
    expect(row?.nextAttemptAt.getTime()).toBe(t0.getTime() + 1000);
    // Not due yet: nothing is claimed.
    expect(await deliverDue(handle.db, { transport: smtp(), from: FROM, baseDelayMs: 1000 }, new Date(t0.getTime() + 500))).toEqual({ sent: 0, retried: 0, failed: 0 });
    const t1 = new Date(t0.getTime() + 1000);
    expect(await deliverDue(handle.db, { transport: smtp(), from: FROM, baseDelayMs: 1000 }, t1)).toEqual({ sent: 0, retried: 1, failed: 0 });
    row = await outboxMessage(handle.db, id);
    expect(row?.nextAttemptAt.getTime()).toBe(t1.getTime() + 2000);
    expect(await deliverDue(handle.db, { transport: smtp(), from: FROM, baseDelayMs: 1000 }, new Date(t1.getTime() + 2000))).toEqual({ sent: 1, retried: 0, failed: 0 });
    row = await outboxMessage(handle.db, id);
    expect(row?.status).toBe('sent');
    expect(row?.attempts).toBe(3);
    expect(received).toHaveLength(1);
    expect(backoffMs(1, 30_000)).toBe(30_000);
    expect(backoffMs(4, 30_000)).toBe(240_000);
    expect(backoffMs(30, 30_000, 3_600_000)).toBe(3_600_000);
  });

  it('gives up after the maximum attempts, and at once on a permanent refusal', async () => {
    const a = (await enqueueMail(handle.db, message('temp@example.com'))) as number;
    refusals.push({ code: 451, message: 'later' }, { code: 451, message: 'later' });
    const options = { transport: smtp(), from: FROM, baseDelayMs: 1, maxAttempts: 2 };
    await deliverDue(handle.db, options);
    await deliverDue(handle.db, options, new Date(Date.now() + 10));
    expect((await outboxMessage(handle.db, a))?.status).toBe('failed');
    expect((await outboxMessage(handle.db, a))?.lastError).toContain('later');

    const b = (await enqueueMail(handle.db, message('nobody@example.com'))) as number;
    refusals.push({ code: 550, message: 'no such user' });
    expect(await deliverDue(handle.db, { ...options, maxAttempts: 8 }, new Date(Date.now() + 20))).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await outboxMessage(handle.db, b))?.status).toBe('failed');
  });

  it('delivers each message once when two workers run at the same time', async () => {
    for (let i = 0; i < 12; i++) await enqueueMail(handle.db, message(`user${i}@example.com`));
    const options = { transport: smtp(), from: FROM, batchSize: 5 };
    const reports = await Promise.all([deliverDue(handle.db, options), deliverDue(handle.db, options), deliverDue(handle.db, options), deliverDue(handle.db, options)]);
    const sent = reports.reduce((n, r) => n + r.sent, 0);
    expect(sent).toBe(12);
    expect(received).toHaveLength(12);
    expect(new Set(received.map((m) => (m.to && !Array.isArray(m.to) ? m.to.text : ''))).size).toBe(12);
    expect(await deliverDue(handle.db, options)).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('claims again a message whose sender died (lease expired)', async () => {
    const id = (await enqueueMail(handle.db, message('lease@example.com'))) as number;
    const stuck = { sendMail: () => new Promise<never>(() => {}) } satisfies MailTransport;
    void deliverDue(handle.db, { transport: stuck, from: FROM, leaseMs: 1000 });
    await new Promise((r) => setTimeout(r, 50));
    expect((await outboxMessage(handle.db, id))?.status).toBe('sending');
    expect(await deliverDue(handle.db, { transport: smtp(), from: FROM }, new Date(Date.now() + 500))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await deliverDue(handle.db, { transport: smtp(), from: FROM }, new Date(Date.now() + 2000))).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(received).toHaveLength(1);
  });

  it('writes .eml files with the default transport, and the worker delivers without being asked', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'amcm-mail-'));
    try {
      const worker = startMailWorker(handle.db, { transport: fileTransport(dir), from: FROM, intervalMs: 50 });
      await enqueueMail(handle.db, message('file@example.com', { headers: { 'List-Unsubscribe': '<https://example.test/u>' } }));
      const deadline = Date.now() + 5000;
      while (readdirSync(dir).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      await worker.stop();
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const parsed = await simpleParser(readFileSync(join(dir, files[0] as string)));
      expect(parsed.subject).toBe('確認訂閱');
      expect(parsed.text).toContain('請按以下連結確認。');
      expect(rawHeader(parsed, 'list-unsubscribe')).toBe('List-Unsubscribe: <https://example.test/u>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('flush resolves once everything due has been tried, without waiting for the next poll', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'amcm-mail-'));
    // A poll a minute away: only flush can have sent the messages by the time it resolves.
    const worker = startMailWorker(handle.db, { transport: fileTransport(dir), from: FROM, intervalMs: 60_000 });
    try {
      await worker.flush();
      await enqueueMail(handle.db, message('one@example.com'));
      await enqueueMail(handle.db, message('two@example.com'));
      await worker.flush();
      expect(readdirSync(dir)).toHaveLength(2);
    } finally {
      await worker.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
