/**
 * The footer and quick-link menus in the back office (issue 33): an editor adds, edits,
 * moves and removes links; each change is on the public menus at once (the `site` tag
 * moves, so every cached page follows), audited, and refused when stale (409); bad input
 * is a 400 on its field; an auditor reads but changes nothing; the main menu's calls and
 * these never reach each other's items.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { readContentRevision } from '#src/server/cache/revision.ts';
import { parseSnapshot } from '#src/server/cache/tags.ts';
import { ALL as listRoute } from '#src/api/staff/menu-links/index.ts';
import { ALL as newRoute } from '#src/api/staff/menu-links/new.ts';
import { GET as getRoute, POST as saveRoute } from '#src/api/staff/menu-links/[id].ts';
import { ALL as moveRoute } from '#src/api/staff/menu-links/[id]/move.ts';
import { ALL as deleteRoute } from '#src/api/staff/menu-links/[id]/delete.ts';
import { GET as mainItemRoute } from '#src/api/staff/menu-items/[id].ts';
import { ALL as mainTreeRoute } from '#src/api/staff/menu-items/index.ts';
import { listAudit } from '#src/features/staff/queries.ts';
import { signedInAgent, type StaffAgent } from '#src/features/staff/tests/agent.ts';
import type { LinkRecord, MenuTreeRow } from './contract.ts';
import { getMenu } from './menu-service.ts';

let database: TestDatabase;
let editor: StaffAgent;
let auditor: StaffAgent;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
  editor = await signedInAgent(database.db, 'links-editor', ['editor'], '192.0.2.51');
  auditor = await signedInAgent(database.db, 'links-auditor', ['auditor'], '192.0.2.52');
}, 90_000);
afterAll(() => database.dispose());

const links = async (agent: StaffAgent = editor) => (await agent.call<{ data: LinkRecord[] }>(listRoute, '/api/staff/menu-links')).body.data.data;
const one = async (id: number) => (await editor.call<LinkRecord>(getRoute, `/api/staff/menu-links/${String(id)}`, { params: { id: String(id) } })).body.data;
const post = (agent: StaffAgent, route: Parameters<StaffAgent['call']>[0], id: number, action: string, body: unknown) =>
  agent.call<LinkRecord>(route, `/api/staff/menu-links/${String(id)}${action ? `/${action}` : ''}`, { body, params: { id: String(id) } });
const create = (body: unknown, agent: StaffAgent = editor) => agent.call<LinkRecord>(newRoute, '/api/staff/menu-links/new', { body });
const siteTag = async () => parseSnapshot(await readContentRevision(database.db)).get('site');
const quickTitles = async (lang: 'en' | 'pt' = 'en') => (await getMenu(database.db, 'quick-links', lang)).map((l) => l.title);
const auditOf = async (id: number) => (await listAudit(database.db, { entity: 'menu-link' }, 0, 200)).rows.filter((r) => r.entityId === String(id)).reverse();
const fields = (r: LinkRecord) => ({ titles: r.titles, link: r.link, showInMenu: r.showInMenu, newWindow: r.newWindow, version: r.version });

describe('the footer, quick-link and top-link menus in the back office', () => {
  let quickId = 0;
  let externalId = 0;

  it('lists both menus: the footer’s columns with their links, the quick links in order', async () => {
    const rows = await links();
    const footer = rows.filter((r) => r.menu === 'footer');
    expect(footer.filter((r) => r.depth === 0).length).toBeGreaterThan(2);
    expect(footer.some((r) => r.depth === 1 && r.parentId !== null)).toBe(true);
    expect(rows.filter((r) => r.menu === 'quick-links').every((r) => r.depth === 0 && !r.broken)).toBe(true);
    expect(rows.find((r) => r.link === 'about-us/contact-us' && r.menu === 'footer')?.titles.en).toBeTruthy();
  });

  it('keeps the top links the public menu call answers: one level, in their order', async () => {
    const top = (await links()).filter((r) => r.menu === 'top-links');
    expect(top.map((r) => r.link)).toEqual((await getMenu(database.db, 'top-links', 'en')).map((l) => l.path));
    expect(top.length).toBeGreaterThan(1);
    const under = await create({ menu: 'top-links', parentId: top[0]?.id ?? 0, titles: { 'zh-hant': '測試', en: 'Test' }, link: '/en/services/faq/', showInMenu: true, newWindow: false });
    expect(under.status).toBe(400);
  });

  it('an editor adds a quick link to a page (typed as its address) and one to another site: on the site at once, audited', async () => {
    const before = await siteTag();
    const added = await create({ menu: 'quick-links', parentId: null, titles: { 'zh-hant': '常見問題', en: 'Questions people ask' }, link: '/en/services/faq/', showInMenu: true, newWindow: false });
    expect(added.status).toBe(200);
    quickId = added.body.data.id;
    expect(added.body.data).toMatchObject({ menu: 'quick-links', link: 'services/faq', external: false, broken: false, version: 1 });
    expect((await quickTitles()).at(-1)).toBe('Questions people ask');
    // Portuguese has no title of its own: the public menu falls back, as for every menu.
    expect((await getMenu(database.db, 'quick-links', 'pt')).at(-1)).toMatchObject({ title: 'Questions people ask', lang: 'en' });
    expect(await siteTag()).not.toBe(before);

    const outside = await create({ menu: 'quick-links', parentId: null, titles: { 'zh-hant': '政府入口網站', en: 'Government portal' }, link: 'https://www.gov.mo/en/', showInMenu: true, newWindow: true });
    expect(outside.status).toBe(200);
    externalId = outside.body.data.id;
    expect(outside.body.data).toMatchObject({ link: 'https://www.gov.mo/en/', external: true, newWindow: true });
    expect((await getMenu(database.db, 'quick-links', 'en')).at(-1)).toMatchObject({ url: 'https://www.gov.mo/en/', newWindow: true, path: `link-${String(externalId)}` });

    expect((await auditOf(quickId)).map((r) => r.action)).toEqual(['create']);
  });

  it('refuses bad input on its field: a path no page has, a link the menu has, a level the menu lacks, no Chinese title', async () => {
    const base = { menu: 'quick-links', parentId: null, titles: { 'zh-hant': '測試', en: 'Test' }, showInMenu: true, newWindow: false };
    const unknown = await create({ ...base, link: 'no/such/page' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('link');
    expect((await create({ ...base, link: 'javascript:alert(1)' })).status).toBe(400);
    const taken = await create({ ...base, link: 'services/faq' });
    expect(taken.status).toBe(400);
    expect(taken.body.message + JSON.stringify(taken.body.data)).toContain('already has a link');
    const tooDeep = await create({ ...base, parentId: quickId, link: 'about-us' });
    expect(tooDeep.status).toBe(400);
    expect((await create({ ...base, titles: { en: 'Only English' }, link: 'about-us' })).status).toBe(400);
    expect((await create({ ...base, menu: 'main', link: 'about-us' })).status).toBe(400);
    expect((await create('{not json')).status).toBe(400);
    expect((await links()).filter((r) => r.menu === 'quick-links').length).toBe((await getMenu(database.db, 'quick-links', 'en')).length);
  });

  it('a save changes the public menu at once; a save from an older version is 409 and changes nothing', async () => {
    const current = await one(quickId);
    const saved = await post(editor, saveRoute, quickId, '', { ...fields(current), titles: { ...current.titles, en: 'FAQ', pt: 'Perguntas' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(2);
    expect((await quickTitles()).at(-2)).toBe('FAQ');
    expect((await quickTitles('pt')).at(-2)).toBe('Perguntas');
    const stale = await post(editor, saveRoute, quickId, '', { ...fields(current), titles: { 'zh-hant': '舊', en: 'Stale' } });
    expect(stale.status).toBe(409);
    expect((await quickTitles()).at(-2)).toBe('FAQ');
    expect((await auditOf(quickId)).find((r) => r.action === 'update')?.changes).toMatchObject({ titles: { after: { en: 'FAQ', pt: 'Perguntas' } } });
  });

  it('moves by steps: up and down in order; in the footer into the column above and out again, never a third level', async () => {
    const quick = async () => (await links()).filter((r) => r.menu === 'quick-links').map((r) => r.id);
    const up = await post(editor, moveRoute, externalId, 'move', { version: (await one(externalId)).version, action: 'up' });
    expect(up.status).toBe(200);
    expect((await quick()).slice(-2)).toEqual([externalId, quickId]);
    expect((await getMenu(database.db, 'quick-links', 'en')).at(-1)?.id).toBe(quickId);
    expect((await post(editor, moveRoute, quickId, 'move', { version: (await one(quickId)).version, action: 'down' })).status).toBe(400);
    expect((await post(editor, moveRoute, quickId, 'move', { version: (await one(quickId)).version, action: 'indent' })).status).toBe(400);

    const footer = (await links()).filter((r) => r.menu === 'footer');
    const [first, second] = footer.filter((r) => r.depth === 0);
    if (!first || !second) throw new Error('the seeded footer has columns');
    const secondChildren = footer.filter((r) => r.parentId === second.id).length;
    // A column with links cannot go into another column: that would be a third level.
    const deep = await post(editor, moveRoute, second.id, 'move', { version: second.version, action: 'indent' });
    expect(deep.status).toBe(400);
    const link = footer.find((r) => r.parentId === second.id);
    if (!link) throw new Error('the second column has links');
    const out = await post(editor, moveRoute, link.id, 'move', { version: link.version, action: 'outdent' });
    expect(out.status).toBe(200);
    expect(out.body.data).toMatchObject({ parentId: null, depth: 0 });
    const after = (await links()).filter((r) => r.menu === 'footer' && r.depth === 0).map((r) => r.id);
    expect(after.indexOf(link.id)).toBe(after.indexOf(second.id) + 1);
    const publicFooter = await getMenu(database.db, 'footer', 'en');
    expect(publicFooter.map((c) => c.id)).toContain(link.id);
    const back = await post(editor, moveRoute, link.id, 'move', { version: out.body.data.version, action: 'indent' });
    expect(back.status).toBe(200);
    expect(back.body.data.parentId).toBe(second.id);
    expect((await links()).filter((r) => r.parentId === second.id).length).toBe(secondChildren);
  });

  it('removes a link (not a column that still has links); an auditor changes nothing; the main menu’s calls and these stay apart', async () => {
    const column = (await links()).find((r) => r.menu === 'footer' && r.depth === 0);
    if (!column) throw new Error('no footer column');
    const refused = await post(editor, deleteRoute, column.id, 'delete', { version: column.version });
    expect(refused.status).toBe(400);

    const auditorSave = await post(auditor, saveRoute, externalId, '', fields(await one(externalId)));
    expect(auditorSave.status).toBe(403);
    expect((await links(auditor)).length).toBeGreaterThan(0);
    expect((await create({ menu: 'quick-links', parentId: null, titles: { 'zh-hant': '測試' }, link: 'about-us', showInMenu: true, newWindow: false }, auditor)).status).toBe(403);

    const mainRows = (await editor.call<{ data: MenuTreeRow[] }>(mainTreeRoute, '/api/staff/menu-items')).body.data.data;
    expect(mainRows.some((r) => r.id === externalId)).toBe(false);
    expect((await editor.call(mainItemRoute, `/api/staff/menu-items/${String(externalId)}`, { params: { id: String(externalId) } })).status).toBe(404);
    const mainId = mainRows[0]?.id ?? 0;
    expect((await editor.call(getRoute, `/api/staff/menu-links/${String(mainId)}`, { params: { id: String(mainId) } })).status).toBe(404);

    const stale = await post(editor, deleteRoute, externalId, 'delete', { version: 1 });
    expect(stale.status).toBe(409);
    const removed = await post(editor, deleteRoute, externalId, 'delete', { version: (await one(externalId)).version });
    expect(removed.status).toBe(200);
    expect((await getMenu(database.db, 'quick-links', 'en')).some((l) => l.id === externalId)).toBe(false);
    expect((await auditOf(externalId)).map((r) => r.action)).toEqual(['create', 'move', 'delete']);
  });
});
