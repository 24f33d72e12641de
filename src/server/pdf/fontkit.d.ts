// fontkit ships no types; pdfkit uses it to embed fonts. Only what fonts.ts needs.
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** The glyph subset a document embeds (pdfkit calls it once per font and document). */
    createSubset(): object;
  }
  /** One face of a font collection (TTC/OTC) by its PostScript name, or a single font file. */
  export function create(buffer: Buffer, postscriptName?: string): Font;
}
