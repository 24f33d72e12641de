/**
 * The media library's calls under /api/staff/media (decision 0030):
 * listing and reading need `content.read`, uploading, replacing, renaming and
 * deleting `content.edit`. Uploads go through the forms kit (`readUploads`: type by
 * content signature, size limits while streaming). Route files re-export these.
 */
import { z } from 'zod';
import { messageSources } from '#src/i18n/catalogue.ts';
import { parseWith } from '#src/server/http/api.ts';
import { NotFoundError, ValidationError } from '#src/server/http/errors.ts';
import { formsText } from '#src/features/forms/messages.ts';
import { readUploads } from '#src/features/forms/uploads.ts';
import { defineStaffEndpoint, staffMessages } from '#src/features/staff/staff-api.ts';
import { actorOf, idOf, idParams } from '#src/features/staff/record-endpoints.ts';
import { defineStaffDownload, INLINE_IMAGE_TYPES } from '#src/features/staff/staff-download.ts';
import { publishingText } from '../messages.ts';
import { CONTENT_PERMISSIONS } from '../permissions.ts';
import { MEDIA_MAX_DOCUMENT_BYTES, mediaListQuery, mediaRecord, mediaReplaceForm, mediaSaveForm, mediaUploadForm } from './contract.ts';
import { getMedia, listMedia, mediaImageFile, removeMedia, renameMedia, replaceMedia, uploadMedia } from './service.ts';

const messages = messageSources(publishingText, formsText, staffMessages);
const tags = ['staff', 'content'];
/** One file per call, in the field `file`; the forms kit's checks, with the library's larger limit for documents. */
async function readOne(request: Request) {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get('content-type') ?? '')) throw new ValidationError([{ field: 'file', messageKey: 'publishing.media.noFile' }], publishingText);
  const { fields, files } = await readUploads(request, { fileField: 'file', maxFiles: 1, maxFileBytes: MEDIA_MAX_DOCUMENT_BYTES, maxTotalBytes: MEDIA_MAX_DOCUMENT_BYTES, maxFields: 5 });
  return { fields, file: files[0] };
}

export const mediaListEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/media',
  summary: 'The media library: images and documents, searched by title or file name',
  access: CONTENT_PERMISSIONS['content.read'],
  tags,
  messages,
  query: mediaListQuery,
  response: z.object({ data: z.array(mediaRecord), total: z.number() }),
  handler: ({ call, query }) => listMedia(call.db, query),
});

export const mediaGetEndpoint = defineStaffEndpoint({
  method: 'GET',
  path: '/api/staff/media/{id}',
  summary: 'One file of the library, with the items that use it',
  access: CONTENT_PERMISSIONS['content.read'],
  tags,
  messages,
  params: idParams,
  response: mediaRecord,
  handler: ({ call, params }) => getMedia(call.db, idOf(params)),
});

/**
 * The picture of a library image for the back office's list and pickers (staff may see a
 * draft's image before the public can). No resizing on the server (sharp is only an optional
 * package of Astro, left out of the production install): the screens scale it with `width`,
 * `height` and `loading="lazy"`, and the browser revalidates it by its ETag (304).
 */
export const mediaImageEndpoint = defineStaffDownload({
  path: '/api/staff/media/{id}/image',
  summary: 'The picture of a library image (PNG, JPEG, GIF, WebP, BMP), inline, private; documents and SVG are 404',
  access: CONTENT_PERMISSIONS['content.read'],
  tags,
  messages,
  params: idParams,
  handler: async ({ call, params }) => {
    const file = await mediaImageFile(call.db, idOf(params));
    if (!INLINE_IMAGE_TYPES.includes(file.mime)) throw new NotFoundError();
    return { name: file.name, content: file.content, image: { mime: file.mime, etag: `"${file.sha256}"` } };
  },
});

export const mediaUploadEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/media/new',
  summary: 'Upload a file to the library (multipart: `file`, optional `title`): the forms kit’s checks (name, type by content signature), 5 MB an image, 20 MB a document',
  access: CONTENT_PERMISSIONS['content.edit'],
  tags,
  messages,
  multipart: true,
  maxBodyBytes: MEDIA_MAX_DOCUMENT_BYTES + 1024 * 1024,
  body: mediaUploadForm,
  response: mediaRecord,
  handler: async (ctx) => {
    const { fields, file } = await readOne(ctx.request);
    const body = parseWith(mediaUploadForm, fields, messages);
    return uploadMedia(ctx.call.db, actorOf(ctx), file, body.title, ctx.call.now);
  },
});

export const mediaSaveEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/media/{id}',
  summary: 'Rename a file of the library (its title; the address stays)',
  access: CONTENT_PERMISSIONS['content.edit'],
  tags,
  messages,
  params: idParams,
  body: mediaSaveForm,
  response: mediaRecord,
  handler: (ctx) => renameMedia(ctx.call.db, actorOf(ctx), idOf(ctx.params), ctx.body, ctx.call.now),
});

export const mediaReplaceEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/media/{id}/replace',
  summary: 'Replace the bytes of a file in place (multipart: `file` of the same type, `version`): same address; the pages that use it are re-rendered',
  access: CONTENT_PERMISSIONS['content.edit'],
  tags,
  messages,
  multipart: true,
  maxBodyBytes: MEDIA_MAX_DOCUMENT_BYTES + 1024 * 1024,
  params: idParams,
  body: mediaReplaceForm,
  response: mediaRecord,
  handler: async (ctx) => {
    const id = idOf(ctx.params);
    const { fields, file } = await readOne(ctx.request);
    const body = parseWith(mediaReplaceForm, fields, messages);
    return replaceMedia(ctx.call.db, actorOf(ctx), id, body.version, file, ctx.call.now);
  },
});

export const mediaDeleteEndpoint = defineStaffEndpoint({
  method: 'POST',
  path: '/api/staff/media/{id}/delete',
  summary: 'Delete a file nothing uses; refused (409) with the items that use it otherwise',
  access: CONTENT_PERMISSIONS['content.edit'],
  tags,
  messages,
  params: idParams,
  body: z.object({ version: z.number().int().nullish() }),
  response: mediaRecord,
  handler: (ctx) => removeMedia(ctx.call.db, actorOf(ctx), idOf(ctx.params)),
});
