/**
 * The media library and the complete editor through their staff calls (issue 33):
 * an upload refused by its content signature, a home banner made from a library image
 * with its alt text and order, the module data checked by the module's own schema,
 * where a file is used, a replacement that keeps the address and moves the cache
 * tags, a deletion refused while the file is used, the category picker, archiving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { APIContext, APIRoute } from 'astro';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { signedInAgent, type Answer, type StaffAgent } from '#src/features/staff/tests/agent.ts';
import { auditLog } from '#src/features/staff/schema.ts';
import { BOUNDARY, multipart, validSamples } from '#src/features/forms/tests/upload-samples.ts';
import { GET as downloadGet } from '#src/features/published-files/download.ts';
import { listBanners } from '#src/features/home/banners.ts';
import { selectContentRevision } from '#src/server/cache/queries.ts';
import { parseSnapshot } from '#src/server/cache/tags.ts';
import { ALL as mediaListRoute } from '#src/api/staff/media/index.ts';
import { ALL as mediaNewRoute } from '#src/api/staff/media/new.ts';
import { GET as mediaGetRoute } from '#src/api/staff/media/[id].ts';
import { ALL as mediaReplaceRoute } from '#src/api/staff/media/[id]/replace.ts';
import { ALL as mediaDeleteRoute } from '#src/api/staff/media/[id]/delete.ts';
import { ALL as categoriesRoute } from '#src/api/staff/entries/categories.ts';
import { ALL as newRoute } from '#src/api/staff/entries/new.ts';
import { GET as getRoute, POST as saveRoute } from '#src/api/staff/entries/[id].ts';
import { ALL as submitRoute } from '#src/api/staff/entries/[id]/submit.ts';
import { ALL as publishRoute } from '#src/api/staff/entries/[id]/publish.ts';
import { ALL as archiveRoute } from '#src/api/staff/entries/[id]/archive.ts';
import { files } from '#src/features/files/schema.ts';
import { entries, entryI18n } from '#src/features/entries/schema.ts';
import type { CategoryChoice, EntryRecord } from '../contract.ts';
import type { MediaRecord } from './contract.ts';

let database: TestDatabase;
const db = () => database.db;
let editor: StaffAgent;
let publisher: StaffAgent;
let auditor: StaffAgent;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
  editor = await signedInAgent(db(), 'media-editor', ['editor'], '192.0.2.31');
  publisher = await signedInAgent(db(), 'media-publisher', ['publisher'], '192.0.2.32');
  auditor = await signedInAgent(db(), 'media-auditor', ['auditor'], '192.0.2.33');
});
afterAll(async () => {
  await database?.close();
});

function upload(agent: StaffAgent, route: APIRoute, path: string, name: string, bytes: Buffer, fields: Record<string, string> = {}, params: Record<string, string> = {}): Promise<Answer<MediaRecord & { errors?: { field: string; message: string }[] }>> {
  const body = multipart([...Object.entries(fields).map(([n, data]) => ({ name: n, data })), { name: 'file', filename: name, contentType: 'application/octet-stream', data: bytes }]);
  return agent.call(route, path, { method: 'POST', body: new Uint8Array(body), headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` }, params });
}

async function download(url: string): Promise<Response> {
  const [, , id = '', name = ''] = url.split('/');
  const request = new Request(`http://localhost${url}`);
  return downloadGet({ request, url: new URL(request.url), params: { id, name: decodeURIComponent(name) }, locals: {} } as unknown as APIContext);
}

const entryCall = <T = EntryRecord,>(agent: StaffAgent, route: APIRoute, id: number | string, body?: unknown) => agent.call<T>(route, `/api/staff/entries/${String(id)}`, { params: { id: String(id) }, ...(body === undefined ? {} : { body }) });

describe('the media library and the home banners', () => {
  let image: MediaRecord;
  let bannerId: number;
  let bannerCat: CategoryChoice;

  it('refuses a file whose content is not what its name says, and stores nothing', async () => {
    const samples = await validSamples();
    const before = (await db().select().from(files)).length;
    const refused = await upload(editor, mediaNewRoute, '/api/staff/media/new', 'photo.png', samples.pdf);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/photo\.png/);
    expect((await db().select().from(files)).length).toBe(before);
    // An auditor reads the library but may not add to it.
    expect((await upload(auditor, mediaNewRoute, '/api/staff/media/new', 'photo.png', samples.png)).status).toBe(403);
  });

  it('takes an image checked by signature, with its pixel size, and lists it by search', async () => {
    const png = await sharp({ create: { width: 40, height: 15, channels: 3, background: '#0a5c8a' } }).png().toBuffer();
    const answer = await upload(editor, mediaNewRoute, '/api/staff/media/new', 'harbour-banner.png', png, { title: 'Harbour banner' });
    expect(answer.status).toBe(200);
    image = answer.body.data;
    expect(image).toMatchObject({ kind: 'image', name: 'harbour-banner.png', mime: 'image/png', width: 40, height: 15, version: 1 });
    expect(image.url).toBe(`/files/${String(image.fileId)}/harbour-banner.png`);
    const list = await auditor.call<{ data: MediaRecord[]; total: number }>(mediaListRoute, '/api/staff/media?q=harbour');
    expect(list.status).toBe(200);
    expect(list.body.data.data.map((m) => m.id)).toContain(image.id);
    const [row] = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'media'), eq(auditLog.action, 'upload')));
    expect(row?.entityId).toBe(String(image.id));
  });

  it('offers the categories of a module with their titles in each language', async () => {
    const answer = await editor.call<{ data: CategoryChoice[] }>(categoriesRoute, '/api/staff/entries/categories?module=banner');
    expect(answer.status).toBe(200);
    const slugs = answer.body.data.data.map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(['homepage-slider', 'homepage-right-slider', 'homepage-right-list']));
    bannerCat = answer.body.data.data.find((c) => c.slug === 'homepage-right-list') as CategoryChoice;
    expect(bannerCat.titles['zh-hant']).toBeTruthy();
  });

  it('checks a banner’s data and alt text with the module’s own schema', async () => {
    const base = { module: 'banner', catId: bannerCat.id, url: '/rates', sortOrder: -5, files: [{ fileId: image.fileId, kind: 'image' }] };
    const noSize = await editor.call<{ errors: { field: string }[] }>(newRoute, '/api/staff/entries/new', { body: { ...base, data: { newWindow: false }, texts: { 'zh-hant': { title: '港口', data: { alt: '港口景色' } } } } });
    expect(noSize.status).toBe(400);
    expect(noSize.body.data.errors.map((e) => e.field)).toEqual(expect.arrayContaining(['data.imageWidth', 'data.imageHeight']));
    const noAlt = await editor.call<{ errors: { field: string }[] }>(newRoute, '/api/staff/entries/new', { body: { ...base, data: { imageWidth: 40, imageHeight: 15 }, texts: { 'zh-hant': { title: '港口', data: { alt: '' } } } } });
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.data.errors.map((e) => e.field)).toContain('texts.zh-hant.data.alt');
    const otherModule = await editor.call(newRoute, '/api/staff/entries/new', { body: { ...base, catId: 1, data: { imageWidth: 40, imageHeight: 15 }, texts: { 'zh-hant': { title: '港口', data: { alt: '港口景色' } } } } });
    expect(otherModule.status).toBe(400);
    const created = await editor.call<EntryRecord>(newRoute, '/api/staff/entries/new', {
      body: { ...base, data: { imageWidth: 40, imageHeight: 15, newWindow: false }, texts: { 'zh-hant': { title: '港口晨景', summary: null, content: null, data: { alt: '清晨的澳門港口' } }, en: { title: 'Harbour at dawn', data: { alt: 'Macao harbour at dawn' } } } },
    });
    expect(created.status).toBe(200);
    bannerId = created.body.data.id;
    expect(created.body.data).toMatchObject({ module: 'banner', sortOrder: -5, url: '/rates', files: [{ fileId: image.fileId, kind: 'image', url: image.url }] });
    expect(created.body.data.texts.en?.data).toEqual({ alt: 'Macao harbour at dawn' });
  });

  it('puts the published banner on the home page with its image, alt text, link and order', async () => {
    const record = (await entryCall(editor, getRoute, bannerId)).body.data;
    expect((await editor.call(submitRoute, '/x', { body: { version: record.version, languages: ['zh-hant', 'en'] }, params: { id: String(bannerId) } })).status).toBe(200);
    const published = await publisher.call<EntryRecord>(publishRoute, '/x', { body: { languages: ['zh-hant', 'en'] }, params: { id: String(bannerId) } });
    expect(published.status).toBe(200);
    const banners = await listBanners(db(), 'en', 'homepage-right-list');
    const banner = banners.find((b) => b.id === bannerId);
    expect(banner).toMatchObject({ title: 'Harbour at dawn', alt: 'Macao harbour at dawn', link: '/en/rates', image: { url: image.url, width: 40, height: 15 } });
    expect(banners[0]?.id).toBe(bannerId);
    expect((await download(image.url)).status).toBe(200);
  });

  it('lists the items that use a file: files, and an address in a draft’s text', async () => {
    const news = await editor.call<EntryRecord>(newRoute, '/api/staff/entries/new', {
      body: { module: 'news', data: { topic: 'speech' }, texts: { 'zh-hant': { title: '附圖新聞', content: `<p>看圖</p><img src="${image.url}" alt="港口">` } } },
    });
    expect(news.status).toBe(200);
    const answer = await auditor.call<MediaRecord>(mediaGetRoute, `/api/staff/media/${String(image.id)}`, { params: { id: String(image.id) } });
    expect(answer.body.data.usedBy?.map((u) => u.id).sort()).toEqual([bannerId, news.body.data.id].sort());
  });

  it('replaces the image in place: same address, new bytes, the banner’s cache tag moves', async () => {
    const before = parseSnapshot(await selectContentRevision(db()));
    const png = await sharp({ create: { width: 80, height: 30, channels: 3, background: '#c4302b' } }).png().toBuffer();
    const stale = await upload(editor, mediaReplaceRoute, '/x', 'new-harbour.png', png, { version: '7' }, { id: String(image.id) });
    expect(stale.status).toBe(409);
    const wrongType = await upload(editor, mediaReplaceRoute, '/x', 'new-harbour.gif', (await validSamples()).gif, { version: '1' }, { id: String(image.id) });
    expect(wrongType.status).toBe(400);
    const replaced = await upload(editor, mediaReplaceRoute, '/x', 'new-harbour.png', png, { version: '1' }, { id: String(image.id) });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({ url: image.url, fileId: image.fileId, version: 2, width: 80, height: 30 });
    const after = parseSnapshot(await selectContentRevision(db()));
    expect(after.get('entries:banner')).not.toBe(before.get('entries:banner'));
    expect(after.get('entries')).not.toBe(before.get('entries'));
    const served = await download(image.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect(served.headers.get('cache-control')).not.toMatch(/immutable/);
    const banner = (await listBanners(db(), 'en', 'homepage-right-list')).find((b) => b.id === bannerId);
    expect(banner?.image?.url).toBe(image.url);
    const [row] = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'media'), eq(auditLog.action, 'replace')));
    expect(row?.entityId).toBe(String(image.id));
  });

  it('refuses to delete a file in use, naming the items', async () => {
    const refused = await editor.call<{ usedBy: { id: number }[] }>(mediaDeleteRoute, '/x', { body: { version: 2 }, params: { id: String(image.id) } });
    expect(refused.status).toBe(409);
    expect(refused.body.data.usedBy.map((u) => u.id)).toContain(bannerId);
    expect(refused.body.message).toMatch(/Harbour at dawn|港口晨景/);
    // An unused file goes.
    const doc = await upload(editor, mediaNewRoute, '/api/staff/media/new', 'spare-note.pdf', (await validSamples()).pdf);
    expect(doc.body.data.kind).toBe('document');
    expect((await editor.call(mediaDeleteRoute, '/x', { body: { version: 1 }, params: { id: String(doc.body.data.id) } })).status).toBe(200);
  });

  it('archives a banner from the editor’s call: off the home page, kept with its history; only publishers may', async () => {
    expect((await entryCall(editor, archiveRoute, bannerId, {})).status).toBe(403);
    const archived = await entryCall(publisher, archiveRoute, bannerId, {});
    expect(archived.status).toBe(200);
    expect(archived.body.data.states.every((s) => s.state === 'archived')).toBe(true);
    expect((await listBanners(db(), 'en')).some((b) => b.id === bannerId)).toBe(false);
    expect(await db().select().from(entryI18n).where(eq(entryI18n.entryId, bannerId))).toHaveLength(0);
  });
});

describe('module data in the editor', () => {
  it('keeps a message template’s alias (slug) required and unique, and a holiday’s kind structured', async () => {
    const noAlias = await editor.call<{ errors: { field: string }[] }>(newRoute, '/api/staff/entries/new', { body: { module: 'message-template', texts: { 'zh-hant': { title: '須知' } } } });
    expect(noAlias.status).toBe(400);
    expect(noAlias.body.data.errors.map((e) => e.field)).toContain('slug');
    const taken = await editor.call(newRoute, '/api/staff/entries/new', { body: { module: 'message-template', slug: 'complaint-note', texts: { 'zh-hant': { title: '須知' } } } });
    expect(taken.status).toBe(400);
    const template = await editor.call<EntryRecord>(newRoute, '/api/staff/entries/new', { body: { module: 'message-template', slug: 'complaint-extra-note', texts: { 'zh-hant': { title: '補充須知', content: '<p>請保留單據。</p>' } } } });
    expect(template.status).toBe(200);
    const badHoliday = await editor.call(newRoute, '/api/staff/entries/new', { body: { module: 'holiday', startsOn: '2027-10-01', endsOn: '2027-10-01', data: { type: { public: 'yes' } }, texts: { 'zh-hant': { title: '國慶日' } } } });
    expect(badHoliday.status).toBe(400);
    const holiday = await editor.call<EntryRecord>(newRoute, '/api/staff/entries/new', {
      body: { module: 'holiday', startsOn: '2027-10-01', endsOn: '2027-10-01', publishedAt: '2026-10-26T02:00:00Z', data: { type: { public: true, mandatory: true, bank: true } }, texts: { 'zh-hant': { title: '國慶日' } } },
    });
    expect(holiday.status).toBe(200);
    expect(holiday.body.data).toMatchObject({ startsOn: '2027-10-01', datePublished: '2026-10-26T02:00:00.000Z', data: { type: { public: true, mandatory: true, bank: true } } });
    // A seeded holiday (its kind stored as JSON text) saves back unchanged in meaning.
    const save = await entryCall(editor, saveRoute, holiday.body.data.id, { version: 1, startsOn: '2027-10-02', endsOn: '2027-10-02', data: { type: '{"public":true,"mandatory":false,"bank":true}' }, texts: holiday.body.data.texts });
    expect(save.status).toBe(200);
    expect(save.body.data.data).toEqual({ type: { public: true, mandatory: false, bank: true } });
    expect(save.body.data.datePublished).toBe('2026-10-26T02:00:00.000Z');
    // A seeded holiday keeps its kind as the old site's JSON text: the editor is given its fields.
    const [seeded] = await db().select({ id: entries.id }).from(entries).where(and(eq(entries.module, 'holiday'), eq(entries.slug, 'christmas-2027')));
    const opened = await entryCall(editor, getRoute, seeded!.id);
    expect(opened.body.data.data.type).toEqual({ public: true, mandatory: false, bank: true });
  });
});
