/**
 * Reading PDFs the server made: pdf-lib parses them (a broken file throws), and the
 * text drawn on each page is pulled out of the content streams (pdfkit writes each
 * line as a TJ array of hex strings).
 */
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

export type ParsedPdf = {
  doc: PDFDocument;
  pageSizes: { width: number; height: number }[];
  text: string;
  /** Image XObjects drawn (a PNG with transparency counts twice: colour and soft mask). */
  images: number;
};

/** WinAnsiEncoding's 0x80..0x9f; the rest of the byte range is Latin-1. */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWinAnsi(bytes: Buffer): string {
  return [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join('');
}

function textOfContent(content: string): string[] {
  const lines: string[] = [];
  for (const match of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const hexes = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '');
    lines.push(hexes.map((hex) => decodeWinAnsi(Buffer.from(hex, 'hex'))).join(''));
  }
  return lines;
}

export async function parsePdf(bytes: Buffer | Uint8Array): Promise<ParsedPdf> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const lines: string[] = [];
  let images = 0;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    if (object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) {
      images += 1;
      continue;
    }
    let content: string;
    try {
      content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    } catch {
      continue; // an image stream with a filter pdf-lib does not decode
    }
    if (content.includes('TJ')) lines.push(...textOfContent(content));
  }
  const pageSizes = doc.getPages().map((p) => p.getSize());
  return { doc, pageSizes, text: lines.join('\n'), images };
}
