/** The part of fontkit (pdfkit's font engine) this folder uses; fontkit ships no types. */
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** The glyph, made on first use for the given characters and kept (see fonts.ts). */
    getGlyph(id: number, characters?: number[]): unknown;
    /** fontkit's character map; not documented, used by fontkit's own subsetting and layout. */
    _cmapProcessor: { codePointsForGlyph(id: number): number[] };
  }
  export interface FontCollection {
    fonts: Font[];
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font | FontCollection;
}
