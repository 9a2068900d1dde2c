/**
 * What sharp does for the library: decide from the bytes (not the name) whether a file
 * is an image we keep, read its size, and make the WebP thumbnail.
 */
import sharp from 'sharp';

/** The formats kept, and the Content-Type each is served with. */
const MIME_OF_FORMAT: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export const THUMBNAIL_WIDTH = 400;

export type ImageInfo = { mimeType: string; width: number; height: number };

/** The image's type and displayed size, or null when the bytes are not a kept format. */
export async function probeImage(filePath: string): Promise<ImageInfo | null> {
  try {
    const meta = await sharp(filePath).metadata();
    const mimeType = MIME_OF_FORMAT[meta.format];
    if (!mimeType) return null;
    // EXIF-rotated photos: report the size a browser shows.
    const { width, height } = meta.autoOrient ?? meta;
    if (!width || !height) return null;
    return { mimeType, width, height };
  } catch {
    return null;
  }
}

/** Writes a WebP thumbnail; false when the image cannot be decoded after all (truncated, corrupt). */
export async function writeThumbnail(sourcePath: string, destPath: string): Promise<boolean> {
  try {
    await sharp(sourcePath)
      .autoOrient()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toFile(destPath);
    return true;
  } catch {
    return false;
  }
}
