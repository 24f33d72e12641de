/** The e-mail notification service against a seeded database: double opt-in, preferences, unsubscribe, announcing once, digests, cleanup. */
import { alertsText } from './messages.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { alertSubscriptions, alertTokens } from './schema.ts';
import { mailOutbox } from '#src/features/mail/schema.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { ValidationError } from '#src/server/http/errors.ts';
import { subscriptionForm, type SubscriptionForm } from './contract.ts';
import { runAlertJobs } from './jobs.ts';
import { ADDRESS_WINDOW_MS, changePreferences, cleanup, confirmSubscription, preferencesFor, PENDING_RETENTION_MS, scanPublished, subscribe, unsubscribe } from './service.ts';
import { publishEntry } from './test-hooks.ts';

let database: TestDatabase;
const db = () => database.db;
const ORIGIN = 'https://www.example.mo';
let clock = new Date('2026-11-20T02:00:00Z');
const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
  // The first scan only sets the watermark: the seeded archive is never announced.
  expect(await scanPublished(db(), ORIGIN, clock)).toBe(0);
});
afterAll(() => database.dispose());
beforeEach(async () => {
  await db().delete(mailOutbox);
});

const form = (over: Partial<SubscriptionForm> = {}): SubscriptionForm =>
  subscriptionForm.parse({ region: 'MO', occupation: 'other', occupationOther: 'Economist', institution: 'University of Macau', email: 'Reader@Example.mo', topics: ['press'], frequency: 'immediate', ...over });

async function outbox() {
  return db().select().from(mailOutbox).orderBy(mailOutbox.id);
}

function tokenIn(text: string, action: string): string {
  const match = new RegExp(`action=${action}&token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${action} link in ${text}`);
  return match[1];
}

async function signUpAndConfirm(over: Partial<SubscriptionForm> = {}, lang: 'en' | 'zh-hant' = 'en') {
  const result = await subscribe(db(), form(over), { lang, origin: ORIGIN, client: `c-${Math.random()}`, now: clock });
  const [mail] = (await outbox()).filter((m) => m.kind === 'alerts.confirm').slice(-1);
  const confirmed = await confirmSubscription(db(), tokenIn(mail!.text, 'confirm'), clock);
  if (!confirmed.ok) throw new Error('not confirmed');
  await db().delete(mailOutbox);
  return { reference: result.reference, manageToken: confirmed.manageToken };
}

describe('sign-up (double opt-in)', () => {
  it('stores a pending sign-up with a reference and puts only a confirmation e-mail in the outbox', async () => {
    const result = await subscribe(db(), form(), { lang: 'zh-hant', origin: ORIGIN, client: 'a', idempotencyKey: 'signup-key-1', now: clock });
    expect(result.response).toEqual({ reference: result.reference, status: 'pending' });
    expect(result.reference).toMatch(/^NL-2026-/);
    const [row] = await db().select().from(alertSubscriptions).where(eq(alertSubscriptions.reference, result.reference));
    expect(row).toMatchObject({ status: 'pending', email: 'reader@example.mo', occupationOther: 'Economist', lang: 'zh-hant' });
    const mails = await outbox();
    expect(mails.map((m) => m.kind)).toEqual(['alerts.confirm']);
    expect(mails[0]!.lang).toBe('zh-hant');
    expect(mails[0]!.subject).toBe('請確認登記電郵通知服務');
    const token = tokenIn(mails[0]!.text, 'confirm');
    // Only the hash of the token is stored.
    const stored = await db().select().from(alertTokens).where(eq(alertTokens.subscriptionId, row!.id));
    expect(stored.map((s) => s.hash)).not.toContain(token);
    // A replay with the same Idempotency-Key gives the same reference and no second sign-up.
    const again = await subscribe(db(), form(), { lang: 'zh-hant', origin: ORIGIN, client: 'a', idempotencyKey: 'signup-key-1', now: clock });
    expect(again.reference).toBe(result.reference);
    expect(await outbox()).toHaveLength(1);
  });

  it('writes a Portuguese confirmation wholly in Portuguese, never with an English sentence (issue 36)', async () => {
    await subscribe(db(), form({ email: 'leitor@example.mo' }), { lang: 'pt', origin: ORIGIN, client: 'pt-reader', now: clock });
    const [mail] = (await outbox()).filter((m) => m.kind === 'alerts.confirm');
    expect(mail!.lang).toBe('pt');
    expect(mail!.subject).toBe(alertsText.t('pt', 'alerts.mailConfirmTitle'));
    const english = (['alerts.mailConfirmIntro', 'alerts.mailConfirmLink', 'alerts.mailConfirmIgnore'] as const).map((key) => alertsText.t('en', key));
    for (const sentence of english) expect(mail!.text).not.toContain(sentence);
    expect(mail!.text).toContain(alertsText.t('pt', 'alerts.mailConfirmIgnore'));
    expect(mail!.text).toContain(`${ORIGIN}/pt/`);
  });

  it('refuses codes that are not in the option lists', async () => {
    await expect(subscribe(db(), form({ region: 'XX' }), { lang: 'en', origin: ORIGIN, client: 'b', now: clock })).rejects.toBeInstanceOf(ValidationError);
  });

  it("needs the text of 'other' occupation", () => {
    const result = subscriptionForm.safeParse({ region: 'MO', occupation: 'other', institution: 'X', email: 'a@b.mo', topics: ['press'], frequency: 'daily' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['occupationOther', 'validation.required']]);
  });

  it('a confirmation link works once, and not after it expires', async () => {
    const result = await subscribe(db(), form({ email: 'once@example.mo' }), { lang: 'en', origin: ORIGIN, client: 'c', now: clock });
    const token = tokenIn((await outbox()).at(-1)!.text, 'confirm');
    const first = await confirmSubscription(db(), token, clock);
    expect(first.ok).toBe(true);
    expect((await confirmSubscription(db(), token, clock)).ok).toBe(false);
    const [row] = await db().select().from(alertSubscriptions).where(eq(alertSubscriptions.reference, result.reference));
    expect(row?.status).toBe('active');

    await subscribe(db(), form({ email: 'late@example.mo' }), { lang: 'en', origin: ORIGIN, client: 'c', now: clock });
    const lateToken = tokenIn((await outbox()).at(-1)!.text, 'confirm');
    expect((await confirmSubscription(db(), lateToken, new Date(clock.getTime() + PENDING_RETENTION_MS + 1))).ok).toBe(false);
  });
});

describe('announcing published content', () => {
  it('sends nothing to unconfirmed sign-ups, one alert per immediate subscriber with List-Unsubscribe, once', async () => {
    await subscribe(db(), form({ email: 'pending@example.mo' }), { lang: 'en', origin: ORIGIN, client: 'd', now: clock });
    const { manageToken } = await signUpAndConfirm({ email: 'active@example.mo' });
    await db().delete(mailOutbox);
    later(60_000);
    const entryId = await publishEntry(db(), { topic: 'press', title: 'Monetary statistics for October', now: clock });
    later(60_000);
    expect((await runAlertJobs(db(), ORIGIN, { now: clock })).announced).toBe(1);
    const mails = (await outbox()).filter((m) => m.kind === 'alerts.item');
    expect(mails.map((m) => m.to).sort()).toEqual(['active@example.mo', 'once@example.mo', 'reader@example.mo'].filter((e) => e !== 'reader@example.mo'));
    const mail = mails.find((m) => m.to === 'active@example.mo')!;
    expect(mail.text).toContain('Monetary statistics for October');
    expect(mail.text).toContain(`/en/news-notice-detail?id=${String(entryId)}`);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers['List-Unsubscribe']).toMatch(/^<https:\/\/www\.example\.mo\/api\/v1\.0\/cms\/email_notification\/unsubscribe\?token=[A-Za-z0-9_-]+>$/);
    expect(mail.text).toContain('action=manage&token=');
    // A second scan announces nothing again.
    later(60_000);
    expect((await runAlertJobs(db(), ORIGIN, { now: clock })).announced).toBe(0);
    expect((await outbox()).filter((m) => m.kind === 'alerts.item')).toHaveLength(mails.length);
    // Topics not followed are not announced to them.
    expect(await preferencesFor(db(), manageToken, clock)).toMatchObject({ topics: ['press'], frequency: 'immediate' });
  });

  it('daily subscribers get one digest a day', async () => {
    await signUpAndConfirm({ email: 'daily@example.mo', topics: ['statistics', 'publications'], frequency: 'daily' });
    later(60_000);
    await publishEntry(db(), { topic: 'statistics', title: 'Quarterly insurance statistics', now: clock });
    await publishEntry(db(), { topic: 'publications', title: 'Annual report 2025', now: clock });
    later(60_000);
    await runAlertJobs(db(), ORIGIN, { now: clock });
    const digests = (await outbox()).filter((m) => m.to === 'daily@example.mo');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.kind).toBe('alerts.digest');
    expect(digests[0]!.text).toContain('Quarterly insurance statistics');
    expect(digests[0]!.text).toContain('Annual report 2025');
    await publishEntry(db(), { topic: 'statistics', title: 'Monthly bulletin', now: clock });
    later(60_000);
    await runAlertJobs(db(), ORIGIN, { now: clock });
    expect((await outbox()).filter((m) => m.to === 'daily@example.mo')).toHaveLength(1);
    later(24 * 3600_000);
    await runAlertJobs(db(), ORIGIN, { now: clock });
    expect((await outbox()).filter((m) => m.to === 'daily@example.mo')).toHaveLength(2);
  });
});

describe('preferences and unsubscribe', () => {
  it('changes topics with the manage token, and one-click unsubscribe stops alerts and deletes the data', async () => {
    const { manageToken } = await signUpAndConfirm({ email: 'leaver@example.mo' });
    expect(await changePreferences(db(), manageToken, { topics: ['statistics'], frequency: 'immediate' }, clock)).toBe(true);
    expect((await preferencesFor(db(), manageToken, clock))?.topics).toEqual(['statistics']);
    later(60_000);
    await publishEntry(db(), { topic: 'statistics', title: 'Before leaving', now: clock });
    later(60_000);
    await runAlertJobs(db(), ORIGIN, { now: clock });
    const alert = (await outbox()).find((m) => m.to === 'leaver@example.mo')!;
    const oneClick = /token=([A-Za-z0-9_-]+)>$/.exec(alert.headers['List-Unsubscribe']!)![1]!;
    expect(await unsubscribe(db(), oneClick, clock)).toBe(true);
    expect(await unsubscribe(db(), oneClick, clock)).toBe(false);
    expect(await db().select().from(alertSubscriptions).where(eq(alertSubscriptions.email, 'leaver@example.mo'))).toEqual([]);
    await db().delete(mailOutbox);
    later(60_000);
    await publishEntry(db(), { topic: 'statistics', title: 'After leaving', now: clock });
    later(60_000);
    await runAlertJobs(db(), ORIGIN, { now: clock });
    expect((await outbox()).filter((m) => m.to === 'leaver@example.mo')).toEqual([]);
  });
});

describe('cleanup', () => {
  it('deletes unconfirmed sign-ups after the retention period, keeps confirmed ones', async () => {
    // Sign-ups left pending by the tests above are older; start from none.
    await db().delete(alertSubscriptions).where(eq(alertSubscriptions.status, 'pending'));
    await subscribe(db(), form({ email: 'forgot@example.mo' }), { lang: 'en', origin: ORIGIN, client: 'e', now: clock });
    await signUpAndConfirm({ email: 'kept@example.mo' });
    expect(await cleanup(db(), new Date(clock.getTime() + PENDING_RETENTION_MS - 1000))).toBe(0);
    expect(await cleanup(db(), new Date(clock.getTime() + PENDING_RETENTION_MS + 1000))).toBe(1);
    const left = await db().select({ email: alertSubscriptions.email, status: alertSubscriptions.status }).from(alertSubscriptions);
    expect(left.some((r) => r.email === 'forgot@example.mo')).toBe(false);
    expect(left.some((r) => r.email === 'kept@example.mo' && r.status === 'active')).toBe(true);
    expect(left.every((r) => r.status === 'active')).toBe(true);
  });
});

describe('sign-ups for one address (issue 36: no mailbox flooding, nothing told)', () => {
  const signUp = (email: string, n: number) => subscribe(db(), form({ email }), { lang: 'en', origin: ORIGIN, client: `flood-${String(n)}`, now: clock });
  const mailsTo = async (email: string) => (await outbox()).filter((m) => m.to === email).map((m) => m.kind);
  const deliverAll = () => db().update(mailOutbox).set({ status: 'sent', sentAt: clock });

  it('sends at most three confirmations a day, none while one is still undelivered, and answers every sign-up alike', async () => {
    const email = 'flooded@example.mo';
    const answers = [];
    answers.push(await signUp(email, 1));
    answers.push(await signUp(email, 2));
    expect(await mailsTo(email), 'none while the first is undelivered').toEqual(['alerts.confirm']);
    for (let n = 3; n <= 6; n++) {
      await deliverAll();
      answers.push(await signUp(email, n));
    }
    expect(await mailsTo(email), 'the fourth confirmation of the day is not sent').toEqual(['alerts.confirm', 'alerts.confirm', 'alerts.confirm']);
    // The answer is the same shape whether a confirmation went out or not.
    for (const answer of answers) expect(Object.keys(answer.response).sort()).toEqual(['reference', 'status']);
    expect(new Set(answers.map((a) => a.response.status))).toEqual(new Set(['pending']));
    // A day later the address may be sent a confirmation again.
    later(ADDRESS_WINDOW_MS + 1000);
    await signUp(email, 7);
    expect(await mailsTo(email)).toHaveLength(4);
  });

  it('tells an already subscribed address so at most once a day and stores nothing new', async () => {
    const email = 'subscribed@example.mo';
    await signUpAndConfirm({ email });
    const rowsBefore = await db().select().from(alertSubscriptions).where(eq(alertSubscriptions.email, email));
    const first = await signUp(email, 11);
    const second = await signUp(email, 12);
    expect(first.response).toEqual({ reference: first.reference, status: 'pending' });
    expect(second.response).toEqual({ reference: second.reference, status: 'pending' });
    const notes = (await outbox()).filter((m) => m.to === email);
    expect(notes.map((m) => m.kind)).toEqual(['alerts.already']);
    expect(notes[0]!.subject).toBe('You are already subscribed to e-mail notifications');
    expect(await db().select().from(alertSubscriptions).where(eq(alertSubscriptions.email, email))).toEqual(rowsBefore);
  });
});
