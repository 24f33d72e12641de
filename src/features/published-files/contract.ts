/** Shapes of the file call (SPEC §7 file/review): its query and the metadata answer. */
import { z } from 'zod';
import { idParam } from '#src/lib/api/params.ts';

export const fileReviewQuerySchema = z.object({
  id: idParam.meta({ description: 'The id of a stored file (as in a FileRef of an entry)' }),
  Format: z
    .enum(['file', 'json'])
    .default('file')
    .meta({ description: '`file` (default): the file itself, inline when a browser shows it safely (PDF, PNG, JPEG, GIF, WebP), else as an attachment; `json`: its metadata in the envelope' }),
});

export const fileReviewInfoSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    mime: z.string().meta({ description: 'The stored media type, sent as Content-Type' }),
    size: z.number().int().meta({ description: 'Bytes' }),
    sha256: z.string().meta({ description: 'Hex SHA-256 of the bytes' }),
    inline: z.boolean().meta({ description: 'Whether the preview is shown inline (true) or offered as an attachment' }),
    url: z.string().meta({ description: 'The file on this site (/files/{id}/{name})' }),
    reviewUrl: z.string().meta({ description: 'This call for the file itself' }),
  })
  .meta({ id: 'FileReviewInfo' });
export type FileReviewInfo = z.infer<typeof fileReviewInfoSchema>;
