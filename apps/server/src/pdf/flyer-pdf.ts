/**
 * The printable one-page flyer: a band in the brand colour with the logo and title,
 * the cover photo when the guide has one, a large QR code of the share link, the link itself and a line of instructions.
 */
import { printLabels } from './print-labels.ts';
import {
  drawPhotoCropped,
  finishPdf,
  newPdf,
  textColourOn,
  type PaperSize,
  type PrintableImage,
} from './pdf-document.ts';
import { qrPng } from './qr-code.ts';
import { lineCount, writeText, type Span } from './unicode-text.ts';
import { useBrandFont } from './fonts.ts';
import { drawWifiBox, WIFI_BOX_HEIGHT, type FlyerWifi } from './flyer-wifi.ts';

export type FlyerInput = {
  /** The maker named in the PDF's metadata when the product's name is hidden (pdf-document.ts newPdf). */
  maker?: string | null;
  title: string;
  subtitle: string | null;
  color: string;
  logo: PrintableImage | null;
  /** The guide's cover photo: a full-width strip under the band, the QR code a little smaller. */
  cover: PrintableImage | null;
  url: string;
  paper: PaperSize;
  /** The document language (BCP 47), e.g. the guide's language; en-GB when not given. */
  lang?: string;
  /** The host's guest font (branding): used where it has the characters. */
  font?: string;
  /** The WiFi box (flyer-wifi.ts) at the foot of the page; null or absent: none. */
  wifi?: FlyerWifi | null;
};

export async function renderFlyer(input: FlyerInput): Promise<Buffer> {
  const doc = newPdf(input.paper, input.title, 0, input.lang, input.maker ?? null);
  useBrandFont(doc, input.font);
  const { width, height } = doc.page;
  const margin = 56;
  const inner = width - 2 * margin;
  const ink = textColourOn(input.color);
  const labels = printLabels(input.lang);

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
  const centred = { x: margin, width: inner, align: 'center' } as const;
  doc.y = textTop;
  // 28 pt when the title fits one line, else 22 pt on up to two (a longer one ends in an ellipsis).
  const title: Span[] = [{ text: input.title, style: 'bold', color: ink }];
  const titleSize = lineCount(doc, title, { ...centred, size: 28 }) <= 1 ? 28 : 22;
  writeText(doc, title, { ...centred, size: titleSize, maxHeight: 64 });
  if (input.subtitle) {
    doc.y += 2;
    writeText(doc, [{ text: input.subtitle, style: 'regular', color: ink }], { ...centred, size: 13, maxHeight: 18 });
  }

  let below = band;
  if (input.cover) {
    const strip = input.wifi ? 120 : 190;
    drawPhotoCropped(doc, input.cover, { x: 0, y: band, width, height: strip });
    below = band + strip - 16;
  }
  const qrTop = below + 48;
  const qrSize = Math.min(
    input.cover ? 240 : 300,
    inner,
    input.wifi ? height - 178 - WIFI_BOX_HEIGHT - qrTop : Infinity,
  );
  doc.image(await qrPng(input.url, 900), (width - qrSize) / 2, qrTop, { width: qrSize, height: qrSize });

  doc.y = qrTop + qrSize + 28;
  writeText(doc, [{ text: labels.flyerInstructions, style: 'regular', color: '#1f2328' }], {
    ...centred,
    size: 15,
  });
  doc.y += 15;
  writeText(doc, [{ text: labels.flyerLinkLabel, style: 'regular', color: '#4b5563' }], {
    ...centred,
    size: 11,
  });
  doc.y += 4;
  writeText(doc, [{ text: input.url, style: 'bold', color: '#1f2328', link: input.url }], { ...centred, size: 13 });

  if (input.wifi)
    drawWifiBox(doc, { x: margin, y: height - 38 - WIFI_BOX_HEIGHT, width: inner }, input.wifi, input.lang);
  doc.rect(0, height - 18, width, 18).fill(input.color);
  return finishPdf(doc);
}
