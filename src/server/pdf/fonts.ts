/**
 * The fonts every generated PDF uses for Chinese and Latin text, read and parsed
 * once per process (or export worker), on first use: pdfkit takes the parsed font
 * (`registerFont(name, font)`), so a PDF does not parse the font tables again.
 *
 * Both faces come from one file kept in the repository, Noto Sans CJK Regular
 * (./fonts/: an OpenType collection, OFL; its README says where it came from):
 * `tc` is its Traditional Chinese face, `sc` its Simplified one. Each maps the
 * same 44,810 code points (every Han character of Big5, GB 2312 and GBK, Latin
 * with accents), so in practice every run is set in TC; a copy of what a visitor
 * typed must show every character they typed, so text is still split into runs,
 * and a run whose characters TC lacks is set in SC. pdfkit embeds only the glyphs
 * a document uses, so a copy stays small.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

// Resolved through package.json's `imports`, from the source tree in every mode
// (vitest, astro dev, and the built server, which runs src/ beside dist/).
const FONT_FILE = createRequire(import.meta.url).resolve('#src/server/pdf/fonts/NotoSansCJK-Regular.ttc');
/** The PostScript name of each face in the collection (fontkit opens a face of a TTC by it). */
const FACES = {
  tc: 'NotoSansCJKtc-Regular',
  sc: 'NotoSansCJKsc-Regular',
} as const;
export type CjkFontName = keyof typeof FACES;

let bytes: Promise<Buffer> | undefined;

/** The bytes of the font collection (both faces), read on first use. */
export function fontBytes(): Promise<Buffer> {
  bytes ??= readFile(FONT_FILE);
  return bytes;
}

const faces = new Map<CjkFontName, Promise<fontkit.Font>>();

/** fontkit's CFF subsetter, as far as compactSubsets changes it. */
interface CffSubset {
  subsetSubrs?: (subrs: unknown[], used: Record<number, boolean>) => Uint8Array[];
}
const UNUSED_SUBR = new Uint8Array(0);

/**
 * Makes the face's glyph subsets (pdfkit embeds one per document) small. Glyphs call
 * subroutines by their number, so fontkit's CFF subset keeps every entry of a
 * subroutine index and fills those the document does not use with a one-byte
 * `return`; the two font dicts of this font's ideographs hold 42,654 subroutines,
 * whose placeholder offsets still took about 50 KB of every PDF, deflated, for one
 * Chinese character. An unused entry is never called, so it can as well be empty:
 * equal offsets deflate to almost nothing (a one-character subset: 0.6 KB).
 */
function compactSubsets(face: fontkit.Font): fontkit.Font {
  const create = face.createSubset.bind(face);
  face.createSubset = () => {
    const subset = create() as CffSubset;
    const subsetSubrs = subset.subsetSubrs;
    if (typeof subsetSubrs === 'function') {
      subset.subsetSubrs = function (this: CffSubset, subrs, used) {
        return subsetSubrs.call(this, subrs, used).map((subr, i) => (used[i] ? subr : UNUSED_SUBR));
      };
    }
    return subset;
  };
  return face;
}

/**
 * A face parsed (fontkit) on first use, shared by every PDF: pdfkit keeps what one
 * document embeds (its glyph subset) on its own wrapper, not on the font.
 */
export function fontFace(name: CjkFontName): Promise<fontkit.Font> {
  let pending = faces.get(name);
  if (!pending) {
    pending = fontBytes().then((b) => {
      const face = fontkit.create(b, FACES[name]) as fontkit.Font | null;
      if (face?.postscriptName !== FACES[name]) throw new Error(`${FONT_FILE} has no face ${FACES[name]}`);
      return compactSubsets(face);
    });
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
