/**
 * Addresses that bounce permanently are suppressed (issue 34): a 550 to the recipient
 * at send time suppresses the address and later mail to it is not sent; a 4xx is
 * retried and suppresses nothing; a message the person just asked for is still tried
 * once, and delivered it lifts the suppression; staff may lift it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, mailSuppressions } from './schema.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { startTestSmtp, type TestSmtpServer } from './tests/smtp.ts';
import { enqueueMail, liftSuppression, outboxMessage, suppressionOf } from './service.ts';
import { smtpTransport } from './transport.ts';
import { deliverDue, SUPPRESSED_ERROR, type MailTransport } from './worker.ts';

let handle: TestDatabase;
let smtp: TestSmtpServer;
const FROM = 'Monetary Authority of Macao <no-reply@amcm.gov.mo>';
const transport = (): MailTransport => smtpTransport(`smtp://127.0.0.1:${smtp.port}`);

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  handle = await openTestDatabase();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await handle.dispose();
});
beforeEach(async () => {
  smtp.received.length = 0;
  smtp.deadRecipients.clear();
  await handle.db.delete(mailOutbox);
  await handle.db.delete(mailSuppressions);
});

const send = (to: string, kind = 'coins.ready') => enqueueMail(handle.db, { to, lang: 'en', kind, subject: `To ${to}`, text: 'Hello' }) as Promise<number>;
const pass = (now = new Date()) => deliverDue(handle.db, { transport: transport(), from: FROM }, now);

describe('bounce suppression', () => {
  it('a 550 to the recipient suppresses the address; later mail to it is not sent', async () => {
    smtp.deadRecipients.set('gone@example.com', { code: 550, message: '5.1.1 <gone@example.com>: no such user' });
    const first = await send('Gone@Example.com');
    expect(await pass()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect((await outboxMessage(handle.db, first))?.status).toBe('failed');
    const suppression = await suppressionOf(handle.db, 'gone@example.com');
    expect(suppression?.outboxId).toBe(first);
    // The refusal is kept without the address.
    expect(suppression?.reason).toContain('550');
    expect(suppression?.reason).not.toContain('gone@example.com');

    // The mailbox comes back to life at the server, but the address stays suppressed.
    smtp.deadRecipients.clear();
    const later = await send('gone@example.com');
    const other = await send('alive@example.com');
    await pass();
    expect((await outboxMessage(handle.db, later))?.status).toBe('failed');
    expect((await outboxMessage(handle.db, later))?.lastError).toBe(SUPPRESSED_ERROR);
    expect((await outboxMessage(handle.db, other))?.status).toBe('sent');
    expect(smtp.received.map((m) => m.subject)).toEqual(['To alive@example.com']);
  });

  it('a 4xx to the recipient is retried and suppresses nothing', async () => {
    smtp.deadRecipients.set('full@example.com', { code: 452, message: '4.2.2 mailbox full' });
    const id = await send('full@example.com');
    const now = new Date();
    expect(await pass(now)).toEqual({ sent: 0, retried: 1, failed: 0 });
    const row = await outboxMessage(handle.db, id);
    expect(row?.status).toBe('pending');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    expect(await suppressionOf(handle.db, 'full@example.com')).toBeNull();

    smtp.deadRecipients.clear();
    expect(await pass(new Date(now.getTime() + 60_000))).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('a 5xx to the message (not the recipient) fails it without suppressing the address', async () => {
    smtp.refusals.push({ code: 552, message: 'message too large' });
    const id = await send('big@example.com');
    await pass();
    expect((await outboxMessage(handle.db, id))?.status).toBe('failed');
    expect(await suppressionOf(handle.db, 'big@example.com')).toBeNull();
  });

  it('a message the person asked for after the bounce is tried once; delivered, it lifts the suppression', async () => {
    smtp.deadRecipients.set('back@example.com', { code: 550, message: 'no such user' });
    await send('back@example.com', 'alerts.digest');
    await pass();
    expect(await suppressionOf(handle.db, 'back@example.com')).not.toBeNull();

    // Still dead: the confirmation is tried, bounces, and the suppression is renewed.
    await new Promise((r) => setTimeout(r, 5));
    const confirm = await send('back@example.com', 'alerts.confirm');
    await pass();
    expect((await outboxMessage(handle.db, confirm))?.lastError).not.toBe(SUPPRESSED_ERROR);
    expect(await suppressionOf(handle.db, 'back@example.com')).not.toBeNull();

    // Fixed: the next confirmation arrives and the address may be mailed again.
    smtp.deadRecipients.clear();
    await new Promise((r) => setTimeout(r, 5));
    const again = await send('back@example.com', 'alerts.confirm');
    await pass();
    expect((await outboxMessage(handle.db, again))?.status).toBe('sent');
    expect(await suppressionOf(handle.db, 'back@example.com')).toBeNull();
    const digest = await send('back@example.com', 'alerts.digest');
    await pass();
    expect((await outboxMessage(handle.db, digest))?.status).toBe('sent');
  });

  it('an alert (not asked for just now) is not sent while suppressed; lifted by staff, it is', async () => {
    smtp.deadRecipients.set('lift@example.com', { code: 550, message: 'no such user' });
    await send('lift@example.com', 'alerts.item');
    await pass();
    smtp.deadRecipients.clear();
    const blocked = await send('lift@example.com', 'alerts.item');
    await pass();
    expect((await outboxMessage(handle.db, blocked))?.lastError).toBe(SUPPRESSED_ERROR);
    expect((await liftSuppression(handle.db, ' Lift@example.com '))?.email).toBe('lift@example.com');
    const sent = await send('lift@example.com', 'alerts.item');
    await pass();
    expect((await outboxMessage(handle.db, sent))?.status).toBe('sent');
  });
});
