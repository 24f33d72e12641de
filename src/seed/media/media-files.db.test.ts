/**
 * The demo media are real files: every seeded video has a WebM clip that lasts as
 * long as the video and WebVTT captions that parse, and every downloadable PDF has
 * text a reader can select, search and read aloud, in the PDF's own language.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entries, entryFiles, entryI18n } from '#src/features/entries/schema.ts';
import { files } from '#src/features/files/schema.ts';
import { openTestDatabase, type TestDatabase } from '#src/server/db/testing.ts';
import { DOWNLOAD, VIDEO } from '#src/features/media/modules.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
});
afterAll(() => database.dispose());

/** An EBML variable-length integer at `at`: its length, and its value with (ids) or without (sizes) the length marker. */
function vint(bytes: Buffer, at: number, keepMarker: boolean): { length: number; value: number } {
  const first = bytes[at] ?? 0;
  const length = Math.clz32(first) - 23;
  if (length < 1 || length > 8) throw new Error(`no EBML number at ${String(at)}`);
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[at + i] ?? 0);
  return { length, value };
}

/** The child elements of the element body bytes[start, end). */
function* children(bytes: Buffer, start: number, end: number): Generator<{ id: number; start: number; end: number }> {
  let at = start;
  while (at < end) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    const body = at + id.length + size.length;
    // An unknown size (all ones) runs to the end of its parent.
    const unknown = size.value === 2 ** (7 * size.length) - 1;
    const stop = unknown ? end : body + size.value;
    yield { id: id.value, start: body, end: stop };
    at = stop;
  }
}

/** DocType, codec of the first track and duration in seconds of a Matroska/WebM file. */
function webmInfo(bytes: Buffer): { docType: string; codec: string; seconds: number } {
  let docType = '';
  let codec = '';
  let scale = 1_000_000;
  let duration = 0;
  for (const top of children(bytes, 0, bytes.length)) {
    if (top.id === 0x1a45dfa3) {
      for (const el of children(bytes, top.start, top.end)) if (el.id === 0x4282) docType = bytes.toString('ascii', el.start, el.end);
    }
    if (top.id !== 0x18538067) continue;
    for (const part of children(bytes, top.start, top.end)) {
      if (part.id === 0x1549a966) {
        for (const el of children(bytes, part.start, part.end)) {
          if (el.id === 0x2ad7b1) scale = bytes.readUIntBE(el.start, el.end - el.start);
          if (el.id === 0x4489) duration = el.end - el.start === 4 ? bytes.readFloatBE(el.start) : bytes.readDoubleBE(el.start);
        }
      }
      if (part.id === 0x1654ae6b && !codec) {
        const track = children(bytes, part.start, part.end).next().value;
        if (track) for (const el of children(bytes, track.start, track.end)) if (el.id === 0x86) codec = bytes.toString('ascii', el.start, el.end);
      }
    }
  }
  return { docType, codec, seconds: (duration * scale) / 1e9 };
}

/** The cues of a WebVTT file, or an error naming what is wrong. */
function parseVtt(text: string): { start: number; end: number; text: string }[] {
  if (!/^WEBVTT(?:[ \t].*)?\r?\n/.test(text)) throw new Error('no WEBVTT signature');
  const time = (t: string) => t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  return text
    .split(/\r?\n\r?\n/)
    .slice(1)
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split(/\r?\n/);
      const at = lines.findIndex((l) => l.includes('-->'));
      const match = /^((?:\d{2,}:)?\d{2}:\d{2}\.\d{3}) --> ((?:\d{2,}:)?\d{2}:\d{2}\.\d{3})/.exec(lines[at] ?? '');
      if (!match) throw new Error(`not a cue: ${block}`);
      return { start: time(match[1] ?? ''), end: time(match[2] ?? ''), text: lines.slice(at + 1).join('\n') };
    });
}

async function filesOf(module: string) {
  return database.db
    .select({ slug: entries.slug, data: entries.data, kind: entryFiles.kind, lang: entryFiles.lang, name: files.name, mime: files.mime, content: files.content })
    .from(entryFiles)
    .innerJoin(entries, eq(entries.id, entryFiles.entryId))
    .innerJoin(files, eq(files.id, entryFiles.fileId))
    .where(eq(entries.module, module));
}

describe('seeded videos', () => {
  it('each have a WebM clip as long as the video, with captions that parse in every language of the entry', async () => {
    const rows = await filesOf(VIDEO);
    const slugs = [...new Set(rows.map((r) => r.slug))];
    expect(slugs).toHaveLength(6);
    for (const slug of slugs) {
      const own = rows.filter((r) => r.slug === slug);
      const clip = own.find((r) => r.kind === 'video');
      expect(clip, `${String(slug)} has a video file`).toBeDefined();
      expect(clip?.mime).toBe('video/webm');
      const info = webmInfo(Buffer.from(clip?.content ?? []));
      expect(info.docType).toBe('webm');
      expect(info.codec).toBe('V_VP8');
      const seconds = (clip?.data as { durationSeconds: number }).durationSeconds;
      expect(info.seconds).toBeGreaterThan(0);
      expect(Math.abs(info.seconds - seconds)).toBeLessThan(1);

      const captions = own.filter((r) => r.kind === 'captions');
      expect(captions.map((c) => c.lang)).toEqual(expect.arrayContaining(['zh-hant', 'zh-hans', 'en']));
      for (const track of captions) {
        expect(track.mime).toBe('text/vtt');
        const cues = parseVtt(Buffer.from(track.content).toString('utf8'));
        expect(cues.length).toBeGreaterThan(2);
        cues.forEach((cue, i) => {
          expect(cue.end).toBeGreaterThan(cue.start);
          expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]?.end ?? 0);
          expect(cue.text.trim()).not.toBe('');
        });
        // Every caption shows while the clip plays.
        expect(cues.at(-1)?.end).toBeLessThanOrEqual(info.seconds + 0.5);
      }
    }
  });
});

/** The Authority's name at the top of every page, in each language's script. */
const PUBLISHER = { 'zh-hant': '澳門金融管理局', 'zh-hans': '澳门金融管理局', en: 'Monetary Authority of Macao', pt: 'Autoridade Monetária de Macau' } as const;
const squash = (text: string) => text.replace(/\s+/g, '');

describe('seeded download PDFs', () => {
  it('each have extractable text in their language: the publisher and the title', async () => {
    const rows = await database.db
      .select({ slug: entries.slug, lang: entryFiles.lang, name: files.name, content: files.content, title: entryI18n.title })
      .from(entryFiles)
      .innerJoin(entries, eq(entries.id, entryFiles.entryId))
      .innerJoin(files, eq(files.id, entryFiles.fileId))
      .leftJoin(entryI18n, and(eq(entryI18n.entryId, entries.id), eq(entryI18n.lang, entryFiles.lang)))
      .where(and(eq(entries.module, DOWNLOAD), eq(files.mime, 'application/pdf'), isNotNull(entryFiles.lang)));
    expect(rows.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const row of rows) {
      const lang = row.lang as keyof typeof PUBLISHER;
      const pdf = await getDocumentProxy(new Uint8Array(row.content));
      const { text } = await extractText(pdf, { mergePages: true });
      const flat = squash(text);
      if (!flat.includes(squash(PUBLISHER[lang]))) failures.push(`${row.name}: no "${PUBLISHER[lang]}" in ${JSON.stringify(text.slice(0, 80))}`);
      // The heading (a bulletin prints its period on the line below it).
      else if (row.title && !flat.includes(squash(row.title.split(' — ')[0] ?? ''))) failures.push(`${row.name}: no title "${row.title}"`);
    }
    expect(failures).toEqual([]);
  });
});
