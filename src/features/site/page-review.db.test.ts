/**
 * Menu pages get the entries' workflow (issue 33, decision 0036): every version kept,
 * the difference of two and a restore; a stale save refused (409) with what changed;
 * each language with its own state (published alone, returned alone, taken off alone);
 * publication and withdrawal scheduled to the minute, happening once when two runs
 * race; a preview link at the page's own address with a ticket, never the key.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { ALL as treeRoute } from '#src/api/staff/menu-items/index.ts';
import { ALL as newRoute } from '#src/api/staff/menu-items/new.ts';
import { ALL as pageRoute } from '#src/api/staff/menu-items/[id]/page.ts';
import { ALL as submitRoute } from '#src/api/staff/menu-items/[id]/submit.ts';
import { ALL as publishRoute } from '#src/api/staff/menu-items/[id]/publish.ts';
import { ALL as returnRoute } from '#src/api/staff/menu-items/[id]/return.ts';
import { ALL as unpublishRoute } from '#src/api/staff/menu-items/[id]/unpublish.ts';
import { ALL as restoreRoute } from '#src/api/staff/menu-items/[id]/restore.ts';
import { ALL as versionsRoute } from '#src/api/staff/menu-items/[id]/versions.ts';
import { ALL as diffRoute } from '#src/api/staff/menu-items/[id]/diff.ts';
import { ALL as previewRoute } from '#src/api/staff/menu-items/[id]/preview.ts';
import { listAudit } from '#src/features/staff/queries.ts';
import { signedInAgent, type StaffAgent } from '#src/features/staff/tests/agent.ts';
import { resolvePageRoute } from '#src/server/page/routing.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { MenuItemRecord, MenuTreeRow } from './contract.ts';
import { runScheduledPages } from './page-review.ts';
import { loadSiteContext } from './service.ts';
import { pageI18n, pageLanguageStates, siteVersions } from './schema.ts';
import { handWrittenTail, oldSiteReviewsTable } from './tests/migrations.ts';

let database: TestDatabase;
let editor: StaffAgent;
let publisher: StaffAgent;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  process.env.PREVIEW_KEY = 'page-review-test-key';
  database = await openTestDatabase({ seeded: true });
  editor = await signedInAgent(database.db, 'page-editor', ['editor'], '192.0.2.51');
  publisher = await signedInAgent(database.db, 'page-publisher', ['publisher'], '192.0.2.52');
}, 90_000);
afterAll(() => database.dispose());

type Route = Parameters<StaffAgent['call']>[0];
const post = <T = MenuItemRecord>(agent: StaffAgent, route: Route, id: number, action: string, body: unknown) =>
  agent.call<T>(route, `/api/staff/menu-items/${String(id)}/${action}`, { body, params: { id: String(id) } });
const get = <T>(agent: StaffAgent, route: Route, id: number, action: string) => agent.call<T>(route, `/api/staff/menu-items/${String(id)}/${action}`, { params: { id: String(id) } });
const stateOf = (r: MenuItemRecord) => Object.fromEntries(r.states.map((s) => [s.lang, s.state]));

async function publicPage(path: string, lang: Language, query = '') {
  const site = await loadSiteContext(database.db, lang);
  return resolvePageRoute(site, lang, path, new URL(`http://localhost/${lang}/${path}${query}`));
}

let sectionPath = '';
let counter = 0;
/** A new page under the first section with zh-hant and en texts (version 2), by the editor. */
async function newPage(): Promise<{ id: number; path: string }> {
  counter += 1;
  if (!sectionPath) {
    const rows = (await editor.call<{ data: MenuTreeRow[] }>(treeRoute, '/api/staff/menu-items')).body.data.data;
    sectionPath = rows.find((r) => r.depth === 0 && r.template === 'section')?.path ?? '';
  }
  const slug = `review-page-${String(counter)}`;
  const created = await editor.call<MenuItemRecord>(newRoute, '/api/staff/menu-items/new', {
    body: { parentId: null, slug, titles: { 'zh-hant': '審閱頁面', en: 'Review page' }, showInMenu: true, url: '', newWindow: false, template: 'two-column', module: 'generic-page' },
  });
  expect(created.status).toBe(200);
  const id = created.body.data.id;
  const saved = await post(editor, pageRoute, id, 'page', { version: 1, texts: { 'zh-hant': { title: '審閱頁面', content: '<p>第一稿</p>', metaDesc: null }, en: { title: 'Review page', content: '<p>First draft</p>', metaDesc: null } } });
  expect(saved.body.data.pageVersion).toBe(2);
  return { id, path: slug };
}

describe('menu page versions', () => {
  it('keeps every version, shows the difference of any two, restores one as a new version; a stale save is 409 with what changed', async () => {
    const { id } = await newPage();
    const third = await post(editor, pageRoute, id, 'page', { version: 2, texts: { 'zh-hant': { title: '審閱頁面', content: '<p>第二稿</p>', metaDesc: null }, en: { title: 'Review page, revised', content: '<p>First draft</p>', metaDesc: 'About' } } });
    expect(third.body.data.pageVersion).toBe(3);

    const stale = await post<{ from: number; current: number; changes: { field: string }[] }>(editor, pageRoute, id, 'page', { version: 2, texts: { en: { title: 'Lost', content: null, metaDesc: null } } });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ from: 2, current: 3 });
    expect(stale.body.data.changes.map((c) => c.field).sort()).toEqual(['texts.en.metaDesc', 'texts.en.title', 'texts.zh-hant.content']);

    const versions = await get<{ data: { number: number; restoredFrom: number | null }[] }>(editor, versionsRoute, id, 'versions');
    expect(versions.body.data.data.map((v) => v.number)).toEqual([3, 2, 1]);
    const diff = await editor.call<{ changes: { field: string; before: unknown; after: unknown }[] }>(diffRoute, `/api/staff/menu-items/${String(id)}/diff?from=2&to=3`, { params: { id: String(id) } });
    expect(diff.status).toBe(200);
    expect(diff.body.data.changes).toContainEqual({ field: 'texts.en.title', before: 'Review page', after: 'Review page, revised' });

    expect((await post(editor, restoreRoute, id, 'restore', { from: 2, version: 2 })).status).toBe(409);
    const restored = await post(editor, restoreRoute, id, 'restore', { from: 2, version: 3 });
    expect(restored.status).toBe(200);
    expect(restored.body.data.pageVersion).toBe(4);
    expect(restored.body.data.texts.en?.title).toBe('Review page');
    expect(restored.body.data.texts['zh-hant']?.content).toBe('<p>第一稿</p>');
    const after = await get<{ data: { number: number; restoredFrom: number | null }[] }>(editor, versionsRoute, id, 'versions');
    expect(after.body.data.data[0]).toMatchObject({ number: 4, restoredFrom: 2 });
    const { rows } = await listAudit(database.db, { entity: 'page' }, 0, 50);
    expect(rows.some((r) => r.action === 'restore' && r.entityId === String(id))).toBe(true);
  });
});

describe('a state per language', () => {
  it('publishes one language while another waits; returns one; takes one off; an item with none left is a draft again', async () => {
    const { id, path } = await newPage();
    expect((await post(editor, submitRoute, id, 'submit', { version: 2, languages: ['zh-hant', 'en'] })).status).toBe(200);
    const enOnly = await post(publisher, publishRoute, id, 'publish', { languages: ['en'] });
    expect(enOnly.status).toBe(200);
    expect(stateOf(enOnly.body.data)).toEqual({ 'zh-hant': 'submitted', en: 'published' });
    expect(enOnly.body.data.status).toBe('published');
    const en = await publicPage(path, 'en');
    expect(en.kind === 'page' && en.page.content).toContain('First draft');
    // zh-hant is not on the site: the page falls back to English there.
    const zh = await publicPage(path, 'zh-hant');
    expect(zh.kind === 'page' && zh.page.content).toContain('First draft');

    const returned = await post(publisher, returnRoute, id, 'return', { languages: ['zh-hant'], note: '請修改' });
    expect(stateOf(returned.body.data)).toEqual({ 'zh-hant': 'draft', en: 'published' });
    expect(returned.body.data.states.find((s) => s.lang === 'zh-hant')?.returnNote).toBe('請修改');
    // Only what waits for review can be published or returned.
    expect((await post(publisher, publishRoute, id, 'publish', { languages: ['zh-hant'] })).status).toBe(400);

    const off = await post(publisher, unpublishRoute, id, 'unpublish', { languages: ['en'] });
    expect(off.status).toBe(200);
    expect(stateOf(off.body.data)).toEqual({ 'zh-hant': 'draft', en: 'unpublished' });
    expect(off.body.data.status).toBe('draft');
    expect((await publicPage(path, 'en')).kind).toBe('not-found');
  });
});

describe('schedules to the minute', () => {
  it('publish at a minute happens once when two runs race, then a withdrawal at its minute', async () => {
    const { id, path } = await newPage();
    await post(editor, submitRoute, id, 'submit', { version: 2, languages: ['en'] });
    const past = await post<{ errors: { field: string }[] }>(publisher, publishRoute, id, 'publish', { languages: ['en'], at: new Date(Date.now() - 120_000).toISOString() });
    expect(past.status).toBe(400);
    expect(past.body.data.errors[0]?.field).toBe('at');

    const at = new Date(Date.now() + 120_000);
    const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
    const scheduled = await post(publisher, publishRoute, id, 'publish', { languages: ['en'], at: at.toISOString() });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data.states.find((s) => s.lang === 'en')).toMatchObject({ state: 'scheduled', publishAt: minute.toISOString() });
    expect(scheduled.body.data.status).toBe('draft');
    expect((await runScheduledPages(database.db, new Date(minute.getTime() - 1000))).published).toEqual([]);
    expect((await publicPage(path, 'en')).kind).toBe('not-found');

    const due = new Date(minute.getTime() + 5000);
    const runs = await Promise.all([runScheduledPages(database.db, due), runScheduledPages(database.db, due)]);
    expect(runs.flatMap((r) => r.published).map((p) => p.lang)).toEqual(['en']);
    const live = await publicPage(path, 'en');
    expect(live.kind === 'page' && live.page.content).toContain('First draft');
    const { rows } = await listAudit(database.db, { entity: 'page' }, 0, 100);
    expect(rows.filter((r) => r.action === 'publish-scheduled' && r.entityId === String(id))).toHaveLength(1);

    const offAt = new Date(Date.now() + 180_000);
    expect((await post(publisher, unpublishRoute, id, 'unpublish', { languages: ['en'], at: offAt.toISOString() })).status).toBe(200);
    const later = new Date(offAt.getTime() + 60_000);
    const withdrawals = await Promise.all([runScheduledPages(database.db, later), runScheduledPages(database.db, later)]);
    expect(withdrawals.flatMap((r) => r.unpublished).map((p) => p.lang)).toEqual(['en']);
    expect((await publicPage(path, 'en')).kind).toBe('not-found');
  });
});

describe('preview', () => {
  it('opens a new page never published (off the menu and its path) at its address with a ticket, and nothing without one', async () => {
    const { id, path } = await newPage();
    expect((await publicPage(path, 'en')).kind).toBe('not-found');
    const answer = await post<{ url: string }>(editor, previewRoute, id, 'preview', { lang: 'en' });
    const url = new URL(answer.body.data.url, 'http://localhost');
    expect(url.pathname).toBe(`/en/${path}`);
    const shown = await publicPage(path, 'en', url.search);
    expect(shown.kind).toBe('page');
    if (shown.kind === 'page') {
      expect(shown.page.content).toContain('First draft');
      expect(shown.page.preview).toBe(true);
    }
    // Another page's ticket does not open this one.
    const { id: otherId } = await newPage();
    const other = new URL((await post<{ url: string }>(editor, previewRoute, otherId, 'preview', { lang: 'en' })).body.data.url, 'http://localhost');
    expect((await publicPage(path, 'en', other.search)).kind).toBe('not-found');
  });


  it('opens a draft of a page on the site at its own address, in each language, with a ticket and never the key', async () => {
    const { id, path } = await newPage();
    await post(editor, submitRoute, id, 'submit', { version: 2, languages: ['zh-hant', 'en'] });
    await post(publisher, publishRoute, id, 'publish', { languages: ['zh-hant', 'en'] });
    await post(editor, pageRoute, id, 'page', { version: 2, texts: { 'zh-hant': { title: '審閱頁面', content: '<p>未發佈的修改</p>', metaDesc: null }, en: { title: 'Review page', content: '<p>An unpublished change</p>', metaDesc: null } } });

    for (const [lang, text] of [
      ['en', 'An unpublished change'],
      ['zh-hant', '未發佈的修改'],
    ] as const) {
      const answer = await post<{ url: string }>(publisher, previewRoute, id, 'preview', { lang });
      expect(answer.status).toBe(200);
      expect(answer.body.data.url).not.toContain('page-review-test-key');
      const url = new URL(answer.body.data.url, 'http://localhost');
      expect(url.pathname).toBe(`/${lang}/${path}`);
      const shown = await publicPage(path, lang, url.search);
      expect(shown.kind === 'page' && shown.page.content).toContain(text);
      // Without the ticket, the published text.
      const plain = await publicPage(path, lang);
      expect(plain.kind === 'page' && plain.page.content).not.toContain(text);
      // A ticket changed by a character opens nothing.
      const forged = await publicPage(path, lang, url.search.replace(/key=[^&]*/, (k) => `${k.slice(0, -2)}xx`));
      expect(forged.kind === 'page' && forged.page.content).not.toContain(text);
    }
  });
});

describe('the migration of earlier page reviews', () => {
  it('gives each language of the reviewed version the one state the page had, and drops the old row', async () => {
    const db = database.db;
    const [seeded] = await db.select({ pageId: pageI18n.pageId }).from(pageI18n).where(eq(pageI18n.lang, 'en')).limit(1);
    const pageId = seeded!.pageId;
    await db.delete(pageLanguageStates).where(eq(pageLanguageStates.pageId, pageId));
    await db.delete(siteVersions).where(eq(siteVersions.ownerId, pageId));
    await db.insert(siteVersions).values({ kind: 'page', ownerId: pageId, number: 1, document: { texts: { 'zh-hant': { title: '甲', content: null, metaDesc: null }, en: { title: 'A', content: null, metaDesc: null } } } });
    // The table the rows came from, as it was then (a later migration dropped it).
    await db.execute(sql.raw(oldSiteReviewsTable()));
    try {
      await db.execute(sql`INSERT INTO "site_reviews" ("kind", "owner_id", "state", "version", "submitted_by") VALUES ('page', ${pageId}, 'submitted', 1, 'someone')`);
      for (const statement of handWrittenTail('CREATE TABLE "page_language_states"')) await db.execute(sql.raw(statement));
      const states = await db.select().from(pageLanguageStates).where(eq(pageLanguageStates.pageId, pageId));
      expect(states.map((s) => `${s.lang}:${s.state}:${String(s.version)}:${String(s.submittedBy)}`).sort()).toEqual(['en:submitted:1:someone', 'zh-hant:submitted:1:someone']);
      const { rows } = (await db.execute(sql`SELECT count(*)::int AS n FROM "site_reviews" WHERE "kind" = 'page'`)) as unknown as { rows: { n: number }[] };
      expect(rows).toEqual([{ n: 0 }]);
    } finally {
      await db.execute(sql`DROP TABLE IF EXISTS "site_reviews"`);
    }
  });
});
