import type { APIRoute } from 'astro';
import { getDb } from '#src/server/db/registry.ts';
import { contentDisposition, getFileContent } from '#src/features/files/service.ts';

const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|svg\+xml)|application\/pdf|text\/vtt|video\/|audio\/)/;

/** Serves a stored file. Its bytes never change under an id, so it may be cached for a long time. */
export const GET: APIRoute = async ({ params, request }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return new Response('Not found', { status: 404 });
  const file = await getFileContent(getDb(), id);
  if (!file) return new Response('Not found', { status: 404 });
  const etag = `"${file.sha256}"`;
  const headers: Record<string, string> = {
    'Content-Type': file.mime,
    'Content-Disposition': contentDisposition(file.name, INLINE_TYPES.test(file.mime) ? 'inline' : 'attachment'),
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    // Files are never scripts or pages of this site.
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(file.content), { headers: { ...headers, 'Content-Length': String(file.size) } });
};
