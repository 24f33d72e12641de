/**
 * The site notice and the pop-up get a review state per language (issue 33, decision
 * 0042): one language published while the others wait, the public answer in each
 * language (a language without text on the site falls back as before), a language
 * taken off alone and the notice off with its last; the four-eyes rule; a stale submit
 * refused (409); a publication and a withdrawal at their minute happening once when
 * two runs race; the migration's backfill keeps the seeded notices shown.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { contentTagRevisions } from '#src/server/db/schema.ts';
import { GET as noticeRoute } from '#src/api/staff/site-notices/[id].ts';
import { ALL as listRoute } from '#src/api/staff/site-notices/index.ts';
import { ALL as newRoute } from '#src/api/staff/site-notices/new.ts';
import { ALL as submitRoute } from '#src/api/staff/site-notices/[id]/submit.ts';
import { ALL as publishRoute } from '#src/api/staff/site-notices/[id]/publish.ts';
import { ALL as returnRoute } from '#src/api/staff/site-notices/[id]/return.ts';
import { ALL as unpublishRoute } from '#src/api/staff/site-notices/[id]/unpublish.ts';
import { listAudit } from '#src/features/staff/queries.ts';
import { signedInAgent, type StaffAgent } from '#src/features/staff/tests/agent.ts';
import { LANGUAGES, type Language } from '#src/lib/i18n/languages.ts';
import type { NoticeRecord } from './contract.ts';
import { runScheduledNotices } from './notice-admin.ts';
import { getActiveNotices } from './notices.ts';
import { noticeI18n, noticeLanguageStates, notices, siteVersions } from './schema.ts';
import { handWrittenTail, oldSiteReviewsTable } from './tests/migrations.ts';

let database: TestDatabase;
let editor: StaffAgent;
let publisher: StaffAgent;
let admin: StaffAgent;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
  editor = await signedInAgent(database.db, 'notice-editor', ['editor'], '192.0.2.61');
  publisher = await signedInAgent(database.db, 'notice-publisher', ['publisher'], '192.0.2.62');
  admin = await signedInAgent(database.db, 'notice-admin', ['administrator'], '192.0.2.63');
}, 90_000);
afterAll(() => database.dispose());

type Route = Parameters<StaffAgent['call']>[0];
const post = <T = NoticeRecord>(agent: StaffAgent, route: Route, id: number, action: string, body: unknown) =>
  agent.call<T>(route, `/api/staff/site-notices/${String(id)}/${action}`, { body, params: { id: String(id) } });
const read = async (agent: StaffAgent, id: number) => (await agent.call<NoticeRecord>(noticeRoute, `/api/staff/site-notices/${String(id)}`, { params: { id: String(id) } })).body.data;
const stateOf = (record: NoticeRecord, lang: Language) => record.states.find((s) => s.lang === lang)?.state;

const macao = (date: Date) => new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
const TEXTS = {
  'zh-hant': { title: '防騙提示', content: '<p>提防冒充本局的電話。</p>' },
  en: { title: 'Fraud warning', content: '<p>Beware of calls in our name.</p>' },
  pt: { title: 'Aviso de burla', content: '<p>Cuidado com chamadas em nosso nome.</p>' },
};

/** A new pop-up written by the editor in three languages, shown from an hour ago for a day once published. */
async function newPopup(kind: 'notice' | 'popup' = 'popup'): Promise<number> {
  const now = Date.now();
  const created = await editor.call<NoticeRecord>(newRoute, '/api/staff/site-notices/new', { body: { kind, from: macao(new Date(now - 3_600_000)), until: macao(new Date(now + 86_400_000)), texts: TEXTS } });
  expect(created.status).toBe(200);
  return created.body.data.id;
}

/** What the public answer holds for the notice in a language: the language it is in and its title, or nothing. */
async function publicAnswer(id: number, lang: Language, kind: 'notice' | 'popup' = 'popup') {
  const found = (await getActiveNotices(database.db, kind, lang)).find((n) => n.id === id);
  return found ? `${found.lang}:${found.title ?? ''}` : null;
}

const noticesTag = async () => (await database.db.select().from(contentTagRevisions).where(eq(contentTagRevisions.tag, 'notices')))[0]?.revision ?? 0;

describe('a notice with a review state per language', () => {
  it('publishes Chinese at once while English and Portuguese wait; the public answer follows per language', async () => {
    const id = await newPopup();
    const created = await read(editor, id);
    expect(LANGUAGES.map((l) => stateOf(created, l))).toEqual(['draft', undefined, 'draft', 'draft']);
    expect(await publicAnswer(id, 'zh-hant')).toBeNull();

    expect((await post(editor, submitRoute, id, 'submit', { version: 1, languages: ['zh-hant', 'en'] })).status).toBe(200);
    const before = await noticesTag();
    const published = await post(publisher, publishRoute, id, 'publish', { languages: ['zh-hant'] });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ active: true, showingNow: true });
    expect(LANGUAGES.map((l) => stateOf(published.body.data, l))).toEqual(['published', undefined, 'submitted', 'draft']);
    // The `notices` tag moved in the publishing transaction: the cached home page is made again.
    expect(await noticesTag()).toBeGreaterThan(before);

    // Chinese is on; English and Portuguese are not: they read the Chinese, as for a notice never written in them.
    expect(await publicAnswer(id, 'zh-hant')).toBe('zh-hant:防騙提示');
    expect(await publicAnswer(id, 'en')).toBe('zh-hant:防騙提示');
    expect(await publicAnswer(id, 'pt')).toBe('zh-hant:防騙提示');
    expect(await publicAnswer(id, 'zh-hans')).toBe('zh-hant:防騙提示');
    const rows = await database.db.select().from(noticeI18n).where(eq(noticeI18n.noticeId, id));
    expect(rows.map((r) => r.lang)).toEqual(['zh-hant']);

    expect((await post(publisher, publishRoute, id, 'publish', { languages: ['en'] })).status).toBe(200);
    expect(await publicAnswer(id, 'en')).toBe('en:Fraud warning');
    expect(await publicAnswer(id, 'zh-hant')).toBe('zh-hant:防騙提示');

    // Portuguese returned without being submitted: refused on its field.
    const notSubmitted = await post<{ errors: { field: string }[] }>(publisher, returnRoute, id, 'return', { languages: ['pt'], note: 'Falta' });
    expect(notSubmitted.status).toBe(400);
    expect(notSubmitted.body.data.errors[0]?.field).toBe('languages');

    // Chinese off alone: English stays and is what Chinese readers get.
    const off = await post(publisher, unpublishRoute, id, 'unpublish', { languages: ['zh-hant'] });
    expect(off.status).toBe(200);
    expect(stateOf(off.body.data, 'zh-hant')).toBe('unpublished');
    expect(off.body.data.active).toBe(true);
    expect(await publicAnswer(id, 'en')).toBe('en:Fraud warning');
    expect(await publicAnswer(id, 'zh-hant')).toBe('en:Fraud warning');
    // The last language off: the notice is off the site.
    const last = await post(publisher, unpublishRoute, id, 'unpublish', { languages: ['en'] });
    expect(last.body.data).toMatchObject({ active: false, showingNow: false });
    expect(await publicAnswer(id, 'en')).toBeNull();

    const list = await editor.call<{ data: { id: number; review: string; languages: { lang: string; state: string }[] }[] }>(listRoute, '/api/staff/site-notices');
    expect(list.body.data.data.find((n) => n.id === id)?.languages).toEqual([
      { lang: 'zh-hant', state: 'unpublished' },
      { lang: 'en', state: 'unpublished' },
      { lang: 'pt', state: 'draft' },
    ]);
    const audit = await listAudit(database.db, { entity: 'notice' }, 0, 50);
    const mine = audit.rows.filter((r) => r.entityId === String(id)).map((r) => r.action);
    expect(mine).toEqual(expect.arrayContaining(['create', 'submit', 'publish', 'unpublish']));
  });

  it('keeps four eyes per language, an administrator alone only with a reason; a stale submit is 409', async () => {
    const id = await newPopup('notice');
    expect((await post(publisher, submitRoute, id, 'submit', { version: 1, languages: ['pt'] })).status).toBe(200);
    expect((await post(editor, publishRoute, id, 'publish', { languages: ['pt'] })).status).toBe(403);
    // The publisher submitted it: not theirs to approve.
    expect((await post(publisher, publishRoute, id, 'publish', { languages: ['pt'] })).status).toBe(403);
    expect((await post(admin, submitRoute, id, 'submit', { version: 1, languages: ['en'] })).status).toBe(200);
    const noReason = await post<{ errors: { field: string }[] }>(admin, publishRoute, id, 'publish', { languages: ['en'] });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.errors[0]?.field).toBe('reason');
    expect((await post(admin, publishRoute, id, 'publish', { languages: ['en'], reason: 'Urgent warning, nobody else on duty' })).status).toBe(200);
    const { rows } = await listAudit(database.db, { entity: 'notice', action: 'publish' }, 0, 20);
    expect(rows.find((r) => r.entityId === String(id))?.changes).toMatchObject({ withoutSecondReview: { after: true }, reason: { after: 'Urgent warning, nobody else on duty' } });
    // A second person (not the submitter) publishes the Portuguese.
    expect((await post(admin, publishRoute, id, 'publish', { languages: ['pt'] })).status).toBe(200);
    expect(await publicAnswer(id, 'pt', 'notice')).toBe('pt:Aviso de burla');

    const stale = await post(editor, submitRoute, id, 'submit', { version: 7, languages: ['zh-hant'] });
    expect(stale.status).toBe(409);
    expect(stateOf(await read(editor, id), 'zh-hant')).toBe('draft');
    const noText = await post<{ errors: { field: string }[] }>(editor, submitRoute, id, 'submit', { version: 1, languages: ['zh-hans'] });
    expect(noText.status).toBe(400);
  });

  it('publishes and withdraws at their minute once when two runs race', async () => {
    const id = await newPopup();
    await post(editor, submitRoute, id, 'submit', { version: 1, languages: ['en'] });
    const past = await post<{ errors: { field: string }[] }>(publisher, publishRoute, id, 'publish', { languages: ['en'], at: new Date(Date.now() - 120_000).toISOString() });
    expect(past.status).toBe(400);
    const at = new Date(Date.now() + 120_000);
    const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
    const scheduled = await post(publisher, publishRoute, id, 'publish', { languages: ['en'], at: at.toISOString() });
    expect(scheduled.body.data.states.find((s) => s.lang === 'en')).toMatchObject({ state: 'scheduled', publishAt: minute.toISOString() });
    expect(scheduled.body.data.active).toBe(false);
    expect(await runScheduledNotices(database.db, new Date(minute.getTime() - 1_000))).toEqual({ published: [], unpublished: [] });

    const due = new Date(minute.getTime() + 5_000);
    const runs = await Promise.all([runScheduledNotices(database.db, due), runScheduledNotices(database.db, due)]);
    expect(runs.flatMap((r) => r.published)).toEqual([{ noticeId: id, lang: 'en' }]);
    expect(await publicAnswer(id, 'en')).toBe('en:Fraud warning');
    expect(await publicAnswer(id, 'zh-hant')).toBe('en:Fraud warning');
    const audit = async (action: string) => (await listAudit(database.db, { entity: 'notice', action }, 0, 50)).rows.filter((r) => r.entityId === String(id));
    expect(await audit('publish-scheduled')).toHaveLength(1);

    const offAt = new Date(Date.now() + 180_000);
    expect((await post(publisher, unpublishRoute, id, 'unpublish', { languages: ['en'], at: offAt.toISOString() })).status).toBe(200);
    expect(await publicAnswer(id, 'en')).toBe('en:Fraud warning');
    const later = new Date(offAt.getTime() + 60_000);
    const withdrawals = await Promise.all([runScheduledNotices(database.db, later), runScheduledNotices(database.db, later)]);
    expect(withdrawals.flatMap((r) => r.unpublished)).toEqual([{ noticeId: id, lang: 'en' }]);
    expect(await publicAnswer(id, 'en')).toBeNull();
    expect((await read(editor, id)).active).toBe(false);
    expect(await audit('unpublish-scheduled')).toHaveLength(1);
  });

  it('the migration gives existing notices a state per language: the seeded ones stay shown, a reviewed one keeps its state', async () => {
    const { db } = database;
    const seeded = await db.select().from(notices).where(eq(notices.slug, 'home'));
    const shownBefore = await Promise.all(LANGUAGES.map(async (l) => [...(await getActiveNotices(db, 'notice', l)), ...(await getActiveNotices(db, 'popup', l))].map((n) => `${String(n.id)}:${n.lang}`)));
    // A notice reviewed under the old rule: one state for all its languages, version 2 submitted over a published 1.
    const id = await newPopup();
    await db.delete(noticeLanguageStates).where(eq(noticeLanguageStates.noticeId, id));
    await db.insert(siteVersions).values({ kind: 'notice', ownerId: id, number: 2, document: { kind: 'popup', startsAt: null, endsAt: null, texts: { en: TEXTS.en, pt: TEXTS.pt } }, authorId: 'someone' });
    // The table the rows came from, as it was then (a later migration dropped it).
    await db.execute(sql.raw(oldSiteReviewsTable()));
    await db.execute(sql`INSERT INTO "site_reviews" ("kind", "owner_id", "state", "version", "published_version", "submitted_by") VALUES ('notice', ${id}, 'submitted', 2, 1, 'someone')`);
    await db.delete(noticeLanguageStates).where(inArray(noticeLanguageStates.noticeId, seeded.map((n) => n.id)));

    try {
      for (const statement of handWrittenTail('CREATE TABLE "notice_language_states"')) await db.execute(sql.raw(statement));
      const { rows } = (await db.execute(sql`SELECT count(*)::int AS n FROM "site_reviews" WHERE "kind" = 'notice'`)) as unknown as { rows: { n: number }[] };
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await db.execute(sql`DROP TABLE IF EXISTS "site_reviews"`);
    }

    const states = await db.select().from(noticeLanguageStates).where(eq(noticeLanguageStates.noticeId, id));
    expect(states.map((s) => `${s.lang}:${s.state}:${String(s.version)}:${String(s.submittedBy)}`).sort()).toEqual(['en:submitted:2:someone', 'pt:submitted:2:someone']);
    for (const notice of seeded) {
      const langs = (await db.select().from(noticeI18n).where(eq(noticeI18n.noticeId, notice.id))).map((t) => t.lang).sort();
      const rows = await db.select().from(noticeLanguageStates).where(eq(noticeLanguageStates.noticeId, notice.id));
      expect(rows.map((s) => `${s.lang}:${s.state}`).sort()).toEqual(langs.map((l) => `${l}:published`));
    }
    const shownAfter = await Promise.all(LANGUAGES.map(async (l) => [...(await getActiveNotices(db, 'notice', l)), ...(await getActiveNotices(db, 'popup', l))].map((n) => `${String(n.id)}:${n.lang}`)));
    expect(shownAfter).toEqual(shownBefore);
    const home = seeded.find((n) => n.kind === 'popup');
    expect(shownAfter[LANGUAGES.indexOf('en')]).toContain(`${String(home?.id)}:en`);

    // Opened in the back office: version 1 recorded from the site, each language published from it; the site unchanged.
    const opened = await read(editor, home?.id ?? 0);
    expect(opened.version).toBe(1);
    const written = (await db.select().from(noticeI18n).where(eq(noticeI18n.noticeId, home?.id ?? 0))).map((t) => t.lang);
    expect(written).toEqual(expect.arrayContaining(['zh-hant', 'en', 'pt']));
    expect(opened.states.map((s) => `${s.lang}:${s.state}:${String(s.version)}`).sort()).toEqual(written.map((l) => `${l}:published:1`).sort());
    const popups = await getActiveNotices(db, 'popup', 'pt');
    expect(popups.some((n) => n.id === home?.id && n.lang === 'pt')).toBe(true);
    expect(await db.select().from(noticeLanguageStates).where(and(eq(noticeLanguageStates.noticeId, home?.id ?? 0), eq(noticeLanguageStates.state, 'draft')))).toEqual([]);
  });
});
