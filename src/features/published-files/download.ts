/**
 * The download address of a stored file, `/files/{id}/{name}` (what `fileUrl`
 * builds): the bytes of a file the public may see (`getPublishedFile`: one a
 * published entry or a statistical series uses), under its own name only. A file
 * that only a draft, offline or future entry uses is 404, as is a right id under
 * another name (ids are sequential: the name makes a link unguessable from an id).
 * A `Range` request gets that part (206): the video player seeks with it.
 * The route file under src/pages re-exports GET and HEAD.
 */
import type { APIRoute } from 'astro';
import { getDb } from '#src/server/db/registry.ts';
import { contentDisposition, getFileContent, type StoredFile } from '#src/features/files/service.ts';
import { parseRange } from '#src/server/http/range.ts';
import { isValidFileTicket } from '#src/features/entries/versions.ts';
import { getLibraryFile, getPublishedFile } from './queries.ts';

const INLINE_TYPES = /^(image\/(png|jpeg|gif|webp|svg\+xml)|application\/pdf|text\/vtt|video\/|audio\/)/;

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** The name as the link wrote it (percent-decoded once, as `fileUrl` encoded it), or undefined when it does not decode. */
function requestedName(request: Request): string | undefined {
  const segment = new URL(request.url).pathname.split('/')[3] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

async function findFile(params: Record<string, string | undefined>, request: Request): Promise<(StoredFile & { library?: boolean; preview?: boolean }) | undefined> {
  const raw = params.id ?? '';
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  if (id < 1 || id > 2_147_483_647) return undefined;
  const published = await getPublishedFile(getDb(), id);
  // A library file a preview names with its file ticket, before it is public: for that preview only, never kept.
  const file = published ?? (isValidFileTicket(new URL(request.url).searchParams.get('pt'), id) ? await getLibraryFile(getDb(), id).then((f) => f && { ...f, preview: true }) : undefined);
  return file && file.name === requestedName(request) ? file : undefined;
}

function headersOf(file: StoredFile & { library?: boolean; preview?: boolean }): Record<string, string> {
  return {
    'Content-Type': file.mime,
    'Content-Disposition': contentDisposition(file.name, INLINE_TYPES.test(file.mime) ? 'inline' : 'attachment'),
    // The bytes under an id never change, but for the media library's: replaced in place, they are checked each time (the ETag answers 304).
    'Cache-Control': file.preview ? 'private, no-store' : file.library ? 'public, max-age=0, must-revalidate' : 'public, max-age=31536000, immutable',
    ETag: `"${file.sha256}"`,
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    // Files are never scripts or pages of this site.
    'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  };
}

export const GET: APIRoute = async ({ params, request }) => {
  const meta = await findFile(params, request);
  if (!meta) return notFound();
  const headers = headersOf(meta);
  if (request.headers.get('if-none-match') === headers.ETag) return new Response(null, { status: 304, headers });
  // If-Range: a part only of the bytes the client already has part of (our ETags are strong).
  const ifRange = request.headers.get('if-range');
  const range = ifRange === null || ifRange === headers.ETag ? parseRange(request.headers.get('range'), meta.size) : undefined;
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${String(meta.size)}` } });
  }
  const file = await getFileContent(getDb(), meta.id);
  if (!file) return notFound();
  if (range) {
    const part = new Uint8Array(file.content.subarray(range.start, range.end + 1));
    return new Response(part, {
      status: 206,
      headers: { ...headers, 'Content-Range': `bytes ${String(range.start)}-${String(range.end)}/${String(file.size)}`, 'Content-Length': String(part.byteLength) },
    });
  }
  return new Response(new Uint8Array(file.content), { headers: { ...headers, 'Content-Length': String(file.size) } });
};

/** The headers a GET would send, with the file's real length, and no body read. */
export const HEAD: APIRoute = async ({ params, request }) => {
  const meta = await findFile(params, request);
  if (!meta) return notFound();
  return new Response(null, { headers: { ...headersOf(meta), 'Content-Length': String(meta.size) } });
};
