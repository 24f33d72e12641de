/**
 * Writes the media library's seeded pictures: each JPEG of ./pictures stored as a
 * file (once by content) and listed in the library with its size and title, as an
 * upload would list it, but with no uploader (the seed is nobody's account).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Transaction } from '#src/server/db/open.ts';
import { storeFile } from '#src/features/files/service.ts';
import { deleteUnlinkedFiles, resetIdSequence } from '#src/seed/queries.ts';
import type { Counts } from '#src/seed/write.ts';
import { LIBRARY_PICTURES, LIBRARY_PICTURE_SIZE, pictureFileName } from './pictures-data.ts';
import { deleteLibraryItems, insertLibraryItems } from './queries.ts';

/** When the seeded pictures were added: fixed, so that every seed lists them alike. */
const ADDED_AT = new Date('2026-01-05T01:00:00Z');

const pictureBytes = (name: string) => readFileSync(createRequire(import.meta.url).resolve(`#src/seed/media-library/pictures/${name}`));

export async function writeMediaLibrary(tx: Transaction, counts: Counts): Promise<void> {
  const rows = [];
  for (const picture of LIBRARY_PICTURES) {
    const name = pictureFileName(picture);
    const file = await storeFile(tx, name, 'image/jpeg', pictureBytes(name));
    rows.push({ fileId: file.id, kind: 'image' as const, title: picture.title, ...LIBRARY_PICTURE_SIZE, uploadedBy: null, createdAt: ADDED_AT, updatedAt: ADDED_AT });
  }
  await insertLibraryItems(tx, rows);
  counts.mediaItems = (counts.mediaItems ?? 0) + rows.length;
}

export async function resetMediaLibrary(tx: Transaction): Promise<void> {
  const names = LIBRARY_PICTURES.map(pictureFileName);
  await deleteLibraryItems(tx, names);
  await deleteUnlinkedFiles(tx, { names });
  for (const table of ['media_items', 'files']) await resetIdSequence(tx, table);
}
