/**
 * The fonts every generated PDF uses for Chinese and Latin text, read and parsed
 * once per process (or export worker), on first use: pdfkit takes the parsed font
 * (`registerFont(name, font)`), so a PDF does not parse 7 MB of font tables again.
 *
 * Noto Sans TC covers Traditional Chinese, Latin with accents and many Simplified
 * characters, but not all of them (陈, 张, 币 are missing), and a copy of what a
 * visitor typed must show every character they typed: text is split into runs, and
 * a run whose characters TC lacks is set in Noto Sans SC. pdfkit embeds only the
 * glyphs a document uses, so a copy stays small.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const FONT_FILES = {
  tc: '@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf',
  sc: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
} as const;
export type CjkFontName = keyof typeof FONT_FILES;

const bytes = new Map<CjkFontName, Promise<Buffer>>();

/** The bytes of a font, read on first use. */
export function fontBytes(name: CjkFontName): Promise<Buffer> {
  let pending = bytes.get(name);
  if (!pending) {
    pending = readFile(require.resolve(FONT_FILES[name]));
    bytes.set(name, pending);
  }
  return pending;
}

const faces = new Map<CjkFontName, Promise<fontkit.Font>>();

/**
 * A font parsed (fontkit) on first use, shared by every PDF: pdfkit keeps what one
 * document embeds (its glyph subset) on its own wrapper, not on the font.
 */
export function fontFace(name: CjkFontName): Promise<fontkit.Font> {
  let pending = faces.get(name);
  if (!pending) {
    pending = fontBytes(name).then((b) => fontkit.create(b));
    faces.set(name, pending);
  }
  return pending;
}

/** A parsed font as pdfkit's `registerFont` takes it (its types know only paths and bytes). */
export async function pdfFont(name: CjkFontName): Promise<PDFKit.Mixins.PDFFontSource> {
  return (await fontFace(name)) as unknown as PDFKit.Mixins.PDFFontSource;
}

/**
 * Splits text into runs of one font each: TC wherever it has the glyph (or no font
 * has it: pdfkit then draws its .notdef box), SC for characters only SC has.
 */
export async function fontRuns(text: string): Promise<{ font: CjkFontName; text: string }[]> {
  const tc = await fontFace('tc');
  const runs: { font: CjkFontName; text: string }[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    // Spaces and line breaks stay with the run they are in.
    const font: CjkFontName = code <= 0x20 || tc.hasGlyphForCodePoint(code) ? (runs.at(-1)?.font ?? 'tc') : 'sc';
    const last = runs.at(-1);
    if (last && last.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}
