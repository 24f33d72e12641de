// fontkit ships no types; pdfkit uses it to embed fonts. Only what fonts.ts needs.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
