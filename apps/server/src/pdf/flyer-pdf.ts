/**
 * The printable one-page flyer: a band in the brand colour with the logo and title,
 * the cover photo when the guide has one, a large QR code of the share link, the link itself and a line of instructions.
 */
import { MESSAGES } from '@guidebook/contract';
import {
  FONT,
  drawPhotoCropped,
  finishPdf,
  newPdf,
  pdfText,
  textColourOn,
  type PaperSize,
  type PrintableImage,
} from './pdf-document.ts';
import { qrPng } from './qr-code.ts';

export type FlyerInput = {
  title: string;
  subtitle: string | null;
  color: string;
  logo: PrintableImage | null;
  /** The guide's cover photo: a full-width strip under the band, the QR code a little smaller. */
  cover: PrintableImage | null;
  url: string;
  paper: PaperSize;
};

export async function renderFlyer(input: FlyerInput): Promise<Buffer> {
  const doc = newPdf(input.paper, input.title, 0);
  const { width, height } = doc.page;
  const margin = 56;
  const inner = width - 2 * margin;
  const ink = textColourOn(input.color);

  const band = 190;
  doc.rect(0, 0, width, band).fill(input.color);
  let textTop = 48;
  if (input.logo) {
    const logoBox = 72;
    doc.image(input.logo.bytes, (width - logoBox) / 2, 24, {
      fit: [logoBox, logoBox],
      align: 'center',
      valign: 'center',
    });
    textTop = 24 + logoBox + 10;
  }
  doc
    .fillColor(ink)
    .font(FONT.bold)
    .fontSize(input.title.length > 36 ? 22 : 28)
    .text(pdfText(input.title), margin, textTop, { width: inner, align: 'center', height: 64, ellipsis: true });
  if (input.subtitle) {
    doc
      .font(FONT.regular)
      .fontSize(13)
      .text(pdfText(input.subtitle), margin, doc.y + 2, { width: inner, align: 'center', height: 18, ellipsis: true });
  }

  let below = band;
  if (input.cover) {
    const strip = 190;
    drawPhotoCropped(doc, input.cover, { x: 0, y: band, width, height: strip });
    below = band + strip - 16;
  }
  const qrSize = Math.min(input.cover ? 240 : 300, inner);
  const qrTop = below + 48;
  doc.image(await qrPng(input.url, 900), (width - qrSize) / 2, qrTop, { width: qrSize, height: qrSize });

  doc
    .fillColor('#1f2328')
    .font(FONT.regular)
    .fontSize(15)
    .text(pdfText(MESSAGES.sharing.flyerInstructions), margin, qrTop + qrSize + 28, { width: inner, align: 'center' });
  doc
    .moveDown(1.2)
    .fontSize(11)
    .fillColor('#4b5563')
    .text(pdfText(MESSAGES.sharing.flyerLinkLabel), { width: inner, align: 'center' })
    .moveDown(0.3)
    .font(FONT.bold)
    .fontSize(13)
    .fillColor('#1f2328')
    .text(pdfText(input.url), { width: inner, align: 'center', link: input.url });

  doc.rect(0, height - 18, width, 18).fill(input.color);
  return finishPdf(doc);
}
