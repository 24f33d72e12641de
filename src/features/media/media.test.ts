/** Media mapping and contract checks that need no database. */
import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import type { EntrySummary, FileRef } from '#src/features/entries/contract.ts';
import { GET as openapi } from '#src/api/v1.0/openapi.json.ts';
import { toGraphicItem } from './graphics.ts';
import { toVideoItem } from './videos.ts';

const file = (id: number, kind: FileRef['kind'], lang: FileRef['lang'], name: string, mime: string): FileRef => ({ id, kind, lang, name, mime, size: 10, url: `/files/${id}/${name}` });

const entry = (files: FileRef[], extra: Partial<EntrySummary & { content: string }> = {}): EntrySummary & { content?: string } => ({
  id: 1,
  module: 'video',
  slug: 'v',
  title: 'Title',
  summary: null,
  publishedAt: '2026-01-01T00:00:00.000Z',
  startsOn: null,
  endsOn: null,
  isTop: false,
  url: 'https://video.example.mo/amcm/banknotes',
  category: null,
  data: { durationSeconds: 65 },
  lang: 'pt',
  languages: ['zh-hant', 'en', 'pt'],
  fallback: false,
  files,
  ...extra,
});

describe('toVideoItem', () => {
  it('plays a hosted file with the poster and the captions of the entry’s language first', () => {
    const item = toVideoItem(
      entry([
        file(1, 'captions', 'en', 'v.en.vtt', 'text/vtt'),
        file(2, 'video', null, 'v.webm', 'video/webm'),
        file(3, 'poster', null, 'v.svg', 'image/svg+xml'),
        file(4, 'captions', 'pt', 'v.pt.vtt', 'text/vtt'),
        file(5, 'attachment', null, 'notes.pdf', 'application/pdf'),
      ], { content: '<p>Transcrição</p>' }),
      true,
    );
    expect(item.video?.name).toBe('v.webm');
    expect(item.poster?.name).toBe('v.svg');
    expect(item.captions.map((c) => c.lang)).toEqual(['pt', 'en']);
    expect(item.durationSeconds).toBe(65);
    expect(item.transcript).toBe('<p>Transcrição</p>');
    expect(toVideoItem(entry([]), false)).toMatchObject({ video: null, poster: null, captions: [], transcript: null, channelUrl: 'https://video.example.mo/amcm/banknotes' });
  });
});

describe('toGraphicItem', () => {
  it('takes the image of the entry’s language and its text alternative, or the title without one', () => {
    const images = [file(1, 'image', 'en', 'g.en.svg', 'image/svg+xml'), file(2, 'image', 'pt', 'g.pt.svg', 'image/svg+xml')];
    const item = toGraphicItem(entry(images, { data: { width: 960, height: 560, alt: 'Gráfico de barras' } }), false);
    expect(item).toMatchObject({ image: { name: 'g.pt.svg' }, alt: 'Gráfico de barras', width: 960, longDescription: null });
    expect(toGraphicItem(entry(images, { data: {} }), false).alt).toBe('Title');
  });
});

describe('OpenAPI contract of the media calls', () => {
  it('documents every call with its parameters, repeated categories as arrays', async () => {
    const doc = (await (await openapi({ request: new Request('http://localhost/api/v1.0/openapi.json') } as unknown as APIContext)).json()) as {
      paths: Record<string, { get: { parameters: { name: string; required?: boolean; schema: { type?: string } }[]; description?: string } }>;
    };
    for (const path of [
      '/api/v1.0/cms/downloads',
      '/api/v1.0/cms/downloads_by_slug',
      '/api/v1/download',
      '/api/v1.0/cms/advance_release_calendar',
      '/api/v1.0/cms/videos_cats',
      '/api/v1.0/cms/videos',
      '/api/v1.0/cms/graphic_cats',
      '/api/v1.0/cms/graphics',
      '/api/v1.0/cms/company_cats',
      '/api/v1.0/cms/companies',
      '/api/v1.0/cms/friend_link',
      '/api/v1/link',
      '/api/v1.0/cms/last_data_date',
      '/api/v1.0/cms/sync_data',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    const downloads = doc.paths['/api/v1.0/cms/downloads']!.get.parameters;
    expect(downloads.map((p) => p.name)).toEqual(expect.arrayContaining(['PageSize', 'Page', 'Filters.CatSlug', 'Filters.IncludeSubCats', 'Filters.Keyword', 'Filters.Begin', 'Filters.End']));
    const sync = doc.paths['/api/v1.0/cms/sync_data']!.get;
    expect(sync.parameters.find((p) => p.name === 'since')?.required).toBe(true);
    expect(sync.description).toMatch(/at least once/);
  });
});
