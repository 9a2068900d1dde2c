/** QR codes of share links, made on our server with `qrcode` (no external chart service). */
import QRCode from 'qrcode';

/** M: about 15% of the code can be smudged or covered on a printed flyer and still scan. */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

export function qrPng(text: string, widthPx = 512): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...OPTIONS, type: 'png', width: widthPx });
}

export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...OPTIONS, type: 'svg' });
}
