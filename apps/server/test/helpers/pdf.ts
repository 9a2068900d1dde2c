/**
 * Reading PDFs the server made: pdf-lib parses them (a broken file throws), and
 * poppler's pdftotext extracts their text.
 */
import { execFileSync } from 'node:child_process';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

export type ParsedPdf = {
  doc: PDFDocument;
  pageSizes: { width: number; height: number }[];
  text: string;
  /** Image XObjects drawn (a PNG with transparency counts twice: colour and soft mask). */
  images: number;
};

/**
 * The text as poppler's pdftotext extracts it (the PDFs use embedded CID fonts, whose
 * glyph codes only a ToUnicode-aware reader turns back into text). Without pdftotext
 * (Debian: poppler-utils) this throws: a PDF test fails rather than passing unchecked.
 * Directional marks poppler puts around right-to-left lines are removed.
 */
export function pdfToText(bytes: Buffer | Uint8Array): string {
  const out = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes, maxBuffer: 64 * 1024 * 1024 });
  return out.toString('utf8').replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
}

export async function parsePdf(bytes: Buffer | Uint8Array): Promise<ParsedPdf> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  let images = 0;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) images += 1;
  }
  const pageSizes = doc.getPages().map((p) => p.getSize());
  return { doc, pageSizes, text: pdfToText(bytes), images };
}
