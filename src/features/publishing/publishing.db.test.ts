/**
 * The publishing workflow through its staff calls, as the people of each role make
 * them (issue 33): permissions, the four-eyes rule in the service, the refusal of a
 * stale save with the difference, versions and restore, sanitising on save, the
 * preview link, scheduled publication happening once, and what the public sees
 * (news detail, RSS feed, sitemap, site search, the alerts scan, the cache tags).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { APIRoute } from 'astro';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { StaffAgent, totpCode, type Answer } from '#src/features/staff/tests/agent.ts';
import { insertLink } from '#src/features/staff/queries.ts';
import { auditLog } from '#src/features/staff/schema.ts';
import { ALL as acceptRoute } from '#src/api/staff/links/accept.ts';
import { ALL as enrolStartRoute } from '#src/api/staff/me/second-factor/start.ts';
import { ALL as enrolConfirmRoute } from '#src/api/staff/me/second-factor/confirm.ts';
import { ALL as meRoute } from '#src/api/staff/me/index.ts';
import { ALL as listRoute } from '#src/api/staff/entries/index.ts';
import { ALL as newRoute } from '#src/api/staff/entries/new.ts';
import { ALL as simplifiedRoute } from '#src/api/staff/entries/simplified.ts';
import { GET as getRoute, POST as saveRoute } from '#src/api/staff/entries/[id].ts';
import { ALL as submitRoute } from '#src/api/staff/entries/[id]/submit.ts';
import { ALL as publishRoute } from '#src/api/staff/entries/[id]/publish.ts';
import { ALL as unpublishRoute } from '#src/api/staff/entries/[id]/unpublish.ts';
import { ALL as returnRoute } from '#src/api/staff/entries/[id]/return.ts';
import { ALL as versionsRoute } from '#src/api/staff/entries/[id]/versions.ts';
import { ALL as diffRoute } from '#src/api/staff/entries/[id]/diff.ts';
import { ALL as restoreRoute } from '#src/api/staff/entries/[id]/restore.ts';
import { ALL as previewRoute } from '#src/api/staff/entries/[id]/preview.ts';
import { ALL as homeRoute } from '#src/api/staff/home.ts';
import { ALL as categoriesRoute } from '#src/api/staff/entries/categories.ts';
import { entries, moduleCats } from '#src/features/entries/schema.ts';
import { getEntry } from '#src/features/entries/service.ts';
import { getVersionData } from '#src/features/entries/versions.ts';
import { loadNewsFeed, renderRss } from '#src/features/news/feeds.ts';
import { buildSitemap } from '#src/features/seo/sitemap.ts';
import { search } from '#src/features/search/service.ts';
import { scanPublished } from '#src/features/alerts/service.ts';
import { alertSubscriptions } from '#src/features/alerts/schema.ts';
import { mailOutbox } from '#src/features/mail/schema.ts';
import { selectContentRevision } from '#src/server/cache/queries.ts';
import { parseSnapshot } from '#src/server/cache/tags.ts';
import type { EntryRecord } from './contract.ts';
import { runScheduled } from './service.ts';

let database: TestDatabase;
const db = () => database.db;
const people: Record<string, StaffAgent & { id?: string }> = {};

async function person(key: string, roles: string[], n: number): Promise<StaffAgent & { id?: string }> {
  const token = `publishing-test-token-${key}-${'x'.repeat(20)}`;
  await insertLink(db(), { hash: createHash('sha256').update(token).digest('hex'), purpose: 'invitation', email: `${key}@amcm.gov.mo`, name: key, roles, expiresAt: new Date(Date.now() + 3_600_000) });
  const agent: StaffAgent & { id?: string } = new StaffAgent(`192.0.2.${String(n)}`);
  const password = `quiet harbour morning ${key}`;
  expect((await agent.call(acceptRoute, '/api/staff/links/accept', { body: { token, name: key, password } })).status).toBe(200);
  agent.csrf = (await agent.call<{ csrfToken: string }>(meRoute, '/api/staff/me')).body.data.csrfToken;
  const started = await agent.call<{ totpUri: string }>(enrolStartRoute, '/api/staff/me/second-factor/start', { body: { password } });
  expect((await agent.call(enrolConfirmRoute, '/api/staff/me/second-factor/confirm', { body: { code: await totpCode(started.body.data.totpUri) } })).status).toBe(200);
  const me = (await agent.call<{ csrfToken: string; id: string }>(meRoute, '/api/staff/me')).body.data;
  agent.csrf = me.csrfToken;
  agent.id = me.id;
  return agent;
}

let pressReleases: number;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  process.env.PREVIEW_KEY = 'publishing-test-key';
  database = await openTestDatabase({ seeded: true });
  const roles: [string, string[]][] = [
    ['editor', ['editor']],
    ['editor2', ['editor']],
    ['publisher', ['publisher']],
    ['publisher2', ['publisher']],
    ['admin', ['administrator']],
    ['auditor', ['auditor']],
  ];
  for (const [i, [key, r]] of roles.entries()) people[key] = await person(key, r, i + 1);
  const [cat] = await db().select({ id: moduleCats.id }).from(moduleCats).where(and(eq(moduleCats.module, 'news'), eq(moduleCats.slug, 'press-releases')));
  pressReleases = cat!.id;
}, 120_000);
afterAll(() => database.dispose());

const as = (key: string) => {
  const agent = people[key];
  if (!agent) throw new Error(`no ${key}`);
  return agent;
};

function call<T = EntryRecord>(key: string, route: APIRoute, path: string, body?: unknown, id?: number): Promise<Answer<T>> {
  return as(key).call<T>(route, path, { ...(body === undefined ? {} : { body }), ...(id ? { params: { id: String(id) } } : {}) });
}

const TITLE_HANT = '澳門金融管理局公佈二〇二六年第三季度銀行業統計數據';

async function createPressRelease(key = 'editor', title = TITLE_HANT): Promise<EntryRecord> {
  const created = await call(key, newRoute, '/api/staff/entries/new', {
    module: 'news',
    catId: pressReleases,
    data: { topic: 'banking-results' },
    texts: { 'zh-hant': { title, summary: '銀行業整體表現穩健。', content: '<p>銀行業整體表現穩健，存款總額按季上升。</p>' } },
  });
  expect(created.status).toBe(200);
  return created.body.data;
}

async function auditRows(entityId: number) {
  return db().select().from(auditLog).where(and(eq(auditLog.entity, 'entry'), eq(auditLog.entityId, String(entityId)))).orderBy(auditLog.id);
}

describe('permissions', () => {
  it('lets editors write but not publish, and auditors read but not write', async () => {
    const item = await createPressRelease();
    expect((await call('auditor', listRoute, '/api/staff/entries?module=news')).status).toBe(200);
    expect((await call('auditor', getRoute, `/api/staff/entries/${String(item.id)}`, undefined, item.id)).status).toBe(200);
    expect((await call('auditor', saveRoute, `/api/staff/entries/${String(item.id)}`, { version: 1, texts: {} }, item.id)).status).toBe(403);
    const submitted = await call('editor', submitRoute, '/x', { version: 1, languages: ['zh-hant'] }, item.id);
    expect(submitted.status).toBe(200);
    expect(submitted.body.data.states.find((s) => s.lang === 'zh-hant')?.state).toBe('submitted');
    // The editor cannot publish, their own text or anyone's.
    expect((await call('editor', publishRoute, '/x', { languages: ['zh-hant'] }, item.id)).status).toBe(403);
    expect((await call('editor2', publishRoute, '/x', { languages: ['zh-hant'] }, item.id)).status).toBe(403);
  });
});

describe('the four-eyes rule (in the service)', () => {
  it('refuses a publisher their own text, even with a reason', async () => {
    const item = await createPressRelease('publisher', '澳門金融管理局發佈季度報告');
    expect((await call('publisher', submitRoute, '/x', { version: 1, languages: ['zh-hant'] }, item.id)).status).toBe(200);
    const own = await call('publisher', publishRoute, '/x', { languages: ['zh-hant'], reason: 'Urgent' }, item.id);
    expect(own.status).toBe(403);
    expect(own.body.message).toMatch(/Another publisher must approve/);
    expect((await getEntry(db(), 'news', item.id, 'zh-hant').catch(() => null))).toBeNull();
  });

  it('refuses a publisher who submitted someone else’s text', async () => {
    const item = await createPressRelease('editor', '澳門金融管理局提醒市民慎防詐騙');
    expect((await call('publisher', submitRoute, '/x', { version: 1, languages: ['zh-hant'] }, item.id)).status).toBe(200);
    expect((await call('publisher', publishRoute, '/x', { languages: ['zh-hant'] }, item.id)).status).toBe(403);
    expect((await call('publisher2', publishRoute, '/x', { languages: ['zh-hant'] }, item.id)).status).toBe(200);
  });

  it('lets an administrator publish their own text only with a written reason, kept in the audit log', async () => {
    const item = await createPressRelease('admin', '澳門金融管理局關於系統維護的緊急通告');
    expect((await call('admin', submitRoute, '/x', { version: 1, languages: ['zh-hant'] }, item.id)).status).toBe(200);
    const bare = await call<{ errors: { field: string }[] }>('admin', publishRoute, '/x', { languages: ['zh-hant'] }, item.id);
    expect(bare.status).toBe(400);
    expect(bare.body.data.errors[0]?.field).toBe('reason');
    const reason = 'Fraud alert outside office hours; no second publisher reachable.';
    expect((await call('admin', publishRoute, '/x', { languages: ['zh-hant'], reason }, item.id)).status).toBe(200);
    const rows = await auditRows(item.id);
    const publish = rows.find((r) => r.action === 'publish');
    expect(publish?.actorId).toBe(as('admin').id);
    expect(publish?.changes).toMatchObject({ reason: { after: reason }, withoutSecondReview: { after: true } });
    expect((await getEntry(db(), 'news', item.id, 'zh-hant')).title).toBe('澳門金融管理局關於系統維護的緊急通告');
  });

  it('returns a submission to its author with a note', async () => {
    const item = await createPressRelease();
    await call('editor', submitRoute, '/x', { version: 1, languages: ['zh-hant'] }, item.id);
    const back = await call('publisher', returnRoute, '/x', { languages: ['zh-hant'], note: '請補充統計數據的來源。' }, item.id);
    expect(back.status).toBe(200);
    expect(back.body.data.states[0]).toMatchObject({ state: 'draft', returnNote: '請補充統計數據的來源。' });
    // The home screens: the editor's returned drafts, the publisher's queue of submissions.
    const home = async (key: string) => (await call<{ tasks: { key: string; count: number }[] }>(key, homeRoute, '/api/staff/home')).body.data.tasks;
    expect((await home('editor')).find((t) => t.key === 'content.home.returned')?.count).toBeGreaterThanOrEqual(1);
    expect((await home('editor2')).find((t) => t.key === 'content.home.returned')).toBeUndefined();
    expect((await home('publisher')).find((t) => t.key === 'content.home.submitted')?.count).toBeGreaterThanOrEqual(1);
    // An auditor reviews nothing: no content task (the seeded complaints are theirs to read).
    expect((await home('auditor')).map((t) => t.key).filter((k) => k.startsWith('content.'))).toEqual([]);
  });
});

describe('a press release from draft to the public site and back', () => {
  let item: EntryRecord;
  const TITLE_EN = 'AMCM publishes banking statistics for the third quarter of 2026 (zephyrine)';

  it('is written in zh-hant, gets its zh-hans draft from OpenCC and English, then is submitted', async () => {
    item = await createPressRelease();
    const hans = await call<{ title: string; summary: string; content: string }>('editor', simplifiedRoute, '/api/staff/entries/simplified', { text: item.texts['zh-hant'] });
    expect(hans.status).toBe(200);
    expect(hans.body.data.title).toBe('澳门金融管理局公布二〇二六年第三季度银行业统计数据');
    expect(hans.body.data.content).toBe('<p>银行业整体表现稳健，存款总额按季上升。</p>');
    const saved = await call('editor', saveRoute, '/x', { version: 1, catId: pressReleases, texts: { ...item.texts, 'zh-hans': hans.body.data, en: { title: TITLE_EN, summary: 'The banking sector remained sound.', content: '<p>The banking sector remained sound; total deposits rose over the quarter.</p>' } } }, item.id);
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(2);
    expect(saved.body.data.states.map((s) => [s.lang, s.state])).toEqual([['zh-hant', 'draft'], ['zh-hans', 'draft'], ['en', 'draft']]);
    expect((await call('editor', submitRoute, '/x', { version: 2, languages: ['zh-hant', 'zh-hans', 'en'] }, item.id)).status).toBe(200);
  });

  it('shows in a preview link that carries a ticket, never the preview key', async () => {
    const answer = await call<{ url: string }>('publisher', previewRoute, '/x', { lang: 'en' }, item.id);
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.data.url, 'http://amcm.test');
    expect(url.pathname).toBe('/en/preview/news');
    expect(answer.body.data.url).not.toContain('publishing-test-key');
    const request = { preview: true, id: Number(url.searchParams.get('id')), vid: Number(url.searchParams.get('vid')), key: url.searchParams.get('key') ?? '' };
    expect((await getVersionData(db(), 'news', request))?.en?.title).toBe(TITLE_EN);
    // The ticket opens that version of that item only.
    expect(await getVersionData(db(), 'news', { ...request, id: request.id + 1 })).toBeNull();
    expect(await getVersionData(db(), 'news', { ...request, key: `${request.key.slice(0, -2)}xx` })).toBeNull();
  });

  it('once approved, is on the news detail, the RSS feed, the sitemap, site search and the alerts scan, and moves its cache tag', async () => {
    await scanPublished(db(), 'http://amcm.test'); // the first scan of a database only sets its watermark
    // A confirmed subscriber to press releases, alerted at once.
    await db().insert(alertSubscriptions).values({ status: 'active', email: 'press.reader@example.mo', lang: 'en', region: 'MO', occupation: 'other', occupationOther: 'Analyst', institution: 'Example Research', topics: ['press'], frequency: 'immediate', confirmedAt: new Date() });
    const before = parseSnapshot(await selectContentRevision(db())).get('entries:news');
    const published = await call('publisher', publishRoute, '/x', { languages: ['zh-hant', 'zh-hans', 'en'] }, item.id);
    expect(published.status).toBe(200);
    expect(published.body.data.states.every((s) => s.state === 'published')).toBe(true);
    expect(parseSnapshot(await selectContentRevision(db())).get('entries:news')).not.toBe(before);
    expect((await getEntry(db(), 'news', item.id, 'en')).title).toBe(TITLE_EN);
    expect((await getEntry(db(), 'news', item.id, 'zh-hans')).title).toBe('澳门金融管理局公布二〇二六年第三季度银行业统计数据');
    const rss = renderRss(await loadNewsFeed(db(), 'en', 'press-releases', 'http://amcm.test', 'rss'));
    expect(rss).toContain(TITLE_EN);
    expect(await buildSitemap(db(), 'http://amcm.test')).toMatch(new RegExp(`[?&;]id=${String(item.id)}(&|<)`));
    expect((await search(db(), 'en', { q: 'zephyrine', page: 1, pageSize: 10 })).items.map((i) => i.title)).toEqual([TITLE_EN]);
    expect(await scanPublished(db(), 'http://amcm.test')).toBeGreaterThanOrEqual(1);
    const announced = await db().execute(sql`select 1 from alert_announcements where entry_id = ${item.id}`);
    expect((Array.isArray(announced) ? announced : (announced as { rows: unknown[] }).rows).length).toBe(1);
    // (The scan looks 10 minutes back: the subscriber is also told of this file's earlier publications.)
    const [subscriber] = await db().select({ id: alertSubscriptions.id }).from(alertSubscriptions).where(eq(alertSubscriptions.email, 'press.reader@example.mo'));
    const mails = await db().select({ key: mailOutbox.dedupeKey }).from(mailOutbox).where(eq(mailOutbox.to, 'press.reader@example.mo'));
    expect(mails.map((m) => m.key)).toContain(`alerts.item:${String(item.id)}:${String(subscriber?.id)}`);
  });

  it('an edit makes version 3 without changing the site until it is approved; restoring version 2 makes version 4', async () => {
    const saved = await call('editor', saveRoute, '/x', { version: 2, catId: pressReleases, texts: { ...item.texts, 'zh-hans': (await call('editor', getRoute, '/x', undefined, item.id)).body.data.texts['zh-hans'], en: { title: 'AMCM banking statistics, third quarter 2026 (corrected)', summary: null, content: '<p>Corrected figures.</p>' } } }, item.id);
    expect(saved.body.data.version).toBe(3);
    expect((await getEntry(db(), 'news', item.id, 'en')).title).toBe(TITLE_EN);
    const diff = await call<{ changes: { field: string; before: unknown; after: unknown }[] }>('auditor', diffRoute, `/x?from=2&to=3`, undefined, item.id);
    expect(diff.body.data.changes.map((c) => c.field)).toEqual(['texts.en.title', 'texts.en.summary', 'texts.en.content']);
    expect(diff.body.data.changes[0]).toMatchObject({ before: TITLE_EN, after: 'AMCM banking statistics, third quarter 2026 (corrected)' });
    const restored = await call('editor', restoreRoute, '/x', { from: 2, version: 3 }, item.id);
    expect(restored.status).toBe(200);
    expect(restored.body.data.version).toBe(4);
    expect(restored.body.data.texts.en?.title).toBe(TITLE_EN);
    const versions = await call<{ data: { number: number; restoredFrom: number | null }[] }>('auditor', versionsRoute, '/x', undefined, item.id);
    expect(versions.body.data.data.map((v) => [v.number, v.restoredFrom])).toEqual([[4, 2], [3, null], [2, null], [1, null]]);
  });

  it('once unpublished, is gone from the detail, the feed and search', async () => {
    const answer = await call('publisher', unpublishRoute, '/x', { languages: ['zh-hant', 'zh-hans', 'en'] }, item.id);
    expect(answer.status).toBe(200);
    await expect(getEntry(db(), 'news', item.id, 'en')).rejects.toThrow();
    expect(renderRss(await loadNewsFeed(db(), 'en', 'press-releases', 'http://amcm.test', 'rss'))).not.toContain(TITLE_EN);
    expect((await search(db(), 'en', { q: 'zephyrine', page: 1, pageSize: 10 })).items).toEqual([]);
    expect(await buildSitemap(db(), 'http://amcm.test')).not.toMatch(new RegExp(`[?&;]id=${String(item.id)}(&|<)`));
  });

  it('leaves each step in the audit log', async () => {
    const actions = (await auditRows(item.id)).map((r) => r.action);
    expect(actions).toEqual(['create', 'update', 'submit', 'publish', 'update', 'restore', 'unpublish']);
  });
});

describe('the zh-hans draft (OpenCC)', () => {
  type Draft = { title: string | null; summary: string | null; content: string | null };
  const convert = (body: unknown) => call<Draft>('editor', simplifiedRoute, '/api/staff/entries/simplified', body);

  it('converts whichever texts it is given: a menu page’s body and description without a title', async () => {
    const page = await convert({ text: { title: '', summary: '澳門金融管理局的歷史與職能', content: '<p>澳門金融管理局負責監管銀行業。</p>' } });
    expect(page.status).toBe(200);
    expect(page.body.data).toEqual({ title: null, summary: '澳门金融管理局的历史与职能', content: '<p>澳门金融管理局负责监管银行业。</p>' });
    const body = await convert({ text: { content: '<p>歷史</p>' } });
    expect(body.body.data).toEqual({ title: null, summary: null, content: '<p>历史</p>' });
  });

  it('refuses a request with nothing to convert: 400 with a message, not a 5xx', async () => {
    for (const empty of [{}, { text: {} }, { text: { title: '  ', summary: null, content: '' } }]) {
      const answer = await convert(empty);
      expect(answer.status, JSON.stringify(empty)).toBe(400);
      expect(answer.body.code).not.toBe(0);
      expect(answer.body.message).toContain('Write the traditional Chinese text first.');
    }
  });
});

describe('two people editing one item', () => {
  it('refuses the second save (409) with the difference between what it started from and what is stored', async () => {
    const item = await createPressRelease();
    const first = await call('editor', saveRoute, '/x', { version: 1, catId: pressReleases, texts: { 'zh-hant': { ...item.texts['zh-hant']!, title: '第一位編輯的標題' } } }, item.id);
    expect(first.status).toBe(200);
    const second = await call<{ from: number; current: number; changes: { field: string; before: unknown; after: unknown }[] }>('editor2', saveRoute, '/x', { version: 1, catId: pressReleases, texts: { 'zh-hant': { ...item.texts['zh-hant']!, title: '第二位編輯的標題' } } }, item.id);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/Someone saved this item/);
    expect(second.body.data).toMatchObject({ from: 1, current: 2, changes: [{ field: 'texts.zh-hant.title', before: TITLE_HANT, after: '第一位編輯的標題' }] });
    expect((await call('editor', getRoute, '/x', undefined, item.id)).body.data.texts['zh-hant']?.title).toBe('第一位編輯的標題');
  });
});

describe('staff HTML', () => {
  it('is sanitised on save: scripts, event handlers, javascript: links and foreign iframes are neutralised', async () => {
    const dirty =
      '<h2 onmouseover="steal()">標題</h2><p>正文<script>alert(1)</script><a href="javascript:alert(2)">連結</a><img src="/files/1/a.png" alt="圖" onerror="alert(3)"></p><iframe src="https://evil.example/x"></iframe><p><a href="https://www.amcm.gov.mo/" target="_blank">官網</a></p>';
    const created = await call('editor', newRoute, '/x', { module: 'news', catId: pressReleases, data: { topic: 'banking-results' }, texts: { 'zh-hant': { title: '清理測試', summary: null, content: dirty } } });
    const stored = created.body.data.texts['zh-hant']?.content ?? '';
    expect(stored).not.toMatch(/<script|onmouseover|onerror|javascript:|<iframe|evil\.example/i);
    expect(stored).toContain('<h2>標題</h2>');
    expect(stored).toContain('alt="圖"');
    expect(stored).toContain('rel="noopener noreferrer"');
  });
});

describe('scheduled publication', () => {
  it('happens at its minute, once, even when two runs race', async () => {
    const item = await createPressRelease('editor', '澳門金融管理局將於下月調整基本利率');
    await call('editor', submitRoute, '/x', { version: 1, languages: ['zh-hant'] }, item.id);
    const at = new Date(Date.now() + 120_000);
    const scheduled = await call('publisher', publishRoute, '/x', { languages: ['zh-hant'], at: at.toISOString() }, item.id);
    expect(scheduled.status).toBe(200);
    const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
    expect(scheduled.body.data.states[0]).toMatchObject({ state: 'scheduled', publishAt: minute.toISOString() });
    expect(await getEntry(db(), 'news', item.id, 'zh-hant').catch(() => null)).toBeNull();
    // Before its minute nothing happens.
    expect((await runScheduled(db(), new Date(minute.getTime() - 1000))).published).toEqual([]);
    const runs = await Promise.all([runScheduled(db(), new Date(minute.getTime() + 5000)), runScheduled(db(), new Date(minute.getTime() + 5000))]);
    expect(runs.flatMap((r) => r.published)).toEqual([{ entryId: item.id, lang: 'zh-hant' }]);
    const entry = await getEntry(db(), 'news', item.id, 'zh-hant', new Date(minute.getTime() + 5000));
    expect(entry.publishedAt).toBe(minute.toISOString());
    expect((await auditRows(item.id)).filter((r) => r.action === 'publish-scheduled')).toHaveLength(1);
  });

  it('refuses a minute in the past', async () => {
    const item = await createPressRelease();
    await call('editor', submitRoute, '/x', { version: 1, languages: ['zh-hant'] }, item.id);
    const answer = await call<{ errors: { field: string }[] }>('publisher', publishRoute, '/x', { languages: ['zh-hant'], at: new Date(Date.now() - 120_000).toISOString() }, item.id);
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors[0]?.field).toBe('at');
  });

  it('withdraws at its minute too', async () => {
    const item = await createPressRelease('editor', '澳門金融管理局臨時服務安排');
    await call('editor', submitRoute, '/x', { version: 1, languages: ['zh-hant'] }, item.id);
    await call('publisher', publishRoute, '/x', { languages: ['zh-hant'] }, item.id);
    const at = new Date(Date.now() + 120_000);
    expect((await call('publisher', unpublishRoute, '/x', { languages: ['zh-hant'], at: at.toISOString() }, item.id)).status).toBe(200);
    const later = new Date(at.getTime() + 60_000);
    const runs = await Promise.all([runScheduled(db(), later), runScheduled(db(), later)]);
    expect(runs.flatMap((r) => r.unpublished)).toEqual([{ entryId: item.id, lang: 'zh-hant' }]);
    expect(await getEntry(db(), 'news', item.id, 'zh-hant').catch(() => null)).toBeNull();
  });
});

describe('lists', () => {
  it('filters by state, module and missing language (the translations view); seeded entries show as published', async () => {
    const item = await createPressRelease('editor', '只有繁體中文的新聞稿');
    const missing = await call<{ data: { id: number; languages: string[] }[]; total: number }>('editor', listRoute, '/api/staff/entries?module=news&missing=en&perPage=100&sort=id&order=DESC');
    expect(missing.status).toBe(200);
    expect(missing.body.data.data.map((r) => r.id)).toContain(item.id);
    const drafts = await call<{ data: { id: number; states: Record<string, string> }[] }>('editor', listRoute, '/api/staff/entries?state=draft&perPage=100');
    expect(drafts.body.data.data.find((r) => r.id === item.id)?.states).toEqual({ 'zh-hant': 'draft' });
    const published = await call<{ data: { id: number; states: Record<string, string> }[]; total: number }>('editor', listRoute, '/api/staff/entries?module=law&state=published&perPage=5');
    expect(published.body.data.total).toBeGreaterThan(0);
    expect(Object.values(published.body.data.data[0]!.states)).toContain('published');
  });

  it('opens a seeded entry as version 1 with its languages published', async () => {
    const [row] = await db().execute<{ id: number }>(sql`select id from entries where module = 'law' and status = 'published' order by id limit 1`).then((r) => (Array.isArray(r) ? r : (r as { rows: { id: number }[] }).rows));
    const record = await call('editor', getRoute, '/x', undefined, row!.id);
    expect(record.status).toBe(200);
    expect(record.body.data.version).toBe(1);
    expect(record.body.data.states.length).toBeGreaterThan(0);
    expect(record.body.data.states.every((s) => s.state === 'published' && s.version === 1)).toBe(true);
  });
});

describe('the release calendar’s lists (module data with arrays and records)', () => {
  async function calendar(): Promise<EntryRecord> {
    const [row] = await db().execute<{ id: number }>(sql`select id from entries where module = 'download' and slug = 'advance-release-calendar-2026'`).then((r) => (Array.isArray(r) ? r : (r as { rows: { id: number }[] }).rows));
    return (await call('editor', getRoute, '/x', undefined, row!.id)).body.data;
  }
  type Calendar = { year: number; statistics: { key: string; frequency: string; releases: { period: string; date: string; time: string; releasedAt?: string }[] }[] };

  it('refuses a bad release date with that date’s path, never saving the calendar as a plain document', async () => {
    const record = await calendar();
    const data = structuredClone(record.data) as Calendar;
    expect(data.statistics.length).toBeGreaterThan(1);
    data.statistics[1]!.releases[0]!.date = '15/12/2026';
    const answer = await call<{ errors: { field: string }[] }>('editor', saveRoute, '/x', { version: record.version, data, texts: record.texts }, record.id);
    expect(answer.status).toBe(400);
    expect([...new Set(answer.body.data.errors.map((e) => e.field))]).toEqual(['data.statistics.1.releases.0.date']);
    const names = { ...(record.texts.en?.data ?? {}), statisticNames: { [data.statistics[0]!.key]: 42 } };
    const badName = await call<{ errors: { field: string }[] }>('editor', saveRoute, '/x', { version: record.version, data: record.data, texts: { ...record.texts, en: { ...record.texts.en, data: names } } }, record.id);
    expect([...new Set(badName.body.data.errors.map((e) => e.field))]).toEqual([`texts.en.data.statisticNames.${data.statistics[0]!.key}`]);
    expect(((await calendar()).data as Calendar).statistics).toEqual((record.data as Calendar).statistics);
  });

  it('saves a changed frequency and an added release as they were sent', async () => {
    const record = await calendar();
    const data = structuredClone(record.data) as Calendar;
    data.statistics[0]!.frequency = 'quarterly';
    data.statistics[0]!.releases.unshift({ period: '2026-Q4', date: '2026-12-30', time: '09:30' });
    // With its category, as the editor sends it: downloads file under the `downloads` set, which the picker lists.
    expect(record.catId).not.toBeNull();
    const answer = await call('editor', saveRoute, '/x', { version: record.version, catId: record.catId, data, texts: record.texts }, record.id);
    expect(answer.status).toBe(200);
    expect(answer.body.data.data).toEqual(data);
    expect(answer.body.data.catId).toBe(record.catId);
    const picker = await call<{ data: { id: number; slug: string }[] }>('editor', categoriesRoute, '/api/staff/entries/categories?module=download');
    expect(picker.body.data.data.find((c) => c.id === record.catId)?.slug).toBe('advance-release-calendar');
  });

  it('keeps a release the statistics desk marked after the version was saved, when that version is published', async () => {
    const record = await calendar();
    const data = structuredClone(record.data) as Calendar;
    const statistic = data.statistics[1]!;
    const release = statistic.releases.at(-1)!;
    expect(release).not.toHaveProperty('releasedAt');
    statistic.frequency = statistic.frequency === 'monthly' ? 'quarterly' : 'monthly';
    const saved = await call('editor', saveRoute, '/x', { version: record.version, catId: record.catId, data, texts: record.texts }, record.id);
    expect(saved.status).toBe(200);
    expect((await call('editor', submitRoute, '/x', { version: saved.body.data.version, languages: ['zh-hant'] }, record.id)).status).toBe(200);
    // The desk publishes that release's figures meanwhile: it marks the live calendar (stats/desk.ts).
    const mark = '2026-11-29T01:30:00.000Z';
    const live = (await db().select({ data: entries.data }).from(entries).where(eq(entries.id, record.id)))[0]!.data as Calendar;
    const liveRelease = live.statistics.find((s) => s.key === statistic.key)!.releases.find((r) => r.period === release.period)!;
    liveRelease.releasedAt = mark;
    await db().update(entries).set({ data: live }).where(eq(entries.id, record.id));
    expect((await call('publisher', publishRoute, '/x', { languages: ['zh-hant'] }, record.id)).status).toBe(200);
    const after = (await db().select({ data: entries.data }).from(entries).where(eq(entries.id, record.id)))[0]!.data as Calendar;
    const published = after.statistics.find((s) => s.key === statistic.key)!;
    expect(published.frequency).toBe(statistic.frequency);
    expect(published.releases.find((r) => r.period === release.period)?.releasedAt).toBe(mark);
  });
});
