import { describe, expect, it } from 'vitest';
import { installedAstroSource, runAstroCode } from './astro-patch.testing.ts';
import { encodeHtmlParts } from './html-parts.ts';
import { pageBodySource, pagePartsSource } from './page-bytes.ts';

const RENDER_JS = 'dist/runtime/server/render/astro/render.js';
const PAGE_JS = 'dist/runtime/server/render/page.js';
const utf8 = (text: string) => new TextEncoder().encode(text);

/** Chunks as a page's render writes them: markup, Latin-1 and Chinese text, an emoji, an empty one. */
const CHUNKS = ['<html lang="en"><head><meta charset="utf-8"><title>', 'Relatório anual', ' | 澳門金融管理局', '</title></head><body>', '', '<p>🙂 Macao</p>', '</body></html>'];

type RenderStreamToString = (result: object, template: readonly string[], isPage: boolean) => Promise<string | Uint8Array>;

function renderStreamToStringOf(source: string): RenderStreamToString {
  return runAstroCode<RenderStreamToString>(source, {
    from: 'async function renderStreamToString(',
    returns: 'renderStreamToString',
    deps: {
      bufferHeadContent: async () => {},
      renderStreaming: async (template: readonly string[], _result: object, destination: { write(chunk: string): void }) => {
        for (const chunk of template) destination.write(chunk);
      },
      chunkToString: (_result: object, chunk: string) => chunk,
      DOCTYPE_EXP: /<!doctype html/i,
      __amcmEncodeHtmlParts: encodeHtmlParts,
    },
  });
}

describe('encodeHtmlParts', () => {
  const cases: Array<[string, string[]]> = [
    ['markup and English', ['<p>', 'Exchange rates', '</p>']],
    ['Latin-1 beyond ASCII', ['<p>', 'Autoridade Monetária de Macau', ' – ', 'ç']],
    ['Chinese between markup', CHUNKS],
    ['only Chinese', ['澳門', '金融管理局']],
    ['a surrogate pair split between two parts', ['<p>', '\ud83d', '\ude42', '</p>']],
    ['a lone surrogate', ['a', '\ud83d', 'b']],
    ['a Chinese page: more runs of wide text than are kept apart', Array.from({ length: 60 }, (_, i) => (i % 2 ? `<li><a href="/zh-hant/p${i}">` : `第${i}頁</a></li>`))],
    ['a surrogate pair split between parts after the last run kept apart', [...Array.from({ length: 40 }, (_, i) => (i % 2 ? '<br>' : '澳門')), '\ud83d', '\ude42']],
    ['nothing', []],
    ['empty parts', ['', '', '']],
  ];
  it.each(cases)('gives the bytes TextEncoder gives for the joined page: %s', (_name, parts) => {
    expect(Buffer.from(encodeHtmlParts(parts))).toEqual(Buffer.from(utf8(parts.join(''))));
  });

  it('gives a buffer of its own, not a slice of a shared pool that a kept page would hold on to', () => {
    const bytes = encodeHtmlParts(['<p>', 'short', '</p>']);
    expect(bytes.byteOffset).toBe(0);
    expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
  });
});

describe("Astro's page rendering, rewritten to encode by runs", () => {
  it('finds the code in the installed Astro (an upgrade that moves it fails here and in the build)', async () => {
    expect(pagePartsSource(await installedAstroSource(RENDER_JS))).toContain('__amcmEncodeHtmlParts(parts)');
    expect(pageBodySource(await installedAstroSource(PAGE_JS))).toContain('body instanceof Uint8Array');
    expect(pagePartsSource('export const unrelated = 1;')).toBeUndefined();
    expect(pageBodySource('export const unrelated = 1;')).toBeUndefined();
  });

  it('gives a page the bytes of the string it gave before, doctype included', async () => {
    const source = await installedAstroSource(RENDER_JS);
    const before = renderStreamToStringOf(source);
    const after = renderStreamToStringOf(pagePartsSource(source, '/encoder.ts')!);
    for (const compressHTML of [true, false]) {
      const result = { partial: false, compressHTML };
      const page = await after(result, CHUNKS, true);
      expect(page).toBeInstanceOf(Uint8Array);
      const string = await before(result, CHUNKS, true);
      expect(string).toMatch(/^<!DOCTYPE html>\n?<html/);
      expect(Buffer.from(page as Uint8Array)).toEqual(Buffer.from(utf8(string as string)));
    }
  });

  it('still gives a string for what is not a page (a component, a slot)', async () => {
    const render = renderStreamToStringOf(pagePartsSource(await installedAstroSource(RENDER_JS), '/encoder.ts')!);
    await expect(render({ partial: false, compressHTML: true }, CHUNKS, false)).resolves.toBe(CHUNKS.join(''));
  });

  it('imports the encoder of this project in the rewritten module', async () => {
    const rewritten = pagePartsSource(await installedAstroSource(RENDER_JS))!;
    expect(rewritten.split('\n')[0]).toMatch(/^import \{ encodeHtmlParts as __amcmEncodeHtmlParts \} from ".*[/\\]html-parts\.ts";$/);
  });

  it('sends those bytes as the body, with their length, as it sent the encoded string', async () => {
    const source = await installedAstroSource(PAGE_JS);
    type RenderPage = (result: object, factory: object, props: object, children: object, streaming: boolean, route: object) => Promise<Response>;
    const renderPageWith = (code: string, body: string | Uint8Array) =>
      runAstroCode<RenderPage>(code, {
        from: 'async function renderPage(',
        returns: 'renderPage',
        deps: {
          isAstroComponentFactory: () => true,
          isPropagatingHint: () => false,
          renderToString: async () => body,
          renderComponentToString: async () => '',
          renderToAsyncIterable: async () => body,
          renderToReadableStream: async () => body,
          renderCspContent: () => '',
          encoder: new TextEncoder(),
          isNode: true,
          isDeno: false,
          isWorkerd: false,
          isRoute404: () => false,
          isRoute500: () => false,
        },
      });
    const result = () => ({ componentMetadata: new Map(), _metadata: {}, response: { status: 200, statusText: 'OK', headers: new Headers({ 'content-type': 'text/html' }) } });
    const page = CHUNKS.join('');
    const before = await renderPageWith(source, page)(result(), {}, {}, {}, false, {});
    const after = await renderPageWith(pageBodySource(source)!, encodeHtmlParts(CHUNKS))(result(), {}, {}, {}, false, {});
    expect(after.headers.get('content-length')).toBe(String(utf8(page).byteLength));
    expect(after.headers.get('content-length')).toBe(before.headers.get('content-length'));
    expect(Buffer.from(await after.arrayBuffer())).toEqual(Buffer.from(await before.arrayBuffer()));
    // A string body (e.g. a page rendered by another path) is still encoded as before.
    const stringAfter = await renderPageWith(pageBodySource(source)!, page)(result(), {}, {}, {}, false, {});
    expect(await stringAfter.text()).toBe(page);
  });
});
