/**
 * SPEC §7 file/review: a published file for preview, safely (stored type, nosniff,
 * inline only for PDF and raster images), never a file only an unpublished entry
 * uses; and /cms/information, one published item of any module.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { entries, entryFiles, entryI18n } from '#src/features/entries/schema.ts';
import { callRoute } from '#src/server/http/testing.ts';
import type { EntryDetail } from '#src/features/entries/contract.ts';
import { ALL as reviewRoute } from '#src/api/v1.0/file/review.ts';
import { ALL as informationRoute } from '#src/api/v1.0/cms/information.ts';
import type { FileReviewInfo } from './contract.ts';
import { storeFile } from '#src/features/files/service.ts';
import { GET as downloadGet, HEAD as downloadHead } from './download.ts';

type Envelope<T> = { code: number; data: T; message: string };

let database: TestDatabase;

async function review(query: string): Promise<{ response: Response; bytes: Buffer }> {
  const request = new Request(`http://localhost/api/v1.0/file/review?${query}`, { headers: { 'Api-Language': 'en' } });
  const response = await reviewRoute({ request, url: new URL(request.url), params: {}, locals: {} } as unknown as APIContext);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** An entry of `module` with one attached file, in the state asked for. */
async function entryWithFile(status: 'published' | 'draft' | 'offline', publishedAt: Date, name: string, mime: string, content: Buffer) {
  const { db } = database;
  const [entry] = await db
    .insert(entries)
    .values({ module: 'download', slug: `file-test-${name.replace(/\W/g, '-')}-${status}`, status, publishedAt })
    .returning({ id: entries.id });
  await db.insert(entryI18n).values({ entryId: entry!.id, lang: 'en', title: `Test ${name}` });
  const file = await storeFile(db, name, mime, content);
  await db.insert(entryFiles).values({ entryId: entry!.id, fileId: file.id });
  return { entryId: entry!.id, fileId: file.id };
}

const PAST = new Date('2026-01-05T02:00:00Z');

/** The states in which an entry's files are not public: draft, offline, and published with a date to come. */
const NOT_YET_PUBLIC = () =>
  [
    ['draft', PAST],
    ['offline', PAST],
    ['published', new Date(Date.now() + 30 * 86_400_000)],
  ] as const;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

describe('file/review', () => {
  it('shows a published PDF inline with its stored type, nosniff and a sandbox, byte for byte', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% a test file\n%%EOF\n');
    const { fileId } = await entryWithFile('published', PAST, 'circular 2026.pdf', 'application/pdf', pdf);
    const { response, bytes } = await review(`id=${String(fileId)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="circular 2026.pdf"/);
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(bytes.equals(pdf)).toBe(true);
  });

  it('offers types a browser would run or render as a page (SVG, HTML) and other documents as attachments', async () => {
    for (const [name, mime] of [
      ['diagram.svg', 'image/svg+xml'],
      ['page.html', 'text/html'],
      ['rates.csv', 'text/csv'],
    ] as const) {
      const { fileId } = await entryWithFile('published', PAST, name, mime, Buffer.from(`<svg onload="alert(1)">${name}</svg>`));
      const { response } = await review(`id=${String(fileId)}`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type'), name).toBe(mime);
      expect(response.headers.get('content-disposition'), name).toMatch(/^attachment; /);
      expect(response.headers.get('x-content-type-options'), name).toBe('nosniff');
    }
    const { fileId } = await entryWithFile('published', PAST, 'chart.png', 'image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect((await review(`id=${String(fileId)}`)).response.headers.get('content-disposition')).toMatch(/^inline; /);
  });

  it('does not preview a file that only a draft, offline or future entry uses, until the entry is published', async () => {
    for (const [status, when] of NOT_YET_PUBLIC()) {
      const { entryId, fileId } = await entryWithFile(status, when, `secret-${status}.pdf`, 'application/pdf', Buffer.from(`%PDF ${status}`));
      const { response, bytes } = await review(`id=${String(fileId)}`);
      expect(response.status, `${status} ${when.toISOString()}`).toBe(404);
      const body = JSON.parse(bytes.toString('utf8')) as Envelope<null>;
      expect(body.code).not.toBe(0);
      expect(bytes.toString('utf8')).not.toContain('%PDF');
      expect((await review(`id=${String(fileId)}&Format=json`)).response.status).toBe(404);
      // Published now: the same file is shown, so the refusal above was the entry's state.
      await database.db.update(entries).set({ status: 'published', publishedAt: PAST }).where(eq(entries.id, entryId));
      expect((await review(`id=${String(fileId)}`)).response.status).toBe(200);
    }
  });

  it('answers the metadata in the envelope with Format=json', async () => {
    const { fileId } = await entryWithFile('published', PAST, '年報 2025.pdf', 'application/pdf', Buffer.from('%PDF-1.7 annual'));
    const { response, bytes } = await review(`id=${String(fileId)}&Format=json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const body = JSON.parse(bytes.toString('utf8')) as Envelope<FileReviewInfo>;
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({ id: fileId, name: '年報 2025.pdf', mime: 'application/pdf', size: 15, inline: true });
    expect(body.data.url).toBe(`/files/${String(fileId)}/${encodeURIComponent('年報 2025.pdf')}`);
    expect(body.data.reviewUrl).toBe(`/api/v1.0/file/review?id=${String(fileId)}`);
  });

  it('refuses an unknown id with 404 and a bad one with 400, in the envelope', async () => {
    const missing = await review('id=2147483000');
    expect(missing.response.status).toBe(404);
    expect((JSON.parse(missing.bytes.toString('utf8')) as Envelope<null>).code).not.toBe(0);
    expect((await review('id=abc')).response.status).toBe(400);
    expect((await review('')).response.status).toBe(400);
    expect((await review('id=1&Format=html')).response.status).toBe(400);
  });
});

describe('cms/information', () => {
  const get = async (query: string, lang = 'en') => {
    const res = await callRoute(informationRoute, `/api/v1.0/cms/information?${query}`, { headers: { 'Api-Language': lang } });
    return { status: res.status, body: res.body as Envelope<EntryDetail> };
  };

  it('answers a published item of any module by id, and by module and slug, with its files', async () => {
    const { entryId, fileId } = await entryWithFile('published', PAST, 'guide.pdf', 'application/pdf', Buffer.from('%PDF guide'));
    const byId = await get(`id=${String(entryId)}`);
    expect(byId.status).toBe(200);
    expect(byId.body.code).toBe(0);
    expect(byId.body.data).toMatchObject({ id: entryId, module: 'download', title: 'Test guide.pdf', lang: 'en', fallback: false });
    expect(byId.body.data.files.map((f) => f.id)).toEqual([fileId]);
    const bySlug = await get(`Module=download&slug=${byId.body.data.slug ?? ''}`);
    expect(bySlug.body.data.id).toBe(entryId);
    // Another module's name does not find it.
    expect((await get(`id=${String(entryId)}&Module=law`)).status).toBe(404);
  });

  it('falls back to the nearest language and says so', async () => {
    const { entryId } = await entryWithFile('published', PAST, 'en-only.pdf', 'application/pdf', Buffer.from('%PDF en'));
    const pt = await get(`id=${String(entryId)}`, 'pt');
    expect(pt.body.data).toMatchObject({ lang: 'en', fallback: true, title: 'Test en-only.pdf' });
  });

  it('does not answer draft or future items, and needs an id or a module and slug', async () => {
    const { entryId } = await entryWithFile('draft', PAST, 'draft-info.pdf', 'application/pdf', Buffer.from('%PDF draft info'));
    expect((await get(`id=${String(entryId)}`)).status).toBe(404);
    const future = await entryWithFile('published', new Date(Date.now() + 86_400_000), 'future-info.pdf', 'application/pdf', Buffer.from('%PDF future'));
    expect((await get(`id=${String(future.entryId)}`)).status).toBe(404);
    const missing = await get('Module=download');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/id/);
  });
});

describe('/files/{id}/{name}', () => {
  async function download(id: number, name: string, method: 'GET' | 'HEAD' = 'GET', headers: Record<string, string> = {}): Promise<{ response: Response; bytes: Buffer }> {
    const request = new Request(`http://localhost/files/${String(id)}/${encodeURIComponent(name)}`, { method, headers });
    const handler = method === 'GET' ? downloadGet : downloadHead;
    const response = await handler({ request, url: new URL(request.url), params: { id: String(id), name }, locals: {} } as unknown as APIContext);
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  it('gives a published file byte for byte under its own name, and its real length to HEAD', async () => {
    const pdf = Buffer.from('%PDF-1.7 published download');
    const { fileId } = await entryWithFile('published', PAST, '通告 2026.pdf', 'application/pdf', pdf);
    const { response, bytes } = await download(fileId, '通告 2026.pdf');
    expect(response.status).toBe(200);
    expect(bytes.equals(pdf)).toBe(true);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const head = await download(fileId, '通告 2026.pdf', 'HEAD');
    expect(head.response.status).toBe(200);
    expect(head.response.headers.get('content-length')).toBe(String(pdf.length));
    expect(head.bytes.length).toBe(0);
  });

  it('gives the part a Range asks for (206), so a video player can seek, and 416 past the end', async () => {
    const video = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    const { fileId } = await entryWithFile('published', PAST, 'clip.webm', 'video/webm', video);
    const whole = await download(fileId, 'clip.webm');
    expect(whole.response.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.response.headers.get('content-type')).toBe('video/webm');
    expect(whole.response.headers.get('content-disposition')).toMatch(/^inline/);
    const part = await download(fileId, 'clip.webm', 'GET', { Range: 'bytes=100-199' });
    expect(part.response.status).toBe(206);
    expect(part.response.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(part.response.headers.get('content-length')).toBe('100');
    expect(part.bytes.equals(video.subarray(100, 200))).toBe(true);
    const tail = await download(fileId, 'clip.webm', 'GET', { Range: 'bytes=-10' });
    expect(tail.bytes.equals(video.subarray(990))).toBe(true);
    const past = await download(fileId, 'clip.webm', 'GET', { Range: 'bytes=1000-' });
    expect(past.response.status).toBe(416);
    expect(past.response.headers.get('content-range')).toBe('bytes */1000');
    // A part of other bytes than the client holds (If-Range names another version): the whole file.
    const stale = await download(fileId, 'clip.webm', 'GET', { Range: 'bytes=0-9', 'If-Range': '"another"' });
    expect(stale.response.status).toBe(200);
    expect(stale.bytes.length).toBe(1000);
  });

  it('refuses a file only a draft, offline or future entry uses, until the entry is published', async () => {
    for (const [status, when] of NOT_YET_PUBLIC()) {
      const name = `draft-download-${status}.pdf`;
      const { entryId, fileId } = await entryWithFile(status, when, name, 'application/pdf', Buffer.from(`%PDF secret ${status}`));
      for (const method of ['GET', 'HEAD'] as const) {
        const { response, bytes } = await download(fileId, name, method);
        expect(response.status, `${method} ${status}`).toBe(404);
        expect(bytes.toString('utf8')).not.toContain('%PDF');
      }
      await database.db.update(entries).set({ status: 'published', publishedAt: PAST }).where(eq(entries.id, entryId));
      expect((await download(fileId, name)).response.status).toBe(200);
    }
  });

  it('refuses a right id under another name', async () => {
    const { fileId } = await entryWithFile('published', PAST, 'rates-2026.csv', 'text/csv', Buffer.from('day,rate'));
    expect((await download(fileId, 'rates-2026.csv')).response.status).toBe(200);
    expect((await download(fileId, 'anything.csv')).response.status).toBe(404);
  });
});
