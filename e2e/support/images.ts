/** Real image files for uploads, made with sharp (the server checks content, not names). */
import sharp from 'sharp';

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A PNG of a flat colour with a diagonal band, so thumbnails are visibly different. */
export async function pngFile(name: string, hue: number, size = { width: 320, height: 200 }): Promise<UploadFile> {
  const { width, height } = size;
  const color = `hsl(${hue % 360}, 70%, 55%)`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${color}"/>
    <polygon points="0,${height} ${width * 0.4},0 ${width * 0.6},0 ${width * 0.2},${height}" fill="white" fill-opacity="0.5"/>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export async function jpegFile(name: string, hue: number): Promise<UploadFile> {
  const png = await pngFile(name, hue);
  return { name, mimeType: 'image/jpeg', buffer: await sharp(png.buffer).jpeg({ quality: 80 }).toBuffer() };
}

/**
 * A JPEG that reads as a landscape photo (sky, sun, sea, hills, a boat) at camera-like size, for
 * cover photos: wide enough that the server makes its rendition, varied enough to look right.
 */
export async function landscapeJpeg(name: string, size = { width: 2400, height: 1600 }): Promise<UploadFile> {
  const { width: w, height: h } = size;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 240 160">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#f6b36b"/><stop offset="0.55" stop-color="#f7d9a8"/><stop offset="1" stop-color="#9fd0e6"/>
      </linearGradient>
      <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#2f7fa6"/><stop offset="1" stop-color="#0f3c5a"/>
      </linearGradient>
    </defs>
    <rect width="240" height="160" fill="url(#sky)"/>
    <circle cx="170" cy="70" r="16" fill="#fff3d6" fill-opacity="0.9"/>
    <path d="M0 92 Q40 70 80 88 T160 84 T240 90 V160 H0 Z" fill="#56794a"/>
    <rect y="100" width="240" height="60" fill="url(#sea)"/>
    <path d="M0 112 H240 M0 126 H240 M0 142 H240" stroke="#ffffff" stroke-opacity="0.18" stroke-width="0.8"/>
    <path d="M96 118 h24 l-4 6 h-16 z" fill="#f4f1ea"/><path d="M108 118 v-16 l9 14 z" fill="#ffffff"/>
  </svg>`;
  return { name, mimeType: 'image/jpeg', buffer: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer() };
}
