/**
 * Videos (SPEC §7 /cms/videos, /cms/videos_cats): `video` entries with a poster,
 * WebVTT captions per language and a transcript (the entry's content). The video
 * file itself is optional: without one, the entry points at the official channel
 * (`entries.url`) where it can be watched.
 */
import type { Language } from '#src/lib/i18n/languages.ts';
import type { EntrySummary, FileRef } from '#src/features/entries/contract.ts';
import { videoDataSchema, type VideoItem } from './contract.ts';
import { itemBase, mediaKind } from './list.ts';
import { VIDEO } from './modules.ts';

/** Captions in the entry's language first, then the others. */
export function orderCaptions(files: FileRef[], lang: Language): FileRef[] {
  const captions = files.filter((f) => f.kind === 'captions');
  return [...captions.filter((f) => f.lang === lang), ...captions.filter((f) => f.lang !== lang)];
}

export function toVideoItem(entry: EntrySummary & { content?: string | null }, withTranscript: boolean): VideoItem {
  const data = videoDataSchema.safeParse(entry.data);
  return {
    ...itemBase(entry),
    durationSeconds: data.success ? data.data.durationSeconds : null,
    video: entry.files.find((f) => f.kind === 'video') ?? null,
    poster: entry.files.find((f) => f.kind === 'poster') ?? null,
    captions: orderCaptions(entry.files, entry.lang),
    channelUrl: entry.url,
    transcript: withTranscript ? (entry.content ?? null) : null,
  };
}

export const videos = mediaKind(VIDEO, toVideoItem);
export const listVideos = videos.list;
/** One published video with its transcript; unknown ids throw NotFoundError (a 404). */
export const getVideo = videos.get;
