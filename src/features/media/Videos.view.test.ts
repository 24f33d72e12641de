import { describe, expect, it } from 'vitest';
import type { FileRef } from '#src/features/entries/contract.ts';
import type { Language } from '#src/lib/i18n/languages.ts';
import { en, renderView } from '../../../tests/views/render-view.ts';
import type { VideoItem } from './contract.ts';
import Videos from './Videos.astro';

const file = (id: number, name: string, mime: string, kind: FileRef['kind'], lang: Language | null = null): FileRef => ({ id, name, mime, size: 100, url: `/files/${String(id)}/${name}`, kind, lang });

const video: VideoItem = {
  id: 7,
  slug: 'phone-scams',
  title: 'Phone Scams',
  summary: 'Ask three questions.',
  publishedAt: '2026-09-18T04:00:00.000Z',
  category: null,
  lang: 'en',
  fallback: false,
  languages: ['zh-hant', 'zh-hans', 'en'],
  durationSeconds: 37,
  video: file(1, 'phone-scams.webm', 'video/webm', 'video'),
  poster: file(2, 'phone-scams-poster.svg', 'image/svg+xml', 'poster'),
  // As the service orders them: the entry's language first.
  captions: [file(3, 'phone-scams.en.vtt', 'text/vtt', 'captions', 'en'), file(4, 'phone-scams.zh-hant.vtt', 'text/vtt', 'captions', 'zh-hant'), file(5, 'phone-scams.zh-hans.vtt', 'text/vtt', 'captions', 'zh-hans')],
  channelUrl: null,
  transcript: '<p>You get a call.</p>',
};

describe('Videos view', () => {
  it('plays a hosted video in a native player with a caption track per language, the page language on', async () => {
    const view = await renderView(Videos, { detail: video });
    const player = view.dom.querySelector('video');
    expect(player?.hasAttribute('controls')).toBe(true);
    expect(player?.getAttribute('preload')).toBe('metadata');
    expect(player?.getAttribute('poster')).toBe('/files/2/phone-scams-poster.svg');
    expect(player?.getAttribute('aria-label')).toBe(en('videos.player', { title: 'Phone Scams' }));
    expect(player?.querySelector('source')?.getAttribute('src')).toBe('/files/1/phone-scams.webm');
    expect(player?.querySelector('source')?.getAttribute('type')).toBe('video/webm');
    const tracks = Array.from(player?.querySelectorAll('track') ?? [], (t) => ({
      kind: t.getAttribute('kind'),
      srclang: t.getAttribute('srclang'),
      label: t.getAttribute('label'),
      src: t.getAttribute('src'),
      default: t.hasAttribute('default'),
    }));
    expect(tracks).toEqual([
      { kind: 'captions', srclang: 'en', label: 'English', src: '/files/3/phone-scams.en.vtt', default: true },
      { kind: 'captions', srclang: 'zh-Hant', label: '中文（繁體）', src: '/files/4/phone-scams.zh-hant.vtt', default: false },
      { kind: 'captions', srclang: 'zh-Hans', label: '中文（简体）', src: '/files/5/phone-scams.zh-hans.vtt', default: false },
    ]);
    // The text alternative: a link to the transcript on the same page.
    expect(view.links()).toContainEqual({ text: en('videos.transcriptLink'), href: '#video-transcript' });
    expect(view.dom.querySelector('#video-transcript')).not.toBeNull();
    // Each caption file with its type and size, set apart from its name by a space.
    expect(view.dom.querySelector('.file-list li')?.textContent?.replace(/\s+/g, ' ').trim()).toMatch(/^phone-scams\.en\.vtt \(VTT, /);
  });

  it('turns on the track of the entry language wherever the service put it', async () => {
    const view = await renderView(Videos, { detail: { ...video, lang: 'zh-hant', captions: [...video.captions] } }, { lang: 'zh-hant' });
    expect(view.dom.querySelector('track[default]')?.getAttribute('srclang')).toBe('zh-Hant');
  });

  it('shows the poster and no player when the file is not hosted', async () => {
    const view = await renderView(Videos, { detail: { ...video, video: null } });
    expect(view.dom.querySelector('video')).toBeNull();
    expect(view.text('.player__notice')).toContain(en('videos.notHosted'));
  });
});
