/**
 * The media library's rules (decision 0030): a file is uploaded once
 * with the forms kit's checks (type by content signature, size; `forms/uploads.ts`),
 * reused by any item, replaced in place (same id, same name, so the same address;
 * the pages that use it are re-rendered), and never deleted while an item uses it.
 * Every change is audited in its transaction.
 */
import type { Database } from '#src/server/db/open.ts';
import { AppError, NotFoundError, ValidationError } from '#src/server/http/errors.ts';
import { fileUrl, getFileContent, storeFile } from '#src/features/files/service.ts';
import type { UploadedFile } from '#src/features/forms/uploads.ts';
import { LANGUAGES } from '#src/lib/i18n/languages.ts';
import type { Actor } from '../service.ts';
import { publishingText, type en as sourceMessages } from '../messages.ts';
import { MEDIA_MAX_IMAGE_BYTES, type MediaRecord, type MediaUse } from './contract.ts';
import { imageSize } from './image-size.ts';
import { deleteMedia, fileUses, insertMedia, mediaOfFile, mediaPage, mediaRow, otherFileWith, rewriteFile, touchEntries, updateMedia, type FileUse, type MediaRow } from './queries.ts';

const ENTITY = 'media';
const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'bmp']);

function record(row: MediaRow, usedBy?: MediaUse[]): MediaRecord {
  return {
    id: row.id,
    fileId: row.fileId,
    kind: row.kind,
    title: row.title,
    name: row.name,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    url: fileUrl({ id: row.fileId, name: row.name }),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(usedBy ? { usedBy } : {}),
  };
}

function useOf(u: FileUse): MediaUse {
  const texts = u.document?.texts ?? {};
  const title = LANGUAGES.map((l) => texts[l]?.title).find((t) => t) ?? u.publicTitle ?? `#${String(u.entryId)}`;
  return { id: u.entryId, module: u.module, title };
}

export async function usesOf(db: Database, fileId: number): Promise<MediaUse[]> {
  return (await fileUses(db, fileId)).map(useOf);
}

export async function listMedia(db: Database, query: Parameters<typeof mediaPage>[1] & { sort: 'id' | 'updatedAt' | 'title'; order: 'ASC' | 'DESC'; page: number; perPage: number }) {
  const { rows, total } = await mediaPage(db, query, query.sort, query.order, (query.page - 1) * query.perPage, query.perPage);
  return { data: rows.map((r) => record(r)), total };
}

export async function getMedia(db: Database, id: number): Promise<MediaRecord> {
  const row = await mediaRow(db, id);
  if (!row) throw new NotFoundError();
  return record(row, await usesOf(db, row.fileId));
}

/** The bytes of a library image, for the back office's previews; a document is not found here. */
export async function mediaImageFile(db: Database, id: number) {
  const row = await mediaRow(db, id);
  const file = row?.kind === 'image' ? await getFileContent(db, row.fileId) : undefined;
  if (!file) throw new NotFoundError();
  return file;
}

const refused = (messageKey: keyof typeof sourceMessages, code: 'conflict' | 'bad_request' = 'conflict', params?: Record<string, string>, data?: Record<string, unknown>) =>
  new AppError(code, { messageKey, messages: publishingText, ...(params ? { params } : {}), ...(data ? { data } : {}) });

function checkImageSize(file: UploadedFile, kind: 'image' | 'document') {
  if (kind === 'image' && file.size > MEDIA_MAX_IMAGE_BYTES) {
    throw new ValidationError([{ field: 'file', messageKey: 'publishing.media.imageTooLarge', params: { max: String(MEDIA_MAX_IMAGE_BYTES / 1024 / 1024) } }], publishingText);
  }
}

/** Adds an uploaded file (already checked by `readUploads`) to the library. */
export async function uploadMedia(db: Database, actor: Actor, file: UploadedFile | undefined, title: string | undefined, now = new Date()): Promise<MediaRecord> {
  if (!file) throw new ValidationError([{ field: 'file', messageKey: 'publishing.media.noFile' }], publishingText);
  const kind = IMAGE_EXTENSIONS.has(file.ext) ? 'image' : 'document';
  checkImageSize(file, kind);
  const size = kind === 'image' ? imageSize(file.ext, file.content) : null;
  const id = await db.transaction(async (tx) => {
    // The same bytes under the same name are one `files` row: already in the library, it is refused; a file the site holds (the seed's) joins it.
    const existing = await otherFileWith(tx, file.sha256, file.name);
    if (existing && (await mediaOfFile(tx, existing.id))) throw refused('publishing.media.duplicate');
    const stored = existing ? { id: existing.id } : await storeFile(tx, file.name, file.mime, file.content);
    const mediaId = await insertMedia(tx, { fileId: stored.id, kind, title: title?.trim() || file.name, width: size?.width ?? null, height: size?.height ?? null, uploadedBy: actor.id, now });
    await actor.audit({ entity: ENTITY, entityId: mediaId, action: 'upload', changes: { name: { after: file.name }, mime: { after: file.mime }, size: { after: file.size }, sha256: { after: file.sha256 }, fileId: { after: stored.id } } }, tx);
    return mediaId;
  });
  return getMedia(db, id);
}

async function lockedCurrent(tx: Parameters<Parameters<Database['transaction']>[0]>[0], id: number, version: number): Promise<MediaRow> {
  const row = await mediaRow(tx, id, true);
  if (!row) throw new NotFoundError();
  if (row.version !== version) throw refused('publishing.stale', 'conflict', undefined, { from: version, current: row.version, changes: [] });
  return row;
}

/**
 * Replaces a file's bytes in place: same id, same name, so every page and item that
 * links to it keeps its address. The items that use it are dated as changed, so their
 * pages' cache tags move (and the `files` row's own trigger moves `entries`).
 */
export async function replaceMedia(db: Database, actor: Actor, id: number, version: number, file: UploadedFile | undefined, now = new Date()): Promise<MediaRecord> {
  if (!file) throw new ValidationError([{ field: 'file', messageKey: 'publishing.media.noFile' }], publishingText);
  await db.transaction(async (tx) => {
    const row = await lockedCurrent(tx, id, version);
    if (file.mime !== row.mime) throw new ValidationError([{ field: 'file', messageKey: 'publishing.media.sameType', params: { type: row.mime } }], publishingText);
    checkImageSize(file, row.kind);
    if (await otherFileWith(tx, file.sha256, row.name, row.fileId)) throw refused('publishing.media.duplicate');
    const size = row.kind === 'image' ? imageSize(file.ext, file.content) : null;
    await rewriteFile(tx, row.fileId, { mime: file.mime, size: file.size, sha256: file.sha256, content: file.content });
    await updateMedia(tx, id, { version: row.version + 1, width: size?.width ?? row.width, height: size?.height ?? row.height, updatedAt: now });
    const uses = await fileUses(tx, row.fileId);
    await touchEntries(tx, uses.map((u) => u.entryId), now);
    await actor.audit(
      { entity: ENTITY, entityId: id, action: 'replace', changes: { version: { before: row.version, after: row.version + 1 }, size: { before: row.size, after: file.size }, uploadedName: { after: file.name }, entries: { after: uses.map((u) => u.entryId) } } },
      tx,
    );
  });
  return getMedia(db, id);
}

export async function renameMedia(db: Database, actor: Actor, id: number, input: { version: number; title: string }, now = new Date()): Promise<MediaRecord> {
  await db.transaction(async (tx) => {
    const row = await lockedCurrent(tx, id, input.version);
    if (row.title === input.title) return;
    await updateMedia(tx, id, { title: input.title, version: row.version + 1, updatedAt: now });
    await actor.audit({ entity: ENTITY, entityId: id, action: 'update', changes: { title: { before: row.title, after: input.title } } }, tx);
  });
  return getMedia(db, id);
}

/** Deletes a file nothing uses; a file in use is refused (409) with the items that use it. */
export async function removeMedia(db: Database, actor: Actor, id: number): Promise<MediaRecord> {
  return db.transaction(async (tx) => {
    const row = await mediaRow(tx, id, true);
    if (!row) throw new NotFoundError();
    const uses = (await fileUses(tx, row.fileId)).map(useOf);
    if (uses.length) throw refused('publishing.media.inUse', 'conflict', { items: uses.map((u) => `${u.title} (#${String(u.id)})`).join(', ') }, { usedBy: uses });
    await deleteMedia(tx, id, row.fileId);
    await actor.audit({ entity: ENTITY, entityId: id, action: 'delete', changes: { name: { before: row.name }, fileId: { before: row.fileId } } }, tx);
    return record(row, []);
  });
}
