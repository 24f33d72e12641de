/** Shapes of the media library's calls, shared by the server and the back office's screens. */
import { z } from 'zod';

export const MEDIA_KINDS = ['image', 'document'] as const;

export const mediaListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.enum(['id', 'updatedAt', 'title']).default('updatedAt'),
  order: z.enum(['ASC', 'DESC']).default('DESC'),
  kind: z.enum(MEDIA_KINDS).optional(),
  q: z.string().trim().max(200).optional(),
});

export const mediaUse = z.object({ id: z.number(), module: z.string(), title: z.string() });
export type MediaUse = z.output<typeof mediaUse>;

export const mediaRecord = z
  .object({
    id: z.number(),
    fileId: z.number(),
    kind: z.enum(MEDIA_KINDS),
    title: z.string(),
    name: z.string(),
    mime: z.string(),
    size: z.number(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    /** The public address: the same after a replacement. */
    url: z.string(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** The items that use the file (only in the answer for one item). */
    usedBy: z.array(mediaUse).optional(),
  })
  .meta({ id: 'StaffMedia' });
export type MediaRecord = z.output<typeof mediaRecord>;

/** The text fields sent with an upload (multipart: `file` and these). */
export const mediaUploadForm = z.object({ title: z.string().trim().max(200, { error: 'validation.tooLong' }).optional() }).meta({ id: 'StaffMediaUpload' });
/** A replacement names the version it replaces: a second replacement from the same screen is refused (409). */
export const mediaReplaceForm = z.object({ version: z.coerce.number().int().min(1, { error: 'validation.required' }) }).meta({ id: 'StaffMediaReplace' });
export const mediaSaveForm = z
  .object({ version: z.number().int().min(1, { error: 'validation.required' }), title: z.string().trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.tooLong' }) })
  .meta({ id: 'StaffMediaSave' });

/** Largest image (the forms kit's limit per file) and largest document of the library. */
export const MEDIA_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MEDIA_MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
