/** Base rate changes on the desk: drafted announcement, a second person's confirmation, public only then. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { appendAudit } from '#src/features/staff/audit.ts';
import { auditLog } from '#src/features/staff/schema.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { ValidationError } from '#src/server/http/errors.ts';
import { baseChangesAwaiting, confirmBaseRate, draftAnnouncement, proposeBaseRate, type BaseRateActor } from './base-rate.ts';
import { entries } from '#src/features/entries/schema.ts';
import { getRecord, publishEntry, submitDeskDraft } from '#src/features/publishing/service.ts';
import { baseRateOn } from './service.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
}, 120_000);
afterAll(() => database.dispose());

const person = (id: string, roles: string[]): BaseRateActor => ({
  id,
  roles,
  audit: async (entry, tx: Queryable) => {
    await appendAudit(tx, { ...entry, actorId: null, actorEmail: `${id}@amcm.gov.mo` });
  },
});
const officer = person('officer-a', ['data-officer']);
const second = person('officer-b', ['data-officer']);
const admin = person('admin-c', ['administrator']);

async function refusedWith(run: () => Promise<unknown>): Promise<string[]> {
  try {
    await run();
  } catch (e) {
    expect(e).toBeInstanceOf(ValidationError);
    return (e as ValidationError).issues.map((i) => i.messageKey);
  }
  throw new Error('not refused');
}

describe('a base rate change', () => {
  it('drafts its announcement in four languages with the change in basis points and the new rate', () => {
    const texts = draftAnnouncement(4.5, 4.25, '2026-12-18');
    expect(texts.en).toBe('The Monetary Authority of Macao announces that the base rate is lowered by 25 basis points, from 4.50% to 4.25%, with effect from 18 December 2026.');
    expect(texts['zh-hant']).toContain('下調25個基點，由4.50%調整至4.25%');
    expect(texts['zh-hans']).toContain('下调25个基点');
    expect(texts.pt).toContain('reduzida em 25 pontos base, de 4.50% para 4.25%');
  });

  it('is public only once a second person confirms it; the author confirms alone only as an administrator with a reason', async () => {
    const before = await baseRateOn(database.db, 'en', '2026-12-31');
    expect(before).not.toBeNull();
    const rate = Math.round((before!.rate + 0.25) * 100) / 100;
    expect(await refusedWith(() => proposeBaseRate(database.db, { effectiveOn: '2026-12-18', rate, texts: { en: 'The base rate changes.' } }, officer))).toEqual(['desk.base.textStates']);
    const entered = await proposeBaseRate(database.db, { effectiveOn: '2026-12-18', rate }, officer);
    expect(entered).toMatchObject({ status: 'awaiting', changeBp: 25, previousRate: before!.rate });
    expect(entered.texts.en).toContain(`raised by 25 basis points, from ${before!.rate.toFixed(2)}% to ${rate.toFixed(2)}%`);
    expect(Object.keys(entered.texts).sort()).toEqual(['en', 'pt', 'zh-hans', 'zh-hant']);
    expect((await baseRateOn(database.db, 'en', '2026-12-31'))?.date).toBe(before!.date);
    expect(await baseChangesAwaiting(database.db, 'officer-a')).toBe(0);
    expect(await baseChangesAwaiting(database.db, 'officer-b')).toBe(1);
    expect(await refusedWith(() => proposeBaseRate(database.db, { effectiveOn: '2026-12-18', rate }, second))).toEqual(['desk.base.dateTaken']);

    expect(await refusedWith(() => confirmBaseRate(database.db, entered.id, officer, new Date(), undefined, submitDeskDraft))).toEqual(['desk.base.secondPerson']);
    const confirmed = await confirmBaseRate(database.db, entered.id, second, new Date('2026-12-17T02:00:00Z'), undefined, submitDeskDraft);
    expect(confirmed).toMatchObject({ status: 'confirmed', confirmedBy: 'officer-b' });
    expect(await baseRateOn(database.db, 'en', '2026-12-31')).toMatchObject({ date: '2026-12-18', rate, changeBp: 25 });
    expect(await refusedWith(() => confirmBaseRate(database.db, entered.id, admin, new Date(), undefined, submitDeskDraft))).toEqual(['desk.base.alreadyConfirmed']);

    // Its announcement waits in publishing as a press release, submitted in the four languages by the confirmer.
    const [release] = await database.db.select({ id: entries.id }).from(entries).where(eq(entries.slug, 'base-rate-2026-12-18'));
    expect(release).toBeDefined();
    const record = await getRecord(database.db, release!.id);
    expect(record.module).toBe('news');
    expect(record.data).toEqual({ topic: 'base-rate', baseRate: { previous: before!.rate, current: rate, changeBp: 25 } });
    expect(record.texts.en?.title).toBe(`AMCM raises the base rate by 25 basis points to ${rate.toFixed(2)}%`);
    expect(record.texts['zh-hant']?.title).toBe(`金管局上調基本利率25個基點至${rate.toFixed(2)}%`);
    expect(record.texts.en?.content).toContain(`raised by 25 basis points, from ${before!.rate.toFixed(2)}% to ${rate.toFixed(2)}%`);
    expect(Object.fromEntries(record.states.map((st) => [st.lang, st.state]))).toEqual({ 'zh-hant': 'submitted', 'zh-hans': 'submitted', en: 'submitted', pt: 'submitted' });
    // The confirmer cannot publish it too; another publisher does, and it is a press release on the site.
    const publisher = person('publisher-d', ['publisher']);
    await expect(publishEntry(database.db, person('officer-b', ['publisher']), release!.id, { languages: ['en'] })).rejects.toThrow();
    await publishEntry(database.db, publisher, release!.id, { languages: ['zh-hant', 'zh-hans', 'en', 'pt'] });
    const [published] = await database.db.select({ status: entries.status, publishedAt: entries.publishedAt }).from(entries).where(eq(entries.id, release!.id));
    expect(published?.status).toBe('published');

    const own = await proposeBaseRate(database.db, { effectiveOn: '2027-01-15', rate: rate - 0.5 }, admin);
    expect(own.changeBp).toBe(-50);
    expect(await refusedWith(() => confirmBaseRate(database.db, own.id, admin, new Date(), undefined, submitDeskDraft))).toEqual(['desk.base.reason']);
    const reason = 'The other data officers are on leave; confirmed by telephone with the Board.';
    expect((await confirmBaseRate(database.db, own.id, admin, new Date(), reason, submitDeskDraft)).status).toBe('confirmed');
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.entityId, String(own.id)));
    expect(audit.map((a) => a.action)).toEqual(['enter', 'confirm']);
    expect(JSON.stringify(audit[1]?.changes)).toContain(reason);
  });
});
