/** Files kept in the database: storing (deduplicated by content) and reading for download. */
import type { Queryable } from '#src/server/db/open.ts';
import { fileBySha256AndName, insertFile, type StoredFile } from './queries.ts';
import { sha256Hex } from '#src/server/crypto.ts';

export { getFileContent, getFileMeta, type StoredFile } from './queries.ts';

/** The download URL of a file: its id and name, so the link says what it fetches. */
export function fileUrl(file: { id: number; name: string }): string {
  return `/files/${file.id}/${encodeURIComponent(file.name)}`;
}

/** Stores bytes under a name; the same bytes under the same name are stored once. */
export async function storeFile(db: Queryable, name: string, mime: string, content: Buffer): Promise<StoredFile> {
  const sha256 = sha256Hex(content);
  const existing = await fileBySha256AndName(db, sha256, name);
  if (existing) return existing;
  const row = await insertFile(db, { name, mime, size: content.length, sha256, content });
  if (!row) throw new Error(`Could not store ${name}`);
  return row;
}

/**
 * Content-Disposition with the name in plain ASCII and, for any other script,
 * as RFC 5987 UTF-8 (SPEC §7: a downloaded file is named from this header).
 */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Types a browser shows safely on its own (no script runs in them): PDF and raster
 * images. Everything else, SVG and HTML included, is offered as an attachment.
 */
const INLINE_PREVIEW_TYPES: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export function previewsInline(mime: string): boolean {
  return INLINE_PREVIEW_TYPES.has(mime.split(';')[0]?.trim().toLowerCase() ?? '');
}
