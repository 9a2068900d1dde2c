/**
 * What the flyer and the House Manual share: a pdfkit document collected into a
 * Buffer, library images made printable, page numbers. Text is written with
 * unicode-text.ts in embedded fonts (fonts.ts), in any script.
 */
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { StorageDriver } from '../storage/storage-driver.ts';
import { writeText } from './unicode-text.ts';

export type Pdf = PDFKit.PDFDocument;
export type PaperSize = 'A4' | 'LETTER';

/**
 * `lang`: the document's language (BCP 47), which screen readers and viewers use. `maker`: with the product's
 * name hidden (a workspace's white-label setting), the name written as Creator and Producer in place of the
 * product's and its PDF library's; null or absent: the product's.
 */
export function newPdf(size: PaperSize, title: string, margin = 56, lang = 'en-GB', maker: string | null = null): Pdf {
  return new PDFDocument({
    size,
    margin,
    bufferPages: true,
    info: maker === null ? { Title: title, Creator: 'Guidebook' } : { Title: title, Creator: maker, Producer: maker },
    // PDF/UA-ish basics: a document language and the title shown in viewers.
    lang,
    displayTitle: true,
  });
}

/** Ends the document and resolves with its bytes. */
export function finishPdf(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** White or dark text, whichever contrasts more with the brand colour (WCAG relative luminance). */
export function textColourOn(hex: string): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const DARK_LUMINANCE = 0.016; // of #1f2328
  const onWhite = 1.05 / (luminance + 0.05);
  const onDark = (luminance + 0.05) / (DARK_LUMINANCE + 0.05);
  return onWhite >= onDark ? '#ffffff' : '#1f2328';
}

/**
 * A stored image (by its store key) as PNG (logos keep transparency) or JPEG
 * (photos), scaled down for print; pdfkit reads neither WebP nor GIF. Null when the
 * file is missing or unreadable: a PDF without one picture beats no PDF.
 */
export type PrintableImage = { bytes: Buffer; width: number; height: number };

export async function printableImage(
  store: StorageDriver,
  key: string | null,
  maxPx: number,
  as: 'png' | 'jpeg',
): Promise<PrintableImage | null> {
  if (!key) return null;
  try {
    return await store.withLocalFile(key, async (file) => {
      const image = sharp(file, { animated: false }).rotate().resize({
        width: maxPx,
        height: maxPx,
        fit: 'inside',
        withoutEnlargement: true,
      });
      const { data, info } = await (
        as === 'png' ? image.png() : image.flatten({ background: '#ffffff' }).jpeg({ quality: 82 })
      ).toBuffer({ resolveWithObject: true });
      return { bytes: data, width: info.width, height: info.height };
    });
  } catch {
    return null;
  }
}

/** A photo filling the box (cropped at its centre, never stretched), as a cover photo is shown. */
export function drawPhotoCropped(
  doc: Pdf,
  image: PrintableImage,
  box: { x: number; y: number; width: number; height: number },
): void {
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  doc.image(image.bytes, box.x, box.y, { cover: [box.width, box.height], align: 'center', valign: 'center' });
  doc.restore();
}

/** "Page n of m" centred in the bottom margin of every page. */
export function numberPages(doc: Pdf, label: (page: number, pages: number) => string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { margins, width, height } = doc.page;
    const bottom = margins.bottom;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.y = height - bottom / 2 - 7;
    writeText(doc, [{ text: label(i - range.start + 1, range.count), style: 'regular', color: '#6b7280' }], {
      x: margins.left,
      width: width - margins.left - margins.right,
      size: 9,
      align: 'center',
      wrap: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/** A download name made from the guide's title: ASCII letters, digits and dashes. */
export function fileNameOf(title: string, suffix: string, extension: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'guide'}${suffix}.${extension}`;
}

export function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}
