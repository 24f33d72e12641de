/**
 * Videos (SPEC §7 /cms/videos, /cms/videos_cats): `video` entries with a poster,
 * WebVTT captions per language and a transcript (the entry's content). The video
 * file itself is optional: without one, the entry points at the official channel
 * (`entries.url`) where it can be watched.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { EntrySummary, FileRef, Paged } from '#src/features/entries/contract.ts';
import { videoDataSchema, type VideoItem } from './contract.ts';
import type { Queryable } from '#src/server/db/open.ts';
import { getEntry, listEntries } from '#src/features/entries/service.ts';
import { toEntryFilter, type MediaFilter } from './list.ts';
import { CATEGORY_SET, VIDEO } from './modules.ts';

/** Captions in the entry's language first, then the others. */
export function orderCaptions(files: FileRef[], lang: Language): FileRef[] {
  const captions = files.filter((f) => f.kind === 'captions');
  return [...captions.filter((f) => f.lang === lang), ...captions.filter((f) => f.lang !== lang)];
}

export function toVideoItem(entry: EntrySummary & { content?: string | null }, withTranscript: boolean): VideoItem {
  const data = videoDataSchema.safeParse(entry.data);
  return {
    id: entry.id,
    slug: entry.slug,
    title: entry.title,
    summary: entry.summary,
    publishedAt: entry.publishedAt,
    category: entry.category,
    lang: entry.lang,
    fallback: entry.fallback,
    languages: entry.languages,
    durationSeconds: data.success ? data.data.durationSeconds : null,
    video: entry.files.find((f) => f.kind === 'video') ?? null,
    poster: entry.files.find((f) => f.kind === 'poster') ?? null,
    captions: orderCaptions(entry.files, entry.lang),
    channelUrl: entry.url,
    transcript: withTranscript ? (entry.content ?? null) : null,
  };
}

export async function listVideos(db: Queryable, lang: Language, filter: MediaFilter = {}): Promise<Paged<VideoItem>> {
  const page = await listEntries(db, lang, toEntryFilter(VIDEO, CATEGORY_SET[VIDEO], filter));
  return { data: page.data.map((e) => toVideoItem(e, false)), total: page.total };
}

/** One published video with its transcript; unknown ids are a 404. */
export async function getVideo(db: Queryable, id: number, lang: Language): Promise<VideoItem> {
  return toVideoItem(await getEntry(db, VIDEO, id, lang), true);
}
