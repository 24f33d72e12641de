/**
 * The menu tree, its pages and the site notices in the back office (issue 33): an
 * editor adds a page (a draft, off the site), a second person publishes it and the
 * menu, breadcrumb and sitemap show it; moving it keeps the old path answering 301 in
 * every language, chains collapsed and no loop; a move under its own sub-page is
 * refused; a stale save is 409; the four-eyes rule; a notice shows exactly within its
 * window; every change is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { ALL as treeRoute } from '#src/api/staff/menu-items/index.ts';
import { ALL as newRoute } from '#src/api/staff/menu-items/new.ts';
import { GET as itemRoute, POST as saveRoute } from '#src/api/staff/menu-items/[id].ts';
import { ALL as moveRoute } from '#src/api/staff/menu-items/[id]/move.ts';
import { ALL as pageRoute } from '#src/api/staff/menu-items/[id]/page.ts';
import { ALL as submitRoute } from '#src/api/staff/menu-items/[id]/submit.ts';
import { ALL as publishRoute } from '#src/api/staff/menu-items/[id]/publish.ts';
import { ALL as deleteRoute } from '#src/api/staff/menu-items/[id]/delete.ts';
import { ALL as noticeNewRoute } from '#src/api/staff/site-notices/new.ts';
import { ALL as noticeSubmitRoute } from '#src/api/staff/site-notices/[id]/submit.ts';
import { ALL as noticePublishRoute } from '#src/api/staff/site-notices/[id]/publish.ts';
import { ALL as noticeUnpublishRoute } from '#src/api/staff/site-notices/[id]/unpublish.ts';
import { POST as noticeSaveRoute } from '#src/api/staff/site-notices/[id].ts';
import { ALL as noticeVersionsRoute } from '#src/api/staff/site-notices/[id]/versions.ts';
import { ALL as noticeDiffRoute } from '#src/api/staff/site-notices/[id]/diff.ts';
import { ALL as noticeRestoreRoute } from '#src/api/staff/site-notices/[id]/restore.ts';
import { listAudit } from '#src/features/staff/queries.ts';
import { signedInAgent, type StaffAgent } from '#src/features/staff/tests/agent.ts';
import { buildSitemap } from '#src/features/seo/sitemap.ts';
import { resolvePageRoute } from '#src/server/page/routing.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import type { MenuItemRecord, MenuTreeRow, NoticeRecord } from './contract.ts';
import { getMenu } from './menu-service.ts';
import { getActiveNotices } from './notices.ts';
import { bumpNoticesOnWindowEdge } from './queries.ts';
import { loadSiteContext } from './service.ts';

let database: TestDatabase;
let editor: StaffAgent;
let publisher: StaffAgent;
let admin: StaffAgent;
let auditor: StaffAgent;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
  editor = await signedInAgent(database.db, 'menu-editor', ['editor'], '192.0.2.41');
  publisher = await signedInAgent(database.db, 'menu-publisher', ['publisher'], '192.0.2.42');
  admin = await signedInAgent(database.db, 'menu-admin', ['administrator'], '192.0.2.43');
  auditor = await signedInAgent(database.db, 'menu-auditor', ['auditor'], '192.0.2.44');
}, 90_000);
afterAll(() => database.dispose());

const tree = async (agent: StaffAgent) => (await agent.call<{ data: MenuTreeRow[] }>(treeRoute, '/api/staff/menu-items')).body.data.data;
const item = async (agent: StaffAgent, id: number) => (await agent.call<MenuItemRecord>(itemRoute, `/api/staff/menu-items/${String(id)}`, { params: { id: String(id) } })).body.data;
const post = <T = MenuItemRecord>(agent: StaffAgent, route: Parameters<StaffAgent['call']>[0], id: number, action: string, body: unknown) =>
  agent.call<T>(route, `/api/staff/menu-items/${String(id)}${action ? `/${action}` : ''}`, { body, params: { id: String(id) } });

async function routeOf(path: string, lang: Language = 'en') {
  const site = await loadSiteContext(database.db, lang);
  return resolvePageRoute(site, lang, path, new URL(`http://localhost/${lang}/${path}?a=1`));
}
const fields = (r: MenuItemRecord) => ({ slug: r.slug, titles: r.titles, showInMenu: r.showInMenu, url: r.url, newWindow: r.newWindow, template: r.template, module: r.module });

describe('menu pages in the back office', () => {
  let sectionId = 0;
  let pageId = 0;
  let sectionPath = '';

  it('an editor adds a page under a menu item: a draft, not on the site until a publisher who did not write it publishes it', async () => {
    const rows = await tree(editor);
    const section = rows.find((r) => r.depth === 0 && r.template === 'section' && rows.some((c) => c.parentId === r.id));
    if (!section) throw new Error('no section in the seeded menu');
    sectionId = section.id;
    sectionPath = section.path;
    const created = await editor.call<MenuItemRecord>(newRoute, '/api/staff/menu-items/new', {
      body: { parentId: sectionId, slug: 'staff-test-page', titles: { 'zh-hant': '測試頁面', en: 'Staff test page', pt: 'Página de teste' }, showInMenu: true, url: '', newWindow: false, template: 'two-column', module: 'generic-page' },
    });
    expect(created.status).toBe(200);
    pageId = created.body.data.id;
    expect(created.body.data).toMatchObject({ path: `${sectionPath}/staff-test-page`, status: 'draft', pageVersion: 1 });
    expect((await routeOf(`${sectionPath}/staff-test-page`)).kind).toBe('not-found');

    const saved = await post(editor, pageRoute, pageId, 'page', {
      version: 1,
      texts: {
        'zh-hant': { title: '測試頁面', content: '<p>內容</p>', metaDesc: null },
        en: { title: 'Staff test page', content: '<h2>About</h2><p>Body<script>alert(1)</script></p><img src="x" onerror="alert(1)" alt="x">', metaDesc: 'About it' },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.pageVersion).toBe(2);
    expect(saved.body.data.texts.en?.content).not.toMatch(/script|onerror/);
    const languages = ['zh-hant', 'en'];
    expect((await post(editor, submitRoute, pageId, 'submit', { version: 2, languages })).status).toBe(200);

    // The editor cannot publish; the submitter cannot either (an administrator only with a reason).
    expect((await post(editor, publishRoute, pageId, 'publish', { languages })).status).toBe(403);
    const own = await post(admin, submitRoute, pageId, 'submit', { version: 2, languages });
    expect(own.status).toBe(200);
    const noReason = await post(admin, publishRoute, pageId, 'publish', { languages });
    expect(noReason.status).toBe(400);
    // A publisher who neither wrote nor submitted it publishes it.
    const published = await post(publisher, publishRoute, pageId, 'publish', { languages });
    expect(published.status).toBe(200);
    expect(published.body.data.status).toBe('published');
    const states = published.body.data.states.map((s) => `${s.lang}:${s.state}:${String(s.version)}`).sort();
    expect(states).toEqual(['en:published:2', 'pt:draft:null', 'zh-hant:published:2']);

    const route = await routeOf(`${sectionPath}/staff-test-page`);
    expect(route.kind).toBe('page');
    if (route.kind === 'page') {
      expect(route.page.content).toContain('<h2>About</h2>');
      expect(route.page.trail.map((t) => t.path)).toEqual([sectionPath, `${sectionPath}/staff-test-page`]);
    }
    const menu = await getMenu(database.db, 'main', 'pt');
    expect(menu.find((m) => m.id === sectionId)?.childrens.map((c) => c.title)).toContain('Página de teste');
    expect(await buildSitemap(database.db, 'https://www.amcm.gov.mo')).toContain(`/en/${sectionPath}/staff-test-page`);
    const { rows: audit } = await listAudit(database.db, { entity: 'page' }, 0, 10);
    expect(audit.map((r) => r.action)).toEqual(expect.arrayContaining(['update', 'submit', 'publish']));
  });

  it('moving a page keeps its old path redirecting (301, every language, the query kept), collapses chains and makes no loop', async () => {
    const rows = await tree(editor);
    const other = rows.find((r) => r.depth === 0 && r.id !== sectionId && r.template === 'section');
    if (!other) throw new Error('no second section');
    const oldPath = `${sectionPath}/staff-test-page`;
    const before = await item(editor, pageId);
    const moved = await post(editor, moveRoute, pageId, 'move', { version: before.version, action: 'under', parentId: other.id });
    expect(moved.status).toBe(200);
    const newPath = `${other.path}/staff-test-page`;
    expect(moved.body.data.path).toBe(newPath);
    for (const lang of ['zh-hant', 'zh-hans', 'en', 'pt'] as const) {
      expect(await routeOf(oldPath, lang)).toEqual({ kind: 'redirect', location: `/${lang}/${newPath}?a=1`, status: 301 });
    }
    // Renamed: the first old path leads straight to the newest (no chain).
    const renamed = await post(editor, saveRoute, pageId, '', { ...fields(moved.body.data), slug: 'staff-renamed', version: moved.body.data.version });
    expect(renamed.status).toBe(200);
    const newest = `${other.path}/staff-renamed`;
    expect(await routeOf(oldPath)).toMatchObject({ kind: 'redirect', location: `/en/${newest}?a=1` });
    expect(await routeOf(newPath)).toMatchObject({ kind: 'redirect', location: `/en/${newest}?a=1` });
    // Back where it started: the path is a page again, not a redirect to itself.
    const back = await post(editor, moveRoute, pageId, 'move', { version: renamed.body.data.version, action: 'under', parentId: sectionId });
    const again = await post(editor, saveRoute, pageId, '', { ...fields(back.body.data), slug: 'staff-test-page', version: back.body.data.version });
    expect(again.status).toBe(200);
    expect((await routeOf(oldPath)).kind).toBe('page');
    expect(await routeOf(newest)).toMatchObject({ kind: 'redirect', location: `/en/${oldPath}?a=1` });
    expect(again.body.data.redirects.map((r) => r.fromPath).sort()).toEqual([`${sectionPath}/staff-renamed`, newPath, newest].sort());
    const { rows: audit } = await listAudit(database.db, { entity: 'menu-item' }, 0, 10);
    expect(audit.filter((r) => r.action === 'move').at(-1)?.changes).toMatchObject({ paths: { before: [oldPath], after: [newPath] } });
  });

  it('refuses a move under the item itself or one of its sub-pages, and moves by keyboard steps', async () => {
    const rows = await tree(editor);
    const child = rows.find((r) => r.parentId === sectionId && r.id !== pageId);
    const section = rows.find((r) => r.id === sectionId);
    if (!child || !section) throw new Error('no sub-page');
    const loop = await post(editor, moveRoute, sectionId, 'move', { version: section.version, action: 'under', parentId: child.id });
    expect(loop.status).toBe(400);
    expect(loop.body.message + JSON.stringify(loop.body.data)).toContain('cannot be moved under itself');
    const self = await post(editor, moveRoute, sectionId, 'move', { version: section.version, action: 'under', parentId: sectionId });
    expect(self.status).toBe(400);

    const siblings = () => tree(editor).then((r) => r.filter((x) => x.parentId === sectionId).map((x) => x.id));
    const order = await siblings();
    expect(order.at(-1)).toBe(pageId);
    const mine = await item(editor, pageId);
    expect((await post(editor, moveRoute, pageId, 'move', { version: mine.version, action: 'up' })).status).toBe(200);
    const after = await siblings();
    expect(after.indexOf(pageId)).toBe(order.length - 2);
    expect((await post(editor, moveRoute, pageId, 'move', { version: mine.version + 1, action: 'down' })).status).toBe(200);
    expect(await siblings()).toEqual(order);
    const last = await item(editor, pageId);
    expect((await post(editor, moveRoute, pageId, 'move', { version: last.version, action: 'down' })).status).toBe(400);
  });

  it('refuses a stale save (409) and changes nothing', async () => {
    const opened = await item(editor, pageId);
    expect((await post(editor, saveRoute, pageId, '', { ...fields(opened), titles: { ...opened.titles, en: 'First' }, version: opened.version })).status).toBe(200);
    const stale = await post(editor, saveRoute, pageId, '', { ...fields(opened), titles: { ...opened.titles, en: 'Second' }, version: opened.version });
    expect(stale.status).toBe(409);
    expect((await item(editor, pageId)).titles.en).toBe('First');
    const text = await post(editor, pageRoute, pageId, 'page', { version: 1, texts: { 'zh-hant': { title: '舊', content: null } } });
    expect(text.status).toBe(409);
    expect(text.body.data).toMatchObject({ from: 1, current: 2 });
  });

  it('lets an auditor read but not change, and an editor not remove a published page', async () => {
    expect((await tree(auditor)).length).toBeGreaterThan(10);
    const opened = await item(auditor, pageId);
    expect((await post(auditor, saveRoute, pageId, '', { ...fields(opened), version: opened.version })).status).toBe(403);
    expect((await post(editor, deleteRoute, pageId, 'delete', { version: opened.version })).status).toBe(403);
    expect((await post(publisher, deleteRoute, sectionId, 'delete', { version: (await item(editor, sectionId)).version })).status).toBe(400);
    expect((await post(publisher, deleteRoute, pageId, 'delete', { version: opened.version })).status).toBe(200);
    expect((await routeOf(`${sectionPath}/staff-test-page`)).kind).toBe('not-found');
  });

  it('refuses bad input field by field, never a 5xx', async () => {
    const answer = await editor.call(newRoute, '/api/staff/menu-items/new', { body: { parentId: null, slug: 'Bad Slug', titles: { en: 'x' }, showInMenu: true, url: 'javascript:alert(1)', newWindow: false, template: 'module', module: '' } });
    expect(answer.status).toBe(400);
    const errors = (answer.body.data as { errors: { field: string }[] }).errors.map((e) => e.field).sort();
    expect(errors).toEqual(expect.arrayContaining(['slug', 'url', 'module']));
  });
});

describe('site notice and pop-up in the back office', () => {
  const at = (iso: string) => new Date(iso);

  it('a pop-up is off the site until a second person publishes it, then shows exactly within its window (Macao time)', async () => {
    const created = await editor.call<NoticeRecord>(noticeNewRoute, '/api/staff/site-notices/new', {
      body: { kind: 'popup', from: '2031-03-01T09:00', until: '2031-03-02T18:00', texts: { 'zh-hant': { title: '公告', content: '<p>測試</p>' }, pt: { title: 'Aviso', content: '<p>Teste<script>x</script></p>' } } },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const path = (a: string) => `/api/staff/site-notices/${String(id)}/${a}`;
    const inside = at('2031-03-01T01:00:00Z'); // 09:00 in Macao
    expect((await getActiveNotices(database.db, 'popup', 'pt', { now: inside })).some((n) => n.id === id)).toBe(false);
    const languages = ['zh-hant', 'pt'];
    expect((await editor.call(noticeSubmitRoute, path('submit'), { body: { version: 1, languages }, params: { id: String(id) } })).status).toBe(200);
    expect((await editor.call(noticePublishRoute, path('publish'), { body: { languages }, params: { id: String(id) } })).status).toBe(403);
    const published = await publisher.call<NoticeRecord>(noticePublishRoute, path('publish'), { body: { languages }, params: { id: String(id) } });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ active: true, from: '2031-03-01T09:00', until: '2031-03-02T18:00' });
    expect(published.body.data.states.map((s) => s.state)).toEqual(['published', 'published']);
    const shown = async (now: Date) => (await getActiveNotices(database.db, 'popup', 'pt', { now })).find((n) => n.id === id);
    expect(await shown(at('2031-03-01T00:59:59Z'))).toBeUndefined();
    expect((await shown(inside))?.content).toBe('<p>Teste</p>');
    expect(await shown(at('2031-03-02T10:00:00Z'))).toBeDefined();
    expect(await shown(at('2031-03-02T10:00:01Z'))).toBeUndefined();

    // The job that moves the `notices` tag at each window edge: at the start and at the end, not in between.
    expect(await bumpNoticesOnWindowEdge(database.db, at('2031-03-01T00:59:55Z'), at('2031-03-01T01:00:05Z'))).toBe(true);
    expect(await bumpNoticesOnWindowEdge(database.db, at('2031-03-01T05:00:00Z'), at('2031-03-01T05:00:10Z'))).toBe(false);
    expect(await bumpNoticesOnWindowEdge(database.db, at('2031-03-02T10:00:00Z'), at('2031-03-02T10:00:10Z'))).toBe(true);

    const withdrawn = await publisher.call<NoticeRecord>(noticeUnpublishRoute, path('unpublish'), { body: { languages }, params: { id: String(id) } });
    expect(withdrawn.body.data).toMatchObject({ active: false });
    expect(withdrawn.body.data.states.map((s) => s.state)).toEqual(['unpublished', 'unpublished']);
    expect(await shown(inside)).toBeUndefined();
    const { rows } = await listAudit(database.db, { entity: 'notice' }, 0, 10);
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['create', 'submit', 'publish', 'unpublish']));
  });

  it('keeps every version of a notice: a stale save is refused with the difference, two versions compared, an old one restored', async () => {
    const texts = { 'zh-hant': { title: '颱風', content: '<p>八號風球</p>' }, en: { title: 'Typhoon', content: '<p>Signal 8</p>' } };
    const created = await editor.call<NoticeRecord>(noticeNewRoute, '/api/staff/site-notices/new', { body: { kind: 'notice', from: '', until: '', texts } });
    const id = String(created.body.data.id);
    const path = (a = '') => `/api/staff/site-notices/${id}${a}`;
    const save = (version: number, en: string) => editor.call<NoticeRecord>(noticeSaveRoute, path(), { body: { version, kind: 'notice', from: '', until: '', texts: { ...texts, en: { title: 'Typhoon', content: en } } }, params: { id } });
    expect((await save(1, '<p>Signal 8 is up.</p>')).body.data.version).toBe(2);
    // A second person still on version 1: refused, and told what the other save changed.
    const stale = await save(1, '<p>Signal 3</p>');
    expect(stale.status).toBe(409);
    expect(JSON.stringify(stale.body)).toContain('texts.en.content');
    expect(JSON.stringify(stale.body)).toContain('Signal 8 is up.');

    const versions = await editor.call<{ data: { number: number }[] }>(noticeVersionsRoute, path('/versions'), { params: { id } });
    expect(versions.body.data.data.map((v) => v.number)).toEqual([2, 1]);
    const diff = await auditor.call<{ changes: { field: string; before: unknown; after: unknown }[] }>(noticeDiffRoute, `${path('/diff')}?from=1&to=2`, { params: { id } });
    expect(diff.body.data.changes).toEqual([{ field: 'texts.en.content', before: '<p>Signal 8</p>', after: '<p>Signal 8 is up.</p>' }]);

    expect((await auditor.call(noticeRestoreRoute, path('/restore'), { body: { from: 1, version: 2 }, params: { id } })).status).toBe(403);
    expect((await editor.call(noticeRestoreRoute, path('/restore'), { body: { from: 1, version: 1 }, params: { id } })).status).toBe(409);
    const restored = await editor.call<NoticeRecord>(noticeRestoreRoute, path('/restore'), { body: { from: 1, version: 2 }, params: { id } });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ version: 3, texts: { en: { content: '<p>Signal 8</p>' } } });
    const after = await editor.call<{ data: { number: number; restoredFrom: number | null }[] }>(noticeVersionsRoute, path('/versions'), { params: { id } });
    expect(after.body.data.data[0]).toMatchObject({ number: 3, restoredFrom: 1 });
    const { rows } = await listAudit(database.db, { entity: 'notice', action: 'restore' }, 0, 10);
    expect(rows.some((r) => String(r.entityId) === id)).toBe(true);
  });
});
