/**
 * Build steps (Vite plugins) that let Astro encode a page by runs of one width
 * (src/server/http/html-parts.ts) instead of as one two-byte string (issue 17:
 * less work per render).
 *
 * Why: Astro 7 renders a page (not streamed) by appending every chunk to one
 * string, then encodes it with `TextEncoder`. One Chinese character anywhere makes
 * that whole string two-byte, and every page here has some: encoding was 11 % of
 * the server's busy time on an uncached English content page (31 KB), more than
 * any component. Two rewrites:
 * - `renderStreamToString` (astro/dist/runtime/server/render/astro/render.js), only
 *   for a page (`isPage`), keeps the chunks in a list and returns their bytes;
 *   everything else it renders (components, slots) still gets a string;
 * - `renderPage` (astro/dist/runtime/server/render/page.js) takes those bytes as
 *   the body, with their Content-Length, as it did the string's.
 * The bytes are the same as before; the tests compare them.
 *
 * The build fails when the code is not found (src/server/http/astro-patch.ts).
 */
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';
import { astroPatchPlugin, replaceOnce } from './astro-patch.ts';

const RENDER_ORIGINAL = `async function renderStreamToString(result, templateResult, isPage) {
  let str = "";
  let renderedFirstPageChunk = false;
  if (isPage) {
    await bufferHeadContent(result);
  }
  const destination = {
    write(chunk) {
      if (isPage && !renderedFirstPageChunk) {
        renderedFirstPageChunk = true;
        if (!result.partial && !DOCTYPE_EXP.test(String(chunk))) {
          const doctype = result.compressHTML ? "<!DOCTYPE html>" : "<!DOCTYPE html>\\n";
          str += doctype;
        }
      }
      if (chunk instanceof Response) return;
      str += chunkToString(result, chunk);
    }
  };
  await renderStreaming(templateResult, result, destination);
  return str;
}`;

/** The same function with four edits: a page's chunks go to a list, and its bytes are returned. */
const RENDER_PARTS = (
  [
    ['  let str = "";\n', '  let str = "";\n  const parts = isPage ? [] : undefined;\n'],
    ['          str += doctype;', '          if (parts) parts.push(doctype);\n          else str += doctype;'],
    ['      str += chunkToString(result, chunk);', '      if (parts) parts.push(chunkToString(result, chunk));\n      else str += chunkToString(result, chunk);'],
    ['  return str;\n}', '  return parts ? __amcmEncodeHtmlParts(parts) : str;\n}'],
  ] as const
).reduce((code, [from, to]) => {
  const edited = replaceOnce(code, from, to);
  if (edited === undefined) throw new Error(`page-bytes: "${from}" is not in the function once`);
  return edited;
}, RENDER_ORIGINAL);

const PAGE_ORIGINAL = `  if (!streaming && typeof body === "string") {
    body = encoder.encode(body);`;

const PAGE_BYTES = `  if (!streaming && (typeof body === "string" || body instanceof Uint8Array)) {
    if (typeof body === "string") body = encoder.encode(body);`;

const ENCODER_MODULE = fileURLToPath(new URL('./html-parts.ts', import.meta.url));

/** Rewrites Astro's render module; undefined when the code is not that module. */
export function pagePartsSource(code: string, encoderModule = ENCODER_MODULE): string | undefined {
  const out = replaceOnce(code, RENDER_ORIGINAL, RENDER_PARTS);
  return out && `import { encodeHtmlParts as __amcmEncodeHtmlParts } from ${JSON.stringify(encoderModule)};\n${out}`;
}

/** Rewrites Astro's page module; undefined when the code is not that module. */
export function pageBodySource(code: string): string | undefined {
  return replaceOnce(code, PAGE_ORIGINAL, PAGE_BYTES);
}

export function pageBytes(): Plugin[] {
  const explainedIn = 'src/server/http/page-bytes.ts';
  return [
    astroPatchPlugin({ name: 'amcm:page-bytes-render', file: 'dist/runtime/server/render/astro/render.js', rewrite: (code) => pagePartsSource(code), explainedIn }),
    astroPatchPlugin({ name: 'amcm:page-bytes-body', file: 'dist/runtime/server/render/page.js', rewrite: pageBodySource, explainedIn }),
  ];
}
