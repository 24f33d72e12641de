// fontkit ships no types; pdfkit uses it to embed fonts. Only what fonts.ts and the seed's PDF writer need.
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    unitsPerEm: number;
    glyphForCodePoint(codePoint: number): { advanceWidth: number };
    /** The glyph subset a document embeds (pdfkit calls it once per font and document). */
    createSubset(): object;
  }
  /** One face of a font collection (TTC/OTC) by its PostScript name, or a single font file. */
  export function create(buffer: Buffer, postscriptName?: string): Font;
}
