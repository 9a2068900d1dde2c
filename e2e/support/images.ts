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
