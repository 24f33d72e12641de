/**
 * What staff see of the media library's images (issue 33): a picture of each image through
 * the staff call (its permission, inline, private, revalidated by ETag; documents have none),
 * and a draft's library image shown in its preview before the draft is published, through a
 * file ticket the preview writes into its text, while the public address stays 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import type { APIContext, APIRoute } from 'astro';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { signedInAgent, type Answer, type StaffAgent } from '#src/features/staff/tests/agent.ts';
import { BOUNDARY, multipart, validSamples } from '#src/features/forms/tests/upload-samples.ts';
import { GET as downloadGet } from '#src/features/published-files/download.ts';
import { getEntryPreview } from '#src/features/entries/preview.ts';
import { fileTicket } from '#src/features/entries/versions.ts';
import { ALL as mediaNewRoute } from '#src/api/staff/media/new.ts';
import { ALL as mediaImageRoute } from '#src/api/staff/media/[id]/image.ts';
import { ALL as newRoute } from '#src/api/staff/entries/new.ts';
import { ALL as previewRoute } from '#src/api/staff/entries/[id]/preview.ts';
import { menuItems, pageI18n, pages } from '#src/features/site/schema.ts';
import type { EntryRecord } from '../contract.ts';
import type { MediaRecord } from './contract.ts';

let database: TestDatabase;
let editor: StaffAgent;
let auditor: StaffAgent;
let image: MediaRecord;
let pdf: MediaRecord;

function upload(name: string, bytes: Buffer, title: string): Promise<Answer<MediaRecord>> {
  const body = multipart([{ name: 'title', data: title }, { name: 'file', filename: name, contentType: 'application/octet-stream', data: bytes }]);
  return editor.call(mediaNewRoute as APIRoute, '/api/staff/media/new', { method: 'POST', body: new Uint8Array(body), headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` } });
}

/** The public address of a file, as a visitor's browser asks for it. */
async function download(url: string): Promise<Response> {
  const parsed = new URL(url, 'http://localhost');
  const [, , id = '', name = ''] = parsed.pathname.split('/');
  const request = new Request(parsed);
  return downloadGet({ request, url: parsed, params: { id, name: decodeURIComponent(name) }, locals: {} } as unknown as APIContext);
}

const picture = (agent: StaffAgent, media: MediaRecord, headers: Record<string, string> = {}) =>
  agent.call(mediaImageRoute as APIRoute, `/api/staff/media/${String(media.id)}/image`, { params: { id: String(media.id) }, headers });

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  process.env.PREVIEW_KEY = 'media-previews-test-key';
  database = await openTestDatabase({ seeded: true });
  editor = await signedInAgent(database.db, 'thumb-editor', ['editor'], '192.0.2.61');
  auditor = await signedInAgent(database.db, 'thumb-auditor', ['auditor'], '192.0.2.62');
  const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#0a5c8a' } }).png().toBuffer();
  image = (await upload('draft-chart.png', png, 'Draft chart')).body.data;
  pdf = (await upload('notes.pdf', (await validSamples()).pdf, 'Notes')).body.data;
}, 120_000);
afterAll(() => database.dispose());

describe('pictures of the media library for staff', () => {
  it('answers an image inline to anyone who may read the library, revalidated by its ETag', async () => {
    expect(image).toMatchObject({ kind: 'image', width: 64, height: 32 });
    const answer = await picture(auditor, image);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('content-disposition')).toMatch(/^inline/);
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = answer.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect((await picture(auditor, image, { 'If-None-Match': etag })).status).toBe(304);
  });

  it('has no picture of a document, and none for someone without a content role', async () => {
    expect((await picture(auditor, pdf)).status).toBe(404);
    const stranger = await signedInAgent(database.db, 'thumb-nobody', [], '192.0.2.63');
    expect((await picture(stranger, image)).status).toBe(403);
  });
});

describe('a draft’s library image in its preview', () => {
  it('is 404 at its public address while only a draft shows it, and shows in the draft’s preview through a file ticket', async () => {
    const created = await editor.call<EntryRecord>(newRoute as APIRoute, '/api/staff/entries/new', {
      body: { module: 'news', data: { topic: 'monetary-statistics' }, texts: { 'zh-hant': { title: '附圖草稿', content: `<p>圖表</p><img src="${image.url}" alt="圖表">` }, en: { title: 'Draft with a chart', content: `<p>Chart</p><img src="${image.url}" alt="Chart">` } } },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect((await download(image.url)).status).toBe(404);

    const link = await editor.call<{ url: string }>(previewRoute as APIRoute, `/api/staff/entries/${String(id)}/preview`, { body: { lang: 'en' }, params: { id: String(id) } });
    expect(link.status).toBe(200);
    const url = new URL(link.body.data.url, 'http://localhost');
    const preview = await getEntryPreview(database.db, 'news', 'en', { preview: true, id, vid: Number(url.searchParams.get('vid')), key: url.searchParams.get('key') ?? '' });
    expect(preview.preview).toBe(true);
    const src = /<img[^>]* src="([^"]+)"/.exec(preview.entry.content ?? '')?.[1] ?? '';
    expect(src.startsWith(`${image.url}?pt=f1.`)).toBe(true);

    const shown = await download(src);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    // For that preview only: never kept by a shared cache.
    expect(shown.headers.get('cache-control')).toBe('private, no-store');

    // The ticket names one file, is signed, and expires.
    const ticket = new URL(src, 'http://localhost').searchParams.get('pt') ?? '';
    expect((await download(`/files/${String(pdf.fileId)}/${pdf.name}?pt=${ticket}`)).status).toBe(404);
    expect((await download(`${image.url}?pt=${ticket.slice(0, -2)}xx`)).status).toBe(404);
    expect((await download(`${image.url}?pt=${fileTicket(image.fileId, new Date(Date.now() - 1000)) ?? ''}`)).status).toBe(404);
    // Without a valid preview the text has no tickets.
    const published = await getEntryPreview(database.db, 'news', 'en', { preview: true, id, vid: Number(url.searchParams.get('vid')), key: 'wrong' }).catch(() => null);
    expect(published?.entry.content ?? '').not.toContain('pt=');
  });
});

describe('a library image in a menu page’s published text', () => {
  it('is public once a page on the site shows it, not while only a draft item’s page does', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c4302b' } }).png().toBuffer();
    const own = (await upload('page-figure.png', png, 'Page figure')).body.data;
    expect((await download(own.url)).status).toBe(404);
    const [page] = await database.db
      .select({ pageId: pages.id, itemId: menuItems.id })
      .from(pages)
      .innerJoin(menuItems, eq(menuItems.id, pages.menuItemId))
      .innerJoin(pageI18n, and(eq(pageI18n.pageId, pages.id), eq(pageI18n.lang, 'en')))
      .where(eq(menuItems.status, 'published'))
      .limit(1);
    if (!page) throw new Error('no published menu page in the seed');
    await database.db.update(pageI18n).set({ content: `<p>Figure</p><img src="${own.url}" alt="Figure">` }).where(and(eq(pageI18n.pageId, page.pageId), eq(pageI18n.lang, 'en')));
    await database.db.update(menuItems).set({ status: 'draft' }).where(eq(menuItems.id, page.itemId));
    expect((await download(own.url)).status).toBe(404);
    await database.db.update(menuItems).set({ status: 'published' }).where(eq(menuItems.id, page.itemId));
    const shown = await download(own.url);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});
