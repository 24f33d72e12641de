/**
 * Staff downloads of what the public sent (complaints, applications) and of the
 * documents made from it (PDF copies, letters): always a download, never a page of
 * this site's origin. The call is an ordinary staff call (permission, audit, the
 * role tests) whose handler names the file; the answer is then the file's bytes with
 * - `Content-Disposition: attachment` and a filename reduced to safe characters
 *   (plus the UTF-8 name in `filename*`),
 * - `Content-Type: application/octet-stream` (a browser shows nothing inline) and
 *   `X-Content-Type-Options: nosniff`,
 * - `Content-Security-Policy: sandbox; default-src 'none'` (were it opened anyway,
 *   it runs nothing and reaches nothing),
 * - `Cache-Control: no-store`.
 * Refusals (401, 403, 404) keep the staff calls' JSON envelope.
 */
import type { z } from 'zod';
import type { APIContext } from 'astro';
import { defineStaffEndpoint, type StaffAccess, type StaffEndpoint, type StaffEndpointSpec } from './staff-api.ts';
import { NO_CACHE_HEADERS } from '#src/server/http/api.ts';
import { z as zod } from 'zod';

export interface DownloadFile {
  /** The name offered to the browser (reduced to safe characters in the header). */
  name: string;
  content: Buffer;
  /**
   * A picture the back office shows itself (the media library's previews): answered with its
   * own type, inline, and revalidated by its ETag instead of never kept. Only raster types.
   */
  image?: { mime: string; etag: string };
}

/** Raster images a browser shows without running anything (no SVG: it is a document that can hold script). */
export const INLINE_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'];

const downloaded = zod.object({ name: zod.string(), size: zod.number() });

/** `name` reduced to what a quoted header value and every file system take. */
export function safeFileName(name: string): string {
  const base = name.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(-120);
  return base || 'download';
}

export function contentDisposition(name: string): string {
  return `attachment; filename="${safeFileName(name)}"; filename*=UTF-8''${encodeURIComponent(name.replace(/[\r\n"\\/]/g, '_'))}`;
}

/** The answer that carries a download (the headers above), or a picture for the back office's own page. */
export function downloadResponse(file: DownloadFile): Response {
  if (file.image && INLINE_IMAGE_TYPES.includes(file.image.mime)) {
    return new Response(new Uint8Array(file.content), {
      status: 200,
      headers: {
        'Content-Type': file.image.mime,
        'Content-Disposition': contentDisposition(file.name).replace(/^attachment/, 'inline'),
        'Content-Length': String(file.content.length),
        // Private: never kept by a shared cache; revalidated each time (304 while the bytes are the same).
        'Cache-Control': 'private, no-cache',
        ETag: file.image.etag,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "sandbox; default-src 'none'",
      },
    });
  }
  return new Response(new Uint8Array(file.content), {
    status: 200,
    headers: {
      ...NO_CACHE_HEADERS,
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': contentDisposition(file.name),
      'Content-Length': String(file.content.length),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'",
    },
  });
}

type DownloadSpec<Q extends z.ZodType, A extends StaffAccess> = Omit<StaffEndpointSpec<Q, z.ZodType, typeof downloaded, A>, 'method' | 'response' | 'handler' | 'body'> & {
  handler: Parameters<typeof defineStaffEndpoint<Q, z.ZodType, typeof downloaded, A>>[0] extends { handler: (ctx: infer C) => unknown } ? (ctx: C) => Promise<DownloadFile> : never;
};

/** A GET staff call that answers a file as a download (see above). */
export function defineStaffDownload<Q extends z.ZodType, A extends StaffAccess>(spec: DownloadSpec<Q, A>): StaffEndpoint {
  const files = new WeakMap<Request, DownloadFile>();
  const { handler, ...rest } = spec;
  const inner = defineStaffEndpoint<Q, z.ZodType, typeof downloaded, A>({
    ...(rest as Omit<StaffEndpointSpec<Q, z.ZodType, typeof downloaded, A>, 'method' | 'response' | 'handler'>),
    method: 'GET',
    description: `${spec.description ?? ''} Answers the file as a download (application/octet-stream, Content-Disposition: attachment, nosniff, no-store); refusals are JSON.`.trim(),
    response: downloaded,
    handler: async (ctx) => {
      const file = await handler(ctx);
      files.set(ctx.request, file);
      return { name: file.name, size: file.content.length };
    },
  });
  const route = async (astro: APIContext): Promise<Response> => {
    const answer = await inner(astro);
    const file = files.get(astro.request);
    if (answer.status !== 200 || !file || astro.request.method !== 'GET') return answer;
    const unchanged = file.image && astro.request.headers.get('if-none-match') === file.image.etag;
    const response = unchanged ? new Response(null, { status: 304, headers: { 'Cache-Control': 'private, no-cache', ETag: file.image?.etag ?? '' } }) : downloadResponse(file);
    for (const line of answer.headers.getSetCookie()) response.headers.append('set-cookie', line);
    return response;
  };
  return Object.assign(route, { spec: inner.spec, access: inner.access });
}
