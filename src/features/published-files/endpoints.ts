/**
 * The file preview call (SPEC §7 file/review, one of the calls "returned as a
 * file"): a published file by id, or its metadata with `Format=json`. The route
 * file under src/api re-exports it.
 */
import { getDb } from '#src/server/db/registry.ts';
import { successResponse } from '#src/server/http/api.ts';
import { binaryResponse, defineBinaryEndpoint } from '#src/server/http/binary.ts';
import { NotFoundError } from '#src/server/http/errors.ts';
import { fileReviewInfoSchema, fileReviewQuerySchema } from './contract.ts';
import { contentDisposition, fileUrl, getFileContent, previewsInline } from '#src/features/files/service.ts';
import { getPublishedFile } from './queries.ts';

export const FILE_REVIEW_PATH = '/api/v1.0/file/review';

/** A file is never a page of this site: no script, no plugin, no framing by others. */
const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export const fileReviewEndpoint = defineBinaryEndpoint({
  method: 'GET',
  path: FILE_REVIEW_PATH,
  summary: 'A published file for preview (inline for PDF and raster images, else an attachment), or its metadata',
  description:
    'Only files of published entries (and of statistical series) are answered; a file used only by a draft, offline or future entry is 404 in the envelope, as is an unknown id. Content-Type is the stored type, with `X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy; the name is sent in Content-Disposition (UTF-8 filename). `Format=json` answers the envelope with the metadata (`FileReviewInfo`).',
  tags: ['files'],
  query: fileReviewQuerySchema,
  contentType: ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/octet-stream', 'application/json'],
  handler: async ({ query }) => {
    const db = getDb();
    const meta = await getPublishedFile(db, query.id);
    if (!meta) throw new NotFoundError();
    const inline = previewsInline(meta.mime);
    if (query.Format === 'json') {
      return successResponse(
        fileReviewInfoSchema.parse({ ...meta, inline, url: fileUrl(meta), reviewUrl: `${FILE_REVIEW_PATH}?id=${String(meta.id)}` }),
      );
    }
    const file = await getFileContent(db, meta.id);
    if (!file) throw new NotFoundError();
    return binaryResponse(file.content, file.mime, {
      'Content-Disposition': contentDisposition(file.name, inline ? 'inline' : 'attachment'),
      'Content-Security-Policy': FILE_CSP,
      'Cross-Origin-Resource-Policy': 'same-origin',
      'X-Robots-Tag': 'noindex',
    });
  },
});
