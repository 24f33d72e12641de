/**
 * A small picture of a library image for the back office (the list, the pickers, the file's
 * screen), read through the staff call `/api/staff/media/{id}/image` (its permission, so a
 * draft's image shows to staff before the public may fetch it). Scaled by the browser: the
 * server does not resize (no image library in the production install); `width` and `height`
 * keep the layout still while it loads, `loading="lazy"` fetches only what is on screen.
 * Decorative beside the file's title (empty `alt`) unless given a text.
 */
import type { MediaRecord } from '../media/contract.ts';

/** The box a picture of `width`×`height` takes at most `max` pixels wide and high (never enlarged). */
export function thumbSize(width: number | null, height: number | null, max: number): { width: number; height: number } {
  if (!width || !height) return { width: max, height: max };
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function MediaThumb({ media, max = 48, alt = '' }: { media: Pick<MediaRecord, 'id' | 'kind' | 'width' | 'height' | 'version'>; max?: number; alt?: string }) {
  if (media.kind !== 'image') return null;
  const box = thumbSize(media.width, media.height, max);
  return (
    <img
      src={`/api/staff/media/${String(media.id)}/image?v=${String(media.version)}`}
      width={box.width}
      height={box.height}
      loading="lazy"
      decoding="async"
      alt={alt}
      style={{ objectFit: 'contain', verticalAlign: 'middle', background: '#f4f4f4' }}
    />
  );
}
