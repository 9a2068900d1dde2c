/**
 * WiFi on paper and on screen: the standard "Join WiFi" QR string (ZXing's
 * `WIFI:` format, which phone cameras read), its QR code, and the flyer's WiFi box.
 */
import { printLabels } from './print-labels.ts';
import type { Pdf } from './pdf-document.ts';
import { qrPng } from './qr-code.ts';
import { writeText } from './unicode-text.ts';

export type WifiSecurity = 'WPA' | 'WEP' | 'nopass';

/** A network as the guest payload carries it: the password is null for an open network (or none stored). */
export type WifiDetails = { name: string; password: string | null; security: WifiSecurity };

/** What the flyer prints: the network and its Join WiFi QR code (PNG). */
export type FlyerWifi = WifiDetails & { qrPng: Buffer };

/** The height the box takes on the page, whatever the texts: a layout reserves this much. */
export const WIFI_BOX_HEIGHT = 124;

/** Backslash before the format's reserved characters: \ ; , " : */
function escapeWifi(value: string): string {
  return value.replace(/[\\;,":]/g, (c) => `\\${c}`);
}

/**
 * `WIFI:T:WPA;S:<ssid>;P:<password>;;`, SSID and password escaped. An open network is
 * `T:nopass` without P; a secured network without a stored password has no P either (the
 * phone asks for it).
 */
export function wifiQrText(wifi: WifiDetails): string {
  const name = `S:${escapeWifi(wifi.name)};`;
  if (wifi.security === 'nopass') return `WIFI:T:nopass;${name};`;
  const password = wifi.password ? `P:${escapeWifi(wifi.password)};` : '';
  return `WIFI:T:${wifi.security};${name}${password};`;
}

/** The Join WiFi QR code as a PNG (`widthPx` wide; 600 prints sharp in the flyer's box). */
export function wifiQrPng(wifi: WifiDetails, widthPx = 600): Promise<Buffer> {
  return qrPng(wifiQrText(wifi), widthPx);
}

const INK = '#1f2328';
const MUTED = '#4b5563';
const PAD = 12;
const QR_SIZE = WIFI_BOX_HEIGHT - 2 * PAD;

/**
 * The flyer's WiFi box at (x, y), `width` wide and WIFI_BOX_HEIGHT high: the QR code on the
 * left; the title, network name, password (monospace, up to two lines) or "open network", and
 * a line of instructions on the right, in `lang` (BCP 47; English when not given or not covered,
 * see printLabels). Leaves doc.y under the box.
 */
export function drawWifiBox(
  doc: Pdf,
  box: { x: number; y: number; width: number },
  wifi: FlyerWifi,
  lang?: string,
): void {
  const { x, y, width } = box;
  const labels = printLabels(lang);
  doc.save();
  doc.roundedRect(x, y, width, WIFI_BOX_HEIGHT, 8).lineWidth(1).fillAndStroke('#f6f8fa', '#d0d7de');
  doc.restore();
  doc.image(wifi.qrPng, x + PAD, y + PAD, { width: QR_SIZE, height: QR_SIZE });

  const textX = x + PAD + QR_SIZE + 16;
  const column = { x: textX, width: Math.max(40, x + width - PAD - textX) };
  doc.y = y + PAD;
  writeText(doc, [{ text: labels.wifiTitle, style: 'bold', color: INK }], {
    ...column,
    size: 15,
    maxHeight: 21,
  });
  doc.y += 4;
  writeText(
    doc,
    [
      { text: `${labels.wifiNetwork}  `, style: 'regular', color: MUTED },
      { text: wifi.name, style: 'bold', color: INK },
    ],
    { ...column, size: 12, maxHeight: 17 },
  );
  doc.y += 3;
  const password =
    wifi.security !== 'nopass' && wifi.password
      ? [
          { text: `${labels.wifiPassword}  `, style: 'regular' as const, color: MUTED },
          { text: wifi.password, style: 'code' as const, color: INK },
        ]
      : wifi.security === 'nopass'
        ? [{ text: labels.wifiOpen, style: 'regular' as const, color: INK }]
        : [];
  if (password.length > 0) writeText(doc, password, { ...column, size: 12, maxHeight: 34 });

  doc.y = y + WIFI_BOX_HEIGHT - PAD - 13;
  writeText(doc, [{ text: labels.wifiScan, style: 'regular', color: MUTED }], {
    ...column,
    size: 9.5,
    maxHeight: 13,
  });
  doc.x = x;
  doc.y = y + WIFI_BOX_HEIGHT;
}
