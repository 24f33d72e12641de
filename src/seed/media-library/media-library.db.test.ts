/**
 * A new install's media library offers pictures: an editor listing its images finds
 * each seeded picture with its title and the size its bytes have, a JPEG the staff
 * picture call answers with.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { signedInAgent, type StaffAgent } from '#src/features/staff/tests/agent.ts';
import { files } from '#src/features/files/schema.ts';
import { imageSize } from '#src/features/publishing/media/image-size.ts';
import type { MediaRecord } from '#src/features/publishing/media/contract.ts';
import { ALL as mediaListRoute } from '#src/api/staff/media/index.ts';
import { LIBRARY_PICTURES, LIBRARY_PICTURE_SIZE, pictureFileName } from './pictures-data.ts';

let database: TestDatabase;
let editor: StaffAgent;

beforeAll(async () => {
  process.env.LOG_FORMAT = 'off';
  database = await openTestDatabase({ seeded: true });
  editor = await signedInAgent(database.db, 'library-editor', ['editor'], '192.0.2.41');
});
afterAll(async () => {
  await database?.close();
});

describe('the seeded media library', () => {
  it('lists every seeded picture as an image, with its title and the size of its bytes', async () => {
    const answer = await editor.call<{ data: MediaRecord[]; total: number }>(mediaListRoute, '/api/staff/media?kind=image&perPage=50');
    expect(answer.status).toBe(200);
    const listed = answer.body.data.data;
    for (const picture of LIBRARY_PICTURES) {
      const item = listed.find((m) => m.name === pictureFileName(picture));
      expect(item, picture.slug).toMatchObject({ kind: 'image', title: picture.title, mime: 'image/jpeg', ...LIBRARY_PICTURE_SIZE });
      const [file] = await database.db.select().from(files).where(eq(files.id, item!.fileId));
      expect(imageSize('jpg', Buffer.from(file!.content)), picture.slug).toEqual(LIBRARY_PICTURE_SIZE);
    }
  });

  it('finds a picture by a word of its title, in Chinese or English', async () => {
    for (const q of ['紀念幣', 'coins']) {
      const answer = await editor.call<{ data: MediaRecord[] }>(mediaListRoute, `/api/staff/media?q=${encodeURIComponent(q)}`);
      expect(answer.body.data.data.map((m) => m.name), q).toContain('art-coins.jpg');
    }
  });
});
